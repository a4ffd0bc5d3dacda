import { streamIsLive, type DateInput } from '@sankalp/shared/timing';
import type { Stream } from '@sankalp/shared/api/catalog';
import { templeName } from './streams';

/** The live darshan page's temple (spec part 3 § 3 "Live temple"). */
export type LiveTemple = {
  name: string;
  deity: string;
  /** `key` names the aarti in the live namespace (darshan.aartis); `time` is IST, 'h:mm AM'. */
  aartiTimings: { key: AartiKey; name: string; time: string }[];
  location: string;
  liveVideoSrc: string;
  currentViewers: number;
};

export type AartiKey = 'mangala' | 'bhog' | 'sandhya' | 'shringar' | 'shayan';

/**
 * An entry of "Other live pujas" (part 3 § 3); `streamId` links it to its stream page, `sample`
 * names a sample's words in the live namespace (darshan.samples).
 */
export type OtherLivePuja = {
  name: string;
  deity: string;
  viewers: number;
  image: string;
  streamId?: string;
  sample?: 'bhasma' | 'somnath' | 'kakad';
};

export const OTHER_LIVE_PUJAS_COUNT = 3;

/**
 * The spec says the darshan page's temple, viewers and aarti timings are hard-coded samples.
 * These are the temple's published daily aarti times; festival days differ.
 */
export const LIVE_TEMPLE: LiveTemple = {
  name: 'Shri Kashi Vishwanath Temple',
  deity: 'Lord Shiva (Vishwanath)',
  location: 'Varanasi, Uttar Pradesh',
  aartiTimings: [
    { key: 'mangala', name: 'Mangala Aarti', time: '3:00 AM' },
    { key: 'bhog', name: 'Bhog Aarti', time: '11:15 AM' },
    { key: 'sandhya', name: 'Sandhya Aarti', time: '7:00 PM' },
    { key: 'shringar', name: 'Shringar Aarti', time: '9:00 PM' },
    { key: 'shayan', name: 'Shayan Aarti', time: '10:30 PM' },
  ],
  liveVideoSrc: `/embed/darshan.html?scene=aarti&title=${encodeURIComponent('Shri Kashi Vishwanath · Live Darshan')}`,
  currentViewers: 12_480,
};

const SAMPLE_OTHER_LIVE_PUJAS: OtherLivePuja[] = [
  {
    sample: 'bhasma',
    name: 'Bhasma Aarti',
    deity: 'Lord Shiva (Mahakal), Ujjain',
    viewers: 8_920,
    image: '/art/temple-mahakaleshwar.svg',
  },
  {
    sample: 'somnath',
    name: 'Sandhya Aarti by the Sea',
    deity: 'Lord Shiva (Somnath), Prabhas Patan',
    viewers: 4_310,
    image: '/art/temple-somnath.svg',
  },
  {
    sample: 'kakad',
    name: 'Kakad Aarti',
    deity: 'Lord Ganesha (Siddhivinayak), Mumbai',
    viewers: 2_760,
    image: '/art/temple-siddhivinayak.svg',
  },
];

/**
 * Three other live pujas: the streams live now at other temples than the one on the page,
 * most watched first, topped up with the samples when fewer than three are live (or the list
 * could not be loaded).
 */
export function otherLivePujas(
  streams: readonly Stream[] | undefined,
  pageTemple: string,
  now: DateInput = Date.now(),
): OtherLivePuja[] {
  const live = (streams ?? [])
    .filter((s) => templeName(s.temple) !== pageTemple && streamIsLive(s.startTime, s.endTime, now))
    .sort((a, b) => b.viewers - a.viewers)
    .slice(0, OTHER_LIVE_PUJAS_COUNT)
    .map<OtherLivePuja>((s) => ({
      name: s.title,
      deity: templeName(s.temple),
      viewers: s.viewers,
      image: s.image,
      streamId: s._id,
    }));
  return [...live, ...SAMPLE_OTHER_LIVE_PUJAS].slice(0, OTHER_LIVE_PUJAS_COUNT);
}
