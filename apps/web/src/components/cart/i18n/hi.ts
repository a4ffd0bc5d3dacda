import type { Translation } from '../../../lib/i18n/index';
import type { CartButtonMessages } from './en';

/** The Add to Cart button's words in Hindi (same keys as en.ts). */
const hi: Translation<CartButtonMessages> = {
  added: 'कार्ट में जोड़ दिया गया',
  view: 'कार्ट देखें',
  full: 'आपके कार्ट में अधिकतम {max} अलग-अलग सामान रखे जा सकते हैं',
  failed: 'कार्ट में नहीं जोड़ा जा सका। कृपया फिर से कोशिश करें।',
  adding: 'जोड़ा जा रहा है…',
  add: 'कार्ट में जोड़ें',
};
export default hi;
