import type { OfferingSeed } from '../offerings';
import type { DeepPartial } from './types';

/** Hindi text of the general offerings list, keyed by the English name. `type` is a code: left out. */
const offerings: Record<string, DeepPartial<OfferingSeed>> = {
  'Gau Seva': {
    name: 'गौ सेवा',
    description: 'आपके नाम से मंदिर की गौशाला की गायों को हरा चारा, गुड़ और रोटी खिलाएँ।',
  },
  'Deep Daan': {
    name: 'दीपदान',
    description: 'घाटों पर संध्या आरती के समय आपके नाम से ग्यारह दीये जलाए जाते हैं।',
  },
  'Anna Seva': {
    name: 'अन्न सेवा',
    description: 'मंदिर के पास तीर्थयात्रियों, साधुओं और ज़रूरतमंदों को परोसा जाने वाला सात्विक भोजन।',
  },
  'Vastra Daan': {
    name: 'वस्त्र दान',
    description: 'देवता को अर्पित नए वस्त्र, जो बाद में ज़रूरतमंदों को दिए जाते हैं।',
  },
  'Pushp Seva': {
    name: 'पुष्प सेवा',
    description: 'भोर में देवता को अर्पित गेंदे और गुलाब की ताज़ी माला।',
  },
  'Dugdh Abhishek': {
    name: 'दुग्ध अभिषेक',
    description: 'शिवलिंग का दुग्ध अभिषेक, जिसके संकल्प में आपका नाम लिया जाता है।',
  },
  'Akhand Jyoti': {
    name: 'अखंड ज्योति',
    description: 'देवता के सामने ग्यारह दिनों तक लगातार जलने वाला शुद्ध घी का दीया।',
  },
  'Shriphal Arpan': {
    name: 'श्रीफल अर्पण',
    description: 'लाल कपड़े और मौली में लिपटा नारियल, मन की किसी मनोकामना के लिए अर्पित।',
  },
  'Til Daan': {
    name: 'तिल दान',
    description: 'शनि के प्रभाव को शांत करने के लिए शनिवार को काले तिल और तिल के तेल का दान।',
  },
};

export default offerings;
