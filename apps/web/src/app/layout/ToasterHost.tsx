import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { TOAST_DEFAULT_MS, TOAST_VISIBLE } from '@sankalp/shared/constants';
import { useIsMobile } from '../../lib/use-media';
import { markToasterReady } from '../../lib/toast';

/**
 * Below the phone header's two rows (the bar and the Quick Links, 118 px) plus a gap: toasts on
 * phones never cover the header, a booking page's bottom pay bar or the sandbox sheet's buttons.
 */
const BELOW_MOBILE_HEADER = { top: 126, left: 12, right: 12 };

/** Top on mobile, bottom-right on desktop; 4 s by default, 3 at once (spec part 1 § 9). */
export default function ToasterHost() {
  const isMobile = useIsMobile();
  useEffect(() => markToasterReady(), []);
  return (
    <Toaster
      position={isMobile ? 'top-center' : 'bottom-right'}
      // sonner's own phone layout starts below 600 px, the site's at 768 px: both get the offset.
      offset={isMobile ? BELOW_MOBILE_HEADER : undefined}
      mobileOffset={BELOW_MOBILE_HEADER}
      duration={TOAST_DEFAULT_MS}
      visibleToasts={TOAST_VISIBLE}
      richColors
      closeButton
    />
  );
}
