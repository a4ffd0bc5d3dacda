import type { PrasadSeed } from '../prasad';
import type { DeepPartial } from './types';

/** Hindi text of the demo prasad offerings, keyed by the English title. `availability` is a code: left out. */
const prasad: Record<string, DeepPartial<PrasadSeed>> = {
  'Kashi Vishwanath Mahaprasad': {
    title: 'काशी विश्वनाथ महाप्रसाद',
    items: ['पंचमेवा', 'विभूति', 'रुद्राक्ष का दाना'],
    description: 'मंगला आरती में अर्पित पंचमेवा, विभूति और एक रुद्राक्ष का दाना',
  },
  'Srivari Laddu Prasadam': {
    title: 'श्रीवारी लड्डू प्रसादम',
    items: ['श्रीवारी लड्डू', 'तुलसी', 'अक्षत'],
    description: 'तुलसी और अक्षत के साथ श्रीवारी लड्डू प्रसादम',
  },
  'Jagannath Dry Mahaprasad': {
    title: 'जगन्नाथ सूखा महाप्रसाद',
    items: ['खाजा', 'निर्माल्य'],
    description: 'आनंद बाज़ार से सूखे महाप्रसाद का खाजा और निर्माल्य',
  },
  'Siddhivinayak Modak Prasad': {
    title: 'सिद्धिविनायक मोदक प्रसाद',
    items: ['मोदक', 'सिंदूर', 'दूर्वा'],
    description: 'काकड़ आरती से सिंदूर और दूर्वा के साथ मोदक प्रसाद',
  },
  'Mata Vaishno Devi Prasad': {
    title: 'माता वैष्णो देवी प्रसाद',
    items: ['चुनरी', 'मिश्री', 'अभिमंत्रित सिक्का'],
    description: 'माता की चुनरी, मिश्री का प्रसाद और एक अभिमंत्रित सिक्का',
  },
  'Somnath Bilva Prasad': {
    title: 'सोमनाथ बिल्व प्रसाद',
    items: ['बिल्वपत्र', 'भस्म', 'मिश्री'],
    description: 'बिल्वपत्र, भस्म और मिश्री का प्रसाद',
  },
};

export default prasad;
