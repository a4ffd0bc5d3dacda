import { Loader2, MapPin } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { Place } from '@sankalp/shared/api/kundli';
import { usePlaces } from '../../lib/kundli/kundli-api';
import { usePlacesT } from './i18n';
import { placeNames, placeText } from './place-names';

type Props = {
  id: string;
  label: string;
  value: Place | null;
  onChange: (p: Place | null) => void;
  error?: string;
  hint?: string;
  placeholder?: string;
};

/** Waits until typing pauses before asking the server. */
function useDebounced(value: string, ms: number) {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

/**
 * A place typed and chosen from the gazetteer (GET /places): the WAI-ARIA combobox pattern, with
 * arrows, Enter and Escape, and touch. Editing the text after a choice clears the choice.
 */
export function PlaceSearch({ id, label, value, onChange, error, hint, placeholder }: Props) {
  const { t, language } = usePlacesT();
  // A chosen place reads in the reader's language (the default city, states); the Place stays as it came.
  const [text, setText] = useState(value ? placeText(value, language) : '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const q = useDebounced(text.trim(), 200);
  const places = usePlaces(value ? '' : q);
  const listId = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (value) setText(placeText(value, language));
  }, [value, language]);

  const results = places.data ?? [];
  const showList = open && !value && q.length >= 2;
  const choose = (p: Place) => {
    onChange(p);
    setText(placeText(p, language));
    setOpen(false);
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (results.length) setActive((a) => (a + (e.key === 'ArrowDown' ? 1 : results.length - 1)) % results.length);
    } else if (e.key === 'Enter' && showList && results[active]) {
      e.preventDefault();
      choose(results[active]);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };

  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="relative">
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {label}
      </label>
      <div className="relative mt-1.5">
        <MapPin
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-saffron-700"
          aria-hidden
        />
        <input
          id={id}
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && results[active] ? `${listId}-${active}` : undefined}
          aria-invalid={!!error}
          aria-describedby={describedBy}
          autoComplete="off"
          value={text}
          placeholder={placeholder ?? t('placeholder')}
          onChange={(e) => {
            setText(e.target.value);
            setActive(0);
            setOpen(true);
            if (value) onChange(null);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            blurTimer.current = setTimeout(() => setOpen(false), 150);
          }}
          onKeyDown={onKeyDown}
          className={`block min-h-11 w-full rounded-[10px] border bg-cream-50 pl-9 pr-9 text-ink-900 ${error ? 'border-danger' : 'border-cream-200'}`}
        />
        {places.isFetching && !value && (
          <Loader2
            className="absolute right-3 top-1/2 h-4 w-4 -translate-y-1/2 animate-spin text-ink-600"
            aria-hidden
          />
        )}
      </div>
      {showList && (
        <div className="absolute z-30 mt-1 w-full overflow-hidden rounded-[10px] border border-cream-200 bg-white shadow-raised">
          <ul id={listId} role="listbox" aria-label={label} className="max-h-72 overflow-y-auto py-1">
            {places.isError ? (
              <li className="px-3 py-2.5 text-sm text-danger">{t('failed')}</li>
            ) : results.length === 0 ? (
              <li className="px-3 py-2.5 text-sm text-ink-600">
                {places.isFetching ? t('searching') : t('none')}
              </li>
            ) : (
              results.map((p, i) => {
                const n = placeNames(p, language);
                return (
                  <li
                    key={`${p.name}-${p.latitude}-${p.longitude}`}
                    id={`${listId}-${i}`}
                    role="option"
                    aria-selected={i === active}
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => choose(p)}
                    onMouseEnter={() => setActive(i)}
                    className={`flex min-h-11 cursor-pointer flex-col justify-center px-3 py-1.5 ${i === active ? 'bg-cream-100' : ''}`}
                  >
                    <span className="font-semibold text-ink-900">{n.name}</span>
                    <span className="text-xs text-ink-600">{[n.region, n.country].filter(Boolean).join(', ')}</span>
                  </li>
                );
              })
            )}
          </ul>
          <p className="border-t border-cream-200 px-3 py-1.5 text-[11px] text-ink-600">
            {t('credit')}
          </p>
        </div>
      )}
      {hint && !error && (
        <p id={hintId} className="mt-1 text-xs text-ink-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
