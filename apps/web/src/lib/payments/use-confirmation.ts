import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PayableKind } from '@sankalp/shared/api/payments';
import { accessKeyFor, rememberAccessKey } from './access-keys';
import { POLL_WINDOW_MS } from './confirmation';

/**
 * The polling window of a confirmation page: `sinceOpened()` for the refetch interval, and
 * `elapsed` for the state, which jumps to `windowMs` (re-rendering the page) when the window ends,
 * so a payment still pending then reads as delayed.
 */
export function usePollWindow(windowMs = POLL_WINDOW_MS) {
  const [openedAt] = useState(() => Date.now());
  const [over, setOver] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setOver(true), windowMs);
    return () => clearTimeout(t);
  }, [windowMs]);
  return { sinceOpened: () => Date.now() - openedAt, elapsed: over ? windowMs : 0 };
}

/**
 * A link that carries the record's access key (the e-mail, another device): the key is remembered
 * before the first read, so the page opens again without it, and then taken out of the address
 * bar, so that a screenshot or a shared page address never carries it (decision 007). Returns the
 * key to read with: the link's, else one remembered earlier.
 */
export function useLinkAccessKey(kind: PayableKind, id: string, linkKey: string | null): string | null {
  const [, setParams] = useSearchParams();
  const [key] = useState(() => {
    if (id && linkKey) rememberAccessKey(kind, id, linkKey);
    return linkKey || accessKeyFor(kind, id);
  });
  // Only once it is safely kept (storage may be blocked): then the URL no longer needs it.
  const kept = Boolean(id && linkKey && accessKeyFor(kind, id) === linkKey);
  useEffect(() => {
    if (!kept) return;
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete('key');
        return next;
      },
      { replace: true },
    );
  }, [kept, setParams]);
  return key;
}
