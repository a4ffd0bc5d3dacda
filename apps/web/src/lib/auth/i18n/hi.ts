import type { Translation } from '../../i18n/index';
import type { SessionMessages } from './en';

/** The session's notices in Hindi (same keys as en.ts). */
const hi: Translation<SessionMessages> = {
  ended: 'आपका सत्र समाप्त हो गया है',
  endedText: 'आगे बढ़ने के लिए कृपया फिर से लॉग इन करें।',
  loggedOut: 'आप लॉग आउट हो गए',
};
export default hi;
