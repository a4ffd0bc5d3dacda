import { Link } from 'react-router';
import type { Campaign } from '@sankalp/shared/api/catalog';
import { ButtonLink } from '../../../components/ui/Button';
import { campaignLinkState, campaignPath } from '../lib/campaign-link';
import { categoryLabel } from '../lib/categories';
import { CampaignProgress } from './CampaignProgress';
import { DonorAvatars } from './DonorAvatars';
import { useDonationsT } from '../i18n';

/** A campaign with its progress and donors; CONTRIBUTE carries the campaign to its page. */
export function CampaignCard({ campaign, eager = false }: { campaign: Campaign; eager?: boolean }) {
  const { t } = useDonationsT();
  const to = campaignPath(campaign);
  const state = campaignLinkState(campaign);
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-[12px] bg-white shadow-raised"
      aria-label={campaign.title}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-cream-100">
        <img
          src={campaign.img}
          alt={campaign.title}
          loading={eager ? 'eager' : 'lazy'}
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
        <span className="absolute left-3 top-3 rounded-full bg-white/95 px-3 py-1 text-xs font-bold text-maroon-800 shadow-sm">
          {categoryLabel(campaign.category)}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h3 className="text-lg font-bold leading-snug">
          {/* The title link covers the whole card, so the picture opens the campaign too. */}
          <Link to={to} state={state} className="after:absolute after:inset-0 hover:text-saffron-700">
            {campaign.title}
          </Link>
        </h3>
        {campaign.subtitle && <p className="mt-1 line-clamp-2 text-sm text-ink-600">{campaign.subtitle}</p>}
        <div className="mt-4">
          <CampaignProgress raised={campaign.raised_amount} goal={campaign.totalamount} title={campaign.title} />
        </div>
        <div className="mt-3">
          <DonorAvatars avatars={campaign.donorAvatars} donorCount={campaign.totalparticipants} />
        </div>
        <div className="relative z-10 mt-auto pt-4">
          <ButtonLink
            to={to}
            state={state}
            className="w-full tracking-wide"
            aria-label={t('list.contributeTo', { title: campaign.title })}
          >
            {t('list.contribute')}
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
