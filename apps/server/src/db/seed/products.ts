/**
 * Demo store products. Prices are rupees. `art` names the image set
 * (/art/product-<art>.svg, -2, -3). Related products are wired by the seeder (same category).
 * Six cloths and eight worship items: the art set has six garments.
 */
export type ProductSeed = {
  name: string;
  art: string;
  category: 'cloths' | 'worship';
  basePrice: number;
  description: string;
  features: string[];
  sizes: { name: string; extraPrice: number }[];
  colors: { name: string; extraPrice: number; colorHex: string }[];
};

const CLOTH_SIZES = [
  { name: 'S', extraPrice: 0 },
  { name: 'M', extraPrice: 0 },
  { name: 'L', extraPrice: 50 },
  { name: 'XL', extraPrice: 100 },
];
const FREE_SIZE = [{ name: 'Free Size', extraPrice: 0 }];

export const PRODUCTS: ProductSeed[] = [
  {
    name: 'Pure Cotton Puja Dhoti',
    art: 'dhoti',
    category: 'cloths',
    basePrice: 499,
    description:
      'A soft, unstitched dhoti of pure handloom cotton with a thin golden border, woven for daily puja, temple visits and sacred ceremonies. Ready to wear in the traditional panchakacham or simple style.',
    features: [
      '100% handloom cotton',
      '4.5 metre length with zari border',
      'Pre-washed, does not shrink',
      'Suitable for havan and abhishek',
      'Woven by weavers of Varanasi',
    ],
    sizes: FREE_SIZE,
    colors: [
      { name: 'White', extraPrice: 0, colorHex: '#FFFFFF' },
      { name: 'Cream', extraPrice: 0, colorHex: '#F5E6C8' },
      { name: 'Saffron', extraPrice: 50, colorHex: '#F28C28' },
    ],
  },
  {
    name: 'Khadi Kurta for Puja',
    art: 'kurta',
    category: 'cloths',
    basePrice: 899,
    description:
      'A comfortable straight-cut kurta in breathable khadi, with a mandarin collar and wooden buttons. Made for long pujas, satsang and festival days.',
    features: [
      'Hand-spun khadi cotton',
      'Mandarin collar with wooden buttons',
      'Side pockets',
      'Breathable for long ceremonies',
    ],
    sizes: CLOTH_SIZES,
    colors: [
      { name: 'Off White', extraPrice: 0, colorHex: '#FAF3E0' },
      { name: 'Saffron', extraPrice: 0, colorHex: '#F28C28' },
      { name: 'Maroon', extraPrice: 100, colorHex: '#800020' },
    ],
  },
  {
    name: 'Banarasi Silk Saree',
    art: 'saree',
    category: 'cloths',
    basePrice: 3499,
    description:
      'A graceful Banarasi silk saree with zari buttis and a rich pallu, woven in Varanasi for weddings, pujas and festive days. Comes with an unstitched blouse piece.',
    features: [
      'Art silk with zari weave',
      '5.5 metre saree with 0.8 metre blouse piece',
      'Traditional buti and kalga motifs',
      'Dry clean recommended',
      'Woven in Varanasi',
    ],
    sizes: FREE_SIZE,
    colors: [
      { name: 'Red', extraPrice: 0, colorHex: '#B22222' },
      { name: 'Mustard Yellow', extraPrice: 0, colorHex: '#E1AD01' },
      { name: 'Royal Blue', extraPrice: 200, colorHex: '#1F3A93' },
    ],
  },
  {
    name: 'Ram Naam Woollen Shawl',
    art: 'shawl',
    category: 'cloths',
    basePrice: 1299,
    description:
      'A warm shawl of soft wool printed with the holy name of Shri Ram, perfect for early-morning aarti, meditation and winter pilgrimages.',
    features: ['Soft acrylic-wool blend', 'Ram naam print throughout', 'Fringed ends', 'Generous 2 x 1 metre size'],
    sizes: FREE_SIZE,
    colors: [
      { name: 'Saffron', extraPrice: 0, colorHex: '#F28C28' },
      { name: 'Yellow', extraPrice: 0, colorHex: '#FFD23F' },
    ],
  },
  {
    name: 'Silk Angavastram',
    art: 'angavastram',
    category: 'cloths',
    basePrice: 699,
    description:
      'An angavastram of art silk with a broad zari border, worn over the shoulder in temples of the South and offered to honour priests and elders.',
    features: [
      'Art silk with broad zari border',
      '2 metre length',
      'Ideal as a gift to pandits',
      'Lightweight and soft',
      'Comes folded in a gift box',
    ],
    sizes: FREE_SIZE,
    colors: [
      { name: 'Cream and Gold', extraPrice: 0, colorHex: '#F3E5AB' },
      { name: 'Maroon and Gold', extraPrice: 50, colorHex: '#800020' },
      { name: 'Green and Gold', extraPrice: 50, colorHex: '#2E7D32' },
    ],
  },
  {
    name: 'Mata Rani Chunri',
    art: 'chunri',
    category: 'cloths',
    basePrice: 251,
    description:
      'A bright red chunri with golden gota border and "Jai Mata Di" print, to offer to the Goddess at home or carry on pilgrimage to Vaishno Devi.',
    features: [
      'Georgette with gota lace',
      'Jai Mata Di print',
      'Suitable for murti and devotee',
      'Light and easy to fold',
    ],
    sizes: [
      { name: 'Murti Size', extraPrice: 0 },
      { name: 'Free Size', extraPrice: 50 },
    ],
    colors: [
      { name: 'Red', extraPrice: 0, colorHex: '#C62828' },
      { name: 'Pink', extraPrice: 0, colorHex: '#E91E63' },
    ],
  },
  {
    name: 'Panchmukhi Rudraksha Mala',
    art: 'rudraksha-mala',
    category: 'worship',
    basePrice: 799,
    description:
      'A japa mala of 108+1 natural five-faced Rudraksha beads from Nepal, knotted on red thread and energised with the Maha Mrityunjaya mantra in Kashi.',
    features: [
      '108+1 natural panchmukhi beads',
      'Energised at Kashi',
      'Hand-knotted on cotton thread',
      'Ideal for Shiva mantra jaap',
      'Lab-tested for authenticity',
    ],
    sizes: [
      { name: 'Small Beads (6 mm)', extraPrice: 0 },
      { name: 'Medium Beads (8 mm)', extraPrice: 200 },
      { name: 'Large Beads (10 mm)', extraPrice: 450 },
    ],
    colors: [{ name: 'Natural', extraPrice: 0, colorHex: '#6D4C41' }],
  },
  {
    name: 'Brass Akhand Diya',
    art: 'brass-diya',
    category: 'worship',
    basePrice: 649,
    description:
      'A heavy brass diya with a glass chimney that keeps the flame steady for akhand jyoti through Navratri and festivals. Holds ghee or oil for many hours.',
    features: ['Solid brass', 'Glass wind guard', 'Burns up to 24 hours', 'Easy-clean wick holder'],
    sizes: [
      { name: 'Small', extraPrice: 0 },
      { name: 'Medium', extraPrice: 150 },
      { name: 'Large', extraPrice: 300 },
    ],
    colors: [
      { name: 'Golden Brass', extraPrice: 0, colorHex: '#B5A642' },
      { name: 'Antique Brass', extraPrice: 100, colorHex: '#8C7853' },
    ],
  },
  {
    name: 'Complete Puja Thali Set',
    art: 'puja-thali',
    category: 'worship',
    basePrice: 1199,
    description:
      'A complete brass puja thali with diya, bell, kumkum and rice containers, incense holder and a small kalash, everything needed for daily aarti.',
    features: [
      'Brass thali with engraved border',
      'Diya, bell and kalash included',
      'Kumkum, haldi and akshat bowls',
      'Incense stand',
      'Gift-ready packing',
    ],
    sizes: [
      { name: '8 inch', extraPrice: 0 },
      { name: '10 inch', extraPrice: 250 },
      { name: '12 inch', extraPrice: 500 },
    ],
    colors: [
      { name: 'Brass', extraPrice: 0, colorHex: '#B5A642' },
      { name: 'German Silver', extraPrice: 300, colorHex: '#C0C0C0' },
    ],
  },
  {
    name: 'Mysore Sandalwood Agarbatti',
    art: 'incense',
    category: 'worship',
    basePrice: 149,
    description:
      'Hand-rolled incense sticks with the calming fragrance of Mysore sandalwood, made with natural resins and no charcoal, for a clean and gentle smoke.',
    features: ['Charcoal-free', 'Hand-rolled', 'Burns 40 minutes per stick', 'Natural resins and oils'],
    sizes: [
      { name: 'Pack of 2', extraPrice: 0 },
      { name: 'Pack of 5', extraPrice: 200 },
      { name: 'Pack of 10', extraPrice: 450 },
    ],
    colors: [
      { name: 'Sandalwood', extraPrice: 0, colorHex: '#C19A6B' },
      { name: 'Rose', extraPrice: 0, colorHex: '#E57373' },
      { name: 'Mogra', extraPrice: 20, colorHex: '#F5F5F5' },
    ],
  },
  {
    name: 'Copper Kalash',
    art: 'kalash',
    category: 'worship',
    basePrice: 549,
    description:
      'A pure copper kalash for griha pravesh, Navratri ghatasthapana and daily puja, with a hammered finish and a matching lid.',
    features: [
      'Pure copper',
      'Hand-hammered finish',
      'Matching lid',
      'Ideal for ghatasthapana',
      'Polish with lemon and salt',
    ],
    sizes: [
      { name: 'Small (500 ml)', extraPrice: 0 },
      { name: 'Medium (1 litre)', extraPrice: 200 },
      { name: 'Large (2 litre)', extraPrice: 450 },
    ],
    colors: [{ name: 'Copper', extraPrice: 0, colorHex: '#B87333' }],
  },
  {
    name: 'Brass Puja Ghanti',
    art: 'bell',
    category: 'worship',
    basePrice: 399,
    description:
      'A brass puja bell with a Nandi handle and a long, clear ring, rung during aarti to invite the divine and clear the space of negativity.',
    features: ['Solid brass with Nandi handle', 'Long resonant sound', 'Polished finish', 'Comfortable grip'],
    sizes: [
      { name: 'Small', extraPrice: 0 },
      { name: 'Medium', extraPrice: 150 },
      { name: 'Large', extraPrice: 350 },
    ],
    colors: [{ name: 'Golden Brass', extraPrice: 0, colorHex: '#B5A642' }],
  },
  {
    name: 'Gangajal from Gangotri',
    art: 'gangajal',
    category: 'worship',
    basePrice: 99,
    description:
      'Holy Ganga water collected at Gangotri and sealed in a copper-coloured bottle, for abhishek, sprinkling in the home and sacred ceremonies.',
    features: [
      'Collected at Gangotri',
      'Sealed bottle',
      'For abhishek and shuddhi',
      'Travel friendly',
      'Long shelf life',
    ],
    sizes: [
      { name: '250 ml', extraPrice: 0 },
      { name: '500 ml', extraPrice: 60 },
      { name: '1 litre', extraPrice: 140 },
    ],
    colors: [{ name: 'Copper Bottle', extraPrice: 0, colorHex: '#B87333' }],
  },
  {
    name: 'Vrindavan Tulsi Kanthi Mala',
    art: 'tulsi-mala',
    category: 'worship',
    basePrice: 199,
    description:
      'A mala of hand-turned tulsi wood beads from Vrindavan, worn by Vaishnava devotees and used for japa of the Hare Krishna maha-mantra.',
    features: [
      'Genuine Vrindavan tulsi wood',
      '108+1 beads for japa',
      'Hand-turned beads',
      'Comes with a cotton japa bag',
    ],
    sizes: [
      { name: 'Small Beads', extraPrice: 0 },
      { name: 'Medium Beads', extraPrice: 50 },
      { name: 'Large Beads', extraPrice: 100 },
    ],
    colors: [
      { name: 'Natural', extraPrice: 0, colorHex: '#C8AD7F' },
      { name: 'Dark Polish', extraPrice: 30, colorHex: '#7B5B3A' },
    ],
  },
];

