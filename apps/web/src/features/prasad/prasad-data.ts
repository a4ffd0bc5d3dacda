import { addDays, formatDayTime } from './format';
import type { PrasadOffering, PrasadOrders, TrackingRecord } from './types';

/** Hard-coded sample offerings (spec part 3 § 3). */
export const PRASAD_OFFERINGS: PrasadOffering[] = [
  {
    id: 'kashi-vishwanath',
    temple: 'Kashi Vishwanath Temple, Varanasi',
    description: 'Panchmeva, vibhuti and a Rudraksha bead blessed at the Mangala Aarti',
    price: 501,
    image: '/art/prasad-01.svg',
    availability: 'In Stock',
    rating: 4.9,
    reviews: 312,
  },
  {
    id: 'tirupati-balaji',
    temple: 'Tirupati Balaji, Tirumala',
    description: 'Srivari laddu prasadam with tulsi and akshat',
    price: 351,
    image: '/art/prasad-02.svg',
    availability: 'Limited Stock',
    rating: 4.8,
    reviews: 540,
  },
  {
    id: 'jagannath-puri',
    temple: 'Jagannath Temple, Puri',
    description: 'Dry Mahaprasad khaja and nirmalya from the Ananda Bazaar',
    price: 451,
    image: '/art/prasad-03.svg',
    availability: 'In Stock',
    rating: 4.7,
    reviews: 198,
  },
  {
    id: 'siddhivinayak',
    temple: 'Siddhivinayak Temple, Mumbai',
    description: 'Modak prasad with sindoor and durva from the Kakad Aarti',
    price: 301,
    image: '/art/prasad-04.svg',
    availability: 'In Stock',
    rating: 4.8,
    reviews: 276,
  },
  {
    id: 'vaishno-devi',
    temple: 'Vaishno Devi, Katra',
    description: "Mata's chunri, mishri prasad and a blessed coin",
    price: 551,
    image: '/art/prasad-05.svg',
    availability: 'Limited Stock',
    rating: 4.9,
    reviews: 421,
  },
  {
    id: 'somnath',
    temple: 'Somnath Jyotirlinga, Gujarat',
    description: 'Bilva patra, bhasma and rock-sugar prasad',
    price: 401,
    image: '/art/prasad-06.svg',
    availability: 'In Stock',
    rating: 4.7,
    reviews: 164,
  },
];

const iso = (d: Date) => d.toISOString();

/** Sample orders dated around today, so the tabs look lived in on a first visit. */
export function sampleOrders(now: Date): PrasadOrders {
  const [kashi, tirupati, , siddhivinayak] = PRASAD_OFFERINGS as [
    PrasadOffering,
    PrasadOffering,
    PrasadOffering,
    PrasadOffering,
  ];
  return {
    current: [
      {
        id: 'ORD-K7Q2M9XA',
        temple: kashi.temple,
        items: [kashi.description],
        quantity: 1,
        status: 'Shipped',
        date: iso(addDays(now, -3)),
        estimatedDelivery: iso(addDays(now, 2)),
        trackingId: 'TRK-4HZP8R2KDW',
        image: kashi.image,
        price: kashi.price,
        hasFeedback: false,
      },
    ],
    previous: [
      {
        id: 'ORD-T3N8V1LC',
        temple: tirupati.temple,
        items: [tirupati.description],
        quantity: 1,
        status: 'Delivered',
        date: iso(addDays(now, -21)),
        estimatedDelivery: iso(addDays(now, -16)),
        trackingId: 'TRK-9MB2QX7FJE',
        image: tirupati.image,
        price: tirupati.price,
        hasFeedback: false,
      },
      {
        id: 'ORD-S5R4D6PH',
        temple: siddhivinayak.temple,
        items: [siddhivinayak.description],
        quantity: 1,
        status: 'Delivered',
        date: iso(addDays(now, -48)),
        estimatedDelivery: iso(addDays(now, -43)),
        trackingId: 'TRK-2WC6KA5TNY',
        image: siddhivinayak.image,
        price: siddhivinayak.price,
        hasFeedback: true,
      },
    ],
  };
}

/** Sample tracking records keyed by their 'PPS…' tracking id. */
export function sampleTrackingRecords(now: Date): Record<string, TrackingRecord> {
  const at = (days: number, hours = 0) =>
    formatDayTime(new Date(now.getTime() + days * 86_400_000 + hours * 3_600_000));
  const day = (days: number) => addDays(now, days).toISOString();
  return {
    PPS24110587: {
      orderId: 'ORD-PPS-0587',
      temple: 'Kashi Vishwanath Temple, Varanasi',
      items: ['Panchmeva and vibhuti prasad', 'Rudraksha bead'],
      status: 'In Transit',
      estimatedDelivery: day(2),
      currentLocation: 'Lucknow sorting hub',
      timeline: [
        { status: 'Order Placed', time: at(-4), completed: true, icon: 'placed' },
        { status: 'Puja Completed', time: at(-3), completed: true, icon: 'puja' },
        { status: 'Prasad Blessed & Packed', time: at(-3, 5), completed: true, icon: 'packed' },
        { status: 'In Transit', time: at(-1), completed: true, icon: 'transit' },
        { status: 'Out for Delivery', time: 'Pending', completed: false, icon: 'out' },
        { status: 'Delivered', time: 'Pending', completed: false, icon: 'delivered' },
      ],
    },
    PPS24110912: {
      orderId: 'ORD-PPS-0912',
      temple: 'Tirupati Balaji, Tirumala',
      items: ['Srivari laddu prasadam'],
      status: 'Out for Delivery',
      estimatedDelivery: day(0),
      currentLocation: 'Bengaluru, Indiranagar',
      timeline: [
        { status: 'Order Placed', time: at(-5), completed: true, icon: 'placed' },
        { status: 'Puja Completed', time: at(-4), completed: true, icon: 'puja' },
        { status: 'Prasad Blessed & Packed', time: at(-4, 4), completed: true, icon: 'packed' },
        { status: 'In Transit', time: at(-2), completed: true, icon: 'transit' },
        { status: 'Out for Delivery', time: at(0, -2), completed: true, icon: 'out' },
        { status: 'Delivered', time: 'Pending', completed: false, icon: 'delivered' },
      ],
    },
    PPS24111203: {
      orderId: 'ORD-PPS-1203',
      temple: 'Siddhivinayak Temple, Mumbai',
      items: ['Modak prasad', 'Sindoor and durva'],
      status: 'Delivered',
      estimatedDelivery: day(-6),
      currentLocation: 'Delivered to the devotee',
      timeline: [
        { status: 'Order Placed', time: at(-12), completed: true, icon: 'placed' },
        { status: 'Puja Completed', time: at(-11), completed: true, icon: 'puja' },
        { status: 'Prasad Blessed & Packed', time: at(-11, 3), completed: true, icon: 'packed' },
        { status: 'In Transit', time: at(-9), completed: true, icon: 'transit' },
        { status: 'Out for Delivery', time: at(-7), completed: true, icon: 'out' },
        { status: 'Delivered', time: at(-7, 5), completed: true, icon: 'delivered' },
      ],
    },
  };
}

/** A sample id to suggest beside the lookup, so the demo is easy to try. */
export const SAMPLE_TRACKING_ID = 'PPS24110587';
