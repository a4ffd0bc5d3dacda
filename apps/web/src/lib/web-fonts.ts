import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { WEB_FONTS_CLASS, WEB_FONTS_KEY } from '@sankalp/shared/head-script';
import { browserStorage } from './auth/storage';

/**
 * The Noto faces, kept off a device's first page (docs/decisions/017). That page paints in the
 * device's own font while its stylesheet, pictures and code take the bandwidth; once it has loaded
 * and the browser is idle, the faces are fetched into the cache. From the next page on they are
 * used: a new document has `.web-fonts` from the head's script (@sankalp/shared/head-script), and
 * the page the devotee moves to in this one gets it at the move, so no text reflows while read.
 */
const FACES = ['400 1em "Noto Sans"', '600 1em "Noto Sans"', '700 1em "Noto Sans"', '700 1em "Noto Serif"'];

type Fonts = Pick<FontFaceSet, 'load'>;
type KV = Pick<Storage, 'setItem'>;

/**
 * Fetches every face: true once all arrived, and then this device remembers it for its next
 * visits. Offline or a face missing: false, the device's font stays and the next visit tries again.
 */
export async function fetchWebFonts(fonts: Fonts, storage: KV | null): Promise<boolean> {
  try {
    const loaded = await Promise.all(FACES.map((face) => fonts.load(face)));
    if (!loaded.every((faces) => faces.length > 0)) return false;
  } catch {
    return false;
  }
  try {
    storage?.setItem(WEB_FONTS_KEY, '1');
  } catch {
    /* storage full: the faces serve this visit's next pages */
  }
  return true;
}

let fetched = false;

function fetchAfterLoad() {
  const root = document.documentElement;
  if (root.classList.contains(WEB_FONTS_CLASS) || !document.fonts) return;
  // Storage blocked (null): fetched for this visit only.
  const go = () => void fetchWebFonts(document.fonts, browserStorage()).then((ok) => (fetched = ok));
  // Safari before 18 has no requestIdleCallback.
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(go, { timeout: 3_000 }) : setTimeout(go, 1));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}

/** In the root layout: fetches the faces after the first page, and shows them from the next one. */
export function useWebFonts(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  // Before the new page is painted, so it never shows in one font and then the other.
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      fetchAfterLoad();
    } else if (fetched) {
      document.documentElement.classList.add(WEB_FONTS_CLASS);
    }
  }, [pathname]);
}
