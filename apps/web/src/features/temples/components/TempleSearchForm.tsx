import { useRef, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { useEarlyInput } from '../../../lib/use-early-input';
import { useTemplesT } from '../i18n';

/**
 * The search box. Typing alone filters nothing: the spec applies the filter when Search is
 * pressed (or Enter submits the form).
 */
export function TempleSearchForm({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const [value, setValue] = useState(initial);
  const input = useRef<HTMLInputElement>(null);
  const { t } = useTemplesT();
  useEarlyInput(input, value, setValue);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex w-full gap-2 md:max-w-xl">
      <label htmlFor="temple-search" className="sr-only">
        {t('search.label')}
      </label>
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute left-3.5 top-1/2 h-5 w-5 -translate-y-1/2 text-ink-600"
          aria-hidden
        />
        <input
          ref={input}
          id="temple-search"
          type="search"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          className="h-12 w-full rounded-full border border-cream-200 bg-white pl-11 pr-4 text-base text-ink-900 placeholder:text-ink-600 focus:border-saffron-500"
        />
      </div>
      <Button type="submit" size="lg">
        {t('search.button')}
      </Button>
    </form>
  );
}
