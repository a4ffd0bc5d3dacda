import { Sparkles } from 'lucide-react';
import type { PujaDetail } from '@sankalp/shared/api/catalog';
import { DetailsSection } from './DetailsSection';
import { usePujasT } from '../../i18n';

export function PujaBenefits({ benefits }: { benefits: PujaDetail['benefitsOfPuja'] }) {
  const { t } = usePujasT();
  if (!benefits?.length) return null;
  return (
    <DetailsSection id="puja-benefits" title={t('benefitsTitle')}>
      <ul className={`grid gap-4 md:grid-cols-2 ${benefits.length % 3 === 0 ? 'lg:grid-cols-3' : ''}`}>
        {benefits.map((b) => (
          <li key={b.title} className="flex gap-4 rounded-[12px] bg-white p-5 shadow-raised ring-1 ring-cream-200">
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-saffron-50 text-saffron-600 ring-1 ring-saffron-200">
              <Sparkles className="h-5 w-5" aria-hidden />
            </span>
            <div>
              <h3 className="text-base font-bold">{b.title}</h3>
              <p className="mt-1 text-[15px] text-ink-600">{b.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </DetailsSection>
  );
}
