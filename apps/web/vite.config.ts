import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { pageAssets } from './build/page-assets';
import { HEAD_SCRIPT } from '../../packages/shared/src/head-script';

// The server renderer (`vite build --ssr src/app/entry-server.tsx`, docs/decisions/014): one
// self-contained module (the server loads it without resolving the web app's packages), with its
// exports, and none of the browser build's chunking, styles, public files or page-assets map.
const ssrBuild = defineConfig({
  plugins: [react()],
  // React's production server build, not both.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    target: 'node20',
    sourcemap: false,
    copyPublicDir: false,
    rolldownOptions: {
      output: { codeSplitting: false },
      // Its router still names each page lazily (router.tsx); here every page is in the one module.
      onwarn(warning, warn) {
        if (warning.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') warn(warning);
      },
    },
  },
});

/**
 * The web fonts never swap in (font-display: optional): a font that has not arrived by the first
 * paint waits for the next page (from cache) instead of reflowing the text under the devotee's eyes,
 * which moved the pictures below the headings of server-rendered pages on a slow connection. A
 * first visit does not ask for them before the page has loaded at all (lib/web-fonts.ts).
 */
const fontsWithoutSwap = (): Plugin => ({
  name: 'fonts-without-swap',
  generateBundle(_, bundle) {
    for (const asset of Object.values(bundle))
      if (asset.type === 'asset' && asset.fileName.endsWith('.css') && typeof asset.source === 'string')
        asset.source = asset.source.replace(/font-display:\s*swap/g, 'font-display:optional');
  },
});

/**
 * Font sizes in rem, never px (issue 13, text resized to 200 %): the browser's own text-size
 * setting scales rem but not px, and the classes say px (`text-[15px]`, as DESIGN.md measures).
 * 16 px to the rem, so nothing changes at the default size.
 */
const fontSizesInRem = (): Plugin => ({
  name: 'font-sizes-in-rem',
  generateBundle(_, bundle) {
    for (const asset of Object.values(bundle))
      if (asset.type === 'asset' && asset.fileName.endsWith('.css') && typeof asset.source === 'string')
        asset.source = asset.source.replace(/font-size:\s*(\d*\.?\d+)px/g, (_m, px: string) => `font-size:${Number(px) / 16}rem`);
  },
});

/** The stored theme and the cached fonts, applied in the head before the first paint (@sankalp/shared/head-script). */
const headScript = (): Plugin => ({
  name: 'head-script',
  transformIndexHtml: (html) => html.replace('<!--head-script-->', () => `<script>${HEAD_SCRIPT}</script>`),
});

export default defineConfig(({ isSsrBuild }) => isSsrBuild ? ssrBuild : ({
  plugins: [react(), tailwindcss(), pageAssets(), fontsWithoutSwap(), fontSizesInRem(), headScript()],
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        // Few requests on a slow phone (docs/decisions/006): the libraries every page needs in one
        // vendor chunk, and shared chunks under 3 KB (icons, small helpers) copied into the pages
        // that use them instead of each costing a round trip (42 → 10 scripts on a puja page).
        // A copied module gets one instance per copy, so the modules that hold state (src/lib:
        // stores, caches, boot data; the payment dialog's host) are never copied.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/ },
            // The app's own helpers, one instance each; checkout code waits for the pages that pay,
            // the cart's for the pages that show it (the header takes only its count), the kundli
            // calls (with their schemas) for the kundli, panchang and account pages, and the form
            // helpers (addresses, downloads, session drafts) for the pages with forms, and Hindi
            // (hi.ts) for the readers who choose it.
            { name: 'lib', test: /[\\/]src[\\/]lib[\\/](?!payments[\\/]|cart[\\/]|kundli[\\/]|addresses\.ts|download\.ts|session-draft\.ts|(?:.*[\\/])?hi\.ts$)/ },
          ],
          experimentalInlineCommonChunks: { maxSize: 3000, exclude: /[\\/]src[\\/](lib|components[\\/]payments)[\\/]/ },
        },
      },
    },
  },
}));
