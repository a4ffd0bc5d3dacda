import * as RTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

export type TabItem = { value: string; label: ReactNode; content?: ReactNode };

/** Accessible pill tabs (Radix): arrow keys move between tabs. */
export function Tabs({ items, value, onValueChange, label, className = '' }: { items: TabItem[]; value: string; onValueChange: (v: string) => void; label: string; className?: string }) {
  return (
    <RTabs.Root value={value} onValueChange={onValueChange} className={className}>
      <RTabs.List aria-label={label} className="flex gap-2 overflow-x-auto pb-1 [scrollbar-width:none]">
        {items.map((t) => (
          <RTabs.Trigger
            key={t.value}
            value={t.value}
            className="inline-flex min-h-11 shrink-0 items-center rounded-full border border-cream-200 bg-white px-4 text-sm font-semibold text-ink-900 data-[state=active]:border-saffron-600 data-[state=active]:bg-saffron-600 data-[state=active]:text-white"
          >
            {t.label}
          </RTabs.Trigger>
        ))}
      </RTabs.List>
      {items.map((t) =>
        t.content === undefined ? null : (
          <RTabs.Content key={t.value} value={t.value} className="mt-5">
            {t.content}
          </RTabs.Content>
        ),
      )}
    </RTabs.Root>
  );
}
