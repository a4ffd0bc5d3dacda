import { ChevronDown } from 'lucide-react';
import { usePagesT } from '../i18n/index';
import type { PolicySection } from './PolicyLayout';

function TocLinks({ sections }: { sections: PolicySection[] }) {
  return (
    <ol className="space-y-0.5">
      {sections.map((s, i) => (
        <li key={s.id}>
          <a
            href={`#${s.id}`}
            className="flex min-h-11 items-center gap-2 rounded-[8px] px-3 py-2 text-[15px] text-ink-900 hover:bg-cream-100 hover:text-saffron-700 md:min-h-9"
          >
            <span className="w-5 shrink-0 text-right text-sm text-ink-600 tabular-nums">{i + 1}.</span>
            {s.title}
          </a>
        </li>
      ))}
    </ol>
  );
}

/** "On this page": sticky beside the text on desktop, a closed disclosure above it on mobile. */
export function PolicyToc({ sections }: { sections: PolicySection[] }) {
  const { t } = usePagesT();
  return (
    <>
      <details className="group mb-6 rounded-[12px] border border-cream-200 bg-white md:hidden">
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between px-4 font-semibold text-maroon-800 [&::-webkit-details-marker]:hidden">
          {t('policy.onThisPage')}
          <ChevronDown className="h-5 w-5 text-saffron-600 transition-transform group-open:rotate-180" aria-hidden />
        </summary>
        <nav aria-label={t('policy.onThisPage')} className="border-t border-cream-200 p-2">
          <TocLinks sections={sections} />
        </nav>
      </details>
      <nav aria-label={t('policy.onThisPage')} className="hidden md:block">
        <div className="sticky top-24">
          <p className="px-3 text-sm font-semibold uppercase tracking-wider text-ink-600">{t('policy.onThisPage')}</p>
          <div className="mt-2 border-l-2 border-gold-400 pl-1">
            <TocLinks sections={sections} />
          </div>
        </div>
      </nav>
    </>
  );
}
