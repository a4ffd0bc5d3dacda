/**
 * What <html> carries before the first paint, set by an inline script in the document's head
 * (apps/web/vite.config.ts writes it into index.html). Inline rather than a file: a file in the
 * head would cost a round trip before any paint. The server's Content-Security-Policy allows
 * exactly this script by its hash (security-headers.ts).
 * - `.dark`: the theme the devotee chose on this device (issue 13, lib/theme.ts).
 * - `.web-fonts`: this device fetched the Noto faces on an earlier page, so they come from its
 *   cache (lib/web-fonts.ts, docs/decisions/017).
 */
export const THEME_KEY = 'theme';
export const DARK_CLASS = 'dark';
export const WEB_FONTS_KEY = 'web-fonts';
export const WEB_FONTS_CLASS = 'web-fonts';
export const HEAD_SCRIPT = `try{var c=document.documentElement.classList;if(localStorage.getItem('${THEME_KEY}')==='dark')c.add('${DARK_CLASS}');if(localStorage.getItem('${WEB_FONTS_KEY}'))c.add('${WEB_FONTS_CLASS}')}catch(e){}`;