/**
 * Demo stock of some variants, showing every case on the product page: plenty, under 5, sold out
 * and made to order (on hand null; every variant not listed is made to order too).
 */
export const DEMO_STOCK: Array<{ product: string; size: string; color: string; onHand: number | null }> = [
  { product: 'Pure Cotton Puja Dhoti', size: 'Free Size', color: 'White', onHand: 50 },
  { product: 'Pure Cotton Puja Dhoti', size: 'Free Size', color: 'Cream', onHand: 3 },
  { product: 'Pure Cotton Puja Dhoti', size: 'Free Size', color: 'Saffron', onHand: 0 },
  { product: 'Khadi Kurta for Puja', size: 'S', color: 'Off White', onHand: 25 },
  { product: 'Khadi Kurta for Puja', size: 'M', color: 'Off White', onHand: 4 },
  { product: 'Khadi Kurta for Puja', size: 'L', color: 'Maroon', onHand: 0 },
  { product: 'Khadi Kurta for Puja', size: 'XL', color: 'Saffron', onHand: null },
  { product: 'Banarasi Silk Saree', size: 'Free Size', color: 'Royal Blue', onHand: 2 },
  { product: 'Brass Akhand Diya', size: 'Small', color: 'Golden Brass', onHand: 40 },
  { product: 'Brass Akhand Diya', size: 'Large', color: 'Antique Brass', onHand: 0 },
];
