import { ComingSoon } from '../../../components/ui/ComingSoon';

export default function PujaCheckoutSuccessPage() {
  return <ComingSoon title="PujaCheckoutSuccessPage" />;
}
