import { ist, type Pick, type Schedule } from './dates';
import type { TempleKey } from './temples';

/**
 * Demo chadhava events, each on a real date (seed/dates.ts): Pradosh (Trayodashi still running at
 * sunset), Sankashti (Krishna Chaturthi), Ekadashi and Amavasya by the udaya tithi at the temple;
 * Somvar and Shanivar on their IST weekdays; the Mahaprasad bhog every day. The chunri chadhava
 * names no date and is later today. So at any seeding moment the list (which keeps events of the
 * last 7 days) has an event later today and one tomorrow (IST days, as the chadhava filters count
 * them), events in the coming weeks, and at least one closed (the last Monday or Saturday before
 * today: one of the two is always within the 7 days). Siddhivinayak is nearly full (48/50), Banke
 * Bihari full (108/108), the chunri chadhava has no participant limit. Prices are rupees.
 */
export type EventSeed = {
  name: string;
  temple: TempleKey;
  /** 'later-today' for an event whose copy names no date. */
  when: 'later-today' | { schedule: Schedule; pick: Pick };
  isActive: boolean;
  maxParticipants: number | null;
  currentParticipants: number;
  basePrice: number;
  about: string;
  images: string[];
  /** An offering without `type` is stored as 'Other'. */
  offerings: { name: string; price: number; description: string; image: string; type?: string }[];
};

