/**
 * Scrolls a section into view and moves keyboard focus to its heading (or the section itself),
 * so reading continues from there. The smoothness comes from the page's CSS scroll-behavior,
 * which already honours prefers-reduced-motion.
 */
export function scrollToSection(id: string) {
  const section = document.getElementById(id);
  if (!section) return;
  section.scrollIntoView({ block: 'start' });
  const target = section.querySelector<HTMLElement>('h2') ?? section;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
}
