import { ist, type Pick, type Schedule } from './dates';
import type { TempleKey } from './temples';

/**
 * Demo live streams. Most times are hours relative to the seeding time (darshan and aartis that
 * happen every day); `endHours: null` means no end time. The two whose copy names a tithi or a
 * weekday are `when`-dated instead (seed/dates.ts): the last Sankashti Chaturthi puja at
 * Siddhivinayak and the next Friday abhishekam at Tirumala. Live now: Kashi, Har Ki Pauri, Somnath,
 * Meenakshi, Vaishno Devi, Kamakhya, Banke Bihari (the last without a video source). Offline:
 * Mahakal and Siddhivinayak (ended), Dashashwamedh, Tirupati and Trimbakeshwar (starting later).
 */
export type StreamSeed = StreamCommon &
  ({ startHours: number; endHours: number | null } | { when: { schedule: Schedule; pick: Pick } });

type StreamCommon = {
  title: string;
  scene: 'aarti' | 'abhishekam' | 'havan' | 'puja' | null;
  image: string;
  pandit: string;
  /** A catalog temple, or plain text for a place that is not one. */
  temple: TempleKey | { text: string };
  description: string;
  category: 'Abhishekam' | 'Aarti' | 'Puja' | 'Havan';
  viewers: number;
};

