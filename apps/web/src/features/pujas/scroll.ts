/**
 * Scrolls a section into view (smooth unless the devotee prefers reduced motion, via the CSS
 * scroll-behavior) and moves keyboard focus to its heading so reading continues from there.
 */
export function scrollToSection(id: string) {
  const section = document.getElementById(id);
  if (!section) return;
  section.scrollIntoView({ block: 'start' });
  const heading = section.querySelector<HTMLElement>('h2');
  if (heading) {
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }
}
