/**
 * /privacy-policy. The page is drawn from this shape (components/PolicyText.tsx): `intro` and each
 * section hold blocks in order, `p…` a paragraph, `ul…`/`ol…` a list; in the text, **bold**,
 * *emphasis* and [a link](/path). {email} and {address} are the support contacts (lib/support.ts).
 */
const en = {
  title: 'Privacy Policy',
  intro: {
    p1: 'Sankalp is run by the Sankalp Foundation, Varanasi. When you book a puja, your name and gotra are spoken in a sacred sankalp — we treat that trust, and everything else you share with us, with great care.',
    p2: 'This policy explains what we collect, why, who sees it, and the choices you have.',
  },
  sections: {
    collect: {
      title: 'What we collect',
      ul: {
        account:
          '**Account details:** your full name, e-mail address, mobile number and a password (stored only in scrambled, hashed form).',
        sankalp:
          '**Sankalp details:** your name, gotra, your family members’ names and any special prayers you write for a puja.',
        delivery: '**Delivery addresses** for prasad and store orders, and any addresses you save to your account.',
        donation:
          '**Donation details:** your name, contact details, address, gotra and, if you choose to give it, your PAN for the 80G certificate.',
        consultation:
          '**Consultation details:** the service you choose, your preferred date and time, and any special requests.',
        payment:
          '**Payment records:** the amount, the payment ID and whether it succeeded. Card and UPI details are entered in our payment provider’s window; we never see or store your card number or UPI PIN.',
      },
    },
    use: {
      title: 'How we use it',
      ul: {
        perform: 'To have your puja, chadhava or seva performed in the right names and gotra.',
        send: 'To send your booking confirmations, updates on WhatsApp, your puja video, receipts and 80G certificates.',
        deliver: 'To deliver prasad and store orders, and to call you to confirm an order.',
        connect: 'To connect you with the astrologer or pandit you booked.',
        answer: 'To answer your questions and resolve refunds and disputes.',
        safe: 'To keep the service safe and to meet our legal and tax duties.',
      },
    },
    share: {
      title: 'Who we share it with',
      p: 'We share only what each party needs to do their part, and we never sell your information.',
      ul: {
        temples:
          '**Temples and pandits** receive the names, gotra and prayers needed for the sankalp; astrologers receive the details you give for your consultation.',
        delivery: '**Delivery partners** receive your name, phone number and delivery address.',
        payment: '**Our card and UPI payment provider** processes your payment under its own security standards.',
        authorities: '**Authorities**, only when the law requires it.',
      },
    },
    device: {
      title: 'What is stored on your device',
      p: 'When you sign in, your browser keeps your sign-in session and basic profile so you stay signed in. It also remembers your language, your settings and the streams you save as favourites. We do not use advertising trackers. You can clear all of this by signing out or clearing your browser’s site data.',
    },
    security: {
      title: 'How we keep it safe',
      p: 'Passwords are stored only as secure hashes. Signing out ends your session on our servers. Pages and payments travel over encrypted connections, and only staff who need your details to serve you can see them.',
    },
    retention: {
      title: 'How long we keep it',
      p: 'We keep booking, donation and payment records for as long as Indian tax and accounting law requires, so that receipts and 80G certificates can be reissued (see [your rights](#your-rights) below). Other details are kept while your account is open, and erased or anonymised when you delete it.',
    },
    choices: {
      title: 'Your choices',
      ul: {
        profile: 'See and correct your details on your [profile](/profile), including saved addresses.',
        settings: 'Choose which e-mail, SMS and push updates you receive in [settings](/settings).',
        account:
          'Download a copy of your data, or delete your account, in [Settings › Account](/settings?tab=account).',
      },
    },
    'your-rights': {
      title: 'Your rights under the DPDP Act, 2023',
      p: 'India’s Digital Personal Data Protection Act, 2023 gives you rights over the personal data you share with us. This is how you use them on Sankalp:',
      ul: {
        copy: '**A copy of your data.** *Download my data* in [Settings › Account](/settings?tab=account) gives you at once a file (JSON) of everything we hold about your account: profile, addresses and settings; puja and chadhava bookings, donations, store orders and consultations with their payments; saved kundlis, your cart, your sign-ins and the e-mails we sent you. Passwords, sign-in tokens and verification codes are never stored in readable form and are not in the file.',
        correction:
          '**Correction.** Change your name, e-mail, mobile number and addresses on your [profile](/profile) at any time.',
        erasure:
          '**Erasure.** *Delete account*, in the same place and confirmed with your password, erases your name, e-mail address, mobile number and password, your saved addresses, settings, saved kundlis and cart, and the names, gotra, family members, prayers, phone numbers and addresses in your bookings and orders, and signs you out on every device. You may sign up again later with the same e-mail. Bookings made without signing in are not part of your account: write to us to have those erased.',
        kept: '**What the law makes us keep.** The payment records of your bookings, orders and donations (amounts, dates, reference and receipt numbers) and, for each donation we received, the donor’s name, address and PAN as printed on its receipt: Indian tax law requires a trust to record every donor’s name and address, to report 80G donations, and to be able to issue the 80G certificate again. These records are kept for ten years after the end of the tax assessment year of the payment (Income-tax Rules, rule 17AA), about eleven to twelve years after you paid, and used for nothing else.',
        nominate:
          '**Nominating someone.** To name a person who may use these rights for you if you die or cannot act yourself, write to us from your registered e-mail.',
        grievances:
          '**Grievances.** Write to our grievance contact at [{email}](mailto:{email}). If our answer does not resolve it, you may complain to the Data Protection Board of India.',
      },
    },
    children: {
      title: 'Children',
      p: 'Accounts are for adults. A parent or guardian may include a child’s name in a sankalp; we use it only for that puja.',
    },
    changes: {
      title: 'Changes to this policy',
      p: 'If we change this policy, we will update the date at the top of this page, and tell you by e-mail if the change is significant.',
    },
    contact: {
      title: 'Contact',
      p: 'For any question about your privacy, write to [{email}](mailto:{email}) or to {address}.',
    },
  },
};

export default en;
export type PrivacyMessages = typeof en;
