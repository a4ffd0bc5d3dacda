import { Button, ButtonLink } from '../../../../components/ui/Button';

/**
 * Mobile only: a thumb-reachable 'Select puja package' bar at the bottom (safe-area padding),
 * hidden while the packages are on screen. A closed puja has nothing to select, so the bar
 * offers the way on to the upcoming pujas instead.
 */
export function StickyPackageBar({
  visible,
  closed,
  onSelect,
}: {
  visible: boolean;
  closed: boolean;
  onSelect: () => void;
}) {
  return (
    <div
      className={`fixed inset-x-0 bottom-0 z-30 border-t border-cream-200 bg-white/95 px-4 pt-3 pb-safe shadow-[0_-6px_20px_-8px_rgb(127_29_29/0.25)] backdrop-blur transition-transform duration-300 md:hidden ${
        visible ? 'translate-y-0' : 'pointer-events-none translate-y-full'
      }`}
      aria-hidden={!visible}
      inert={!visible ? true : undefined}
    >
      {closed ? (
        <ButtonLink to="/pujas" size="lg" className="w-full">
          See upcoming pujas
        </ButtonLink>
      ) : (
        <Button size="lg" className="w-full" onClick={onSelect}>
          Select puja package
        </Button>
      )}
    </div>
  );
}
