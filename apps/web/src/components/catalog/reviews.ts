/**
 * Static sample reviews (spec part 1 § 3: type video or text, text, name, city, img, video url).
 * Their names, words and cities are in the catalog namespace (i18n/en.ts `reviews.<id>`), so they
 * read in the devotee's language.
 */
export type Review = {
  id: ReviewId;
  type: 'video' | 'text';
  img: string;
  /** Only for video reviews; the recordings are not part of this repository yet. */
  video?: string;
};
export type ReviewId = 'ananya' | 'rohit' | 'meena' | 'vikram' | 'priya' | 'sanjay';

export const SAMPLE_REVIEWS: readonly Review[] = [
  { id: 'ananya', type: 'text', img: '/art/avatar-01.svg' },
  { id: 'rohit', type: 'video', img: '/art/avatar-02.svg', video: '/video/review-rohit' },
  { id: 'meena', type: 'text', img: '/art/avatar-03.svg' },
  { id: 'vikram', type: 'text', img: '/art/avatar-04.svg' },
  { id: 'priya', type: 'video', img: '/art/avatar-05.svg', video: '/video/review-priya' },
  { id: 'sanjay', type: 'text', img: '/art/avatar-06.svg' },
];
