import { ChevronDown } from 'lucide-react';
import { useContext, useEffect, useState, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useConsoleT } from '../../i18n';
import { errorAt, hindiPlaceOf, ScopeContext } from './FormFields';

/** Whether a form value holds any text (a Hindi object, its lists and rows). */
const hasText = (v: unknown): boolean =>
  typeof v === 'string' ? v.trim() !== '' : v !== null && typeof v === 'object' && Object.values(v).some(hasText);

/**
 * "Hindi (हिन्दी)": the Hindi of the fields around it (issue 13), folded away until wanted. The
 * fields inside are named as their English ones and land under the scope's `hi.` (`hi.title`,
 * `packages.2.hi.thumbnailTitle`), labelled "… (Hindi)" and marked lang="hi". A form's own is a
 * card of its own; a row's sits inside the row. It starts open when it holds Hindi, and opens
 * when one of its fields gets a message.
 */
export function HindiFields({ children }: { children: ReactNode }) {
  const { t } = useConsoleT();
  const scope = useContext(ScopeContext);
  const place = hindiPlaceOf(scope);
  const path = place.name.slice(0, -1);
  const { getValues, formState } = useFormContext();
  const hasError = Boolean(errorAt(formState.errors, path));
  const [open, setOpen] = useState(() => hasError || hasText(getValues(path)));
  const { submitCount } = formState;
  useEffect(() => {
    if (hasError) setOpen(true);
  }, [hasError, submitCount]);
  const own = scope.name === '';
  return (
    <details
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className={`group/hindi ${
        own ? 'rounded-[12px] bg-white p-4 shadow-raised md:p-5' : 'rounded-[10px] bg-cream-50 p-3 md:col-span-2'
      }`}
    >
      <summary
        className={`flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 font-semibold text-maroon-800 [&::-webkit-details-marker]:hidden ${own ? 'text-lg' : 'text-sm'}`}
      >
        {t('catalog.hindi.title')}
        <ChevronDown
          className="h-5 w-5 shrink-0 text-saffron-600 transition-transform group-open/hindi:rotate-180"
          aria-hidden
        />
      </summary>
      <p className="mb-3 text-sm text-ink-600">{t('catalog.hindi.hint')}</p>
      <ScopeContext.Provider value={{ ...place, hindi: true }}>
        <div className="grid gap-4 md:grid-cols-2">{children}</div>
      </ScopeContext.Provider>
    </details>
  );
}
