import { SUPPORT } from '../../../lib/support';
import { PolicyLayout } from '../components/PolicyLayout';
import { RefundTiersTable } from '../components/RefundTiersTable';
import { refundEnglish, useRefundT } from '../content/refund/i18n/index';

const VARS = { email: SUPPORT.email, phone: SUPPORT.phone, phoneHref: SUPPORT.phoneHref };
const WIDGETS = { tiers: <RefundTiersTable /> };

export default function RefundPolicyPage() {
  const { t } = useRefundT();
  return <PolicyLayout path="/refund-policy" english={refundEnglish} t={t} vars={VARS} widgets={WIDGETS} />;
}
