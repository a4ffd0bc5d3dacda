import { Accordion } from '../../../../components/ui/Accordion';
import { PUJA_FAQ } from '../../puja-faq';
import { DetailsSection } from './DetailsSection';

export function PujaFaqSection() {
  return (
    <DetailsSection id="puja-faq" title="Frequently Asked Questions">
      <div className="max-w-3xl">
        <Accordion items={PUJA_FAQ} />
      </div>
    </DetailsSection>
  );
}
