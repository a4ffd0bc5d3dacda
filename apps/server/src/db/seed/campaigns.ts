/** Demo donation campaigns, two per category. Amounts are rupees; the seeder stores paise. */

export type CampaignSeed = {
  title: string;
  subtitle: string;
  category: 'annadaan' | 'gau_seva' | 'temple_renovation' | 'social_activity';
  images: string[];
  story: string;
  description: string;
  raised: number;
  goal: number;
  participants: number;
  sevas: { title: string; description: string; price: number; img: string }[];
  benefits: { heading: string; description: string }[];
  donorAvatars: number[];
  /** Donations may carry an 80G receipt; its copy (benefit80G) promises so exactly when true. */
  eligible80G: boolean;
};

const p = (...paragraphs: string[]) => paragraphs.join('\n\n');
export const benefit80G = {
  heading: '80G tax benefit',
  description: 'Donations above ₹500 receive an 80G certificate by e-mail within 7 days, so your seva also saves tax.',
};
/** A village shrine is not a notified place of worship under section 80G(2)(b): a plain receipt only. */
const no80G = {
  heading: 'Donation receipt',
  description: 'This village shrine is not notified under section 80G, so gifts to it carry no tax deduction. You receive a donation receipt by e-mail.',
};

export const CAMPAIGNS: CampaignSeed[] = [
  {
    title: 'Annadaan Seva at Kashi Ghats',
    subtitle: 'Serve a warm sattvik meal to pilgrims and sadhus on the ghats of Varanasi',
    category: 'annadaan',
    images: ['/art/campaign-annadaan-1.svg', '/art/campaign-annadaan-2.svg'],
    story: p(
      'Every morning, thousands of pilgrims, sadhus and elderly widows gather on the ghats of Varanasi after their dip in the Ganga. Many have travelled for days with little money, and for some the only meal of the day is the one served by a temple kitchen.',
      'Our annakshetra near Dashashwamedh Ghat cooks dal, rice, sabzi and roti in pure ghee in a kitchen blessed by the pandits of Kashi, and serves it on leaf plates with dignity and love. Each meal costs about forty rupees to prepare.',
      'The scriptures say that annadaan is the highest of all daan, because food sustains life itself. When you give a meal in Kashi, you feed a guest of Baba Vishwanath.',
    ),
    description: 'Help us serve 1,00,000 sattvik meals this year to pilgrims, sadhus and widows on the ghats of Kashi.',
    raised: 362450,
    goal: 500000,
    participants: 1284,
    sevas: [
      {
        title: 'Feed 11 Pilgrims',
        description: 'A full meal of dal, rice, sabzi and roti for eleven devotees.',
        price: 501,
        img: '/art/seva-meal.svg',
      },
      {
        title: 'Feed 51 Pilgrims',
        description: 'Sponsor a morning serving for fifty-one devotees on the ghats.',
        price: 2101,
        img: '/art/seva-meal.svg',
      },
      {
        title: 'Monthly Ration Sack',
        description: 'A 25 kg sack of rice and dal for the annakshetra kitchen.',
        price: 1501,
        img: '/art/seva-grain-sack.svg',
      },
      {
        title: 'Drinking Water Seva',
        description: 'Clean drinking water for pilgrims for one full day at the ghat.',
        price: 351,
        img: '/art/seva-water.svg',
      },
    ],
    benefits: [
      {
        heading: 'Highest of all daan',
        description: 'Annadaan is praised in the Taittiriya Upanishad: food is Brahman, and to give it is sacred.',
      },
      {
        heading: 'Blessings of Kashi',
        description: 'Your name is taken in the daily sankalp at the annakshetra before the meal is served.',
      },
      benefit80G,
    ],
    eligible80G: true,
    donorAvatars: [1, 2, 3, 4, 5],
  },
  {
    title: 'Bhojan Seva for the Mothers of Vrindavan',
    subtitle: 'Two meals a day for widowed mothers who have made Vrindavan their home',
    category: 'annadaan',
    images: ['/art/campaign-annadaan-2.svg', '/art/campaign-annadaan-1.svg'],
    story: p(
      'Hundreds of widowed mothers live in the ashrams of Vrindavan, singing bhajans to Lord Krishna through the day. Many were left alone late in life and came to Vrindavan with nothing but their faith.',
      "Our seva provides them two nourishing meals every day, with fruit on Ekadashi and sweets on festivals. Thanks to devotees like you, this year's goal was crossed before Janmashtami, and every extra rupee now goes to winter meals and medicines.",
    ),
    description:
      'Daily meals for 300 widowed mothers in the ashrams of Vrindavan, with special bhog on every festival.',
    raised: 812300,
    goal: 750000,
    participants: 2417,
    sevas: [
      {
        title: 'Meals for a Week',
        description: 'Two meals a day for one mother for a whole week.',
        price: 351,
        img: '/art/seva-meal.svg',
      },
      {
        title: 'Ekadashi Phalahar',
        description: 'Fruit and sabudana phalahar for 21 mothers on Ekadashi.',
        price: 751,
        img: '/art/seva-meal.svg',
      },
      {
        title: 'Grain for a Month',
        description: 'Wheat flour, rice and dal for the ashram kitchen for one month.',
        price: 3100,
        img: '/art/seva-grain-sack.svg',
      },
    ],
    benefits: [
      {
        heading: 'Seva in Braj',
        description: 'Serving the devotees of Krishna in Vrindavan is considered seva to the Lord himself.',
      },
      { heading: 'Photo updates', description: 'You receive photos of the meal service on WhatsApp within a week.' },
      benefit80G,
    ],
    eligible80G: true,
    donorAvatars: [6, 7, 8, 9, 10, 1],
  },
  {
    title: 'Gau Seva at Barsana Gaushala',
    subtitle: 'Fodder, shelter and care for 1,200 rescued cows in the land of Radha Rani',
    category: 'gau_seva',
    images: ['/art/campaign-gau-seva-1.svg', '/art/campaign-gau-seva-2.svg'],
    story: p(
      'In the hills of Barsana, a gaushala cares for more than 1,200 cows, many of them old, injured or abandoned after they stopped giving milk. Here they are fed, treated and loved until the end of their lives.',
      'The gaushala needs about two lakh rupees every month just for green fodder and dry chaff. In the summer, water tankers are needed too, and the calves born here need special care.',
      'In our tradition the cow is Gau Mata, and feeding her is said to please all the devatas at once. Your seva keeps the mangers full.',
    ),
    description: 'Green fodder, chaff and medical care for 1,200 rescued cows at a gaushala in Barsana.',
    raised: 148500,
    goal: 400000,
    participants: 736,
    sevas: [
      {
        title: 'Fodder for One Cow',
        description: 'Green fodder and chaff for one cow for a whole month.',
        price: 1100,
        img: '/art/seva-fodder.svg',
      },
      {
        title: 'Gur and Roti Seva',
        description: 'Jaggery and fresh roti fed to 51 cows in your name.',
        price: 251,
        img: '/art/seva-fodder.svg',
      },
      {
        title: 'Adopt a Cow for a Year',
        description: 'Complete care of one cow for a year, with her photo and name sent to you.',
        price: 11000,
        img: '/art/seva-cow-adopt.svg',
      },
      {
        title: 'Veterinary Care',
        description: 'Medicines and treatment for an injured or sick cow.',
        price: 501,
        img: '/art/seva-medicine.svg',
      },
    ],
    benefits: [
      {
        heading: 'Blessings of Gau Mata',
        description: 'The Puranas say that all the devatas reside in the cow; her seva pleases them all.',
      },
      {
        heading: 'Relief from doshas',
        description: 'Gau seva is a traditional remedy for planetary doshas and Pitru dosh.',
      },
      { heading: 'See your seva', description: 'A short video of the cows being fed is shared with you on WhatsApp.' },
      benefit80G,
    ],
    eligible80G: true,
    donorAvatars: [2, 4, 6, 8],
  },
  {
    title: 'Winter Shelter for Aged Cows',
    subtitle: 'Warm sheds and blankets before the cold sets in on the Gangetic plains',
    category: 'gau_seva',
    images: ['/art/campaign-gau-seva-2.svg', '/art/campaign-gau-seva-1.svg'],
    story: p(
      'Every winter the cold winds of north India are hardest on the oldest and weakest cows. At our partner gaushala near Prayagraj, many cows sleep under open sky because the sheds are already full.',
      'We are building two new covered sheds with raised floors, and buying jute blankets and jaggery to keep the cows warm through December and January.',
    ),
    description: 'Two covered sheds, jute blankets and winter feed for 400 aged cows near Prayagraj.',
    raised: 96000,
    goal: 300000,
    participants: 318,
    sevas: [
      {
        title: 'Jute Blanket for a Cow',
        description: 'A thick jute blanket to protect one cow through the winter.',
        price: 351,
        img: '/art/seva-blanket.svg',
      },
      {
        title: 'Shed Construction Brick',
        description: 'Contribute bricks and cement for the new winter shed.',
        price: 1100,
        img: '/art/seva-brick.svg',
      },
      {
        title: 'Winter Feed',
        description: 'Jaggery, mustard cake and warm feed for 21 cows for a week.',
        price: 751,
        img: '/art/seva-fodder.svg',
      },
    ],
    benefits: [
      {
        heading: 'Shelter for the helpless',
        description: 'Your seva protects old cows who can no longer protect themselves from the cold.',
      },
      { heading: 'Name on the shed', description: 'Donors above ₹11,000 are named on the plaque of the new shed.' },
      benefit80G,
    ],
    eligible80G: true,
    donorAvatars: [3, 5],
  },
  {
    title: 'Restore a 300 Year Old Shiva Temple in Garhwal',
    subtitle: 'Help rebuild the stone shrine of a Himalayan village before the next monsoon',
    category: 'temple_renovation',
    images: [
      '/art/campaign-temple-renovation-1.svg',
      '/art/campaign-temple-renovation-2.svg',
      '/art/campaign-temple-renovation-1.svg',
    ],
    story: p(
      'High in the Garhwal hills, a small stone temple of Lord Shiva has been the heart of a village for three centuries. Villagers gather there for every festival, wedding and harvest, and the evening aarti is still performed by the same family of priests.',
      'Heavy rains over the last few years have cracked its walls and the slate roof now leaks into the sanctum. Without repairs, the shrine may not survive another monsoon.',
      'With the guidance of traditional craftsmen, we will restore the temple in the same stone and slate, strengthen its foundation and rebuild the courtyard where the village meets.',
    ),
    description:
      'Stone, slate and craftsmanship to restore a 300-year-old village Shiva temple in the Garhwal Himalayas.',
    raised: 421000,
    goal: 1200000,
    participants: 564,
    sevas: [
      {
        title: 'Sponsor 10 Stones',
        description: 'Ten hand-dressed stones for the temple walls.',
        price: 1100,
        img: '/art/seva-brick.svg',
      },
      {
        title: 'Roof Slate',
        description: 'Traditional slate tiles for one square metre of the roof.',
        price: 2100,
        img: '/art/seva-brick.svg',
      },
      {
        title: 'Paint and Finishing',
        description: 'Natural lime and colour for the sanctum and mandap.',
        price: 751,
        img: '/art/seva-paint.svg',
      },
      {
        title: 'Kalash for the Shikhara',
        description: 'Contribute to the copper kalash that will crown the restored temple.',
        price: 5100,
        img: '/art/seva-paint.svg',
      },
    ],
    benefits: [
      {
        heading: 'Punya of jeernoddhar',
        description: 'The Agni Purana says that restoring an old temple brings greater merit than building a new one.',
      },
      {
        heading: 'Invitation to the pran pratishtha',
        description: 'All donors are invited to the re-consecration ceremony, in person or online.',
      },
      { heading: 'Progress reports', description: 'Monthly photos of the work are shared with every donor.' },
      no80G,
    ],
    eligible80G: false,
    donorAvatars: [7, 9, 10],
  },
  {
    title: 'Renovate the Gopuram of a Chola Era Temple',
    subtitle: 'Repair and repaint the ancient gateway tower of a temple near Kumbakonam',
    category: 'temple_renovation',
    images: ['/art/campaign-temple-renovation-2.svg', '/art/campaign-temple-renovation-1.svg'],
    story: p(
      'The Kaveri delta is dotted with temples from the Chola age, many of them still in daily worship. One such temple near Kumbakonam has a five-tiered gopuram whose stucco figures have faded and cracked with time.',
      'Traditional sthapatis will repair the figures, waterproof the tiers and repaint them in natural colours, ahead of a kumbhabhishekam planned for next year.',
    ),
    description: 'Repairs and repainting of a five-tiered Chola-era gopuram ahead of its kumbhabhishekam.',
    raised: 655000,
    goal: 900000,
    participants: 892,
    sevas: [
      {
        title: 'Repair One Stucco Figure',
        description: 'Restoration of one deity figure on the gopuram by a sthapati.',
        price: 2500,
        img: '/art/seva-paint.svg',
      },
      {
        title: 'Natural Colours',
        description: 'Mineral paints for one tier of the gopuram.',
        price: 1100,
        img: '/art/seva-paint.svg',
      },
      {
        title: 'Scaffolding Seva',
        description: 'Bamboo scaffolding for a week of work on the tower.',
        price: 501,
        img: '/art/seva-brick.svg',
      },
    ],
    benefits: [
      {
        heading: 'Preserve our heritage',
        description: 'Keep a thousand-year-old tradition of temple art alive for the next generation.',
      },
      {
        heading: 'Kumbhabhishekam blessings',
        description: 'Your name is included in the sankalp of the kumbhabhishekam.',
      },
      benefit80G,
    ],
    eligible80G: true,
    donorAvatars: [1, 3, 5, 7],
  },
  {
    title: 'Warm Blankets for Sadhus and Pilgrims',
    subtitle: 'Protect those who sleep on the ghats of Haridwar and Rishikesh through the winter',
    category: 'social_activity',
    images: ['/art/campaign-social-1.svg', '/art/campaign-social-2.svg'],
    story: p(
      'Along the ghats of Haridwar and Rishikesh, many sadhus, elderly pilgrims and daily-wage workers sleep in the open. In December and January the night temperature falls close to freezing, and each winter the cold takes lives.',
      'Our volunteers walk the ghats at night to hand out thick woollen blankets, along with hot tea and medicines for those who are unwell.',
    ),
    description: 'Woollen blankets, hot tea and basic medicines for 5,000 sadhus and pilgrims this winter.',
    raised: 215000,
    goal: 350000,
    participants: 1045,
    sevas: [
      {
        title: 'One Woollen Blanket',
        description: 'A thick woollen blanket handed out on the ghats at night.',
        price: 451,
        img: '/art/seva-blanket.svg',
      },
      {
        title: '11 Blankets',
        description: 'Blankets for eleven people sleeping in the open.',
        price: 4500,
        img: '/art/seva-blanket.svg',
      },
      {
        title: 'Medicine Kit',
        description: 'Basic medicines for cold, fever and pain for one family.',
        price: 301,
        img: '/art/seva-medicine.svg',
      },
      {
        title: 'Hot Tea Seva',
        description: 'Hot tea and biscuits for 100 people on a winter night.',
        price: 751,
        img: '/art/seva-water.svg',
      },
    ],
    benefits: [
      {
        heading: 'Seva of Narayan',
        description: 'To serve a person in need is to serve Narayan, as Swami Vivekananda taught.',
      },
      {
        heading: 'Direct distribution',
        description: 'Every blanket is handed over by our volunteers, with photos shared with you.',
      },
      benefit80G,
    ],
    eligible80G: true,
    donorAvatars: [2, 6, 10],
  },
  {
    title: 'Books and Education for Gurukul Children',
    subtitle: 'Support the Vedic and modern education of children at a gurukul in Varanasi',
    category: 'social_activity',
    images: ['/art/campaign-social-2.svg', '/art/campaign-social-1.svg', '/art/campaign-social-2.svg'],
    story: p(
      'At a traditional gurukul in Varanasi, 120 children from poor families study the Vedas, Sanskrit and the modern school syllabus side by side. They live, eat and learn together under the care of their acharyas.',
      "The gurukul relies entirely on donations for books, uniforms, meals and teachers' honoraria. This year it hopes to start a small library and a computer room so that its students can go on to college.",
      "Supporting a child's education, vidya daan, is counted among the greatest of gifts in our tradition.",
    ),
    description: 'Books, uniforms, a library and a computer room for 120 children studying at a Varanasi gurukul.',
    raised: 178000,
    goal: 600000,
    participants: 402,
    sevas: [
      {
        title: 'Books for One Child',
        description: 'Textbooks and notebooks for one child for a full year.',
        price: 1100,
        img: '/art/seva-books.svg',
      },
      {
        title: 'Library Seva',
        description: 'Twenty books for the new gurukul library.',
        price: 2100,
        img: '/art/seva-books.svg',
      },
      {
        title: 'Uniform and Dhoti Set',
        description: 'Two sets of dhoti-kurta and a uniform for one student.',
        price: 901,
        img: '/art/seva-blanket.svg',
      },
      {
        title: 'Midday Meal for a Week',
        description: 'Meals for all 120 students for one week.',
        price: 5100,
        img: '/art/seva-meal.svg',
      },
      {
        title: 'Clean Drinking Water',
        description: 'A water purifier for the gurukul hostel.',
        price: 1500,
        img: '/art/seva-water.svg',
      },
    ],
    benefits: [
      { heading: 'Vidya daan', description: 'The gift of knowledge continues to bear fruit for generations.' },
      { heading: 'Letters from students', description: 'Donors receive a thank-you letter written by the children.' },
      { heading: 'Annual report', description: 'See how every rupee was spent in a yearly report.' },
      benefit80G,
    ],
    eligible80G: true,
    donorAvatars: [4, 8, 9, 1, 2],
  },
];
