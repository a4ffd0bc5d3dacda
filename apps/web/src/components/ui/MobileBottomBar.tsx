import type { ReactNode } from 'react';

/**
 * The thumb-reachable bar of booking pages on phones (DESIGN.md): fixed at the bottom with
 * safe-area padding, plus an in-flow spacer of the same height so it never hides the footer.
 */
export function MobileBottomBar({ children, visible = true }: { children: ReactNode; visible?: boolean }) {
  return (
    <>
      <div aria-hidden className="h-28 md:hidden" />
      <div
        className={`pb-safe fixed inset-x-0 bottom-0 z-30 border-t border-cream-200 bg-white/95 px-4 pt-3 shadow-[0_-6px_20px_-8px_rgb(127_29_29/0.25)] backdrop-blur transition-transform duration-300 md:hidden ${
          visible ? 'translate-y-0' : 'pointer-events-none translate-y-full'
        }`}
        aria-hidden={!visible}
        inert={!visible ? true : undefined}
      >
        {children}
      </div>
    </>
  );
}
