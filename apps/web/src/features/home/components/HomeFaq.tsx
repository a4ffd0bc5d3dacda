import { Accordion } from '../../../components/ui/Accordion';
import { SectionHeading } from '../../../components/ui/PageHero';
import { homeFaq } from '../home-faq';
import { useHomeT } from '../i18n';

export function HomeFaq() {
  const { t } = useHomeT();
  return (
    <section aria-labelledby="home-faq" className="container-page max-w-3xl py-12 md:py-16">
      <SectionHeading
        id="home-faq"
        title={t('faq.title')}
        subtitle={t('faq.subtitle')}
      />
      <Accordion items={homeFaq(t)} />
    </section>
  );
}
