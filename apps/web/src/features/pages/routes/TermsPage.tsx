import { SUPPORT } from '../../../lib/support';
import { PolicyLayout } from '../components/PolicyLayout';
import { termsEnglish, useTermsT } from '../content/terms/i18n/index';

const VARS = { email: SUPPORT.email, phone: SUPPORT.phone, phoneHref: SUPPORT.phoneHref };

export default function TermsPage() {
  const { t } = useTermsT();
  return <PolicyLayout path="/terms-of-service" english={termsEnglish} t={t} vars={VARS} />;
}
