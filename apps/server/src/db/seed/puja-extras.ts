/** Puja packages (ways to participate) and the chadhava items a puja can carry. Prices are rupees. */

export type PackageSeed = {
  img: string;
  thumbnailTitle: string;
  price: number;
  numberOfPeople: number;
  points: string[];
};

/** Single / Couple / Family / Joint family, priced per puja; `focus` names the ritual in the points. */
export function pujaPackages(
  prices: readonly [number, number, number, number],
  focus: string,
  blessing: string,
): PackageSeed[] {
  const [single, couple, family, joint] = prices;
  return [
    {
      img: '/art/package-single.svg',
      thumbnailTitle: 'Single Puja',
      price: single,
      numberOfPeople: 1,
      points: [
        `${focus} performed in your name and gotra`,
        'Sankalp recited by the pandit with your name',
        'Video of the puja on WhatsApp within 3-5 days',
        'Aashirwad Box with prasad delivered to your home',
      ],
    },
    {
      img: '/art/package-couple.svg',
      thumbnailTitle: 'Couple Puja',
      price: couple,
      numberOfPeople: 2,
      points: [
        'Sankalp for husband and wife together',
        `${focus} performed in both names and your gotra`,
        'Video of the puja on WhatsApp within 3-5 days',
        'Aashirwad Box with prasad for the couple',
      ],
    },
    {
      img: '/art/package-family.svg',
      thumbnailTitle: 'Family Puja',
      price: family,
      numberOfPeople: 4,
      points: [
        'Sankalp for up to 4 family members',
        'Every member named with the family gotra during the puja',
        `Special prayer for ${blessing}`,
        'Video of the puja on WhatsApp within 3-5 days',
        'Aashirwad Box with prasad for the whole family',
      ],
    },
    {
      img: '/art/package-joint-family.svg',
      thumbnailTitle: 'Joint Family Puja',
      price: joint,
      numberOfPeople: 6,
      points: [
        'Sankalp for up to 6 family members',
        `${focus} with extended mantra jaap for the whole family`,
        `Special prayer for ${blessing}`,
        'Video of the puja on WhatsApp within 3-5 days',
        'Aashirwad Box with extra prasad for the joint family',
      ],
    },
  ];
}

export type ChadhavaItemSeed = { title: string; price: number; image: string; description: string };

/** Chadhava that can be added to a puja, by key; each puja lists the keys that suit it. */
export const CHADHAVA_ITEMS = {
  belPatra: {
    title: 'Bel Patra Mala',
    price: 51,
    image: '/art/chadhava-bel-patra.svg',
    description:
      'A garland of 108 fresh bilva leaves, the leaf dearest to Lord Shiva, offered on the lingam with your name.',
  },
  flowers: {
    title: 'Phool Mala (Marigold Garland)',
    price: 101,
    image: '/art/chadhava-flowers.svg',
    description: 'A fresh garland of marigold and rose offered to the deity at the start of the puja.',
  },
  coconut: {
    title: 'Shriphal (Coconut)',
    price: 71,
    image: '/art/chadhava-coconut.svg',
    description: 'A whole coconut wrapped in red cloth and mauli, offered for the fulfilment of your wish.',
  },
  gheeDiya: {
    title: 'Akhand Ghee Jyoti',
    price: 1100,
    image: '/art/chadhava-ghee-diya.svg',
    description: 'A pure desi ghee lamp kept burning before the deity for eleven days in your name.',
  },
  deepDaan: {
    title: 'Deep Daan (11 Diyas)',
    price: 101,
    image: '/art/chadhava-deep-daan.svg',
    description: 'Eleven earthen lamps lit in your name during the evening aarti.',
  },
  milk: {
    title: 'Panchamrit Abhishek',
    price: 251,
    image: '/art/chadhava-milk.svg',
    description: 'Milk, curd, ghee, honey and sugar offered in abhishek, then shared as prasad.',
  },
  vastra: {
    title: 'Vastra for the Deity',
    price: 351,
    image: '/art/chadhava-vastra.svg',
    description: 'New silk vastra offered to adorn the deity, with your name taken in the sankalp.',
  },
  laddoo: {
    title: 'Laddoo Bhog',
    price: 201,
    image: '/art/chadhava-laddoo.svg',
    description: 'Besan laddoo prepared in pure ghee, offered as bhog and distributed as prasad.',
  },
  modak: {
    title: 'Modak Bhog (21 Modak)',
    price: 251,
    image: '/art/chadhava-laddoo.svg',
    description: 'Twenty-one ukadiche modak, the favourite sweet of Lord Ganesha, offered as naivedya.',
  },
  sindoor: {
    title: 'Sindoor and Chunri',
    price: 151,
    image: '/art/chadhava-sindoor.svg',
    description: 'Sindoor, a red chunri and shringar items offered to the Goddess for saubhagya.',
  },
  tilOil: {
    title: 'Til Tel (Sesame Oil)',
    price: 121,
    image: '/art/chadhava-til-oil.svg',
    description: 'Pure sesame oil with black til offered to pacify Shani Dev and the malefic planets.',
  },
  gauSeva: {
    title: 'Gau Seva',
    price: 151,
    image: '/art/chadhava-gau-seva.svg',
    description: 'Green fodder and jaggery fed to the cows of the temple gaushala in your name.',
  },
  annaSeva: {
    title: 'Anna Seva',
    price: 501,
    image: '/art/chadhava-anna-seva.svg',
    description: 'A sattvik meal served to pilgrims and the needy near the temple on the day of the puja.',
  },
} satisfies Record<string, ChadhavaItemSeed>;

export type ChadhavaKey = keyof typeof CHADHAVA_ITEMS;
