import type { Seva } from '@sankalp/shared/api/catalog';
import { Price } from '../../../components/ui/Price';
import { AddStepper } from '../../../components/ui/AddStepper';

type Props = { seva: Seva; quantity: number; onAdd: () => void; onChange: (delta: 1 | -1) => void };

export function SevaCard({ seva, quantity, onAdd, onChange }: Props) {
  return (
    <li
      className={`flex gap-3 rounded-[12px] border bg-white p-3 transition-colors ${quantity > 0 ? 'border-saffron-500 ring-1 ring-saffron-500/40' : 'border-cream-200'}`}
    >
      <div className="aspect-square w-20 shrink-0 self-start overflow-hidden rounded-lg bg-cream-100 sm:w-24">
        {seva.img && <img src={seva.img} alt={seva.title} loading="lazy" className="h-full w-full object-cover" />}
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <h3 className="text-base font-semibold leading-snug text-ink-900">{seva.title}</h3>
        {seva.description && <p className="mt-0.5 line-clamp-3 text-sm text-ink-600">{seva.description}</p>}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          <Price value={seva.price} className="font-bold text-maroon-800" />
          <AddStepper quantity={quantity} itemName={seva.title} onAdd={onAdd} onChange={onChange} />
        </div>
      </div>
    </li>
  );
}
