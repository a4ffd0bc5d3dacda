import { ist, type Schedule } from './dates';
import type { ChadhavaKey } from './puja-extras';
import type { TempleKey } from './temples';

/**
 * Demo pujas, each on a real date (seed/dates.ts, docs/kundli-conventions.md § Demo catalog
 * dates). A tithi- or weekday-bound puja has a `schedule`: its rule (udaya tithi at the temple, or
 * an IST weekday), its start time and length; `pick` chooses the next occurrence (upcoming), the
 * one running now (live: the multi-day anushthans, which begin every week and last longer than
 * one) or the last one (closed). The catalog's `tithi` text is the computed day's tithi. One puja
 * is bound to no day (its copy names none) and starts within the hour. So at any seeding moment:
 * 10 upcoming (one within the hour), 2 live, 2 closed. Festivals that come once a year are not
 * used: the copy names only the monthly or weekly observance each date really is. joinedNo
 * values are distinct so the featured top 3 (Rudrabhishek, Maha Mrityunjaya, Kaal Sarp) is
 * deterministic.
 */
export type PujaSeed = {
  title: string;
  temple: TempleKey;
  image: string;
  tag: string;
  occasion: string;
  type: string;
  duration: string;
  description: string;
  aboutPujaCard: number[];
  aboutTemple: string;
  benefits: { title: string; description: string }[];
  joinedNo: number;
  rating: number;
  /** Single, Couple, Family, Joint family (rupees). */
  prices: [number, number, number, number];
  /** Ritual named in the package points, and the family blessing prayed for. */
  focus: string;
  blessing: string;
  chadhava: ChadhavaKey[];
  when: PujaWhen;
};

export type PujaWhen =
  | { schedule: Schedule & { end: NonNullable<Schedule['end']> }; pick: 'next' | 'current' | 'previous' }
  /** Bound to no tithi or weekday (its copy claims none): starts this many minutes after seeding, rounded up to 5. */
  | { soon: { minutes: number; hours: number } };

const PRADOSH = [13, 28];
const SHUKLA_PANCHAMI = 5;
const KRISHNA_CHATURTHI = 19;
const SHUKLA_ASHTAMI = 8;
const PURNIMA = 15;
const AMAVASYA = 30;
const [MONDAY, TUESDAY, FRIDAY, SATURDAY] = [1, 2, 5, 6];

const p = (...paragraphs: string[]) => paragraphs.join('\n\n');

