import type { QA } from '../../components/ui/Accordion';
import { homeT } from './i18n';

const TOPICS = ['booking', 'gotra', 'who', 'delivery', 'pay', 'updates', 'live', 'certificate', 'contact'] as const;

/** The home page's nine platform questions (spec part 1 § 2), in the reader's language. */
export const homeFaq = (t = homeT): QA[] => TOPICS.map((k) => ({ q: t(`faq.${k}.q`), a: t(`faq.${k}.a`) }));
