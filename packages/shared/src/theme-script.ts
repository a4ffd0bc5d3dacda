/**
 * Dark mode before the first paint (issue 13): the devotee's stored choice puts `.dark` on <html>
 * from an inline script in the document's head (apps/web/vite.config.ts writes it into index.html).
 * Inline rather than a file: a file in the head would cost a round trip before any paint. The
 * server's Content-Security-Policy allows exactly this script by its hash (security-headers.ts).
 */
export const THEME_KEY = 'theme';
export const DARK_CLASS = 'dark';
export const THEME_SCRIPT = `try{if(localStorage.getItem('${THEME_KEY}')==='dark')document.documentElement.classList.add('${DARK_CLASS}')}catch(e){}`;
