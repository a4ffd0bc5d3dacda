import { useState } from 'react';
import { swapWithMain } from '../product-options';
import { useStoreT } from '../i18n';

/**
 * The main image and up to 4 secondary thumbnails; choosing a thumbnail swaps it with the main
 * image, so every picture stays one tap away. Remount (key) per product to start afresh.
 */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useStoreT();
  const [order, setOrder] = useState(images);
  const [main, ...thumbs] = order;
  return (
    <div>
      <div className="aspect-square overflow-hidden rounded-[12px] bg-cream-100 shadow-raised">
        <img src={main} alt={name} className="h-full w-full object-cover" />
      </div>
      {thumbs.length > 0 && (
        <ul className="mt-3 grid grid-cols-4 gap-2 md:gap-3" aria-label={t('product.morePictures')}>
          {thumbs.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => setOrder((o) => swapWithMain(o, i + 1))}
                aria-label={t('product.showPicture', { n: i + 2, total: order.length })}
                className="block aspect-square w-full overflow-hidden rounded-[10px] border-2 border-cream-200 bg-cream-100 hover:border-saffron-500"
              >
                <img src={src} alt="" className="h-full w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
