import { PolicyLayout } from '../components/PolicyLayout';
import { REFUND_INTRO, REFUND_SECTIONS } from '../content/refund-policy';

export default function RefundPolicyPage() {
  return <PolicyLayout title="Refund Policy" path="/refund-policy" intro={REFUND_INTRO} sections={REFUND_SECTIONS} />;
}
