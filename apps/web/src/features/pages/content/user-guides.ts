import { useMemo } from 'react';
import { helpEnglish, useHelpT, type HelpKey, type HelpT } from './help/i18n/index';

type GuideId = keyof typeof helpEnglish.guides;

export type UserGuide = {
  id: GuideId;
  title: string;
  summary: string;
  steps: string[];
  action: { to: string; label: string };
};

/** Where each guide's button leads. */
const GUIDE_LINKS: Record<GuideId, string> = {
  puja: '/pujas',
  chadhava: '/chadhava',
  donate: '/donations',
  live: '/live',
  store: '/store',
  consultation: '/astro',
};

/** Step-by-step guides on the help page, one per main service, in the reader's language. */
export function userGuides(t: HelpT): UserGuide[] {
  return (Object.keys(helpEnglish.guides) as GuideId[]).map((id) => ({
    id,
    title: t(`guides.${id}.title`),
    summary: t(`guides.${id}.summary`),
    steps: Object.keys(helpEnglish.guides[id].steps).map((s) => t(`guides.${id}.steps.${s}` as HelpKey)),
    action: { to: GUIDE_LINKS[id], label: t(`guides.${id}.action`) },
  }));
}

/** `userGuides` for the current language. */
export function useUserGuides(): UserGuide[] {
  const { t, language } = useHelpT();
  // `t` reads the current language: `language` is what changes the words.
  return useMemo(() => userGuides(t), [t, language]);
}
