import type { ReactNode } from 'react';
import { TextLink } from './TextLink';

// **bold**, *emphasis* and [a link](/path, #id, mailto: or tel:), the only markup the policy texts use.
const TOKEN = /\*\*(.+?)\*\*|\*(.+?)\*|\[(.+?)\]\((\S+?)\)/g;

/**
 * A translated sentence with its inline marks, so a whole sentence stays one message in each
 * language (the words around a link or a bold phrase are not split into fragments).
 */
export function RichText({ text }: { text: string }) {
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(TOKEN)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    if (m[1] !== undefined) out.push(<strong key={m.index}>{m[1]}</strong>);
    else if (m[2] !== undefined) out.push(<em key={m.index}>{m[2]}</em>);
    else
      out.push(
        <TextLink key={m.index} to={m[4] ?? ''}>
          {m[3]}
        </TextLink>,
      );
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return <>{out}</>;
}
