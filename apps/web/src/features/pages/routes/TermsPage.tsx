import { PolicyLayout } from '../components/PolicyLayout';
import { TERMS_INTRO, TERMS_SECTIONS } from '../content/terms';

export default function TermsPage() {
  return (
    <PolicyLayout title="Terms of Service" path="/terms-of-service" intro={TERMS_INTRO} sections={TERMS_SECTIONS} />
  );
}
