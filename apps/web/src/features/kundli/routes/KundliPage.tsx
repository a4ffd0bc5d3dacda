import { useTitle } from '../../../lib/use-title';
import { KundliExplainer } from '../components/KundliExplainer';
import { KundliGenerator } from '../components/KundliGenerator';
import { KundliHero } from '../components/KundliHero';
import { scrollToSection } from '../../../lib/scroll-to-section';
import { useKundliT } from '../i18n';

const GENERATOR_ID = 'kundli-generator';
const ABOUT_ID = 'about-kundli';

export default function KundliPage() {
  const { t } = useKundliT();
  useTitle(t('title'));
  return (
    <>
      <KundliHero onGenerate={() => scrollToSection(GENERATOR_ID)} onLearnMore={() => scrollToSection(ABOUT_ID)} />
      <KundliGenerator id={GENERATOR_ID} />
      <KundliExplainer id={ABOUT_ID} />
    </>
  );
}
