import { Button, ButtonLink } from '../../../../components/ui/Button';
import { MobileBottomBar } from '../../../../components/ui/MobileBottomBar';

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
    <MobileBottomBar visible={visible}>
      {closed ? (
        <ButtonLink to="/pujas" size="lg" className="w-full">
          See upcoming pujas
        </ButtonLink>
      ) : (
        <Button size="lg" className="w-full" onClick={onSelect}>
          Select puja package
        </Button>
      )}
    </MobileBottomBar>
  );
}
