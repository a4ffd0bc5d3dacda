import type { z } from 'zod';
import type { PrasadItem } from '@sankalp/shared/api/admin-catalog';
import type { prasadForm } from '@sankalp/shared/schemas/admin-catalog';

/** The prasad offering form as typed (price is the typed rupee text, checked by the shared schema). */
export type PrasadState = {
  title: string;
  templeId: string;
  items: string[];
  description: string;
  price: string;
  image: string;
  availability: string;
};

export const emptyPrasad = (): PrasadState => ({
  title: '',
  templeId: '',
  items: [''],
  description: '',
  price: '',
  image: '',
  availability: 'In Stock',
});

export const prasadToForm = (p: PrasadItem): PrasadState => ({
  title: p.title,
  templeId: p.templeId,
  items: [...p.items],
  description: p.description,
  price: String(p.price),
  image: p.image,
  availability: p.availability,
});

export const prasadToBody = (s: PrasadState): z.input<typeof prasadForm> => ({
  ...s,
  // An item row left empty is no item.
  items: s.items.filter((i) => i.trim() !== ''),
  availability: s.availability as z.input<typeof prasadForm>['availability'],
});
