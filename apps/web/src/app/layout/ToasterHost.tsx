import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { TOAST_DEFAULT_MS, TOAST_VISIBLE } from '@sankalp/shared/constants';
import { useIsMobile } from '../../lib/use-media';
import { markToasterReady } from '../../lib/toast';

/** Top on mobile, bottom-right on desktop; 4 s by default, 3 at once (spec part 1 § 9). */
export default function ToasterHost() {
  const isMobile = useIsMobile();
  useEffect(() => markToasterReady(), []);
  return (
    <Toaster position={isMobile ? 'top-center' : 'bottom-right'} duration={TOAST_DEFAULT_MS} visibleToasts={TOAST_VISIBLE} richColors closeButton />
  );
}
