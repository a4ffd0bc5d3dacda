import { useMemo } from 'react';
import type { FaqCategory } from '../lib/faq-search';
import { helpEnglish, useHelpT, type HelpKey, type HelpT } from './help/i18n/index';

/**
 * The FAQ of /faq and /help in the reader's language: four categories (spec part 3 § 2), figures
 * from § 9, in the order of the messages (content/help/i18n). The search then runs over the words
 * the reader sees.
 */
export function faqCategories(t: HelpT): FaqCategory[] {
  return Object.entries(helpEnglish.faq).map(([id, topic]) => ({
    id,
    title: t(`faq.${id}.title` as HelpKey),
    items: Object.keys(topic.items).map((item) => ({
      q: t(`faq.${id}.items.${item}.q` as HelpKey),
      a: t(`faq.${id}.items.${item}.a` as HelpKey),
    })),
  }));
}

/** `faqCategories` for the current language, rebuilt only when the language changes. */
export function useFaqCategories(): FaqCategory[] {
  const { t, language } = useHelpT();
  // `t` reads the current language: `language` is what changes the words.
  return useMemo(() => faqCategories(t), [t, language]);
}
