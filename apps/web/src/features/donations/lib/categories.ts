import { CAMPAIGN_CATEGORIES, CAMPAIGN_CATEGORY_LABELS, type CampaignCategory } from '@sankalp/shared/constants';

export type CategoryTab = 'all' | CampaignCategory;

/** The tabs in order: all, then the four categories with their human labels. */
export const CATEGORY_TABS: { value: CategoryTab; label: string }[] = [
  { value: 'all', label: 'All Campaigns' },
  ...CAMPAIGN_CATEGORIES.map((c) => ({ value: c, label: CAMPAIGN_CATEGORY_LABELS[c] })),
];

/** The `category` URL parameter as a tab; anything unknown means 'all'. */
export function parseCategory(value: string | null | undefined): CategoryTab {
  return (CAMPAIGN_CATEGORIES as readonly string[]).includes(value ?? '') ? (value as CampaignCategory) : 'all';
}

export const categoryLabel = (c: string): string => CAMPAIGN_CATEGORY_LABELS[c as CampaignCategory] ?? c;
