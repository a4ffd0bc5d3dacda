import { useEffect, useState, type RefObject } from 'react';

/**
 * One IntersectionObserver per margin for every element watched with it, rather than one per
 * element: a page of many cards keeps a single observer.
 */
type Shared = { io: IntersectionObserver; callbacks: Map<Element, (inView: boolean) => void> };
const observers = new Map<string, Shared>();

function observe(el: Element, rootMargin: string, onChange: (inView: boolean) => void): () => void {
  let shared = observers.get(rootMargin);
  if (!shared) {
    const callbacks = new Map<Element, (inView: boolean) => void>();
    const io = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) callbacks.get(entry.target)?.(entry.isIntersecting);
      },
      { rootMargin },
    );
    shared = { io, callbacks };
    observers.set(rootMargin, shared);
  }
  const own = shared;
  own.callbacks.set(el, onChange);
  own.io.observe(el);
  return () => {
    own.io.unobserve(el);
    own.callbacks.delete(el);
    if (own.callbacks.size > 0) return;
    own.io.disconnect();
    observers.delete(rootMargin);
  };
}

/**
 * True while any part of the element is within `rootMargin` of the screen. Without
 * IntersectionObserver (old browsers, tests) it reads `fallback`.
 */
export function useInView(ref: RefObject<Element | null>, rootMargin = '0px', fallback = false): boolean {
  const [inView, setInView] = useState(fallback);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    return observe(el, rootMargin, setInView);
  }, [ref, rootMargin]);
  return inView;
}
