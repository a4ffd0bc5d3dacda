/**
 * What the puja form holds ↔ the catalog API (see catalog-values.ts): the schema's input as it is
 * (prices may be typed text), plus the Hindi of the puja, of each package and chadhava item, and of
 * the benefits row by row.
 */
import type { PujaItem } from '@sankalp/shared/api/admin-catalog';
import type { pujaForm } from '@sankalp/shared/schemas/admin-catalog';
import type { z } from 'zod';
import type { HindiTexts } from './catalog-values';
import { hindiList, hindiListBody, hindiRows, hindiRowsBody, hindiTexts } from './hindi-values';

type Input = z.input<typeof pujaForm>;

const PUJA_HI = ['title', 'description', 'aboutTemple', 'tithi', 'tag', 'occasion', 'type', 'duration'] as const;
const BENEFIT_HI = ['title', 'description'] as const;
const ITEM_HI = ['title', 'description'] as const;

export type PackageState = Omit<Input['packages'][number], 'hi'> & {
  /** `points` in Hindi entry by entry beside the English ones. */
  hi: { thumbnailTitle: string; points: string[] };
};
export type ChadhavaItemState = Omit<NonNullable<Input['chadhavaItems']>[number], 'hi'> & {
  hi: HindiTexts<typeof ITEM_HI>;
};
export type PujaState = Omit<Input, 'hi' | 'packages' | 'chadhavaItems' | 'benefits'> & {
  benefits: NonNullable<Input['benefits']>;
  packages: PackageState[];
  chadhavaItems: ChadhavaItemState[];
  /** The benefits' Hindi is a list beside `benefits`, row by row. */
  hi: HindiTexts<typeof PUJA_HI> & { benefits: HindiTexts<typeof BENEFIT_HI>[] };
};

export const newPackage = (): PackageState => ({
  thumbnailTitle: '',
  img: '',
  price: '',
  numberOfPeople: 1,
  points: [],
  hi: { thumbnailTitle: '', points: [] },
});

export const newChadhavaItem = (): ChadhavaItemState => ({
  title: '',
  price: '',
  image: '',
  description: '',
  hi: hindiTexts(ITEM_HI, undefined),
});

export const emptyPuja = (): PujaState => ({
  title: '',
  templeId: '',
  description: '',
  image: '',
  aboutPujaCard: [],
  aboutTemple: '',
  tithi: '',
  tag: '',
  occasion: '',
  type: '',
  duration: '',
  rating: 4.9,
  startTime: '',
  endTime: '',
  benefits: [],
  packages: [newPackage()],
  chadhavaItems: [],
  hi: { ...hindiTexts(PUJA_HI, undefined), benefits: [] },
});

export const pujaToForm = (p: PujaItem): PujaState => ({
  title: p.title,
  templeId: p.templeId,
  description: p.description,
  image: p.image,
  aboutPujaCard: [...p.aboutPujaCard],
  aboutTemple: p.aboutTemple,
  tithi: p.tithi,
  tag: p.tag,
  occasion: p.occasion,
  type: p.type,
  duration: p.duration,
  rating: p.rating,
  startTime: p.startTime,
  endTime: p.endTime,
  benefits: p.benefits.map((b) => ({ ...b })),
  packages: p.packages.map((k) => ({
    id: k.id,
    thumbnailTitle: k.thumbnailTitle,
    img: k.img,
    price: k.price,
    numberOfPeople: k.numberOfPeople,
    points: [...k.points],
    hi: { thumbnailTitle: k.hi?.thumbnailTitle ?? '', points: hindiList(k.hi?.points, k.points.length) },
  })),
  chadhavaItems: p.chadhavaItems.map((c) => ({
    id: c.id,
    title: c.title,
    price: c.price,
    image: c.image,
    description: c.description,
    hi: hindiTexts(ITEM_HI, c.hi),
  })),
  hi: { ...hindiTexts(PUJA_HI, p.hi), benefits: hindiRows(BENEFIT_HI, p.hi?.benefits, p.benefits.length) },
});

export const pujaToBody = (s: PujaState): Input => ({
  ...s,
  packages: s.packages.map((k) => ({
    ...k,
    hi: { thumbnailTitle: k.hi.thumbnailTitle, points: hindiListBody(k.hi.points, k.points.length) },
  })),
  hi: { ...s.hi, benefits: hindiRowsBody(BENEFIT_HI, s.hi.benefits, s.benefits.length) },
});
