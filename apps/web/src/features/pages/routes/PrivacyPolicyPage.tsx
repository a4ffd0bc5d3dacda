import { PolicyLayout } from '../components/PolicyLayout';
import { PRIVACY_INTRO, PRIVACY_SECTIONS } from '../content/privacy-policy';

export default function PrivacyPolicyPage() {
  return (
    <PolicyLayout title="Privacy Policy" path="/privacy-policy" intro={PRIVACY_INTRO} sections={PRIVACY_SECTIONS} />
  );
}
