import { Fragment, type ReactNode } from 'react';
import { RichText } from './RichText';

/** A run of blocks in a policy's messages: `p…` paragraphs, `note…` a boxed summary, `ul…`/`ol…` lists. */
export type PolicyBlocks = { [key: string]: string | { [item: string]: unknown } };
/** The shape every policy's en.ts has; the page is drawn from it, so both languages get the same markup. */
export type PolicyShape = {
  title: string;
  intro: PolicyBlocks;
  sections: { [id: string]: PolicyBlocks & { title: string } };
};

/**
 * The blocks under `base` in their English order, each worded by `text` (the page's language).
 * A key named in `widgets` is drawn by that element instead (the refund table).
 */
export function PolicyText({
  blocks,
  base,
  text,
  widgets = {},
}: {
  blocks: PolicyBlocks;
  base: string;
  text: (key: string) => string;
  widgets?: Record<string, ReactNode>;
}) {
  return Object.entries(blocks).map(([key, value]) => {
    const path = `${base}.${key}`;
    if (key === 'title') return null;
    if (key in widgets) return <Fragment key={key}>{widgets[key]}</Fragment>;
    if (typeof value === 'string')
      return (
        <p
          key={key}
          className={
            key.startsWith('note')
              ? 'rounded-[12px] border-l-4 border-gold-400 bg-cream-100 px-5 py-4 text-ink-900 [&_strong]:text-maroon-800'
              : undefined
          }
        >
          <RichText text={text(path)} />
        </p>
      );
    const List = key.startsWith('ol') ? 'ol' : 'ul';
    return (
      <List key={key}>
        {Object.keys(value).map((item) => (
          <li key={item}>
            <RichText text={text(`${path}.${item}`)} />
          </li>
        ))}
      </List>
    );
  });
}
