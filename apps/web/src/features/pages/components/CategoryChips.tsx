import { usePagesT } from '../i18n/index';

export type CategoryOption = { id: string; title: string; count: number };

/**
 * Topic filter as toggle buttons, each with the number of questions it would show: a row that
 * scrolls sideways on small screens, a vertical list beside the answers on large ones.
 */
export function CategoryChips({
  options,
  value,
  onChange,
}: {
  options: CategoryOption[];
  value: string;
  onChange: (id: string) => void;
}) {
  const { t } = usePagesT();
  return (
    <div
      role="group"
      aria-label={t('faq.filterLabel')}
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] md:mx-0 md:flex-wrap md:px-0 lg:flex-col lg:overflow-visible"
    >
      {options.map((o) => {
        const active = o.id === value;
        return (
          <button
            key={o.id}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(o.id)}
            className={`inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border px-4 text-left text-sm font-semibold transition-colors lg:justify-between ${
              active
                ? 'border-saffron-600 bg-saffron-600 text-white'
                : 'border-cream-200 bg-white text-ink-900 hover:border-saffron-500'
            }`}
          >
            {o.title}
            <span
              className={`rounded-full px-2 text-xs tabular-nums ${active ? 'bg-white/20' : 'bg-cream-100 text-ink-600'}`}
            >
              {o.count}
            </span>
          </button>
        );
      })}
    </div>
  );
}
