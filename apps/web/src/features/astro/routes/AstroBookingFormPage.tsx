import { useLocation, useParams } from 'react-router';
import { ComingSoon } from '../../../components/ui/ComingSoon';
import { useTitle } from '../../../lib/use-title';
import { readPanditState } from '../pandit-state';

/** Online consultation booking opens soon; meanwhile it leads back to the astrologer. */
export default function AstroBookingFormPage() {
  useTitle('Book Consultation');
  const { panditId = '' } = useParams();
  const pandit = readPanditState(useLocation().state);
  return (
    <ComingSoon
      title="Consultation booking opens soon"
      message={`Booking a call${pandit ? ` with ${pandit.name}` : ''} online opens very soon. Nothing has been charged. Our support team is happy to arrange your consultation by phone or WhatsApp meanwhile.`}
      backTo={`/astro-booking/${encodeURIComponent(panditId)}`}
      backLabel={pandit ? `Back to ${pandit.name}` : 'Back to astrologer'}
    />
  );
}
