import type { EventOffering } from '@sankalp/shared/api/catalog';
import { groupOfferings, offeringTypeLabel } from '../lib/offerings';
import type { Selection } from '../lib/selection';
import { OfferingCard } from './OfferingCard';
import { useChadhavaT } from '../i18n';

type Props = {
  offerings: EventOffering[];
  selection: Selection;
  error: string | null;
  onAdd: (id: string) => void;
  onChange: (id: string, delta: 1 | -1) => void;
};

/** Offerings grouped by type ('Other' when none is given). */
export function OfferingsSection({ offerings, selection, error, onAdd, onChange }: Props) {
  const { t } = useChadhavaT();
  const groups = groupOfferings(offerings);
  return (
    <section aria-labelledby="offerings-title" className="mt-10">
      <h2 id="offerings-title" className="font-display text-[22px] font-bold md:text-[28px]">
        {t('offerings.title')}
      </h2>
      <div className="mt-1 h-0.5 w-16 bg-gold-400" aria-hidden />
      <p className="mt-2 text-ink-600">{t('offerings.intro')}</p>
      {error && (
        <p
          role="alert"
          id="offerings-error"
          className="mt-4 rounded-lg border border-danger/30 bg-danger/5 px-4 py-3 text-sm font-semibold text-danger"
        >
          {error}
        </p>
      )}
      {groups.length === 0 ? (
        <p className="mt-4 rounded-[12px] bg-cream-100 p-4 text-ink-600">{t('offerings.none')}</p>
      ) : (
        groups.map((g) => (
          <div key={g.type} className="mt-6">
            <h3 className="text-sm font-bold uppercase tracking-wider text-saffron-700">
              {offeringTypeLabel(g.type)}
            </h3>
            <ul className="mt-3 grid gap-3">
              {g.offerings.map((o) => (
                <OfferingCard
                  key={o._id}
                  offering={o}
                  quantity={selection[o._id] ?? 0}
                  onAdd={() => onAdd(o._id)}
                  onChange={(d) => onChange(o._id, d)}
                />
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
