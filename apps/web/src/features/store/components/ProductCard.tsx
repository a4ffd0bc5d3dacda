import { Link } from 'react-router';
import type { ProductListItem } from '@sankalp/shared/api/catalog';
import { Price } from '../../../components/ui/Price';

/** A product in a grid: square image, name and base price (whole rupees); opens the product. */
export function ProductCard({ product, lazy = true }: { product: ProductListItem; lazy?: boolean }) {
  return (
    <Link
      to={`/store/product/${product._id}`}
      className="group flex h-full flex-col overflow-hidden rounded-[12px] bg-white shadow-raised transition-shadow hover:shadow-lg"
    >
      <div className="aspect-square overflow-hidden bg-cream-100">
        <img
          src={product.primaryImage}
          alt={product.name}
          loading={lazy ? 'lazy' : 'eager'}
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 md:p-4">
        <h3 className="line-clamp-2 text-[15px] font-semibold leading-snug text-ink-900 group-hover:text-saffron-700 md:text-base">
          {product.name}
        </h3>
        <Price
          value={product.basePrice}
          decimals={false}
          className="mt-auto pt-1 text-base font-bold text-saffron-700 md:text-lg"
        />
      </div>
    </Link>
  );
}
