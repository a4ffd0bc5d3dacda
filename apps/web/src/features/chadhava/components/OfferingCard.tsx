import type { EventOffering } from '@sankalp/shared/api/catalog';
import { OFFERING_DESCRIPTION_PREVIEW } from '@sankalp/shared/constants';
import { Price } from '../../../components/ui/Price';
import { truncateText } from '../lib/text';
import { AddStepper } from '../../../components/ui/AddStepper';

type Props = { offering: EventOffering; quantity: number; onAdd: () => void; onChange: (delta: 1 | -1) => void };

/** One offering with its picture, price, a short description and the Add / − n + stepper. */
export function OfferingCard({ offering, quantity, onAdd, onChange }: Props) {
  const description = truncateText(offering.description ?? '', OFFERING_DESCRIPTION_PREVIEW);
  return (
    <li
      className={`flex gap-3 rounded-[12px] border bg-white p-3 transition-colors ${quantity > 0 ? 'border-saffron-500 ring-1 ring-saffron-500/40' : 'border-cream-200'}`}
    >
      <div className="aspect-square w-20 shrink-0 self-start overflow-hidden rounded-lg bg-cream-100 sm:w-24">
        {offering.image && (
          <img src={offering.image} alt={offering.name} loading="lazy" className="h-full w-full object-cover" />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <h4 className="font-semibold leading-snug text-ink-900">{offering.name}</h4>
        {description.text && (
          <p className="mt-0.5 text-sm text-ink-600" title={description.truncated ? offering.description : undefined}>
            {description.text}
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          <Price value={offering.price} className="font-bold text-maroon-800" />
          <AddStepper quantity={quantity} itemName={offering.name} onAdd={onAdd} onChange={onChange} />
        </div>
      </div>
    </li>
  );
}
