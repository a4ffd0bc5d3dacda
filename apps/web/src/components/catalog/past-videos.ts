/**
 * The four static past-puja recordings shown in the video carousel (spec part 2 § 2). Their title,
 * temple and picture description are in the catalog namespace (i18n/en.ts `videos.<id>`).
 */
export type PastVideoId = 'rudrabhishek-kashi' | 'bhasma-aarti-ujjain' | 'navgraha-havan' | 'lakshmi-puja';
export type PastVideo = { id: PastVideoId; thumbnail: string };

export const PAST_PUJA_VIDEOS: readonly PastVideo[] = [
  { id: 'rudrabhishek-kashi', thumbnail: '/art/video-01.svg' },
  { id: 'bhasma-aarti-ujjain', thumbnail: '/art/video-02.svg' },
  { id: 'navgraha-havan', thumbnail: '/art/video-03.svg' },
  { id: 'lakshmi-puja', thumbnail: '/art/video-04.svg' },
];
