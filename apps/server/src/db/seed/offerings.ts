/** The general offerings list (GET /offerings): optional sevas a devotee can add. Prices are rupees. */
export type OfferingSeed = { name: string; description: string; price: number; image: string; type: string };

export const OFFERINGS: OfferingSeed[] = [
  {
    name: 'Gau Seva',
    description: 'Feed green fodder, jaggery and roti to the cows of a temple gaushala in your name.',
    price: 151,
    image: '/art/chadhava-gau-seva.svg',
    type: 'Seva',
  },
  {
    name: 'Deep Daan',
    description: 'Eleven diyas lit in your name at the evening aarti on the ghats.',
    price: 101,
    image: '/art/chadhava-deep-daan.svg',
    type: 'Daan',
  },
  {
    name: 'Anna Seva',
    description: 'A sattvik meal served to pilgrims, sadhus and the needy near the temple.',
    price: 501,
    image: '/art/chadhava-anna-seva.svg',
    type: 'Seva',
  },
  {
    name: 'Vastra Daan',
    description: 'New clothes offered to the deity and then given to those in need.',
    price: 351,
    image: '/art/chadhava-vastra.svg',
    type: 'Daan',
  },
  {
    name: 'Pushp Seva',
    description: 'A fresh garland of marigold and rose offered to the deity at dawn.',
    price: 101,
    image: '/art/chadhava-flowers.svg',
    type: 'Chadhava',
  },
  {
    name: 'Dugdh Abhishek',
    description: 'Milk abhishek of the Shiva lingam with your name taken in the sankalp.',
    price: 151,
    image: '/art/chadhava-milk.svg',
    type: 'Chadhava',
  },
  {
    name: 'Akhand Jyoti',
    description: 'A pure ghee lamp kept burning before the deity for eleven days.',
    price: 1100,
    image: '/art/chadhava-ghee-diya.svg',
    type: 'Chadhava',
  },
  {
    name: 'Shriphal Arpan',
    description: 'A coconut wrapped in red cloth and mauli, offered for a wish close to your heart.',
    price: 71,
    image: '/art/chadhava-coconut.svg',
    type: 'Chadhava',
  },
  {
    name: 'Til Daan',
    description: 'Black sesame and sesame oil given in charity on Saturdays to ease the influence of Shani.',
    price: 121,
    image: '/art/chadhava-til-oil.svg',
    type: 'Daan',
  },
];
