import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with marked-up parts in it (a bold phrase, a link, an e-mail address):
 * `rich(t('sent', { name }), { email: <strong>{email}</strong> })`. The translator leaves a
 * placeholder it was not given as `{email}`; this puts the part there, so the whole sentence stays
 * one message and each language orders it its own way.
 */
export function rich(message: string, parts: Record<string, ReactNode>): ReactNode {
  const pieces = message.split(/\{(\w+)\}/g);
  return pieces.map((piece, i) =>
    i % 2 === 0 ? piece : <Fragment key={i}>{piece in parts ? parts[piece] : `{${piece}}`}</Fragment>,
  );
}
