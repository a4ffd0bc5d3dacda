import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { TOAST_DEFAULT_MS, TOAST_VISIBLE } from '@sankalp/shared/constants';
import { useIsMobile } from '../../lib/use-media';
import { markToasterReady } from '../../lib/toast';
import { isConsolePath } from './console-path';
import { useT } from '../../lib/i18n/index';

/**
 * Below the phone header (one 64 px row) plus a gap: toasts on phones never cover the header, a
 * booking page's bottom pay bar or the sandbox sheet's buttons.
 */
const BELOW_MOBILE_HEADER = { top: 72, left: 12, right: 12 };
/** The console has no site header: its toasts sit at the top edge, over its bar, not over a page title. */
const CONSOLE_TOP = { top: 8, left: 12, right: 12 };

/** Top on mobile, bottom-right on desktop; 4 s by default, 3 at once (spec part 1 § 9). */
export default function ToasterHost() {
  const { t } = useT();
  const isMobile = useIsMobile();
  const mobileOffset = isConsolePath(useLocation().pathname) ? CONSOLE_TOP : BELOW_MOBILE_HEADER;
  useEffect(() => markToasterReady(), []);
  return (
    <Toaster
      position={isMobile ? 'top-center' : 'bottom-right'}
      // sonner's own phone layout starts below 600 px, the site's at 768 px: both get the offset.
      offset={isMobile ? mobileOffset : undefined}
      mobileOffset={mobileOffset}
      duration={TOAST_DEFAULT_MS}
      visibleToasts={TOAST_VISIBLE}
      richColors
      closeButton
      // Sonner's region is a polite live region: a toast is read out once, where it stands.
      containerAriaLabel={t('nav.notifications')}
      toastOptions={{ closeButtonAriaLabel: t('common.closeToast') }}
    />
  );
}
