import type { Translations } from '../../schema/catalog';
import campaigns from './campaigns';
import events from './events';
import offerings from './offerings';
import pandits from './pandits';
import prasad from './prasad';
import products from './products';
import pujaExtras from './puja-extras';
import pujas from './pujas';
import streams from './streams';
import temples from './temples';

/**
 * The demo catalog's Hindi (issue 13), one file per seed file, each keyed by the English row's
 * title or name and mirroring that seed type's text fields. A row or field without Hindi reads in
 * English (modules/catalog/localize.ts).
 */
export const HINDI = { campaigns, events, offerings, pandits, prasad, products, pujaExtras, pujas, streams, temples };

type Text = Record<string, unknown>;

/**
 * A row's `translations` value: the named text fields of its Hindi (strings and lists of them, or
 * of objects of strings), nothing else; `{}` when it has none.
 */
export function hindiColumn<T>(hi: object | undefined, fields: readonly (keyof T & string)[]): Translations<T> {
  if (!hi) return {};
  const picked: Text = {};
  for (const f of fields) {
    const v = (hi as Text)[f];
    if (v !== undefined && v !== null) picked[f] = v;
  }
  return Object.keys(picked).length > 0 ? ({ hi: picked } as Translations<T>) : {};
}
