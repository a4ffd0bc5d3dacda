import type { z } from 'zod';
import type { PrasadItem } from '@sankalp/shared/api/admin-catalog';
import type { prasadForm } from '@sankalp/shared/schemas/admin-catalog';
import type { HindiTexts } from './catalog-values';
import { hindiList, hindiListBody, hindiTexts } from './hindi-values';

const PRASAD_HI = ['title', 'description'] as const;

/** The prasad offering form as typed (price is the typed rupee text, checked by the shared schema). */
export type PrasadState = {
  title: string;
  templeId: string;
  items: string[];
  description: string;
  price: string;
  image: string;
  availability: string;
  /** `items` in Hindi entry by entry beside the English ones. */
  hi: HindiTexts<typeof PRASAD_HI> & { items: string[] };
};

export const emptyPrasad = (): PrasadState => ({
  title: '',
  templeId: '',
  items: [''],
  description: '',
  price: '',
  image: '',
  availability: 'In Stock',
  hi: { ...hindiTexts(PRASAD_HI, undefined), items: [''] },
});

export const prasadToForm = (p: PrasadItem): PrasadState => ({
  title: p.title,
  templeId: p.templeId,
  items: [...p.items],
  description: p.description,
  price: String(p.price),
  image: p.image,
  availability: p.availability,
  hi: { ...hindiTexts(PRASAD_HI, p.hi), items: hindiList(p.hi?.items, p.items.length) },
});

export function prasadToBody(s: PrasadState): z.input<typeof prasadForm> {
  // An item row left empty is no item (and its Hindi goes with it).
  const kept = s.items.flatMap((item, i) => (item.trim() === '' ? [] : [i]));
  return {
    ...s,
    items: kept.map((i) => s.items[i]!),
    availability: s.availability as z.input<typeof prasadForm>['availability'],
    hi: {
      ...s.hi,
      items: hindiListBody(
        kept.map((i) => s.hi.items[i]),
        kept.length,
      ),
    },
  };
}
