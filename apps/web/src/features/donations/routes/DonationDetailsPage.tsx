import { useLocation, useParams } from 'react-router';
import { CAMPAIGN_LOADER_MIN_MS } from '@sankalp/shared/constants';
import { decodeSlugParam } from '@sankalp/shared/slug';
import { PageLoadFailure } from '../../../components/ui/StateViews';
import { isNotFound } from '../../../lib/api';
import { useTitle } from '../../../lib/use-title';
import { useCampaignById } from '../api/campaign-by-id';
import { useCampaignByName } from '../api/campaign-by-name';
import { CampaignDonation } from '../components/CampaignDonation';
import { CampaignLoader } from '../components/CampaignLoader';
import { readCampaignLinkState } from '../lib/campaign-link';
import { useMinimumDuration } from '../lib/use-loader-timing';
import { useDonationsT } from '../i18n';

export default function DonationDetailsPage() {
  const name = decodeSlugParam(useParams().name ?? '');
  const link = readCampaignLinkState(useLocation().state);
  // The id from a campaign card when there is one, otherwise (or when that id is gone) the name in the URL.
  const byId = useCampaignById(link?.campaignId);
  const useName = !link || (byId.isError && isNotFound(byId.error));
  const byName = useCampaignByName(name, useName);
  const query = useName ? byName : byId;
  const minShown = useMinimumDuration(CAMPAIGN_LOADER_MIN_MS, query.isPending);
  const { t } = useDonationsT();
  useTitle(query.data?.title ?? link?.title ?? t('titles.campaign'));

  if (!minShown || query.isPending) {
    const images = [link?.img, ...(query.data?.images ?? []), query.data?.img].filter((s): s is string => Boolean(s));
    return <CampaignLoader images={[...new Set(images)]} title={link?.title ?? query.data?.title} />;
  }
  if (query.isError) {
    return (
      <PageLoadFailure
        error={query.error}
        notFound={{
          title: t('campaign.notFound'),
          message: t('campaign.notFoundText'),
        }}
        failed={{ title: t('campaign.failed'), message: query.error.message }}
        onRetry={() => void query.refetch()}
        back={{ to: '/donations', label: t('campaign.backToDonations') }}
      />
    );
  }
  return <CampaignDonation key={query.data._id} campaign={query.data} />;
}
