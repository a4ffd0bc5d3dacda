import { describe, expect, it } from 'vitest';
import { fontPreloads } from './page-document';

describe('font preloads', () => {
  it('names each Latin Noto face of the stylesheet once, and no other script', () => {
    const css =
      '@font-face{src:url(/assets/noto-sans-latin-400-normal-BTk.woff2) format("woff2")}' +
      '@font-face{src:url(/assets/noto-sans-latin-400-normal-BTk.woff2)}' +
      '@font-face{src:url(/assets/noto-serif-latin-700-normal-CIw.woff2)}' +
      '@font-face{src:url(/assets/noto-sans-latin-ext-400-normal-X.woff2)}' +
      '@font-face{src:url(/assets/noto-sans-devanagari-400-normal-Y.woff2)}';
    expect(fontPreloads(css)).toBe(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/noto-sans-latin-400-normal-BTk.woff2">' +
        '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/noto-serif-latin-700-normal-CIw.woff2">',
    );
  });
});
