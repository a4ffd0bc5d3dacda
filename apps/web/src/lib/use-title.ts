import { useContext, useEffect } from 'react';
import { RenderStatusContext } from './ssr/render-status';

/**
 * Sets the document title for a page ("… — Sankalp"). In a server render it is told to the
 * server, which writes it in <head> (the same words in the reader's language, so nothing changes
 * on hydration).
 */
export function useTitle(title: string | undefined) {
  const render = useContext(RenderStatusContext);
  if (render && title) render.title = title;
  useEffect(() => {
    if (title) document.title = `${title} — Sankalp`;
  }, [title]);
}
