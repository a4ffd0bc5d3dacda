import { SUPPORT } from '../../../lib/support';
import type { PolicySection } from '../components/PolicyLayout';
import { TextLink } from '../components/TextLink';

export const PRIVACY_INTRO = (
  <>
    <p>
      Sankalp is run by the Sankalp Foundation, Varanasi. When you book a puja, your name and gotra are spoken in a
      sacred sankalp — we treat that trust, and everything else you share with us, with great care.
    </p>
    <p>This policy explains what we collect, why, who sees it, and the choices you have.</p>
  </>
);

export const PRIVACY_SECTIONS: PolicySection[] = [
  {
    id: 'collect',
    title: 'What we collect',
    body: (
      <ul>
        <li>
          <strong>Account details:</strong> your full name, e-mail address, mobile number and a password (stored only in
          scrambled, hashed form).
        </li>
        <li>
          <strong>Sankalp details:</strong> your name, gotra, your family members’ names and any special prayers you
          write for a puja.
        </li>
        <li>
          <strong>Delivery addresses</strong> for prasad and store orders, and any addresses you save to your account.
        </li>
        <li>
          <strong>Donation details:</strong> your name, contact details, address, gotra and, if you choose to give it,
          your PAN for the 80G certificate.
        </li>
        <li>
          <strong>Consultation details:</strong> the service you choose, your preferred date and time, and any special
          requests.
        </li>
        <li>
          <strong>Payment records:</strong> the amount, the payment ID and whether it succeeded. Card and UPI details
          are entered in our payment provider’s window; we never see or store your card number or UPI PIN.
        </li>
      </ul>
    ),
  },
  {
    id: 'use',
    title: 'How we use it',
    body: (
      <ul>
        <li>To have your puja, chadhava or seva performed in the right names and gotra.</li>
        <li>
          To send your booking confirmations, updates on WhatsApp, your puja video, receipts and 80G certificates.
        </li>
        <li>To deliver prasad and store orders, and to call you to confirm an order.</li>
        <li>To connect you with the astrologer or pandit you booked.</li>
        <li>To answer your questions and resolve refunds and disputes.</li>
        <li>To keep the service safe and to meet our legal and tax duties.</li>
      </ul>
    ),
  },
  {
    id: 'share',
    title: 'Who we share it with',
    body: (
      <>
        <p>We share only what each party needs to do their part, and we never sell your information.</p>
        <ul>
          <li>
            <strong>Temples and pandits</strong> receive the names, gotra and prayers needed for the sankalp;
            astrologers receive the details you give for your consultation.
          </li>
          <li>
            <strong>Delivery partners</strong> receive your name, phone number and delivery address.
          </li>
          <li>
            <strong>Our card and UPI payment provider</strong> processes your payment under its own security standards.
          </li>
          <li>
            <strong>Authorities</strong>, only when the law requires it.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'device',
    title: 'What is stored on your device',
    body: (
      <p>
        When you sign in, your browser keeps your sign-in session and basic profile so you stay signed in. It also
        remembers your language, your settings and the streams you save as favourites. We do not use advertising
        trackers. You can clear all of this by signing out or clearing your browser’s site data.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'How we keep it safe',
    body: (
      <p>
        Passwords are stored only as secure hashes. Signing out ends your session on our servers. Pages and payments
        travel over encrypted connections, and only staff who need your details to serve you can see them.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <p>
        We keep booking, donation and payment records for as long as Indian tax and accounting law requires, so that
        receipts and 80G certificates can be reissued (see <TextLink to="#your-rights">your rights</TextLink> below).
        Other details are kept while your account is open, and erased or anonymised when you delete it.
      </p>
    ),
  },
  {
    id: 'choices',
    title: 'Your choices',
    body: (
      <ul>
        <li>
          See and correct your details on your <TextLink to="/profile">profile</TextLink>, including saved addresses.
        </li>
        <li>
          Choose which e-mail, SMS and push updates you receive in <TextLink to="/settings">settings</TextLink>.
        </li>
        <li>
          Download a copy of your data, or delete your account, in{' '}
          <TextLink to="/settings?tab=account">Settings › Account</TextLink>.
        </li>
      </ul>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights under the DPDP Act, 2023',
    body: (
      <>
        <p>
          India’s Digital Personal Data Protection Act, 2023 gives you rights over the personal data you share with us.
          This is how you use them on Sankalp:
        </p>
        <ul>
          <li>
            <strong>A copy of your data.</strong> <em>Download my data</em> in{' '}
            <TextLink to="/settings?tab=account">Settings › Account</TextLink> gives you at once a file (JSON) of
            everything we hold about your account: profile, addresses and settings; puja and chadhava bookings,
            donations, store orders and consultations with their payments; saved kundlis, your cart, your sign-ins and
            the e-mails we sent you. Passwords, sign-in tokens and verification codes are never stored in readable form
            and are not in the file.
          </li>
          <li>
            <strong>Correction.</strong> Change your name, e-mail, mobile number and addresses on your{' '}
            <TextLink to="/profile">profile</TextLink> at any time.
          </li>
          <li>
            <strong>Erasure.</strong> <em>Delete account</em>, in the same place and confirmed with your password,
            erases your name, e-mail address, mobile number and password, your saved addresses, settings, saved kundlis
            and cart, and the names, gotra, family members, prayers, phone numbers and addresses in your bookings and
            orders, and signs you out on every device. You may sign up again later with the same e-mail. Bookings made
            without signing in are not part of your account: write to us to have those erased.
          </li>
          <li>
            <strong>What the law makes us keep.</strong> The payment records of your bookings, orders and donations
            (amounts, dates, reference and receipt numbers) and, for each donation we received, the donor’s name,
            address and PAN as printed on its receipt: Indian tax law requires a trust to record every donor’s name and
            address, to report 80G donations, and to be able to issue the 80G certificate again. These records are kept
            for ten years after the end of the tax assessment year of the payment (Income-tax Rules, rule 17AA), about
            eleven to twelve years after you paid, and used for nothing else.
          </li>
          <li>
            <strong>Nominating someone.</strong> To name a person who may use these rights for you if you die or cannot
            act yourself, write to us from your registered e-mail.
          </li>
          <li>
            <strong>Grievances.</strong> Write to our grievance contact at{' '}
            <TextLink to={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</TextLink>. If our answer does not resolve it, you
            may complain to the Data Protection Board of India.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Accounts are for adults. A parent or guardian may include a child’s name in a sankalp; we use it only for that
        puja.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        If we change this policy, we will update the date at the top of this page, and tell you by e-mail if the change
        is significant.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        For any question about your privacy, write to{' '}
        <TextLink to={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</TextLink> or to {SUPPORT.address}.
      </p>
    ),
  },
];
