import { useId } from 'react';
import { ChevronDown } from 'lucide-react';

export type QA = { q: string; a: string };

/**
 * Single-open question list (FAQ) on native <details name>: the browser keeps one open at a
 * time, handles keyboard and screen readers, and it costs no JavaScript library (~9 KB saved
 * on the home page compared with a Radix accordion).
 */
export function Accordion({ items }: { items: QA[] }) {
  const group = useId();
  return (
    <div className="divide-y divide-cream-200 rounded-[12px] border border-cream-200 bg-white">
      {items.map((it, i) => (
        <details key={i} name={group} className="group">
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 px-5 py-3 text-left font-semibold text-ink-900 hover:text-saffron-700 [&::-webkit-details-marker]:hidden">
            {it.q}
            <ChevronDown className="h-5 w-5 shrink-0 text-saffron-600 transition-transform group-open:rotate-180" aria-hidden />
          </summary>
          <p className="px-5 pb-4 text-ink-600">{it.a}</p>
        </details>
      ))}
    </div>
  );
}