export const PUJAS: PujaSeed[] = [
  {
    title: 'Rudrabhishek Puja',
    temple: 'kashi',
    image: '/art/puja-rudrabhishek.svg',
    tag: 'For Peace & Prosperity',
    occasion: 'Pradosh Vrat',
    type: 'Abhishek',
    duration: '2-3 hours',
    description: p(
      'Rudrabhishek is the sacred bathing of the Shiva lingam with Gangajal, milk, curd, honey, ghee and sugarcane juice while eleven Vedic pandits chant the Shri Rudram from the Krishna Yajurveda. Pradosh is the evening of Trayodashi, the thirteenth day of each fortnight: the abhishek begins at sunset, in the pradosh kaal when Lord Shiva is believed to dance in joy, on the day Trayodashi is running at dusk.',
      'At Kashi Vishwanath the abhishek is offered at the Jyotirlinga where Mahadev is worshipped as the Lord of the Universe. Your name and gotra are taken in the sankalp, and bilva leaves, dhatura and white flowers are offered with each round of the Rudram.',
      'Devotees perform Rudrabhishek to calm the mind, remove negative influences from the home and invite lasting peace and prosperity into the family.',
    ),
    aboutPujaCard: [1, 2, 3, 4, 5],
    aboutTemple:
      'Kashi Vishwanath, on the western bank of the Ganga in Varanasi, is one of the twelve Jyotirlingas. A single darshan here is said to equal the merit of visiting all the others, and the Vedic pandits of Kashi have performed Rudrabhishek at this shrine for generations.',
    benefits: [
      {
        title: 'Peace of mind',
        description: 'The vibration of the Shri Rudram calms anxiety and brings clarity to the mind.',
      },
      {
        title: 'Prosperity at home',
        description: 'Lord Shiva is pleased by abhishek and blesses the household with abundance.',
      },
      {
        title: 'Removal of negativity',
        description: 'Performed on Pradosh, the abhishek is believed to dissolve doshas and negative energies.',
      },
      {
        title: 'Good health',
        description: 'Devotees pray to Mahadev, the great healer, for the health of the whole family.',
      },
    ],
    joinedNo: 12540,
    rating: 4.9,
    prices: [851, 1251, 2001, 3001],
    focus: 'Rudrabhishek',
    blessing: 'peace and prosperity in the home',
    chadhava: ['belPatra', 'milk', 'deepDaan', 'gauSeva', 'annaSeva'],
    when: {
      schedule: { rule: { tithi: PRADOSH, at: 'sunset' }, start: { sunset: 0 }, end: { minutes: 150 } },
      pick: 'next',
    },
  },
  {
    title: 'Maha Mrityunjaya Jaap',
    temple: 'mahakal',
    image: '/art/puja-maha-mrityunjaya.svg',
    tag: 'For Health & Long Life',
    occasion: 'Somvar Anushthan',
    type: 'Jaap',
    duration: '11 days',
    description: p(
      'The Maha Mrityunjaya mantra from the Rig Veda, "Om Tryambakam Yajamahe", is the great prayer to Lord Shiva for victory over illness, fear and untimely death. In this eleven-day anushthan learned pandits of Ujjain chant the mantra 1,25,000 times, a portion every day, and complete it on the eleventh day with a havan and the dashansh ahuti.',
      'Mahakaleshwar is the seat of Mahakal, the Lord beyond time, and the only south-facing Jyotirlinga. A new anushthan begins here every Monday, Somvar, the day of Lord Shiva, for those facing serious illness or a difficult phase in life.',
      'If you join after the anushthan has begun, your name and gotra are taken in the sankalp for the remaining days of chanting and in the concluding havan.',
    ),
    aboutPujaCard: [2, 4, 6, 8],
    aboutTemple:
      'Shri Mahakaleshwar in Ujjain is the south-facing Jyotirlinga on the banks of the Shipra, renowned for the Bhasma Aarti offered before dawn. Devotees come here to pray to Mahakal for protection from fear and untimely death.',
    benefits: [
      {
        title: 'Protection of health',
        description: 'The mantra is chanted for recovery from illness and for the strength to heal.',
      },
      {
        title: 'Freedom from fear',
        description: "Mahakal removes the fear of death and of the unknown from the devotee's heart.",
      },
      {
        title: 'Long life',
        description: 'Traditionally performed on birthdays and for elders to pray for a long and healthy life.',
      },
      {
        title: 'Relief in difficult dashas',
        description: 'Recommended by astrologers during Markesh or other troubling planetary periods.',
      },
    ],
    joinedNo: 9870,
    rating: 4.9,
    prices: [1101, 1551, 2551, 3551],
    focus: 'Maha Mrityunjaya jaap',
    blessing: 'good health and long life',
    chadhava: ['belPatra', 'milk', 'gheeDiya', 'annaSeva'],
    when: {
      schedule: { rule: { weekday: MONDAY }, start: ist('08:00'), end: { days: 10, at: ist('18:00') } },
      pick: 'current',
    },
  },
  {
    title: 'Navgraha Shanti Puja',
    temple: 'somnath',
    image: '/art/puja-navgraha-shanti.svg',
    tag: 'For Planetary Peace',
    occasion: 'Daily Sankalp',
    type: 'Shanti Puja',
    duration: '3 hours',
    description: p(
      'The nine grahas, from Surya to Ketu, shape the course of our lives. When one or more of them is weak or afflicted in the horoscope, obstacles appear in health, work and relationships. Navgraha Shanti Puja honours all nine planets with their own mantras, grains, colours and samidha in a single havan.',
      'Navgraha Shanti needs no special tithi: at Somnath, the shrine where the Moon God Soma was freed from his curse by Lord Shiva, the pandits hold a sitting for devotees every day, beginning with Surya, the king of the planets. Your name and birth details are taken in the sankalp of the next sitting so that the remedies reach you.',
      'Many families perform this puja before a new venture, a wedding or a move to a new home, to begin with the blessings of all nine grahas.',
    ),
    aboutPujaCard: [1, 3, 5, 7],
    aboutTemple:
      'Somnath at Prabhas Patan, on the shore of the Arabian Sea, is revered as the first of the twelve Jyotirlingas. It is here that the Moon God worshipped Shiva and was healed, which makes it a fitting place to pray for harmony among the planets.',
    benefits: [
      {
        title: 'Balance of the planets',
        description: 'Pacifies malefic grahas and strengthens the benefic ones in your chart.',
      },
      { title: 'Smooth progress', description: 'Removes delays in career, business and important decisions.' },
      { title: 'Harmony at home', description: 'Brings calm to relationships disturbed by planetary afflictions.' },
    ],
    joinedNo: 5210,
    rating: 4.8,
    prices: [951, 1451, 2251, 3251],
    focus: 'Navgraha havan',
    blessing: 'harmony of all nine grahas',
    chadhava: ['flowers', 'coconut', 'tilOil', 'deepDaan', 'gauSeva'],
    when: { soon: { minutes: 40, hours: 3 } },
  },
  {
    title: 'Lakshmi Kuber Puja',
    temple: 'tirupati',
    image: '/art/puja-lakshmi-kuber.svg',
    tag: 'For Wealth & Abundance',
    occasion: 'Shukravar Vrat',
    type: 'Puja and Havan',
    duration: '2-3 hours',
    description: p(
      'Goddess Mahalakshmi is the giver of wealth and Lord Kuber is its treasurer. Worshipped together, they bless the devotee with both the arrival of prosperity and its safekeeping. The puja includes Shri Suktam recitation, Kuber mantra jaap, the installation of a Kuber yantra and a havan with lotus seeds and ghee.',
      'It is offered in the sacred town of Tirumala, where Lord Venkateswara is said to have borrowed wealth from Kuber for his divine marriage with Padmavati Devi. It is offered on Friday, Shukravar, the day of Mahalakshmi, when her worship is believed to open the doors of abundance.',
    ),
    aboutPujaCard: [2, 3, 6, 7, 8],
    aboutTemple:
      'Tirumala, the abode of Lord Venkateswara on the seven hills of Andhra Pradesh, is linked in legend with Kuber, who lent the Lord wealth for his wedding. Worship of Lakshmi and Kuber here carries the blessings of Balaji himself.',
    benefits: [
      { title: 'Growth in wealth', description: 'Invites steady income and new sources of prosperity.' },
      { title: 'Freedom from debt', description: 'Devotees pray for relief from loans and financial burdens.' },
      {
        title: 'Success in business',
        description: "Traders and business owners seek Kuber's blessing for growth and stability.",
      },
      {
        title: 'Abundance at home',
        description: 'Mahalakshmi is invited to reside in the home with peace and plenty.',
      },
    ],
    joinedNo: 6785,
    rating: 4.8,
    prices: [1251, 1851, 2851, 4001],
    focus: 'Lakshmi Kuber puja',
    blessing: 'lasting abundance for the household',
    chadhava: ['flowers', 'coconut', 'laddoo', 'vastra', 'gheeDiya', 'annaSeva'],
    when: { schedule: { rule: { weekday: FRIDAY }, start: ist('10:00'), end: { minutes: 150 } }, pick: 'next' },
  },
  {
    title: 'Kaal Sarp Dosh Nivaran Puja',
    temple: 'trimbak',
    image: '/art/puja-kaal-sarp-dosh.svg',
    tag: 'For Removing Obstacles',
    occasion: 'Panchami',
    type: 'Dosh Nivaran',
    duration: '3-4 hours',
    description: p(
      'Kaal Sarp Dosh forms when all seven planets fall between Rahu and Ketu in the birth chart. It is associated with repeated obstacles, delays in marriage and career, and a feeling of effort going unrewarded. The nivaran puja worships the Naga devatas, Rahu and Ketu, with a silver naga-nagin pair, followed by Rudrabhishek and havan.',
      'Trimbakeshwar, at the source of the Godavari, is the foremost place in India for this remedy. The puja is performed by the Tamrapatradhari purohits of Trimbak on Panchami, the tithi of the Naga devatas on which Nag Panchami falls each Shravan, when it is believed to bring the deepest relief.',
      'Your name, gotra and birth details are taken in the sankalp; the pandit will call you before the puja to confirm them.',
    ),
    aboutPujaCard: [1, 4, 5, 8],
    aboutTemple:
      'Trimbakeshwar near Nashik is the Jyotirlinga whose three small lingams represent Brahma, Vishnu and Mahesh. It is renowned across India for Kaal Sarp Dosh Nivaran and Narayan Nagbali rites performed by hereditary purohits.',
    benefits: [
      {
        title: 'Relief from Kaal Sarp Dosh',
        description: 'Pacifies Rahu and Ketu and reduces the effects of the dosh.',
      },
      { title: 'Obstacles removed', description: 'Clears repeated delays in work, marriage and family matters.' },
      { title: 'Peaceful sleep', description: 'Devotees report relief from fearful dreams and restlessness.' },
      {
        title: 'Blessings of the Nagas',
        description: 'Worship on Panchami, the tithi of the Nagas, earns the protection of the serpent deities.',
      },
    ],
    joinedNo: 8432,
    rating: 4.9,
    prices: [1501, 2101, 3101, 4501],
    focus: 'Kaal Sarp Dosh nivaran',
    blessing: 'freedom from obstacles and delays',
    chadhava: ['milk', 'belPatra', 'coconut', 'gauSeva', 'annaSeva'],
    when: {
      schedule: {
        rule: { tithi: [SHUKLA_PANCHAMI, SHUKLA_PANCHAMI + 15] },
        start: ist('08:00'),
        end: { minutes: 240 },
      },
      pick: 'next',
    },
  },
  {
    title: 'Satyanarayan Katha',
    temple: 'dwarka',
    image: '/art/puja-satyanarayan.svg',
    tag: 'For Family Harmony',
    occasion: 'Purnima',
    type: 'Katha',
    duration: '2 hours',
    description: p(
      'Shri Satyanarayan Katha from the Skanda Purana is the beloved household puja of Lord Vishnu in his form as the embodiment of truth. The five chapters of the katha are recited, followed by worship with tulsi, panchamrit and the famous sheera prasad made of semolina, ghee and banana.',
      'Offered at Dwarka, the kingdom of Lord Krishna, on Purnima, the full moon day on which the katha is traditionally heard, it is performed for gratitude after a wish is fulfilled, before a new beginning, or simply to keep the family united in faith.',
    ),
    aboutPujaCard: [3, 4, 6, 7],
    aboutTemple:
      'The Dwarkadhish temple, the Jagat Mandir where the Gomti meets the Arabian Sea, honours Lord Krishna as the King of Dwarka. It is one of the Char Dham, and Vishnu worship here is especially dear to devotees.',
    benefits: [
      { title: 'Family harmony', description: 'Brings the family together in prayer and gratitude.' },
      { title: 'Wishes fulfilled', description: 'Traditionally offered when a wish is made or after it comes true.' },
      { title: 'Blessings of Lord Vishnu', description: 'The katha invites truth, stability and grace into the home.' },
    ],
    joinedNo: 3120,
    rating: 4.8,
    prices: [501, 851, 1451, 2101],
    focus: 'Satyanarayan katha',
    blessing: 'harmony and unity of the family',
    chadhava: ['flowers', 'milk', 'laddoo', 'coconut', 'annaSeva'],
    when: { schedule: { rule: { tithi: [PURNIMA] }, start: ist('10:00'), end: { minutes: 120 } }, pick: 'next' },
  },
  {
    title: 'Hanuman Chalisa Path',
    temple: 'jagannath',
    image: '/art/puja-hanuman-chalisa.svg',
    tag: 'For Courage & Protection',
    occasion: 'Mangalvar',
    type: 'Path',
    duration: '3 hours',
    description: p(
      'The Hanuman Chalisa of Goswami Tulsidas is recited 108 times by a group of pandits, followed by Sundarkand, sindoor chola offering and aarti. Lord Hanuman, the mightiest devotee of Shri Ram, removes fear, grants courage and protects his devotees from every harm.',
      "The path is offered at Puri, where Bedi Hanuman has guarded Lord Jagannath's temple from the sea for centuries. The path is offered on Tuesday, Mangalvar, the day of Hanuman, and your name is taken at the start of every round.",
    ),
    aboutPujaCard: [1, 2, 5, 6],
    aboutTemple:
      'The Shri Jagannath temple of Puri is one of the Char Dham. Legend says Lord Jagannath placed Hanuman on the shore to keep the sea from entering the town, and Bedi Hanuman is worshipped there to this day.',
    benefits: [
      {
        title: 'Courage and confidence',
        description: 'Removes fear and self-doubt before exams, interviews and challenges.',
      },
      { title: 'Protection', description: 'Shields the family from negative energies and accidents.' },
      {
        title: 'Relief from Shani',
        description: 'Hanuman worship is a traditional remedy for Sade Sati and Shani dosh.',
      },
    ],
    joinedNo: 7650,
    rating: 4.8,
    prices: [551, 951, 1551, 2251],
    focus: 'Hanuman Chalisa path',
    blessing: 'courage and protection of every member',
    chadhava: ['sindoor', 'laddoo', 'flowers', 'deepDaan'],
    when: { schedule: { rule: { weekday: TUESDAY }, start: ist('08:00'), end: { minutes: 180 } }, pick: 'next' },
  },
  {
    title: 'Durga Saptashati Path',
    temple: 'vaishnodevi',
    image: '/art/puja-durga-saptashati.svg',
    tag: 'For Strength & Victory',
    occasion: 'Nine-day Path',
    type: 'Path and Havan',
    duration: '9 days',
    description: p(
      'The Durga Saptashati, seven hundred verses from the Markandeya Purana, tells how the Divine Mother destroyed Mahishasura, Shumbha and Nishumbha. Its complete recitation with the Kavach, Argala and Keelak, followed by a havan, is one of the most powerful forms of Devi worship.',
      "The path is offered in the name of Mata Vaishno Devi, who appears in the holy cave of the Trikuta hills as Maha Kali, Maha Lakshmi and Maha Saraswati. As in Navratri it runs over nine days: a new path begins every Friday, the day of the Goddess, and the chapters are recited day by day. Devotees seek the Mother's strength in times of struggle and give thanks for her protection.",
      'If you join after the path has begun, your name is taken in the sankalp for the remaining days. On the ninth day the pandits conclude with the havan and kanya pujan, honouring young girls as forms of the Goddess, on behalf of every devotee who joined.',
    ),
    aboutPujaCard: [2, 3, 7, 8],
    aboutTemple:
      'The Shri Mata Vaishno Devi shrine above Katra is visited by lakhs of pilgrims who walk the mountain path chanting Jai Mata Di. The Mother is worshipped there as three natural pindis in a holy cave.',
    benefits: [
      {
        title: 'Strength in adversity',
        description: 'The Mother gives the courage to face enemies, disputes and hardships.',
      },
      {
        title: 'Victory',
        description: 'Recited for success in legal matters, competitions and important undertakings.',
      },
      { title: 'Protection of the family', description: 'The Devi Kavach shields every member of the household.' },
      {
        title: 'Fulfilment of wishes',
        description: 'Sincere prayers offered through the nine days are believed to be answered by Mata Rani.',
      },
    ],
    joinedNo: 4410,
    rating: 4.9,
    prices: [1101, 1651, 2651, 3651],
    focus: 'Durga Saptashati path',
    blessing: 'the protection of Mata Rani',
    chadhava: ['sindoor', 'coconut', 'flowers', 'gheeDiya', 'annaSeva'],
    when: {
      schedule: { rule: { weekday: FRIDAY }, start: ist('08:00'), end: { days: 8, at: ist('13:00') } },
      pick: 'current',
    },
  },
  {
    title: 'Ganesh Sankat Nashan Puja',
    temple: 'siddhivinayak',
    image: '/art/puja-ganesh-sankat-nashan.svg',
    tag: 'For Success in New Beginnings',
    occasion: 'Sankashti Chaturthi',
    type: 'Puja and Stotra Path',
    duration: '2 hours',
    description: p(
      'The Sankat Nashan Ganesh Stotra from the Narada Purana praises the twelve names of Lord Ganesha and promises relief from every sankat, every crisis, to the one who recites it. In this puja the stotra is recited 21 times with durva, modak and red flowers offered at each round, followed by the Ganesh Atharvashirsha.',
      'Sankashti Chaturthi, the fourth day of the waning moon, is the monthly vrat of Ganesha, broken only after sighting the moon. The puja is offered on the morning of Sankashti in the name of Shree Siddhivinayak of Mumbai, and is sought before exams, new jobs, property purchases and any fresh start.',
    ),
    aboutPujaCard: [1, 3, 4, 6, 8],
    aboutTemple:
      'Shree Siddhivinayak at Prabhadevi, Mumbai, is the right-trunked Ganesha who grants success in every undertaking. Consecrated in 1801, the temple draws lakhs of devotees on Tuesdays and Sankashti Chaturthi.',
    benefits: [
      { title: 'Obstacles removed', description: 'Vighnaharta clears the path before a new venture.' },
      { title: 'Success', description: 'Siddhivinayak blesses efforts with siddhi, their fruitful completion.' },
      { title: 'Wisdom', description: 'Ganesha grants buddhi, the clarity to make the right decisions.' },
    ],
    joinedNo: 2895,
    rating: 4.8,
    prices: [701, 1101, 1801, 2501],
    focus: 'Ganesh puja',
    blessing: 'success in every new beginning',
    chadhava: ['modak', 'flowers', 'coconut', 'deepDaan', 'gauSeva'],
    when: {
      schedule: { rule: { tithi: [KRISHNA_CHATURTHI] }, start: ist('09:00'), end: { minutes: 120 } },
      pick: 'next',
    },
  },
  {
    title: 'Shani Til Tel Abhishek',
    temple: 'kedarnath',
    image: '/art/puja-shani-til-tel.svg',
    tag: 'For Relief from Shani Dosh',
    occasion: 'Shanivar',
    type: 'Abhishek',
    duration: '2 hours',
    description: p(
      'Shani Dev, the lord of karma and justice, rewards patience and honest effort but tests us during Sade Sati, Dhaiya and Shani Mahadasha. The abhishek of Shani Dev with sesame oil and black til, along with the Shani Stotra of King Dasharatha and the Shani mantra, is the traditional way to seek his mercy.',
      "The abhishek is offered at dusk on Saturday, Shanivar, the day of Shani Dev, with the blessings of Baba Kedar; Lord Shiva is Shani Dev's guru, and worship of Mahadev is said to soften even the hardest of Shani's tests.",
      'While the shrine is open, from about Akshaya Tritiya to Bhai Dooj, the pandits offer it at Kedarnath. Through the winter closure it is offered at the Omkareshwar Temple in Ukhimath, the winter seat of Baba Kedar.',
    ),
    aboutPujaCard: [2, 5, 6, 7],
    aboutTemple:
      'Shri Kedarnath, high in the Garhwal Himalayas beside the Mandakini, is the loftiest of the Jyotirlingas. From Bhai Dooj until the doors reopen around Akshaya Tritiya, Baba Kedar is worshipped at the Omkareshwar Temple in Ukhimath, and pujas in his name continue there without a break.',
    benefits: [
      { title: 'Relief in Sade Sati', description: 'Eases the hardships of Sade Sati and Dhaiya.' },
      { title: 'Stability at work', description: 'Devotees pray for steady progress and the fruits of hard work.' },
      {
        title: 'Patience and discipline',
        description: 'Shani blesses the devotee with perseverance and clear judgement.',
      },
    ],
    joinedNo: 5980,
    rating: 4.7,
    prices: [651, 1051, 1751, 2451],
    focus: 'Shani til tel abhishek',
    blessing: 'relief from the trials of Shani',
    chadhava: ['tilOil', 'deepDaan', 'belPatra', 'annaSeva'],
    when: { schedule: { rule: { weekday: SATURDAY }, start: { sunset: 0 }, end: { minutes: 120 } }, pick: 'next' },
  },
  {
    title: 'Pitru Dosh Nivaran Puja',
    temple: 'rameswaram',
    image: '/art/puja-pitru-dosh.svg',
    tag: 'For Peace of Ancestors',
    occasion: 'Amavasya',
    type: 'Shraddha and Tarpan',
    duration: '3 hours',
    description: p(
      'Our ancestors watch over us, and when their rites are left incomplete their unrest is felt as Pitru Dosh: quarrels in the family, delays in marriage, health troubles or a sense of blessings being blocked. The nivaran puja offers tarpan with til and water, pind daan and the recitation of the Pitru Stotra for the peace of departed souls.',
      'The rites are performed at Rameswaram, where Lord Rama himself worshipped Shiva, and where pilgrims have long offered tarpan at the Agni Theertham on the seashore. Amavasya, the new moon day of every month, is the day of the pitrs, when tarpan for the ancestors is traditionally offered.',
    ),
    aboutPujaCard: [1, 4, 7, 8],
    aboutTemple:
      'The Ramanathaswamy temple on Rameswaram island is a Jyotirlinga and one of the Char Dham. Its twenty-two theerthams and the Agni Theertham on the shore make it one of the most sacred places in India for rites of the ancestors.',
    benefits: [
      {
        title: 'Peace of ancestors',
        description: 'Tarpan and pind daan bring satisfaction and peace to departed souls.',
      },
      { title: 'Blessings restored', description: 'Pleased ancestors bless the family with progress and well-being.' },
      { title: 'Harmony in the family', description: 'Relieves recurring disputes and tension at home.' },
    ],
    joinedNo: 3764,
    rating: 4.8,
    prices: [1251, 1751, 2751, 3751],
    focus: 'Pitru tarpan and pind daan',
    blessing: "the peace of the family's ancestors",
    chadhava: ['tilOil', 'annaSeva', 'gauSeva', 'deepDaan', 'vastra'],
    when: { schedule: { rule: { tithi: [AMAVASYA] }, start: ist('09:00'), end: { minutes: 180 } }, pick: 'previous' },
  },
  {
    title: 'Mangal Dosh Shanti Puja',
    temple: 'meenakshi',
    image: '/art/puja-mangal-dosh.svg',
    tag: 'For Timely Marriage',
    occasion: 'Mangalvar Vrat',
    type: 'Shanti Puja',
    duration: '2-3 hours',
    description: p(
      'Mangal Dosh, or Manglik dosh, arises when Mars sits in certain houses of the birth chart and is believed to cause delays and friction in marriage. The shanti puja worships Mangal Dev with red flowers, masoor dal and the Mangal mantra, followed by a havan with khair samidha.',
      "It is offered at the Meenakshi Amman temple of Madurai, where the divine wedding of Goddess Meenakshi and Lord Sundareswarar is celebrated every year. Performed on a Tuesday, the day of Mangal, the puja seeks the Goddess's blessing for a timely and harmonious marriage.",
    ),
    aboutPujaCard: [2, 3, 5, 8],
    aboutTemple:
      'The Meenakshi Sundareswarar temple on the banks of the Vaigai is famed for the Meenakshi Thirukalyanam, the celestial wedding celebrated in the Chithirai festival. Families pray here for happy marriages.',
    benefits: [
      { title: 'Timely marriage', description: 'Removes delays caused by Mangal dosh in finding a life partner.' },
      {
        title: 'Harmony between partners',
        description: 'Reduces friction and brings understanding into married life.',
      },
      { title: 'Energy and courage', description: 'A balanced Mars gives drive, confidence and good health.' },
    ],
    joinedNo: 1890,
    rating: 4.7,
    prices: [1101, 1551, 2501, 3501],
    focus: 'Mangal shanti puja',
    blessing: 'a harmonious married life',
    chadhava: ['flowers', 'sindoor', 'coconut', 'laddoo'],
    when: { schedule: { rule: { weekday: TUESDAY }, start: ist('09:00'), end: { minutes: 150 } }, pick: 'previous' },
  },
  {
    title: 'Baglamukhi Havan',
    temple: 'kamakhya',
    image: '/art/puja-baglamukhi.svg',
    tag: 'For Victory over Adversaries',
    occasion: 'Masik Durgashtami',
    type: 'Havan',
    duration: '3-4 hours',
    description: p(
      'Maa Baglamukhi, the eighth of the ten Mahavidyas, is the Goddess who stills the speech and movement of enemies. Her worship with yellow flowers, turmeric, yellow cloth and the Baglamukhi mantra, followed by a havan with haldi and ghee, is sought for protection in disputes, court cases and hostile situations.',
      'The havan is performed on Nilachal Hill at Kamakhya, where shrines of all ten Mahavidyas surround the Shakti Peetha. It is offered on Shukla Ashtami, the eighth day of the waxing moon, kept every month as Masik Durgashtami, a day sacred to the Divine Mother in all her forms.',
    ),
    aboutPujaCard: [3, 5, 6, 7],
    aboutTemple:
      'Maa Kamakhya on Nilachal Hill in Guwahati is among the most revered of the fifty-one Shakti Peethas. Around the main shrine stand temples of the ten Mahavidyas, including Maa Bagalamukhi.',
    benefits: [
      { title: 'Victory in disputes', description: 'Sought for favourable outcomes in legal and property matters.' },
      { title: 'Protection from enemies', description: 'The Goddess neutralises hostility and harmful intentions.' },
      { title: 'Power of speech', description: 'Blesses the devotee with confident and effective words.' },
      { title: 'Freedom from fear', description: 'Removes the anxiety that comes from conflict and opposition.' },
    ],
    joinedNo: 1245,
    rating: 4.8,
    prices: [1501, 2251, 3251, 4751],
    focus: 'Baglamukhi havan',
    blessing: 'protection from every adversary',
    chadhava: ['flowers', 'coconut', 'gheeDiya', 'vastra', 'annaSeva'],
    when: { schedule: { rule: { tithi: [SHUKLA_ASHTAMI] }, start: ist('09:00'), end: { minutes: 240 } }, pick: 'next' },
  },
  {
    title: 'Saraswati Puja',
    temple: 'kashi',
    image: '/art/puja-saraswati.svg',
    tag: 'For Wisdom & Learning',
    occasion: 'Shukla Panchami',
    type: 'Puja',
    duration: '2 hours',
    description: p(
      'Maa Saraswati is the Goddess of knowledge, music, speech and the arts. Her great festival is Basant Panchami, the Shukla Panchami of Magha, when spring arrives and students, teachers and artists place their books and instruments at her feet. This puja is offered every month on Shukla Panchami, the fifth day of the waxing moon, to seek the same blessing.',
      'The puja is offered in Kashi, the ancient city of Sanskrit learning, by pandits of its Vedic pathshalas. It includes Saraswati Vandana, the Saraswati Stotra, offering of yellow flowers and kesar kheer, and vidyarambh prayers for children beginning their studies.',
      "Your child's name and class can be added to the sankalp so that the pandit prays specially for their studies.",
    ),
    aboutPujaCard: [1, 2, 4, 6],
    aboutTemple:
      'Kashi has been the seat of learning for thousands of years, home to the scholars and pathshalas that kept the Vedas alive. Worship of Saraswati in the city of Vishwanath carries a special blessing for students.',
    benefits: [
      { title: 'Success in studies', description: 'Students pray for concentration, memory and good results.' },
      { title: 'Creativity', description: 'Artists and musicians seek inspiration from the Goddess of the arts.' },
      { title: 'Clear speech', description: 'Saraswati, Vak Devi, blesses the devotee with eloquence.' },
    ],
    joinedNo: 312,
    rating: 4.9,
    prices: [501, 801, 1301, 1901],
    focus: 'Saraswati puja',
    blessing: 'wisdom and success in studies',
    chadhava: ['flowers', 'laddoo', 'vastra', 'deepDaan'],
    when: {
      schedule: { rule: { tithi: [SHUKLA_PANCHAMI] }, start: ist('09:00'), end: { minutes: 120 } },
      pick: 'next',
    },
  },
];
