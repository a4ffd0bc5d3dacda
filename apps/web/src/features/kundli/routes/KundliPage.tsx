import { useTitle } from '../../../lib/use-title';
import { KundliExplainer } from '../components/KundliExplainer';
import { KundliGenerator } from '../components/KundliGenerator';
import { KundliHero } from '../components/KundliHero';
import { scrollToSection } from '../../../lib/scroll-to-section';

const GENERATOR_ID = 'kundli-generator';
const ABOUT_ID = 'about-kundli';

export default function KundliPage() {
  useTitle('Kundli');
  return (
    <>
      <KundliHero onGenerate={() => scrollToSection(GENERATOR_ID)} onLearnMore={() => scrollToSection(ABOUT_ID)} />
      <KundliGenerator id={GENERATOR_ID} />
      <KundliExplainer id={ABOUT_ID} />
    </>
  );
}
