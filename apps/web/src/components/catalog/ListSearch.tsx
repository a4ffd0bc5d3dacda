import { useEffect, useRef, useState } from 'react';
import { useEarlyInput } from '../../lib/use-early-input';
import { Search, X } from 'lucide-react';
import { SEARCH_MAX } from '../../lib/catalog/url-search';
import { useCatalogT } from './i18n';

/** How long typing pauses before the list asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

type Props = {
  id: string;
  /** The field's accessible name ("Search pujas by name or temple"). */
  label: string;
  placeholder: string;
  /** The applied search (the URL's ?q=). */
  value: string;
  /** Applies a search: called 300 ms after typing stops, at once on Enter or clear. */
  onSearch: (q: string) => void;
};

/** A compact search box for a server-searched list: debounced, with a clear button. */
export function ListSearch({ id, label, placeholder, value, onSearch }: Props) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { t } = useCatalogT();

  // A search applied from elsewhere (a Clear button, back/forward) shows in the box.
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value);
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Typed before a server-rendered page hydrated: searched as if typed now.
  const input = useRef<HTMLInputElement>(null);
  useEarlyInput(input, text, (q) => type(q));

  const apply = (q: string) => {
    clearTimeout(timer.current);
    const trimmed = q.trim();
    if (trimmed === sent.current) return;
    sent.current = trimmed;
    onSearch(trimmed);
  };
  const type = (q: string) => {
    setText(q);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(q), SEARCH_DEBOUNCE_MS);
  };

  return (
    <form
      role="search"
      aria-label={label}
      className="relative w-full md:max-w-sm"
      onSubmit={(e) => {
        e.preventDefault();
        apply(text);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search className="pointer-events-none absolute left-3.5 top-1/2 h-5 w-5 -translate-y-1/2 text-ink-600" aria-hidden />
      <input
        id={id}
        type="search"
        ref={input}
        value={text}
        maxLength={SEARCH_MAX}
        onChange={(e) => type(e.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        className="min-h-11 w-full rounded-full border border-cream-200 bg-white pl-11 pr-11 text-base text-ink-900 placeholder:text-ink-600 focus:border-saffron-500 [&::-webkit-search-cancel-button]:hidden"
      />
      {text && (
        <button
          type="button"
          onClick={() => {
            setText('');
            apply('');
          }}
          aria-label={t('search.clear')}
          className="absolute right-1 top-1/2 inline-flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full text-ink-600 hover:bg-cream-100"
        >
          <X className="h-4 w-4" aria-hidden />
        </button>
      )}
    </form>
  );
}
