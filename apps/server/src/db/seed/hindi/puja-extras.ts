import { PAKSHA_HI, TITHI_HI } from '@sankalp/shared/i18n/tithi-hi';
import type { ChadhavaItemSeed, PackageSeed } from '../puja-extras';
import type { DeepPartial } from './types';

/**
 * Hindi of what seed/puja-extras.ts and catalog-rows.ts write beside a puja: its packages (built
 * from the puja's Hindi `focus` and `blessing`), the chadhava items (keyed by the English title)
 * and the tithi the puja shows.
 */

const VIDEO = 'पूजा का वीडियो 3-5 दिनों में WhatsApp पर';

/**
 * The Hindi of the four packages of seed/puja-extras.ts `pujaPackages`, in its order. Without the
 * puja's Hindi focus and blessing only the titles are given (the points stay English).
 */
export function hindiPackages(focus: string | undefined, blessing: string | undefined): DeepPartial<PackageSeed>[] {
  const titles = ['एकल पूजा', 'दंपति पूजा', 'परिवार पूजा', 'संयुक्त परिवार पूजा'];
  if (!focus || !blessing) return titles.map((thumbnailTitle) => ({ thumbnailTitle }));
  return [
    {
      thumbnailTitle: titles[0],
      points: [`${focus}, आपके नाम और गोत्र से`, 'पंडित जी आपके नाम से संकल्प लेंगे', VIDEO, 'प्रसाद के साथ आशीर्वाद बॉक्स आपके घर तक'],
    },
    {
      thumbnailTitle: titles[1],
      points: [
        'पति-पत्नी का एक साथ संकल्प',
        `${focus}, दोनों के नाम और आपके गोत्र से`,
        VIDEO,
        'दंपति के लिए प्रसाद के साथ आशीर्वाद बॉक्स',
      ],
    },
    {
      thumbnailTitle: titles[2],
      points: [
        'परिवार के 4 सदस्यों तक का संकल्प',
        'पूजा में हर सदस्य का नाम परिवार के गोत्र के साथ लिया जाएगा',
        `${blessing} के लिए विशेष प्रार्थना`,
        VIDEO,
        'पूरे परिवार के लिए प्रसाद के साथ आशीर्वाद बॉक्स',
      ],
    },
    {
      thumbnailTitle: titles[3],
      points: [
        'परिवार के 6 सदस्यों तक का संकल्प',
        `पूरे परिवार के लिए ${focus} और विस्तृत मंत्र जाप`,
        `${blessing} के लिए विशेष प्रार्थना`,
        VIDEO,
        'संयुक्त परिवार के लिए अतिरिक्त प्रसाद के साथ आशीर्वाद बॉक्स',
      ],
    },
  ];
}

const TITHI_WORDS: Record<string, string> = { ...PAKSHA_HI, ...TITHI_HI };

/** The Hindi of a tithi label of seed/dates.ts `tithiLabel` ('Shukla Paksha Ekadashi' → 'शुक्ल पक्ष एकादशी'). */
export const hindiTithi = (label: string): string | undefined => {
  const words = label.split(' ').map((w) => TITHI_WORDS[w]);
  return words.every(Boolean) ? words.join(' ') : undefined;
};

/** The chadhava items of seed/puja-extras.ts, keyed by the English title. */
const chadhava: Record<string, DeepPartial<ChadhavaItemSeed>> = {
  'Bel Patra Mala': {
    title: 'बेलपत्र माला',
    description: 'भगवान शिव को सबसे प्रिय 108 ताज़े बेलपत्रों की माला, आपके नाम से शिवलिंग पर अर्पित।',
  },
  'Phool Mala (Marigold Garland)': {
    title: 'फूल माला (गेंदे की माला)',
    description: 'गेंदे और गुलाब की ताज़ी माला, पूजा के आरंभ में देवता को अर्पित।',
  },
  'Shriphal (Coconut)': {
    title: 'श्रीफल (नारियल)',
    description: 'लाल कपड़े और मौली में लिपटा पूरा नारियल, आपकी मनोकामना पूरी होने के लिए अर्पित।',
  },
  'Akhand Ghee Jyoti': {
    title: 'अखंड घी ज्योति',
    description: 'शुद्ध देसी घी का दीपक, जो आपके नाम से ग्यारह दिन तक देवता के सामने जलता रहेगा।',
  },
  'Deep Daan (11 Diyas)': {
    title: 'दीपदान (11 दीये)',
    description: 'संध्या आरती में आपके नाम से जलाए गए मिट्टी के ग्यारह दीये।',
  },
  'Panchamrit Abhishek': {
    title: 'पंचामृत अभिषेक',
    description: 'दूध, दही, घी, शहद और शक्कर से अभिषेक, जो बाद में प्रसाद के रूप में बाँटा जाता है।',
  },
  'Vastra for the Deity': {
    title: 'देवता के लिए वस्त्र',
    description: 'देवता के श्रृंगार के लिए नया रेशमी वस्त्र, संकल्प में आपका नाम लिया जाएगा।',
  },
  'Laddoo Bhog': {
    title: 'लड्डू भोग',
    description: 'शुद्ध घी में बने बेसन के लड्डू, भोग लगाकर प्रसाद के रूप में बाँटे जाते हैं।',
  },
  'Modak Bhog (21 Modak)': {
    title: 'मोदक भोग (21 मोदक)',
    description: 'भगवान गणेश की सबसे प्रिय मिठाई, इक्कीस उकडीचे मोदक, नैवेद्य के रूप में अर्पित।',
  },
  'Sindoor and Chunri': {
    title: 'सिंदूर और चुनरी',
    description: 'सौभाग्य के लिए देवी माँ को सिंदूर, लाल चुनरी और श्रृंगार की सामग्री अर्पित।',
  },
  'Til Tel (Sesame Oil)': {
    title: 'तिल का तेल',
    description: 'शनि देव और अशुभ ग्रहों की शांति के लिए काले तिल के साथ शुद्ध तिल का तेल अर्पित।',
  },
  'Gau Seva': {
    title: 'गौ सेवा',
    description: 'आपके नाम से मंदिर की गौशाला की गायों को हरा चारा और गुड़ खिलाया जाएगा।',
  },
  'Anna Seva': {
    title: 'अन्न सेवा',
    description: 'पूजा के दिन मंदिर के पास तीर्थयात्रियों और ज़रूरतमंदों को सात्विक भोजन कराया जाएगा।',
  },
};

export default chadhava;
