import { randomUUID } from 'node:crypto';
import type { CatalogEntity } from '@sankalp/shared/schemas/admin-catalog';

/** A unique suffix: every sample gets its own title, so its slug never clashes. */
const unique = () => randomUUID().slice(0, 8);

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const hours = [[], ...Array.from({ length: 6 }, () => [{ from: '10:00', to: '13:00' }])];

/** A valid create body of each entity (prices in rupees, images from the demo art), for a temple. */
export function sampleForm(
  entity: CatalogEntity,
  templeId: string,
  title = `Sample ${unique()}`,
): Record<string, unknown> {
  const now = Date.now();
  switch (entity) {
    case 'temples':
      return {
        name: `${title} Mandir`,
        location: 'Varanasi, Uttar Pradesh',
        deity: 'Lord Shiva',
        description: 'A temple on the ghats.',
        about: 'Built in the eighteenth century.\nRestored in 1983.',
        image: '/art/temple-kashi.svg',
      };
    case 'pujas':
      return {
        title,
        templeId,
        description: 'A puja for peace in the family.',
        image: '/art/puja-rudrabhishek.svg',
        aboutPujaCard: ['/art/about-1.svg'],
        aboutTemple: 'About the temple.',
        tithi: 'Trayodashi',
        tag: 'Peace',
        occasion: 'Pradosh',
        type: 'Abhishek',
        duration: '2 hours',
        startTime: iso(now + 3 * DAY),
        endTime: iso(now + 3 * DAY + 2 * 3_600_000),
        benefits: [{ title: 'Peace', description: 'Calm in the home.' }],
        packages: [
          { thumbnailTitle: 'Single', img: '/art/package-1.svg', price: 851, numberOfPeople: 1, points: ['Your name'] },
          { thumbnailTitle: 'Family', img: '/art/package-4.svg', price: '2001', numberOfPeople: 4, points: [] },
        ],
        chadhavaItems: [{ title: 'Deep Daan', price: 101, image: '/art/chadhava-diya.svg', description: 'A lamp.' }],
      };
    case 'events':
      return {
        name: title,
        templeId,
        date: iso(now + 5 * DAY),
        isActive: true,
        maxParticipants: 108,
        basePrice: 0,
        about: 'An evening bhog.',
        images: ['/art/event-1.svg'],
        offerings: [
          { name: 'Bhog', price: 251, description: 'Sweets offered.', image: '/art/offering-bhog.svg', type: 'Bhog' },
        ],
      };
    case 'campaigns':
      return {
        title,
        subtitle: 'Meals for sadhus',
        category: 'annadaan',
        img: '/art/campaign-annadaan-1.svg',
        images: ['/art/campaign-annadaan-1.svg'],
        story: 'Every day we serve meals.',
        description: 'Feed the hungry.',
        goal: 500000,
        eligible80G: true,
        benefits: [{ heading: 'Punya', description: 'Merit of anna daan.' }],
        sevas: [{ title: 'One meal', description: 'Feeds one.', price: 51, img: '/art/seva-meal.svg' }],
      };
    case 'products':
      return {
        name: title,
        description: 'A brass diya.',
        category: 'worship',
        features: ['Brass'],
        primaryImage: '/art/product-diya.svg',
        secondaryImages: [],
        basePrice: 499,
        sizes: [{ name: 'Small', extraPrice: 0 }],
        colors: [{ name: 'Gold', extraPrice: 0, colorHex: '#C9A227' }],
        stock: [{ size: 'Small', color: 'Gold', onHand: 5 }],
      };
    case 'pandits':
      return {
        name: `Pt ${title}`,
        location: 'Ujjain',
        img: '/art/pandit-1.svg',
        description: 'Vedic astrologer.',
        highlightPoints: ['20 years'],
        experienceYears: 20,
        languages: ['Hindi'],
        specialities: ['Kundli'],
        fee: 1000,
        services: ['Astro'],
        weeklyHours: hours,
        daysOff: [],
      };
    case 'streams':
      return {
        title,
        video: null,
        image: '/art/stream-aarti.svg',
        pandit: 'Pt Sharma',
        templeId,
        description: 'Evening aarti.',
        category: 'Aarti',
        startTime: iso(now + DAY),
        endTime: null,
      };
    case 'prasad':
      return {
        title,
        templeId,
        items: ['Panchmeva', 'Vibhuti'],
        description: 'Blessed at the Mangala Aarti.',
        price: 501,
        image: '/art/prasad-01.svg',
        availability: 'In Stock',
      };
  }
}
