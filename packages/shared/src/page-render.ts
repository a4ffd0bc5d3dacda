/**
 * The contract between the server and the web app's server renderer (issue 12,
 * docs/decisions/014): apps/web/src/app/entry-server.tsx implements it, built into
 * apps/web/dist-ssr; apps/server/src/lib/page-render calls it.
 */
export type RenderLanguage = 'en' | 'hi';

/** The cookie that carries the devotee's language, so the server renders the page in it. */
export const LANGUAGE_COOKIE = 'language';

/** Answers one of the page's API calls in-process: a path below /api/v1 in, its Response out. */
export type ApiFetch = (path: string) => Promise<Response>;

export type RenderInput = { url: string; language: RenderLanguage; now: number; fetchApi: ApiFetch };

export type RenderOutput = {
  /** The app's markup, for inside <div id="root">. */
  html: string;
  /** 200, or 404 when the page rendered a not-found view. */
  status: number;
  /** The title the page gave itself (without " — Sankalp"), in the render's language. */
  title?: string;
  /** The page state's JSON (apps/web/src/lib/ssr/page-state.ts), `<` escaped for a <script>. */
  state: string;
  /** Each successful API answer the render used: its `data` by API path, and its response headers. */
  answers: Map<string, { data: unknown; headers: Headers }>;
};

export type RenderPage = (input: RenderInput) => Promise<RenderOutput>;

/** The response header the catalog's cached answers carry, for a render, with their cache tags. */
export const RENDER_TAGS_HEADER = 'x-cache-tags';
/** The request header a render's in-process API call carries, asking for those tags. */
export const RENDER_REQUEST_HEADER = 'x-page-render';
