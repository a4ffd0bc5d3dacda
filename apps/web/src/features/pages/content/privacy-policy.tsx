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
        receipts and 80G certificates can be reissued. Other details are kept while your account is open, and deleted or
        anonymised when you ask us to close it.
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
        <li>Ask for a copy of your data, or for your account to be deleted, by writing to us.</li>
      </ul>
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
