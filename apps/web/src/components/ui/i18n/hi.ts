import { supportHoursText } from '@sankalp/shared/constants';
import type { Translation } from '../../../lib/i18n/index';
import type { UiMessages } from './en';

const hi: Translation<UiMessages> = {
  form: {
    optional: ' (वैकल्पिक)',
    required: '{star} चिह्न वाले खाने भरना ज़रूरी है।',
    requiredStar: 'तारांकन',
  },
  stepper: {
    add: 'जोड़ें',
    addItem: '{item} जोड़ें',
    quantityOf: '{item} की संख्या',
    removeOne: 'एक {item} हटाएँ',
    addOneMore: 'एक और {item} जोड़ें',
  },
  bill: {
    total: 'कुल',
    totalWith: 'कुल · {caption}',
  },
  carousel: {
    previous: 'पिछला',
    next: 'अगला',
    goTo: 'स्लाइड {n} पर जाएँ',
    pause: 'स्लाइड रोकें',
    play: 'स्लाइड चलाएँ',
  },
  comingSoon: {
    message:
      'यह चरण बहुत जल्द शुरू होगा। आपसे कोई राशि नहीं ली गई है। तब तक हमारी सहायता टीम फ़ोन या WhatsApp पर बुकिंग में आपकी मदद करेगी।',
    back: 'होम पर वापस जाएँ',
  },
  countdown: {
    closed: 'बंद',
    startsIn: 'शुरू होने में {time}',
    endsIn: 'समाप्त होने में {time}',
    daysClock: '{days} दिन {clock}',
  },
  download: {
    failed: 'रसीद डाउनलोड नहीं हो सकी',
    checkConnection: 'कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  },
  help: {
    title: 'सहायता चाहिए?',
    whatsapp: 'WhatsApp करें',
    bannerText: 'हमारी सेवा टीम को {phoneHours} कॉल करें। WhatsApp चैट {chatHours} खुली रहती है, और ईमेल का उत्तर {emailReply} दिया जाता है।',
    call: '{phone} पर कॉल करें',
    panelText: 'हमारी सेवा टीम {hours} आपकी सहायता के लिए है। अपनी बुकिंग ID पास रखें।',
    callUs: 'हमें कॉल करें',
    phoneHours: supportHoursText('hi'),
    chatHours: supportHoursText('hi'),
    emailReply: '24 घंटे के भीतर',
    browsingHours: supportHoursText('hi'),
  },
};
export default hi;
