import * as RAccordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';

export type QA = { q: string; a: string };

/** Single-open question list (FAQ). */
export function Accordion({ items }: { items: QA[] }) {
  return (
    <RAccordion.Root type="single" collapsible className="divide-y divide-cream-200 rounded-[12px] border border-cream-200 bg-white">
      {items.map((it, i) => (
        <RAccordion.Item key={i} value={String(i)}>
          <RAccordion.Header>
            <RAccordion.Trigger className="group flex min-h-12 w-full items-center justify-between gap-4 px-5 py-3 text-left font-semibold text-ink-900 hover:text-saffron-700">
              {it.q}
              <ChevronDown className="h-5 w-5 shrink-0 text-saffron-600 transition-transform group-data-[state=open]:rotate-180" aria-hidden />
            </RAccordion.Trigger>
          </RAccordion.Header>
          <RAccordion.Content className="px-5 pb-4 text-ink-600">{it.a}</RAccordion.Content>
        </RAccordion.Item>
      ))}
    </RAccordion.Root>
  );
}
