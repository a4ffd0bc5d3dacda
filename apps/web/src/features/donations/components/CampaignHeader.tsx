import type { Campaign } from '@sankalp/shared/api/catalog';
import { WhatsAppShareButton } from '../../../components/catalog/WhatsAppShareButton';
import { campaignPath } from '../lib/campaign-link';
import { categoryLabel } from '../lib/categories';
import { CampaignProgress } from './CampaignProgress';
import { DonorAvatars } from './DonorAvatars';
import { useDonationsT } from '../i18n';

/** Title with its WhatsApp share, subtitle, picture, progress and donors. */
export function CampaignHeader({ campaign }: { campaign: Campaign }) {
  useDonationsT(); // the category label follows the language
  return (
    <header className="grid gap-5 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:items-center">
      <div className="aspect-[4/3] overflow-hidden rounded-[12px] bg-cream-100 shadow-raised">
        <img src={campaign.img} alt={campaign.title} className="h-full w-full object-cover" />
      </div>
      <div>
        <span className="inline-block rounded-full bg-saffron-100 px-3 py-1 text-xs font-bold text-saffron-700">
          {categoryLabel(campaign.category)}
        </span>
        <div className="mt-3 flex items-start justify-between gap-3">
          <h1 className="font-display text-[28px] font-bold leading-tight md:text-[34px]">{campaign.title}</h1>
          <WhatsAppShareButton
            item={{ kind: 'campaign', campaign }}
            path={campaignPath(campaign)}
            className="mt-0.5"
          />
        </div>
        {campaign.subtitle && <p className="mt-2 text-ink-600 md:text-lg">{campaign.subtitle}</p>}
        <div className="mt-5 rounded-[12px] bg-cream-100 p-4">
          <CampaignProgress
            raised={campaign.raised_amount}
            goal={campaign.totalamount}
            title={campaign.title}
            tone="cream"
          />
          <div className="mt-3">
            <DonorAvatars avatars={campaign.donorAvatars} donorCount={campaign.totalparticipants} />
          </div>
        </div>
      </div>
    </header>
  );
}
