import type { Translation } from '../../../lib/i18n/index';
import type { CatalogMessages } from './en';

const hi: Translation<CatalogMessages> = {
  joined_one: '{n}+ भक्त जुड़ चुके हैं',
  joined_other: '{n}+ भक्त जुड़ चुके हैं',
  beFirst: 'सबसे पहले जुड़ें',
  templeFallback: 'मंदिर',
  card: {
    imageAt: '{temple} में {title}',
    ceremony: 'अनुष्ठान:',
    closed: 'बंद',
    closedLabel: '{title}: बुकिंग बंद',
    participate: 'भाग लें',
    participateLabel: '{title} में भाग लें',
  },
  search: {
    clear: 'खोज हटाएँ',
  },
  share: {
    button: '{title} WhatsApp पर साझा करें',
    headingAt: '{temple} में *{title}*',
    heading: '*{title}*',
    onDate: '{date} को',
    from: '{price} से शुरू',
    raisedOf: '{goal} में से {raised} जुटाए गए',
    raised: '{raised} जुटाए गए',
    giveFor: '{label} के लिए दान करें',
    goal: 'लक्ष्य {goal}',
    liveNow: 'अभी लाइव',
    invite: {
      puja: 'Sankalp पर अपने नाम और गोत्र से पूजा बुक करें:',
      event: 'Sankalp पर अपने नाम से चढ़ावा चढ़ाएँ:',
      campaign: 'मेरे साथ Sankalp पर दान करें:',
      product: 'Sankalp स्टोर पर:',
      stream: 'Sankalp पर लाइव दर्शन करें:',
    },
    category: {
      annadaan: 'अन्नदान',
      gau_seva: 'गौ सेवा',
      temple_renovation: 'मंदिर जीर्णोद्धार',
      social_activity: 'सामाजिक सेवा',
    },
  },
  more: {
    pujas: {
      showing_one: '{count} पूजा दिखाई जा रही है',
      showing_other: '{count} पूजाएँ दिखाई जा रही हैं',
      loading: 'और पूजाएँ लोड हो रही हैं…',
      failed: 'और पूजाएँ लोड नहीं हो सकीं।',
      button: 'और पूजाएँ देखें',
    },
    temples: {
      showing_one: '{count} मंदिर दिखाया जा रहा है',
      showing_other: '{count} मंदिर दिखाए जा रहे हैं',
      loading: 'और मंदिर लोड हो रहे हैं…',
      failed: 'और मंदिर लोड नहीं हो सके।',
      button: 'और मंदिर देखें',
    },
    streams: {
      showing_one: '{count} लाइव दर्शन दिखाया जा रहा है',
      showing_other: '{count} लाइव दर्शन दिखाए जा रहे हैं',
      loading: 'और लाइव दर्शन लोड हो रहे हैं…',
      failed: 'और लाइव दर्शन लोड नहीं हो सके।',
      button: 'और लाइव दर्शन देखें',
    },
    events: {
      showing_one: '{count} कार्यक्रम दिखाया जा रहा है',
      showing_other: '{count} कार्यक्रम दिखाए जा रहे हैं',
      loading: 'और कार्यक्रम लोड हो रहे हैं…',
      failed: 'और कार्यक्रम लोड नहीं हो सके।',
      button: 'और कार्यक्रम देखें',
    },
    campaigns: {
      showing_one: '{count} अभियान दिखाया जा रहा है',
      showing_other: '{count} अभियान दिखाए जा रहे हैं',
      loading: 'और अभियान लोड हो रहे हैं…',
      failed: 'और अभियान लोड नहीं हो सके।',
      button: 'और अभियान देखें',
    },
    astrologers: {
      showing_one: '{count} ज्योतिषी दिखाया जा रहा है',
      showing_other: '{count} ज्योतिषी दिखाए जा रहे हैं',
      loading: 'और ज्योतिषी लोड हो रहे हैं…',
      failed: 'और ज्योतिषी लोड नहीं हो सके।',
      button: 'और ज्योतिषी देखें',
    },
    products: {
      showing_one: '{count} उत्पाद दिखाया जा रहा है',
      showing_other: '{count} उत्पाद दिखाए जा रहे हैं',
      loading: 'और उत्पाद लोड हो रहे हैं…',
      failed: 'और उत्पाद लोड नहीं हो सके।',
      button: 'और उत्पाद देखें',
    },
  },
  reviews: {
    label: 'भक्तों की राय',
    rated: '5 में से 5 रेटिंग',
    video: 'वीडियो समीक्षा',
    ananya: {
      name: 'अनन्या शर्मा',
      text: 'मेरे माता-पिता वाराणसी में रहते हैं और मैं पुणे में। Sankalp से मैंने हम सबके नाम से रुद्राभिषेक बुक किया। चार दिन में वीडियो आ गया और उसे देखकर माँ की आँखें भर आईं।',
      city: 'पुणे',
    },
    rohit: {
      name: 'रोहित वर्मा',
      text: 'मुझे अपना गोत्र नहीं पता था। टीम ने बताया कि ऐसे में कश्यप गोत्र लिया जाता है, और पंडित जी ने परिवार के हर सदस्य का नाम साफ़-साफ़ लिया।',
      city: 'बेंगलुरु',
    },
    meena: {
      name: 'मीना कुलकर्णी',
      text: 'आशीर्वाद बॉक्स नागपुर में अच्छी तरह पैक होकर पहुँचा, जिसमें प्रसाद, रक्षा सूत्र और मंदिर की तस्वीर थी। ऐसा लगा जैसे हम स्वयं वहाँ गए हों।',
      city: 'नागपुर',
    },
    vikram: {
      name: 'विक्रम अय्यर',
      text: 'लंदन में रहने के कारण मैं पिताजी के श्राद्ध पर महाकालेश्वर नहीं जा सका। उस दिन WhatsApp पर मिली जानकारी ने मुझे पूजा के हर चरण से जोड़े रखा।',
      city: 'लंदन',
    },
    priya: {
      name: 'प्रिया नायर',
      text: 'बुकिंग में पाँच मिनट लगे और UPI से भुगतान आसान था। उसी सुबह लाइव दर्शन देखना मेरी दादी के लिए सबसे ख़ास रहा।',
      city: 'कोच्चि',
    },
    sanjay: {
      name: 'संजय गुप्ता',
      text: 'हमने नवग्रह पूजा के साथ दीप दान और अन्न सेवा भी अर्पित की। सहायता टीम ने WhatsApp पर हर सवाल का धैर्य से जवाब दिया, देर शाम भी।',
      city: 'जयपुर',
    },
  },
  videos: {
    label: 'पिछली पूजाओं के वीडियो',
    watch: 'देखें',
    watchLabel: 'लाइव दर्शन देखें ({title})',
    'rudrabhishek-kashi': {
      title: 'महाशिवरात्रि पर रुद्राभिषेक',
      temple: 'काशी विश्वनाथ, वाराणसी',
      alt: 'काशी विश्वनाथ में रुद्राभिषेक के समय शिवलिंग पर दूध अर्पित करते पंडित',
    },
    'bhasma-aarti-ujjain': {
      title: 'महाकाल भस्म आरती संकल्प',
      temple: 'महाकालेश्वर, उज्जैन',
      alt: 'महाकालेश्वर में भोर की भस्म आरती में उठे हुए दीप',
    },
    'navgraha-havan': {
      title: 'नवग्रह शांति हवन',
      temple: 'सोमनाथ मंदिर, गुजरात',
      alt: 'सोमनाथ में समुद्र किनारे नौ ग्रहों के लिए आहुतियों के साथ हवन की अग्नि',
    },
    'lakshmi-puja': {
      title: 'दिवाली लक्ष्मी कुबेर पूजा',
      temple: 'तिरुपति बालाजी, आंध्र प्रदेश',
      alt: 'लक्ष्मी कुबेर पूजा के लिए दीयों और गेंदे के फूलों से सजी वेदी',
    },
  },
};
export default hi;
