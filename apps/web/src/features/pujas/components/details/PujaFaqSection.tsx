import { Accordion } from '../../../../components/ui/Accordion';
import { pujaFaq } from '../../puja-faq';
import { usePujasT } from '../../i18n';
import { DetailsSection } from './DetailsSection';

export function PujaFaqSection() {
  const { t } = usePujasT();
  return (
    <DetailsSection id="puja-faq" title={t('faq.title')}>
      <div className="max-w-3xl">
        <Accordion items={pujaFaq(t)} />
      </div>
    </DetailsSection>
  );
}
