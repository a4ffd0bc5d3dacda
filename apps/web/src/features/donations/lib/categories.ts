import { CAMPAIGN_CATEGORIES, type CampaignCategory } from '@sankalp/shared/constants';
import { donationsT } from '../i18n';

export type CategoryTab = 'all' | CampaignCategory;

/** The tabs in order: all, then the four categories with their human labels. */
export const CATEGORY_TABS: { readonly value: CategoryTab; readonly label: string }[] = (['all', ...CAMPAIGN_CATEGORIES] as const).map(
  (value) => ({
    value,
    // Read when shown, so it is in the reader's language.
    get label() {
      return donationsT(`categories.${value}`);
    },
  }),
);

/** The `category` URL parameter as a tab; anything unknown means 'all'. */
export function parseCategory(value: string | null | undefined): CategoryTab {
  return (CAMPAIGN_CATEGORIES as readonly string[]).includes(value ?? '') ? (value as CampaignCategory) : 'all';
}

export const categoryLabel = (c: string): string =>
  (CAMPAIGN_CATEGORIES as readonly string[]).includes(c) ? donationsT(`categories.${c as CampaignCategory}`) : c;
