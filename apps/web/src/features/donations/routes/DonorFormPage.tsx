import { useLocation } from 'react-router';
import { formatINR } from '@sankalp/shared/money';
import { slugify } from '@sankalp/shared/slug';
import { ComingSoon } from '../../../components/ui/ComingSoon';
import { useTitle } from '../../../lib/use-title';
import { loadDonationDraft, readDonationDraft } from '../lib/donation-draft';

/** The donor form is specified but not open yet; the chosen gift is kept for when it is. */
export default function DonorFormPage() {
  useTitle('Donor Details');
  const draft = readDonationDraft(useLocation().state) ?? loadDonationDraft();
  const title = draft?.campaignData.campaignTitle;
  return (
    <ComingSoon
      title="Donation checkout opens soon"
      message={
        draft
          ? `Online giving for ${title} is being readied. Your gift of ${formatINR(draft.donationAmount)} is kept on this device and nothing has been charged. Our support team can help you donate by phone or WhatsApp meanwhile.`
          : 'Online giving is being readied and nothing has been charged. Our support team can help you donate by phone or WhatsApp meanwhile.'
      }
      backTo={title ? `/donation-details/${slugify(title)}` : '/donations'}
      backLabel={title ? 'Back to Campaign' : 'Back to Donations'}
    />
  );
}
