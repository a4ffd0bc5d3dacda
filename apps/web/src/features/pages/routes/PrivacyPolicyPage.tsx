import { SUPPORT, supportAddress } from '../../../lib/support';
import { PolicyLayout } from '../components/PolicyLayout';
import { privacyEnglish, usePrivacyT } from '../content/privacy/i18n/index';

export default function PrivacyPolicyPage() {
  const { t, language } = usePrivacyT();
  const vars = { email: SUPPORT.email, address: supportAddress(language) };
  return <PolicyLayout path="/privacy-policy" english={privacyEnglish} t={t} vars={vars} />;
}
