import { ClosedButton } from '../../../../components/catalog/ClosedButton';
import { Button, ButtonLink } from '../../../../components/ui/Button';
import { MobileBottomBar } from '../../../../components/ui/MobileBottomBar';
import { useT } from '../../../../lib/i18n';
import { usePujasT } from '../../i18n';

/**
 * Mobile only: a thumb-reachable 'Select puja package' bar at the bottom (safe-area padding),
 * hidden while the packages are on screen. A closed puja has nothing to select, so the bar
 * offers the way on to the upcoming pujas instead; one awaiting its temple's confirmation, a
 * disabled button saying so.
 */
export function StickyPackageBar({
  visible,
  closed,
  awaiting = false,
  onSelect,
}: {
  visible: boolean;
  closed: boolean;
  awaiting?: boolean;
  onSelect: () => void;
}) {
  const { t } = useT();
  const { t: tp } = usePujasT();
  return (
    <MobileBottomBar visible={visible}>
      {closed ? (
        <ButtonLink to="/pujas" size="lg" className="w-full">
          {tp('details.seeUpcoming')}
        </ButtonLink>
      ) : awaiting ? (
        <ClosedButton size="lg" className="w-full">
          {t('approval.awaitingButton')}
        </ClosedButton>
      ) : (
        <Button size="lg" className="w-full" onClick={onSelect}>
          {tp('details.selectPackage')}
        </Button>
      )}
    </MobileBottomBar>
  );
}
