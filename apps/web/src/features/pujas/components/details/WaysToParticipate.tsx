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

type Props = { puja: PujaDetail; closed: boolean; awaiting?: boolean; sectionRef?: Ref<HTMLElement> };

/**
 * The packages. Desktop: a grid with Book Now on each card. Mobile (< 768 px): tabs to pick one
 * and a single PARTICIPATE button. A closed puja, or one awaiting its temple's confirmation,
 * keeps the packages visible but not bookable.
 */
export function WaysToParticipate({ puja, closed, awaiting = false, sectionRef }: Props) {
  const { t } = useT();
  const navigate = useNavigate();
  // The disabled button's words, when the packages cannot be booked.
  const blocked = closed ? 'Booking closed' : awaiting ? t('approval.awaitingButton') : null;
  const packages = puja.waysToParticipate ?? [];
  const choose = (pkg: PujaPackage) => {
    const { to, state } = sankalpTarget(puja, pkg);
    navigate(to, { state });
  };

  return (
    <DetailsSection
      id="packages"
      sectionRef={sectionRef}
      title="Ways to Participate"
      subtitle="Choose how many of your family are named in the sankalp. Every package includes the video of your puja and the Aashirwad Box."
      tinted
    >
      {packages.length === 0 ? (
        <EmptyState
          title="Packages for this puja open soon"
          message="Message us on WhatsApp and we will help you book this puja."
          action={
            <a
              href={SUPPORT.whatsappHref(`Namaste, I would like to book the ${puja.title}`)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass()}
            >
              Chat on WhatsApp
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
                        aria-label={`Book Now: ${pkg.thumbnailTitle}`}
                      >
                        Book Now
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
  return (
    <div>
      <Tabs
        label="Puja packages"
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
            aria-label={`PARTICIPATE: ${selected.thumbnailTitle}`}
          >
            PARTICIPATE
          </Button>
        ))}
    </div>
  );
}
