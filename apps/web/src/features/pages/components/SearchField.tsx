import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { usePagesT } from '../i18n/index';

/** A large search box with a visible label for screen readers and a clear button. */
export function SearchField({
  value,
  onChange,
  label,
  placeholder,
}: {
  value: string;
  onChange: (v: string) => void;
  label: string;
  placeholder: string;
}) {
  const id = useId();
  const { t } = usePagesT();
  return (
    <div className="relative w-full max-w-xl">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute left-4 top-1/2 h-5 w-5 -translate-y-1/2 text-ink-600"
        aria-hidden
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        className="h-13 w-full rounded-full border border-cream-200 bg-white pl-12 pr-12 text-base text-ink-900 shadow-raised placeholder:text-ink-600 focus:border-saffron-500 [&::-webkit-search-cancel-button]:hidden"
      />
      {value && (
        <button
          type="button"
          onClick={() => onChange('')}
          className="absolute right-1 top-1/2 inline-flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full text-ink-600 hover:bg-cream-100 hover:text-maroon-800"
          aria-label={t('search.clear')}
        >
          <X className="h-5 w-5" aria-hidden />
        </button>
      )}
    </div>
  );
}
