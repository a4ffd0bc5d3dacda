/**
 * Scrolls a section into view and moves keyboard focus to it. The smoothness comes from the
 * page's CSS scroll-behavior, which already honours prefers-reduced-motion.
 */
export function scrollToSection(id: string) {
  const el = document.getElementById(id);
  if (!el) return;
  el.scrollIntoView({ block: 'start' });
  el.focus({ preventScroll: true });
}