export const STREAMS: StreamSeed[] = [
  {
    title: 'Mangala Aarti at Kashi Vishwanath',
    scene: 'aarti',
    image: '/art/stream-01.svg',
    pandit: 'Pt. Shivanand Mishra',
    temple: 'kashi',
    description:
      'Join the pre-dawn Mangala Aarti of Baba Vishwanath, when the Jyotirlinga is awakened with conch, damru and Vedic hymns, and the first darshan of the day is offered to devotees.',
    category: 'Aarti',
    viewers: 18500,
    startHours: -0.75,
    endHours: 1,
  },
  {
    title: 'Ganga Aarti at Har Ki Pauri',
    scene: 'aarti',
    image: '/art/stream-02.svg',
    pandit: 'Pt. Ramesh Chandra Shastri',
    temple: { text: 'Har Ki Pauri, Haridwar' },
    description:
      'The evening Ganga Aarti at Har Ki Pauri, where hundreds of brass lamps are raised to Maa Ganga as the river flows past the ghat and thousands of diyas float downstream.',
    category: 'Aarti',
    viewers: 9870,
    startHours: -0.3,
    endHours: null,
  },
  {
    title: 'Rudrabhishek at Somnath Jyotirlinga',
    scene: 'abhishekam',
    image: '/art/stream-03.svg',
    pandit: 'Pt. Hasmukh Joshi',
    temple: 'somnath',
    description:
      'A live Rudrabhishek of the first Jyotirlinga with milk, curd, honey and Gangajal while the Shri Rudram is chanted, with the sound of the Arabian Sea beyond the temple walls.',
    category: 'Abhishekam',
    viewers: 4320,
    startHours: -1,
    endHours: 2,
  },
  {
    title: 'Palliyarai Puja at Meenakshi Amman',
    scene: 'puja',
    image: '/art/stream-04.svg',
    pandit: 'Sri Sundaresa Bhattar',
    temple: 'meenakshi',
    description:
      'The night palliyarai ceremony in which Lord Sundareswarar is carried in a silver palanquin to the chamber of Goddess Meenakshi, accompanied by nadaswaram and Tamil hymns.',
    category: 'Puja',
    viewers: 1540,
    startHours: -0.5,
    endHours: null,
  },
  {
    title: 'Atka Aarti at the Holy Cave',
    scene: 'aarti',
    image: '/art/stream-05.svg',
    pandit: 'Pt. Vijay Kumar Sharma',
    temple: 'vaishnodevi',
    description:
      'The Atka Aarti of Mata Vaishno Devi, performed before the three holy pindis at the Bhawan, with bhajans that echo across the Trikuta mountains.',
    category: 'Aarti',
    viewers: 6750,
    startHours: -0.25,
    endHours: 1.5,
  },
  {
    title: 'Navchandi Havan at Kamakhya',
    scene: 'havan',
    image: '/art/stream-06.svg',
    pandit: 'Pt. Hemanta Sarma',
    temple: 'kamakhya',
    description:
      'A Navchandi havan on Nilachal Hill with ahutis for each of the seven hundred verses of the Durga Saptashati, offered for the well-being of all devotees.',
    category: 'Havan',
    viewers: 760,
    startHours: -2,
    endHours: 3,
  },
  {
    title: 'Shringar Darshan of Banke Bihari ji',
    scene: null,
    image: '/art/stream-07.svg',
    pandit: 'Goswami Mohan Lal',
    temple: 'bankebihari',
    description:
      'The morning shringar darshan of Shri Banke Bihari ji in Vrindavan, with the curtain drawn and opened as the young Lord is adorned in fresh flowers and silk.',
    category: 'Aarti',
    viewers: 1120,
    startHours: -1,
    endHours: null,
  },
  {
    title: 'Bhasma Aarti at Mahakaleshwar',
    scene: 'aarti',
    image: '/art/stream-08.svg',
    pandit: 'Pt. Ashish Guru',
    temple: 'mahakal',
    description:
      "The dawn Bhasma Aarti of Mahakal, when the Jyotirlinga is adorned with sacred ash amid hymns and the beat of the damru. Today's aarti has ended; the recording returns tomorrow.",
    category: 'Aarti',
    viewers: 12340,
    startHours: -10,
    endHours: -8,
  },
  {
    title: 'Ganesh Puja at Siddhivinayak',
    scene: 'puja',
    image: '/art/stream-09.svg',
    pandit: 'Pt. Sadanand Kulkarni',
    temple: 'siddhivinayak',
    description:
      'The Sankashti Chaturthi puja of Shree Siddhivinayak with durva, modak and the Ganesh Atharvashirsha, streamed from Prabhadevi.',
    category: 'Puja',
    viewers: 3210,
    when: {
      schedule: { rule: { tithi: [19] }, start: ist('09:00'), end: { minutes: 120 } },
      pick: 'previous',
    },
  },
  {
    title: 'Ganga Aarti at Dashashwamedh Ghat',
    scene: 'aarti',
    image: '/art/stream-10.svg',
    pandit: 'Pt. Alok Tiwari',
    temple: { text: 'Dashashwamedh Ghat, Varanasi' },
    description:
      'The grand evening Ganga Aarti of Varanasi performed by seven young priests with towering lamps, conches and bells. The stream begins at sunset.',
    category: 'Aarti',
    viewers: 2150,
    startHours: 5,
    endHours: 6.5,
  },
  {
    title: 'Friday Abhishekam of Lord Venkateswara',
    scene: 'abhishekam',
    image: '/art/stream-03.svg',
    pandit: 'Sri Ramana Dikshitulu',
    temple: 'tirupati',
    description:
      'The weekly Friday abhishekam of the Lord at Tirumala with milk, curd, honey, sandalwood paste and fragrant waters, accompanied by the Purusha Suktam.',
    category: 'Abhishekam',
    viewers: 860,
    when: {
      schedule: { rule: { weekday: 5 }, start: { sunrise: 30 }, end: { minutes: 150 } },
      pick: 'next',
    },
  },
  {
    title: 'Maha Mrityunjaya Havan at Trimbakeshwar',
    scene: 'havan',
    image: '/art/stream-06.svg',
    pandit: 'Pt. Prashant Gurav',
    temple: 'trimbak',
    description:
      'A Maha Mrityunjaya havan beside the Trimbakeshwar Jyotirlinga with 1,008 ahutis of ghee and samidha for the health of all who join.',
    category: 'Havan',
    viewers: 240,
    startHours: 48,
    endHours: 51,
  },
];
