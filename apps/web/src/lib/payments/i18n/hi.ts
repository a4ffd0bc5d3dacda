import type { Translation } from '../../i18n/index';
import type { PayFlowMessages } from './en';

/** The pay flow's words in Hindi (same keys as en.ts). */
const hi: Translation<PayFlowMessages> = {
  tryAgain: 'कृपया फिर से कोशिश करें या सहायता से संपर्क करें।',
  success: 'भुगतान सफल!',
  successText: '{amount} के आपके अर्पण के लिए धन्यवाद। भुगतान ID: {paymentId}',
  verifyFailed: 'भुगतान की पुष्टि नहीं हो सकी',
  verifyFailedText:
    'भुगतान की पुष्टि नहीं हो सकी। अगर पैसा कट गया है, तो उसकी पुष्टि अपने आप हो जाएगी — कृपया दोबारा भुगतान न करें। सहायता: {phone}',
  cancelled: 'भुगतान रद्द हुआ',
  cancelledText: 'आपका भुगतान रद्द कर दिया गया',
  failed: 'भुगतान विफल',
  failedText: '{reason} कृपया फिर से कोशिश करें या सहायता से संपर्क करें।',
  error: 'भुगतान में त्रुटि',
  errorText: 'भुगतान शुरू नहीं हो सका। कृपया फिर से कोशिश करें या सहायता से संपर्क करें।',
  initiateFailed: 'भुगतान शुरू नहीं हो सका।',
  totalChanged: 'कुल राशि बदल गई है',
  totalChangedText: 'अभी की कुल राशि {amount} है। कृपया इसे देखकर फिर से भुगतान दबाएँ।',
  totalChangedPlain: 'कृपया इसे देखकर फिर से भुगतान दबाएँ।',
  recorded: 'आपका भुगतान दर्ज हो गया है',
  noLongerPayable: 'अब इसका भुगतान नहीं हो सकता',
  nothingCharged: 'आपसे कोई राशि नहीं ली गई है।',
  windowFailed: 'भुगतान विंडो लोड नहीं हो सकी',
  incomplete: 'भुगतान विंडो से अधूरा जवाब मिला।',
  notCompleted: 'भुगतान पूरा नहीं हो सका।',
};
export default hi;
