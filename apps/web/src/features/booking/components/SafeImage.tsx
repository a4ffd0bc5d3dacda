import { Flower2 } from 'lucide-react';
import { useState } from 'react';

/**
 * An image in a fixed box (nothing shifts while it loads); if it cannot be loaded, a calm
 * placeholder with a lotus takes its place instead of a broken-image icon.
 */
export function SafeImage({
  src,
  alt,
  className = '',
  imgClassName = 'h-full w-full object-cover',
  loading = 'lazy',
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
  imgClassName?: string;
  loading?: 'lazy' | 'eager';
}) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={`overflow-hidden bg-cream-100 ${className}`}>
      {src && !failed ? (
        <img src={src} alt={alt} loading={loading} decoding="async" onError={() => setFailed(true)} className={imgClassName} />
      ) : (
        <div role={alt ? 'img' : undefined} aria-label={alt || undefined} className="flex h-full w-full items-center justify-center bg-gradient-to-br from-cream-100 to-saffron-50">
          <Flower2 className="h-1/3 max-h-12 w-1/3 max-w-12 text-saffron-600/70" aria-hidden />
        </div>
      )}
    </div>
  );
}
