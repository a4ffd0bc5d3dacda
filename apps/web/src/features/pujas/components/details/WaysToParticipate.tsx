import { useState, type Ref } from 'react';
import { useNavigate } from 'react-router';
import type { PujaDetail, PujaPackage } from '@sankalp/shared/api/catalog';
import { ClosedButton } from '../../../../components/catalog/ClosedButton';
import { Button, buttonClass } from '../../../../components/ui/Button';
import { EmptyState } from '../../../../components/ui/StateViews';
import { Tabs } from '../../../../components/ui/Tabs';
import { useT } from '../../../../lib/i18n';
import { SUPPORT } from '../../../../lib/support';
import { defaultPackageId, findPackage, sankalpTarget, shortPackageLabel } from '../../packages';
import { DetailsSection } from './DetailsSection';
import { PackageCard } from './PackageCard';
import { usePujasT } from '../../i18n';

type Props = { puja: PujaDetail; closed: boolean; awaiting?: boolean; sectionRef?: Ref<HTMLElement> };

/**
 * The packages. Desktop: a grid with Book Now on each card. Mobile (< 768 px): tabs to pick one
 * and a single PARTICIPATE button. A closed puja, or one awaiting its temple's confirmation,
 * keeps the packages visible but not bookable.
 */
export function WaysToParticipate({ puja, closed, awaiting = false, sectionRef }: Props) {
  const { t } = useT();
  const { t: tp } = usePujasT();
  const navigate = useNavigate();
  // The disabled button's words, when the packages cannot be booked.
  const blocked = closed ? tp('details.closed') : awaiting ? t('approval.awaitingButton') : null;
  const packages = puja.waysToParticipate ?? [];
  const choose = (pkg: PujaPackage) => {
    const { to, state } = sankalpTarget(puja, pkg);
    navigate(to, { state });
  };

  return (
    <DetailsSection
      id="packages"
      sectionRef={sectionRef}
      title={tp('packages.title')}
      subtitle={tp('packages.subtitle')}
      tinted
    >
      {packages.length === 0 ? (
        <EmptyState
          title={tp('packages.soon')}
          message={tp('packages.soonMessage')}
          action={
            <a
              href={SUPPORT.whatsappHref(tp('packages.bookWhatsapp', { title: puja.title }))}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass()}
            >
              {tp('packages.chat')}
            </a>
          }
        />
      ) : (
        <>
          {/* Both layouts are in the page and CSS shows the one that fits, so a server-rendered
              page is laid out right on a phone before any JavaScript runs, and nothing moves after. */}
          <div className="md:hidden">
            <MobilePicker packages={packages} blocked={blocked} onChoose={choose} />
          </div>
          <ul className="hidden gap-5 md:grid md:grid-cols-2 lg:grid-cols-4">
            {packages.map((pkg) => (
              <li key={pkg._id}>
                <PackageCard
                  pkg={pkg}
                  action={
                    blocked ? (
                      <ClosedButton className="w-full">{blocked}</ClosedButton>
                    ) : (
                      <Button
                        className="w-full"
                        onClick={() => choose(pkg)}
                        aria-label={tp('packages.bookNowLabel', { title: pkg.thumbnailTitle })}
                      >
                        {tp('packages.bookNow')}
                      </Button>
                    )
                  }
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </DetailsSection>
  );
}

function MobilePicker({
  packages,
  blocked,
  onChoose,
}: {
  packages: PujaPackage[];
  blocked: string | null;
  onChoose: (p: PujaPackage) => void;
}) {
  const [selectedId, setSelectedId] = useState(() => defaultPackageId(packages));
  const selected = findPackage(packages, selectedId) ?? packages[0];
  const { t } = usePujasT();
  return (
    <div>
      <Tabs
        label={t('packages.tabs')}
        value={selected?._id ?? ''}
        onValueChange={setSelectedId}
        items={packages.map((pkg) => ({
          value: pkg._id,
          label: shortPackageLabel(pkg.thumbnailTitle),
          content: <PackageCard pkg={pkg} />,
        }))}
      />
      {selected &&
        (blocked ? (
          <ClosedButton size="lg" className="mt-4 w-full">
            {blocked}
          </ClosedButton>
        ) : (
          <Button
            size="lg"
            className="mt-4 w-full tracking-wide"
            onClick={() => onChoose(selected)}
            aria-label={t('packages.participateLabel', { title: selected.thumbnailTitle })}
          >
            {t('packages.participate')}
          </Button>
        ))}
    </div>
  );
}
