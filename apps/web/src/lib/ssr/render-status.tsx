import { createContext, useContext } from 'react';

/**
 * The HTTP status a server render answers with (issue 12): a page that shows "not found" (an
 * unknown path, or an unknown or malformed puja, event, campaign, product, temple or stream) says
 * so while rendering, and the server sends 404. In the browser there is no context and nothing happens.
 */
export type RenderStatus = {
  status: number;
  /** The page's title as it set it (useTitle), for the <title> the server writes. */
  title?: string;
};

export const RenderStatusContext = createContext<RenderStatus | null>(null);

export function useNotFoundStatus() {
  const render = useContext(RenderStatusContext);
  if (render) render.status = 404;
}
