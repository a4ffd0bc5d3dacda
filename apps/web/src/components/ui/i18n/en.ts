import { SUPPORT_HOURS } from '@sankalp/shared/constants';

// The shared building blocks' own words (buttons, states, countdowns, help); pages pass their own.
const en = {
  // A form's field markers (FormField): ' (optional)' after a label, the note on required fields.
  form: {
    optional: ' (optional)',
    required: 'Fields marked {star} are required.',
    requiredStar: 'with an asterisk',
  },
  stepper: {
    add: 'Add',
    addItem: 'Add {item}',
    quantityOf: 'Quantity of {item}',
    removeOne: 'Remove one {item}',
    addOneMore: 'Add one more {item}',
  },
  bill: {
    total: 'Total',
    totalWith: 'Total · {caption}',
  },
  carousel: {
    previous: 'Previous',
    next: 'Next',
    goTo: 'Go to slide {n}',
    pause: 'Pause the slides',
    play: 'Play the slides',
  },
  comingSoon: {
    message:
      'This step opens very soon. Nothing has been charged. Our support team is happy to help you book by phone or WhatsApp meanwhile.',
    back: 'Back to Home',
  },
  // The puja countdown badge (spec part 1 § 2): 'Starts in 2d 03:04:05'.
  countdown: {
    closed: 'Closed',
    startsIn: 'Starts in {time}',
    endsIn: 'Ends in {time}',
    daysClock: '{days}d {clock}',
  },
  download: {
    failed: 'Could not download the receipt',
    checkConnection: 'Please check your connection and try again.',
  },
  help: {
    title: 'Need help?',
    whatsapp: 'WhatsApp us',
    bannerText: 'Call our seva team {phoneHours}. WhatsApp chat is open {chatHours}, and e-mails are answered {emailReply}.',
    call: 'Call {phone}',
    panelText: 'Our seva team is here {hours}. Keep your booking ID handy.',
    callUs: 'Call us',
    // The support hours, as SUPPORT_HOURS and lib/support state them.
    phoneHours: SUPPORT_HOURS.phone as string,
    chatHours: SUPPORT_HOURS.chat as string,
    emailReply: SUPPORT_HOURS.emailReply as string,
    browsingHours: SUPPORT_HOURS.phone as string,
  },
};
export default en;
export type UiMessages = typeof en;
