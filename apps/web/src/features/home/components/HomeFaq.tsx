import { Accordion } from '../../../components/ui/Accordion';
import { SectionHeading } from '../../../components/ui/PageHero';
import { HOME_FAQ } from '../home-faq';

export function HomeFaq() {
  return (
    <section aria-labelledby="home-faq" className="container-page max-w-3xl py-12 md:py-16">
      <SectionHeading
        id="home-faq"
        title="Frequently Asked Questions"
        subtitle="Everything you need to know before offering your first puja."
      />
      <Accordion items={HOME_FAQ} />
    </section>
  );
}
