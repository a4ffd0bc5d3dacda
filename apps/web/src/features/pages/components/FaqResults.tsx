import { Accordion } from '../../../components/ui/Accordion';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/StateViews';
import { SearchX } from 'lucide-react';
import { usePagesT } from '../i18n/index';
import type { FaqCategory } from '../lib/faq-search';

/**
 * FAQ answers grouped by category, each group a single-open accordion. The accordions are keyed
 * by the search so a new one never leaves a different answer open under the same position.
 */
export function FaqResults({
  groups,
  resetKey,
  onClear,
  headingLevel = 2,
}: {
  groups: FaqCategory[];
  resetKey: string;
  onClear: () => void;
  headingLevel?: 2 | 3;
}) {
  const { t } = usePagesT();
  if (groups.length === 0) {
    return (
      <EmptyState
        icon={<SearchX className="h-12 w-12" aria-hidden />}
        title={t('faq.noneTitle')}
        message={t('faq.noneText')}
        action={<Button onClick={onClear}>{t('faq.clear')}</Button>}
      />
    );
  }
  const H = `h${headingLevel}` as const;
  return (
    <div className="space-y-8">
      {groups.map((g) => (
        <section key={g.id} aria-labelledby={`faq-${g.id}`}>
          <H id={`faq-${g.id}`} className="mb-3 flex items-baseline gap-2 text-lg font-semibold md:text-xl">
            {g.title}
            <span className="text-sm font-normal text-ink-600">{t('faq.groupCount', { count: g.items.length })}</span>
          </H>
          <Accordion key={resetKey} items={g.items} />
        </section>
      ))}
    </div>
  );
}
