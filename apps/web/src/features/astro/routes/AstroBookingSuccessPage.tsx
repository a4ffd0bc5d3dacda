import { ComingSoon } from '../../../components/ui/ComingSoon';
import { useTitle } from '../../../lib/use-title';

/** Consultation receipts arrive with online booking. */
export default function AstroBookingSuccessPage() {
  useTitle('Booking Confirmed');
  return (
    <ComingSoon
      title="Consultation receipts open soon"
      message="Online consultation booking opens very soon, and your receipt will appear here. Nothing has been charged."
      backTo="/astro"
      backLabel="More Astrologers"
    />
  );
}
