import type { QA } from '../../components/ui/Accordion';
import { pujasT } from './i18n';

const TOPICS = ['why', 'gotra', 'who', 'during', 'proof', 'receive', 'services', 'contact', 'tax'] as const;

/** The puja page's nine questions, on the spec's topics and in its order (part 2 § 2), in the reader's language. */
export const pujaFaq = (t = pujasT): QA[] => TOPICS.map((k) => ({ q: t(`faq.${k}.q`), a: t(`faq.${k}.a`) }));
