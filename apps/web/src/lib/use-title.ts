import { useEffect } from 'react';

/** Sets the document title for a page ("… — Sankalp"). */
export function useTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = `${title} — Sankalp`;
  }, [title]);
}
