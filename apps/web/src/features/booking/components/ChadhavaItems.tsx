import type { PujaChadhavaItem } from '@sankalp/shared/api/catalog';
import { AddStepper } from '../../../components/ui/AddStepper';
import { Price } from '../../../components/ui/Price';
import { SafeImage } from './SafeImage';

/** Each chadhava item of the puja: image, title, price, description and Add → − n +. */
export function ChadhavaItems({
  items,
  quantities,
  onAdd,
  onChange,
}: {
  items: PujaChadhavaItem[];
  quantities: Record<string, number>;
  onAdd: (id: string) => void;
  onChange: (id: string, delta: 1 | -1) => void;
}) {
  return (
    <ul className="grid gap-4 lg:grid-cols-2">
      {items.map((item) => {
        const quantity = quantities[item._id] ?? 0;
        return (
          <li
            key={item._id}
            className={`flex gap-4 rounded-[12px] border-2 bg-white p-3 transition-colors ${quantity > 0 ? 'border-saffron-600' : 'border-cream-200'}`}
          >
            <SafeImage src={item.image} alt={item.title} className="aspect-square w-24 shrink-0 rounded-[10px] sm:w-28" />
            <div className="flex min-w-0 flex-1 flex-col">
              <h3 className="font-semibold leading-snug text-ink-900">{item.title}</h3>
              <Price value={item.price} className="mt-0.5 font-bold text-maroon-800" />
              {item.description && <p className="mt-1 line-clamp-3 text-sm text-ink-600">{item.description}</p>}
              <div className="mt-auto flex justify-end pt-3">
                <AddStepper
                  quantity={quantity}
                  itemName={item.title}
                  onAdd={() => onAdd(item._id)}
                  onChange={(d) => onChange(item._id, d)}
                />
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
