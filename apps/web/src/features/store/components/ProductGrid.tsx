import type { ProductListItem } from '@sankalp/shared/api/catalog';
import { Skeleton } from '../../../components/ui/Skeleton';
import { ProductCard } from './ProductCard';

const gridClass = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4 lg:gap-5';

export function ProductGrid({ products }: { products: ProductListItem[] }) {
  return (
    <ul className={gridClass}>
      {products.map((p, i) => (
        <li key={p._id}>
          {/* The first row is usually above the fold on desktop. */}
          <ProductCard product={p} lazy={i >= 4} />
        </li>
      ))}
    </ul>
  );
}

/** Skeleton shaped like the grid (square image, name, price). */
export function ProductGridSkeleton({ count = 8, label }: { count?: number; label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <div className={gridClass}>
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className="overflow-hidden rounded-[12px] bg-white shadow-raised">
            <Skeleton className="aspect-square rounded-none" />
            <div className="space-y-2 p-3 md:p-4">
              <Skeleton className="h-4 w-4/5" />
              <Skeleton className="h-5 w-1/3" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
