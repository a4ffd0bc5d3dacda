import type { ChadhavaKey } from './puja-extras';
import type { TempleKey } from './temples';

/**
 * Demo pujas. Start and end are hours relative to the seeding time, so that countdowns mean
 * something: 9 upcoming (one within the hour), 3 live, 2 closed. joinedNo values are distinct so the
 * featured top 3 (Rudrabhishek, Maha Mrityunjaya, Kaal Sarp) is deterministic.
 */
export type PujaSeed = {
  title: string;
  temple: TempleKey;
  image: string;
  tag: string;
  tithi: string;
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
  startHours: number;
  endHours: number;
};

const p = (...paragraphs: string[]) => paragraphs.join('\n\n');

export const PUJAS: PujaSeed[] = [
  {
    title: 'Rudrabhishek Puja',
    temple: 'kashi',
    image: '/art/puja-rudrabhishek.svg',
    tag: 'For Peace & Prosperity',
    tithi: 'Shukla Paksha Trayodashi',
    occasion: 'Pradosh Vrat',
    type: 'Abhishek',
    duration: '2-3 hours',
    description: p(
      'Rudrabhishek is the sacred bathing of the Shiva lingam with Gangajal, milk, curd, honey, ghee and sugarcane juice while eleven Vedic pandits chant the Shri Rudram from the Krishna Yajurveda. On Pradosh, when Lord Shiva is believed to dance in joy at twilight, the abhishek carries special blessings.',
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
    startHours: 3,
    endHours: 6,
  },
  {
    title: 'Maha Mrityunjaya Jaap',
    temple: 'mahakal',
    image: '/art/puja-maha-mrityunjaya.svg',
    tag: 'For Health & Long Life',
    tithi: 'Krishna Paksha Chaturdashi',
    occasion: 'Masik Shivratri',
    type: 'Jaap',
    duration: '3-4 hours',
    description: p(
      'The Maha Mrityunjaya mantra from the Rig Veda, "Om Tryambakam Yajamahe", is the great prayer to Lord Shiva for victory over illness, fear and untimely death. In this puja learned pandits of Ujjain chant the mantra 1,25,000 times in your name, followed by a havan with the dashansh ahuti.',
      'Mahakaleshwar is the seat of Mahakal, the Lord beyond time, and the only south-facing Jyotirlinga. Jaap performed here on Masik Shivratri, the fourteenth night of the waning moon, is considered especially powerful for those facing serious illness or a difficult phase in life.',
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
    startHours: 24,
    endHours: 28,
  },
  {
    title: 'Navgraha Shanti Puja',
    temple: 'somnath',
    image: '/art/puja-navgraha-shanti.svg',
    tag: 'For Planetary Peace',
    tithi: 'Shukla Paksha Saptami',
    occasion: 'Ratha Saptami',
    type: 'Shanti Puja',
    duration: '3 hours',
    description: p(
      'The nine grahas, from Surya to Ketu, shape the course of our lives. When one or more of them is weak or afflicted in the horoscope, obstacles appear in health, work and relationships. Navgraha Shanti Puja honours all nine planets with their own mantras, grains, colours and samidha in a single havan.',
      'At Somnath, the shrine where the Moon God Soma was freed from his curse by Lord Shiva, the puja is performed on Ratha Saptami, the day dedicated to Surya, the king of the planets. Your name and birth details are taken in the sankalp so that the remedies reach you.',
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
    startHours: 50,
    endHours: 53,
  },
  {
    title: 'Lakshmi Kuber Puja',
    temple: 'tirupati',
    image: '/art/puja-lakshmi-kuber.svg',
    tag: 'For Wealth & Abundance',
    tithi: 'Krishna Paksha Trayodashi',
    occasion: 'Dhanteras',
    type: 'Puja and Havan',
    duration: '2-3 hours',
    description: p(
      'Goddess Mahalakshmi is the giver of wealth and Lord Kuber is its treasurer. Worshipped together, they bless the devotee with both the arrival of prosperity and its safekeeping. The puja includes Shri Suktam recitation, Kuber mantra jaap, the installation of a Kuber yantra and a havan with lotus seeds and ghee.',
      'It is offered in the sacred town of Tirumala, where Lord Venkateswara is said to have borrowed wealth from Kuber for his divine marriage with Padmavati Devi. On Dhanteras, the day Lakshmi emerged from the churning of the ocean, the puja is believed to open the doors of abundance for the whole year.',
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
    startHours: 98,
    endHours: 101,
  },
  {
    title: 'Kaal Sarp Dosh Nivaran Puja',
    temple: 'trimbak',
    image: '/art/puja-kaal-sarp-dosh.svg',
    tag: 'For Removing Obstacles',
    tithi: 'Shukla Paksha Panchami',
    occasion: 'Nag Panchami',
    type: 'Dosh Nivaran',
    duration: '3-4 hours',
    description: p(
      'Kaal Sarp Dosh forms when all seven planets fall between Rahu and Ketu in the birth chart. It is associated with repeated obstacles, delays in marriage and career, and a feeling of effort going unrewarded. The nivaran puja worships the Naga devatas, Rahu and Ketu, with a silver naga-nagin pair, followed by Rudrabhishek and havan.',
      'Trimbakeshwar, at the source of the Godavari, is the foremost place in India for this remedy. The puja is performed by the Tamrapatradhari purohits of Trimbak, and on Nag Panchami, the festival of the serpent deities, it is believed to bring the deepest relief.',
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
        description: 'Worship on Nag Panchami earns the protection of the serpent deities.',
      },
    ],
    joinedNo: 8432,
    rating: 4.9,
    prices: [1501, 2101, 3101, 4501],
    focus: 'Kaal Sarp Dosh nivaran',
    blessing: 'freedom from obstacles and delays',
    chadhava: ['milk', 'belPatra', 'coconut', 'gauSeva', 'annaSeva'],
    startHours: 146,
    endHours: 150,
  },
  {
    title: 'Satyanarayan Katha',
    temple: 'dwarka',
    image: '/art/puja-satyanarayan.svg',
    tag: 'For Family Harmony',
    tithi: 'Purnima',
    occasion: 'Kartik Purnima',
    type: 'Katha',
    duration: '2 hours',
    description: p(
      'Shri Satyanarayan Katha from the Skanda Purana is the beloved household puja of Lord Vishnu in his form as the embodiment of truth. The five chapters of the katha are recited, followed by worship with tulsi, panchamrit and the famous sheera prasad made of semolina, ghee and banana.',
      'Offered at Dwarka, the kingdom of Lord Krishna, on the full moon of Kartik, the katha is performed for gratitude after a wish is fulfilled, before a new beginning, or simply to keep the family united in faith.',
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
    startHours: 218,
    endHours: 220,
  },
  {
    title: 'Hanuman Chalisa Path',
    temple: 'jagannath',
    image: '/art/puja-hanuman-chalisa.svg',
    tag: 'For Courage & Protection',
    tithi: 'Purnima',
    occasion: 'Hanuman Jayanti',
    type: 'Path',
    duration: '3 hours',
    description: p(
      'The Hanuman Chalisa of Goswami Tulsidas is recited 108 times by a group of pandits, followed by Sundarkand, sindoor chola offering and aarti. Lord Hanuman, the mightiest devotee of Shri Ram, removes fear, grants courage and protects his devotees from every harm.',
      "The path is offered at Puri, where Bedi Hanuman has guarded Lord Jagannath's temple from the sea for centuries. On Hanuman Jayanti the recitation continues through the day, and your name is taken at the start of every round.",
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
    startHours: -2,
    endHours: 4,
  },
  {
    title: 'Durga Saptashati Path',
    temple: 'vaishnodevi',
    image: '/art/puja-durga-saptashati.svg',
    tag: 'For Strength & Victory',
    tithi: 'Shukla Paksha Navami',
    occasion: 'Maha Navami',
    type: 'Path and Havan',
    duration: '4-5 hours',
    description: p(
      'The Durga Saptashati, seven hundred verses from the Markandeya Purana, tells how the Divine Mother destroyed Mahishasura, Shumbha and Nishumbha. Its complete recitation with the Kavach, Argala and Keelak, followed by a havan, is one of the most powerful forms of Devi worship.',
      "On Maha Navami the path is offered in the name of Mata Vaishno Devi, who appears in the holy cave of the Trikuta hills as Maha Kali, Maha Lakshmi and Maha Saraswati. Devotees seek the Mother's strength in times of struggle and give thanks for her protection.",
      'The pandits conclude with kanya pujan, honouring young girls as forms of the Goddess, on behalf of every devotee who joins.',
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
        description: 'Sincere prayers at Navratri are believed to be answered by Mata Rani.',
      },
    ],
    joinedNo: 4410,
    rating: 4.9,
    prices: [1101, 1651, 2651, 3651],
    focus: 'Durga Saptashati path',
    blessing: 'the protection of Mata Rani',
    chadhava: ['sindoor', 'coconut', 'flowers', 'gheeDiya', 'annaSeva'],
    startHours: 290,
    endHours: 295,
  },
  {
    title: 'Ganesh Sankat Nashan Puja',
    temple: 'siddhivinayak',
    image: '/art/puja-ganesh-sankat-nashan.svg',
    tag: 'For Success in New Beginnings',
    tithi: 'Krishna Paksha Chaturthi',
    occasion: 'Sankashti Chaturthi',
    type: 'Puja and Stotra Path',
    duration: '2 hours',
    description: p(
      'The Sankat Nashan Ganesh Stotra from the Narada Purana praises the twelve names of Lord Ganesha and promises relief from every sankat, every crisis, to the one who recites it. In this puja the stotra is recited 21 times with durva, modak and red flowers offered at each round, followed by the Ganesh Atharvashirsha.',
      'Sankashti Chaturthi, the fourth day of the waning moon, is the monthly vrat of Ganesha, broken only after sighting the moon. Offered in the name of Shree Siddhivinayak of Mumbai, the puja is sought before exams, new jobs, property purchases and any fresh start.',
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
    startHours: 0.67,
    endHours: 3.67,
  },
  {
    title: 'Shani Til Tel Abhishek',
    temple: 'kedarnath',
    image: '/art/puja-shani-til-tel.svg',
    tag: 'For Relief from Shani Dosh',
    tithi: 'Amavasya',
    occasion: 'Shani Amavasya',
    type: 'Abhishek',
    duration: '2 hours',
    description: p(
      'Shani Dev, the lord of karma and justice, rewards patience and honest effort but tests us during Sade Sati, Dhaiya and Shani Mahadasha. The abhishek of Shani Dev with sesame oil and black til, along with the Shani Stotra of King Dasharatha and the Shani mantra, is the traditional way to seek his mercy.',
      "The abhishek is offered with the blessings of Baba Kedar; Lord Shiva is Shani Dev's guru, and worship of Mahadev is said to soften even the hardest of Shani's tests. Shani Amavasya, when the new moon falls on a Saturday, is the most auspicious day for this remedy.",
    ),
    aboutPujaCard: [2, 5, 6, 7],
    aboutTemple:
      'Shri Kedarnath, high in the Garhwal Himalayas beside the Mandakini, is the loftiest of the Jyotirlingas. In the winter months Baba Kedar is worshipped at Ukhimath, and pujas in his name continue without a break.',
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
    startHours: -24,
    endHours: 48,
  },
  {
    title: 'Pitru Dosh Nivaran Puja',
    temple: 'rameswaram',
    image: '/art/puja-pitru-dosh.svg',
    tag: 'For Peace of Ancestors',
    tithi: 'Amavasya',
    occasion: 'Sarvapitri Amavasya',
    type: 'Shraddha and Tarpan',
    duration: '3 hours',
    description: p(
      'Our ancestors watch over us, and when their rites are left incomplete their unrest is felt as Pitru Dosh: quarrels in the family, delays in marriage, health troubles or a sense of blessings being blocked. The nivaran puja offers tarpan with til and water, pind daan and the recitation of the Pitru Stotra for the peace of departed souls.',
      'The rites are performed at Rameswaram, where Lord Rama himself worshipped Shiva, and where pilgrims have long offered tarpan at the Agni Theertham on the seashore. Sarvapitri Amavasya, the last day of Pitru Paksha, honours every ancestor, including those whose date of passing is not known.',
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
    startHours: -72,
    endHours: -48,
  },
  {
    title: 'Mangal Dosh Shanti Puja',
    temple: 'meenakshi',
    image: '/art/puja-mangal-dosh.svg',
    tag: 'For Timely Marriage',
    tithi: 'Shukla Paksha Dashami',
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
    startHours: -168,
    endHours: -144,
  },
  {
    title: 'Baglamukhi Havan',
    temple: 'kamakhya',
    image: '/art/puja-baglamukhi.svg',
    tag: 'For Victory over Adversaries',
    tithi: 'Shukla Paksha Ashtami',
    occasion: 'Gupt Navratri',
    type: 'Havan',
    duration: '3-4 hours',
    description: p(
      'Maa Baglamukhi, the eighth of the ten Mahavidyas, is the Goddess who stills the speech and movement of enemies. Her worship with yellow flowers, turmeric, yellow cloth and the Baglamukhi mantra, followed by a havan with haldi and ghee, is sought for protection in disputes, court cases and hostile situations.',
      'The havan is performed on Nilachal Hill at Kamakhya, where shrines of all ten Mahavidyas surround the Shakti Peetha. Gupt Navratri, the quieter Navratri devoted to Mahavidya sadhana, is the traditional time for this worship.',
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
    startHours: -6,
    endHours: 24,
  },
  {
    title: 'Saraswati Puja',
    temple: 'kashi',
    image: '/art/puja-saraswati.svg',
    tag: 'For Wisdom & Learning',
    tithi: 'Shukla Paksha Panchami',
    occasion: 'Basant Panchami',
    type: 'Puja',
    duration: '2 hours',
    description: p(
      'Maa Saraswati is the Goddess of knowledge, music, speech and the arts. On Basant Panchami, when spring arrives and mustard fields turn yellow, students, teachers and artists place their books and instruments at her feet and seek her blessing.',
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
    startHours: 480,
    endHours: 482,
  },
];
