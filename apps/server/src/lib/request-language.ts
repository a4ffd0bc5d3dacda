import type { FastifyRequest } from 'fastify';

/** The languages the devotee's side answers in (issue 13); the console may stay English. */
export type Language = 'en' | 'hi';

/**
 * The language an API answer is written in: the first of `Accept-Language` that we speak, by its
 * q-value ('hi', 'hi-IN', 'hi;q=0.9, en;q=0.8'). The web sends the reader's choice; a caller who
 * sends nothing we speak gets English.
 */
export function parseAcceptLanguage(header: string | undefined): Language {
  if (!header) return 'en';
  let best: { lang: Language; q: number } | null = null;
  for (const part of header.slice(0, 256).split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (primary !== 'hi' && primary !== 'en') continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { lang: primary, q };
  }
  return best?.lang ?? 'en';
}

export const requestLanguage = (req: Pick<FastifyRequest, 'headers'>): Language =>
  parseAcceptLanguage(req.headers['accept-language']);
