import type { Campaign } from '@sankalp/shared/api/catalog';
import { slugify } from '@sankalp/shared/slug';

/** What a campaign card hands to the details page (spec part 2 § 2, Donations landing). */
export type CampaignLinkState = {
  campaignId: string;
  title: string;
  subtitle: string;
  img: string;
  raised_amount: number;
  totalamount: number;
  totalparticipants: number;
};

/**
 * /donation-details/{slug}: by the campaign's slug, never the title shown (in Hindi, a Hindi title
 * is no address; issue 13). A gift drafted before drafts kept the slug has its title slugged.
 */
export const campaignPath = (c: { slug: string; title: string }) => `/donation-details/${c.slug || slugify(c.title)}`;

export const campaignLinkState = (c: Campaign): CampaignLinkState => ({
  campaignId: c._id,
  title: c.title,
  subtitle: c.subtitle,
  img: c.img,
  raised_amount: c.raised_amount,
  totalamount: c.totalamount,
  totalparticipants: c.totalparticipants,
});

/** Reads the link state defensively: it may come from an older tab or be missing. */
export function readCampaignLinkState(state: unknown): CampaignLinkState | null {
  const s = state as Partial<CampaignLinkState> | null;
  return s && typeof s.campaignId === 'string' && s.campaignId !== '' ? (s as CampaignLinkState) : null;
}