export const EVENTS: EventSeed[] = [
  {
    name: 'Pradosh Rudrabhishek Chadhava at Kashi Vishwanath',
    temple: 'kashi',
    when: { schedule: { rule: { tithi: [13, 28], at: 'sunset' }, start: { sunset: 0 } }, pick: 'next' },
    isActive: true,
    maxParticipants: 108,
    currentParticipants: 64,
    basePrice: 0,
    about:
      'On Pradosh, the Trayodashi of each fortnight, at the hour of twilight when Lord Shiva is said to dance in bliss on Mount Kailash, offerings made at the Kashi Vishwanath Jyotirlinga carry special merit. Your chadhava of bel patra, milk and flowers will be offered during the Pradosh Rudrabhishek by the pandits of Kashi, with your name and gotra taken in the sankalp, and a video of the offering will be shared with you on WhatsApp.',
    images: ['/art/event-01.svg', '/art/event-02.svg'],
    offerings: [
      {
        name: 'Bel Patra (108 leaves)',
        price: 51,
        type: 'Flowers',
        image: '/art/chadhava-bel-patra.svg',
        description: 'Fresh bilva leaves, the leaf dearest to Mahadev, offered on the Jyotirlinga.',
      },
      {
        name: 'Dugdh Abhishek',
        price: 151,
        type: 'Abhishek',
        image: '/art/chadhava-milk.svg',
        description:
          'Pure cow milk poured over the Jyotirlinga during the chanting of the Shri Rudram, one of the most loved offerings to Lord Shiva on Pradosh.',
      },
      {
        name: 'White Flower Garland',
        price: 101,
        type: 'Flowers',
        image: '/art/chadhava-flowers.svg',
        description: 'A garland of white flowers and dhatura for Baba Vishwanath.',
      },
      {
        name: 'Ghee Diya',
        price: 51,
        type: 'Diya',
        image: '/art/chadhava-ghee-diya.svg',
        description: 'A pure ghee lamp lit at the evening aarti in your name.',
      },
      {
        name: 'Anna Seva for Sadhus',
        price: 501,
        type: 'Seva',
        image: '/art/chadhava-anna-seva.svg',
        description:
          'A sattvik meal served to eleven sadhus on the ghats after the Pradosh puja, shared as prasad of Baba Vishwanath.',
      },
    ],
  },
  {
    name: 'Shanivar Til Tel Chadhava at Trimbakeshwar',
    temple: 'trimbak',
    when: { schedule: { rule: { weekday: 6 }, start: { sunset: 0 } }, pick: 'before-today' },
    isActive: true,
    maxParticipants: 501,
    currentParticipants: 389,
    basePrice: 151,
    about:
      'Saturday, Shanivar, is the day of Shani Dev, the lord of karma and justice. At Trimbakeshwar, at the source of the Godavari, sesame oil, black til and iron were offered at dusk with the Shani Stotra of King Dasharatha, in the names of all the devotees who joined this Shanivar chadhava, for relief from Sade Sati, Dhaiya and the hardships of Shani Mahadasha.',
    images: ['/art/event-02.svg'],
    offerings: [
      {
        name: 'Til Tel Abhishek',
        price: 121,
        type: 'Abhishek',
        image: '/art/chadhava-til-oil.svg',
        description: 'Sesame oil poured over the Shani shila while the Shani mantra is chanted 108 times.',
      },
      {
        name: 'Black Til and Urad Daan',
        price: 101,
        type: 'Daan',
        image: '/art/chadhava-til-oil.svg',
        description: 'Black sesame and urad dal given in charity, a traditional remedy for Shani dosh.',
      },
      {
        name: 'Sarson Tel Diya',
        price: 51,
        type: 'Diya',
        image: '/art/chadhava-deep-daan.svg',
        description: 'A mustard oil lamp lit under a peepal tree at dusk.',
      },
      {
        name: 'Blue Vastra',
        price: 251,
        type: 'Vastra',
        image: '/art/chadhava-vastra.svg',
        description: 'A blue cloth offered to Shani Dev, and afterwards given to a person in need.',
      },
      {
        name: 'Feed Black Dogs and Crows',
        price: 101,
        image: '/art/chadhava-anna-seva.svg',
        description:
          'Roti with mustard oil fed to black dogs and crows, considered dear to Shani Dev and a gentle way to ease his influence in your life.',
      },
    ],
  },
  {
    name: 'Sankashti Chaturthi Modak Chadhava',
    temple: 'siddhivinayak',
    when: { schedule: { rule: { tithi: [19] }, start: ist('08:00') }, pick: 'next' },
    isActive: true,
    maxParticipants: 50,
    currentParticipants: 48,
    basePrice: 101,
    about:
      'Sankashti Chaturthi, the fourth day of the waning moon, is the monthly vrat of Lord Ganesha, observed until moonrise. Offer modak, durva and red hibiscus to Shree Siddhivinayak in Mumbai, the right-trunked Ganesha who removes every sankat. Only fifty devotees can be included in this special sankalp, so book soon.',
    images: ['/art/event-03.svg', '/art/event-04.svg'],
    offerings: [
      {
        name: 'Ukadiche Modak (11)',
        price: 251,
        type: 'Bhog',
        image: '/art/chadhava-laddoo.svg',
        description:
          "Steamed rice-flour modak filled with coconut and jaggery, Bappa's favourite naivedya, prepared fresh in pure ghee on the morning of Sankashti.",
      },
      {
        name: 'Durva Garland (21 Blades)',
        price: 51,
        type: 'Flowers',
        image: '/art/chadhava-bel-patra.svg',
        description: 'Twenty-one blades of durva grass tied as a garland for Ganesha.',
      },
      {
        name: 'Red Hibiscus Mala',
        price: 101,
        type: 'Flowers',
        image: '/art/chadhava-flowers.svg',
        description: 'A garland of red hibiscus, the flower of Ganesha.',
      },
      {
        name: 'Shriphal',
        price: 71,
        type: 'Bhog',
        image: '/art/chadhava-coconut.svg',
        description: 'A whole coconut offered for the fulfilment of your wish.',
      },
      {
        name: 'Sindoor Lepan',
        price: 151,
        type: 'Shringar',
        image: '/art/chadhava-sindoor.svg',
        description: 'Sindoor mixed with ghee applied to the murti as shringar.',
      },
      {
        name: 'Ghee Diya',
        price: 51,
        type: 'Diya',
        image: '/art/chadhava-ghee-diya.svg',
        description: 'A ghee lamp lit during the moonrise aarti.',
      },
    ],
  },
  {
    name: 'Ekadashi Makhan Mishri Bhog for Banke Bihari ji',
    temple: 'bankebihari',
    when: { schedule: { rule: { tithi: [11, 26] }, start: ist('09:00') }, pick: 'after-today' },
    isActive: true,
    maxParticipants: 108,
    currentParticipants: 108,
    basePrice: 0,
    about:
      'On Ekadashi, the day dearest to Lord Vishnu, Shri Banke Bihari ji is offered makhan mishri, the butter and rock sugar he stole as a child in Gokul. Your bhog and tulsi will be offered during the shringar darshan in Vrindavan, and the prasad sent back to you in the Aashirwad Box. All 108 places for this Ekadashi have been taken.',
    images: ['/art/event-05.svg'],
    offerings: [
      {
        name: 'Makhan Mishri Bhog',
        price: 151,
        type: 'Bhog',
        image: '/art/chadhava-laddoo.svg',
        description: 'Fresh white butter with rock sugar, the favourite bhog of the child Krishna.',
      },
      {
        name: 'Tulsi Mala',
        price: 101,
        type: 'Flowers',
        image: '/art/chadhava-bel-patra.svg',
        description: 'A garland of fresh tulsi leaves, without which no bhog reaches the Lord.',
      },
      {
        name: 'Poshak for Thakur ji',
        price: 1100,
        type: 'Vastra',
        image: '/art/chadhava-vastra.svg',
        description:
          'A hand-stitched silk poshak with zari work, worn by Shri Banke Bihari ji for a day of darshan and then returned to you as a blessed keepsake.',
      },
      {
        name: 'Phool Bangla Seva',
        price: 501,
        type: 'Flowers',
        image: '/art/chadhava-flowers.svg',
        description: 'Contribution to the flower palace built around the Lord in the evening.',
      },
    ],
  },
  {
    name: 'Chunri Chadhava for Mata Rani',
    temple: 'vaishnodevi',
    when: 'later-today',
    isActive: true,
    maxParticipants: null,
    currentParticipants: 212,
    basePrice: 251,
    about:
      'Every day the holy cave of Mata Vaishno Devi resounds with Jai Mata Di. Offer a red chunri, shringar and a coconut to Mata Rani, to be placed before the three holy pindis of Maha Kali, Maha Lakshmi and Maha Saraswati on the day shown. Devotees offer the chunri for the protection of the family and the fulfilment of a heartfelt wish, and there is no limit on how many can join.',
    images: ['/art/event-06.svg', '/art/event-07.svg'],
    offerings: [
      {
        name: 'Red Chunri with Gota',
        price: 251,
        type: 'Vastra',
        image: '/art/chadhava-vastra.svg',
        description: 'A red chunri with golden gota border offered to Mata Rani.',
      },
      {
        name: 'Solah Shringar',
        price: 351,
        type: 'Shringar',
        image: '/art/chadhava-sindoor.svg',
        description:
          'The sixteen adornments of a bride, bangles, sindoor, bindi, mehendi and more, offered to the Goddess for saubhagya and the well-being of every married woman in your family.',
      },
      {
        name: 'Shriphal',
        price: 71,
        type: 'Bhog',
        image: '/art/chadhava-coconut.svg',
        description: 'A coconut wrapped in chunri and mauli.',
      },
      {
        name: 'Halwa Chana Bhog',
        price: 201,
        type: 'Bhog',
        image: '/art/chadhava-laddoo.svg',
        description: 'Sooji halwa, kala chana and puri, the bhog of kanya pujan.',
      },
      {
        name: 'Akhand Jyot for Nine Days',
        price: 1100,
        type: 'Diya',
        image: '/art/chadhava-ghee-diya.svg',
        description: 'A ghee lamp kept burning before Mata Rani for nine days and nights in your name.',
      },
      {
        name: 'Kanya Pujan',
        price: 501,
        image: '/art/chadhava-anna-seva.svg',
        description: 'Nine young girls honoured as forms of the Goddess with a meal and gifts.',
      },
    ],
  },
  {
    name: 'Mahaprasad Bhog at Jagannath Puri',
    temple: 'jagannath',
    when: { schedule: { rule: 'daily', start: ist('12:00') }, pick: 'after-today' },
    isActive: true,
    maxParticipants: 200,
    currentParticipants: 37,
    basePrice: 501,
    about:
      'The Mahaprasad of Lord Jagannath is cooked in earthen pots over wood fire in the great temple kitchen of Puri and offered to the Lord in fifty-six varieties. Sponsor a portion of this sacred bhog in your name, to be offered at the midday puja, as it is every day, and then shared with pilgrims at the Ananda Bazaar.',
    images: ['/art/event-08.svg'],
    offerings: [
      {
        name: 'Mahaprasad Portion',
        price: 501,
        type: 'Bhog',
        image: '/art/chadhava-anna-seva.svg',
        description:
          'Rice, dal, sabzi and sweets from the temple kitchen, offered to the Lord and shared with pilgrims.',
      },
      {
        name: 'Khaja Bhog',
        price: 151,
        type: 'Bhog',
        image: '/art/chadhava-laddoo.svg',
        description:
          "The layered sweet famous as Puri's dry prasad, offered to the Lord and packed for you in the Aashirwad Box so your family can share it.",
      },
      {
        name: 'Tulsi and Flowers',
        price: 101,
        type: 'Flowers',
        image: '/art/chadhava-flowers.svg',
        description: 'Tulsi leaves and seasonal flowers for the three deities.',
      },
      {
        name: 'Deep Daan on the Sea Shore',
        price: 101,
        type: 'Diya',
        image: '/art/chadhava-deep-daan.svg',
        description: 'Eleven diyas lit at the Mahodadhi shore at dusk.',
      },
    ],
  },
  {
    name: 'Amavasya Deep Daan at Kamakhya',
    temple: 'kamakhya',
    when: { schedule: { rule: { tithi: [30], at: 'sunset' }, start: { sunset: 0 } }, pick: 'next' },
    isActive: true,
    maxParticipants: 300,
    currentParticipants: 18,
    basePrice: 0,
    about:
      'On Amavasya, the moonless night held sacred in the Shakta worship of Nilachal Hill, lamps are lit at dusk around the Shakti Peetha of Maa Kamakhya. Light lamps in your name and offer red flowers, sindoor and a chunri to the Mother, praying for strength, fertility and the protection of your home.',
    images: ['/art/event-07.svg', '/art/event-01.svg'],
    offerings: [
      {
        name: '21 Diyas',
        price: 151,
        type: 'Diya',
        image: '/art/chadhava-deep-daan.svg',
        description: 'Twenty-one earthen lamps lit around the temple courtyard.',
      },
      {
        name: 'Red Hibiscus and Sindoor',
        price: 101,
        type: 'Flowers',
        image: '/art/chadhava-sindoor.svg',
        description: 'Red hibiscus and sindoor, the offerings dearest to the Mother.',
      },
      {
        name: 'Chunri and Shringar',
        price: 251,
        type: 'Vastra',
        image: '/art/chadhava-vastra.svg',
        description: 'A red chunri and shringar items offered at the Shakti Peetha.',
      },
      {
        name: 'Bhog Prasad',
        price: 201,
        image: '/art/chadhava-laddoo.svg',
        description: 'Traditional bhog of the temple offered to the Mother and sent to you as prasad.',
      },
    ],
  },
  {
    name: 'Somvar Bilva Patra Chadhava at Somnath',
    temple: 'somnath',
    when: { schedule: { rule: { weekday: 1 }, start: ist('19:00') }, pick: 'before-today' },
    isActive: true,
    maxParticipants: 150,
    currentParticipants: 131,
    basePrice: 101,
    about:
      'Monday, Somvar, is the day of Lord Shiva and of the Moon, who was healed by Mahadev at Prabhas. Bilva leaves, milk and white flowers were offered at the first Jyotirlinga during the evening aarti by the sea, in the names of all the devotees who joined this Somvar chadhava.',
    images: ['/art/event-04.svg'],
    offerings: [
      {
        name: 'Bilva Patra (51 Leaves)',
        price: 51,
        type: 'Flowers',
        image: '/art/chadhava-bel-patra.svg',
        description: 'Fifty-one bilva leaves offered on the Jyotirlinga.',
      },
      {
        name: 'Dugdh Abhishek',
        price: 151,
        type: 'Abhishek',
        image: '/art/chadhava-milk.svg',
        description: 'Milk abhishek of the Jyotirlinga during the evening aarti.',
      },
      {
        name: 'Ghee Diya',
        price: 51,
        type: 'Diya',
        image: '/art/chadhava-ghee-diya.svg',
        description: 'A pure ghee lamp lit by the sea at dusk.',
      },
      {
        name: 'Gau Seva',
        price: 151,
        type: 'Seva',
        image: '/art/chadhava-gau-seva.svg',
        description: 'Green fodder for the cows of the temple gaushala.',
      },
    ],
  },
];
