import { ArrowLeft, PackageCheck, ShieldCheck } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Product } from '@sankalp/shared/api/catalog';
import { WhatsAppShareButton } from '../../../components/catalog/WhatsAppShareButton';
import { Price } from '../../../components/ui/Price';
import { buildOrderHandoff, type OrderDetailsState } from '../order-handoff';
import {
  galleryImages,
  productPricing,
  relatedItems,
  resolveSelection,
  selectionToParams,
  type ProductSelection,
} from '../product-options';
import { AddToCartButton } from '../../../components/cart/AddToCartButton';
import { availableOf, clampQuantity, isSoldOut, lowStockCount, maxQuantityFor } from '../stock';
import { BuyBar } from './BuyBar';
import { ProductGallery } from './ProductGallery';
import { ProductInfo } from './ProductInfo';
import { QuantityStepper } from './QuantityStepper';
import { RelatedItems } from './RelatedItems';
import { ColorPicker, SizePicker } from './VariantPickers';
import { categoryLabel } from '../../../components/catalog/labels/index';
import { rich } from '../../../lib/i18n/rich';
import { useStoreT } from '../i18n';

/** A loaded product. The chosen size, colour and quantity live in the URL (?size=&color=&qty=). */
export function ProductView({ product }: { product: Product }) {
  const { t } = useStoreT();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const asked = resolveSelection(product, {
    size: params.get('size'),
    color: params.get('color'),
    qty: params.get('qty'),
  });
  // Stock of the chosen size × colour bounds the quantity (min(10, available)).
  const sizeName = asked.size?.name ?? '';
  const colorName = asked.color?.name ?? '';
  const available = availableOf(product, sizeName, colorName);
  const maxQuantity = maxQuantityFor(available);
  const selection: ProductSelection = { ...asked, quantity: clampQuantity(asked.quantity, maxQuantity) };
  const soldOut = isSoldOut(available);
  const pricing = productPricing(product.basePrice, selection);
  const related = relatedItems(product);
  const hasExtras = pricing.sizeExtraPrice > 0 || pricing.colorExtraPrice > 0;

  // replace: choosing options should not fill the back button's history.
  const choose = (patch: Partial<ProductSelection>) =>
    setParams(selectionToParams({ ...selection, ...patch }), { replace: true, preventScrollReset: true });

  const buyNow = () => {
    if (soldOut) return;
    const state: OrderDetailsState = { orderData: buildOrderHandoff(product, selection), fromProduct: true };
    navigate(`/product-order-details/${encodeURIComponent(product.slug)}`, { state });
  };

  return (
    <div className="container-page pb-12 pt-5 md:pb-16 md:pt-8">
      <Link
        to={`/store?category=${product.category}`}
        className="inline-flex min-h-11 items-center gap-2 rounded-full pr-3 text-sm font-semibold text-saffron-700 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {t('product.backToProducts')}
      </Link>

      {/* One grid for both widths: on desktop the gallery spans the rows of the right column; on
          mobile everything stacks and the buy bar sticks to the bottom until its own place. */}
      <div className="mt-3 grid gap-6 md:grid-cols-2 md:grid-rows-[auto_auto_auto_1fr] md:gap-x-10">
        <div className="md:sticky md:top-24 md:row-span-4 md:self-start">
          <ProductGallery key={product._id} images={galleryImages(product)} name={product.name} />
        </div>

        <div>
          <span className="inline-flex rounded-full bg-cream-100 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-maroon-800">
            {categoryLabel(product.category)}
          </span>
          <div className="mt-3 flex items-start justify-between gap-3">
            <h1 className="font-display text-[28px] font-bold leading-tight md:text-[36px]">{product.name}</h1>
            <WhatsAppShareButton
              item={{ kind: 'product', product }}
              path={`/store/product/${product._id}`}
              className="mt-0.5"
            />
          </div>
          <div className="mt-3 flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span data-testid="product-price" className="text-[28px] font-bold text-saffron-700">
              <Price value={pricing.unitPrice} decimals={false} />
            </span>
            {hasExtras && (
              <span className="text-sm text-ink-600">
                {rich(t('product.base'), { amount: <Price value={pricing.basePrice} decimals={false} /> })}
                {pricing.sizeExtraPrice > 0 && (
                  <>
                    {' '}
                    {rich(t('product.sizeExtra'), { amount: <Price value={pricing.sizeExtraPrice} decimals={false} /> })}
                  </>
                )}
                {pricing.colorExtraPrice > 0 && (
                  <>
                    {' '}
                    {rich(t('product.colourExtra'), { amount: <Price value={pricing.colorExtraPrice} decimals={false} /> })}
                  </>
                )}
              </span>
            )}
          </div>
        </div>

        <div className="flex flex-col gap-5 rounded-[12px] bg-white p-5 shadow-raised">
          <SizePicker
            sizes={product.variants.sizes}
            value={selection.size}
            onChange={(size) => choose({ size })}
            soldOut={(size) => isSoldOut(availableOf(product, size, colorName))}
          />
          <ColorPicker
            colors={product.variants.colors}
            value={selection.color}
            onChange={(color) => choose({ color })}
            soldOut={(color) => isSoldOut(availableOf(product, sizeName, color))}
          />
          <QuantityStepper
            value={selection.quantity}
            max={maxQuantity}
            onChange={(quantity) => choose({ quantity: clampQuantity(quantity, maxQuantity) })}
          />
        </div>

        <BuyBar
          pricing={pricing}
          onBuy={buyNow}
          soldOut={soldOut}
          onlyLeft={lowStockCount(available)}
          cartButton={
            <AddToCartButton
              line={{ product: product._id, size: sizeName, color: colorName, quantity: selection.quantity }}
              disabled={soldOut}
              className="min-w-0 whitespace-nowrap px-3"
            />
          }
        />

        <ul className="grid content-start gap-3 text-sm text-ink-600 sm:grid-cols-2">
          <li className="flex items-start gap-2.5">
            <PackageCheck className="h-5 w-5 shrink-0 text-saffron-600" aria-hidden />
            {t('product.dispatch')}
          </li>
          <li className="flex items-start gap-2.5">
            <ShieldCheck className="h-5 w-5 shrink-0 text-saffron-600" aria-hidden />
            {t('product.secure')}
          </li>
        </ul>
      </div>

      <div className="mt-10 flex flex-col gap-10 md:mt-14 md:gap-14">
        <ProductInfo product={product} />
        <RelatedItems items={related} />
      </div>
    </div>
  );
}
