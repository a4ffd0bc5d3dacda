import { istDate, istDayStart } from '@sankalp/shared/calendar';
import type { Place } from './dates';

/** Demo temples. `key` only links seed rows together (pujas, streams, events); it is not stored. */

export type TempleKey =
  | 'kashi'
  | 'mahakal'
  | 'somnath'
  | 'kedarnath'
  | 'tirupati'
  | 'meenakshi'
  | 'jagannath'
  | 'siddhivinayak'
  | 'vaishnodevi'
  | 'kamakhya'
  | 'dwarka'
  | 'rameswaram'
  | 'trimbak'
  | 'bankebihari';

export type TempleSeed = {
  key: TempleKey;
  name: string;
  location: string;
  deity: string;
  description: string;
  about: string;
  image: string;
};

export const TEMPLES: TempleSeed[] = [
  {
    key: 'kashi',
    name: 'Shri Kashi Vishwanath Temple',
    location: 'Varanasi, Uttar Pradesh',
    deity: 'Lord Shiva (Vishwanath)',
    description:
      'One of the twelve Jyotirlingas, Kashi Vishwanath stands on the western bank of the holy Ganga in the oldest living city of the world, where Lord Shiva is worshipped as the Lord of the Universe.',
    about: [
      'Kashi, the city of light, is believed to rest on the trident of Lord Shiva himself. At its heart stands the Kashi Vishwanath Jyotirlinga, where the Lord is worshipped as Vishwanath, the ruler of the universe. Scriptures say that a single darshan here is equal to the merit of visiting all the other Jyotirlingas, and that those who leave their body in Kashi receive the Taraka mantra from Mahadev and attain moksha.',
      'The present temple was built in 1780 by Maharani Ahilyabai Holkar of Indore, and its spires were covered in gold offered by Maharaja Ranjit Singh in 1835. The Shri Kashi Vishwanath Dham corridor, opened in 2021, now joins the sanctum directly to the ghats, so pilgrims can take a dip in the Ganga and walk straight up to the Lord.',
      'The day begins with the Mangala Aarti before dawn and closes with the Shayan Aarti at night. Rudrabhishek, Laghu Rudra and Maha Mrityunjaya jaap are performed here every day by the Vedic pandits of Kashi, many from families that have served the temple for generations.',
    ].join('\n\n'),
    image: '/art/temple-kashi-vishwanath.svg',
  },
  {
    key: 'mahakal',
    name: 'Shri Mahakaleshwar Jyotirlinga',
    location: 'Ujjain, Madhya Pradesh',
    deity: 'Lord Shiva (Mahakal)',
    description:
      'The only south-facing Jyotirlinga, Mahakaleshwar on the banks of the Shipra is the seat of Mahakal, the Lord of Time, famed for the Bhasma Aarti offered before sunrise every day.',
    about: [
      'Ujjain, the ancient Avantika, is one of the seven moksha-puris of India, and its presiding deity is Mahakal, the Lord who stands beyond time and death. The Mahakaleshwar lingam is swayambhu (self-manifested) and dakshinamukhi, facing south, the direction of Yama, which is why devotees come here to pray for freedom from untimely death and fear.',
      'The Bhasma Aarti, performed in the early hours of the morning, is unlike any other ritual in India: the Jyotirlinga is adorned with sacred ash while Vedic hymns, damru and conch fill the sanctum. The temple rises over five levels, with Omkareshwar and Nagchandreshwar shrines above the main sanctum; the Nagchandreshwar shrine opens only on Nag Panchami.',
      'Every twelve years the Simhastha Kumbh Mela gathers millions on the ghats of the Shipra. The Shri Mahakal Lok corridor, opened in 2022, tells the stories of Shiva through murals and sculptures along the path to the temple.',
    ].join('\n\n'),
    image: '/art/temple-mahakaleshwar.svg',
  },
  {
    key: 'somnath',
    name: 'Shri Somnath Jyotirlinga Temple',
    location: 'Prabhas Patan, Gujarat',
    deity: 'Lord Shiva (Somnath)',
    description:
      'Revered as the first of the twelve Jyotirlingas, Somnath rises on the shore of the Arabian Sea at Prabhas Patan, a shrine rebuilt again and again through the centuries by unwavering devotion.',
    about: [
      'According to the Shiva Purana, the Moon God Soma was cured of a curse by worshipping Lord Shiva at Prabhas, and in gratitude built the first temple here in gold. Ravana is said to have rebuilt it in silver, Lord Krishna in sandalwood and King Bhimdev in stone. Somnath is therefore called the eternal shrine, destroyed many times and always raised again.',
      'The present temple, built in the Chalukya style of Gujarat, was reconstructed after Independence under the resolve of Sardar Vallabhbhai Patel and consecrated in 1951. In the courtyard stands the Baan Stambh, an arrow pillar which records that there is no land in a straight line between this shore and the South Pole.',
      'The evening aarti, with the waves of the sea breaking below the temple walls, and the light-and-sound show on the history of Somnath, leave every pilgrim with a deep sense of peace. Triveni Sangam, where the Hiran, Kapila and Saraswati rivers meet the sea, lies a short walk away.',
    ].join('\n\n'),
    image: '/art/temple-somnath.svg',
  },
  {
    key: 'kedarnath',
    name: 'Shri Kedarnath Temple',
    location: 'Rudraprayag, Uttarakhand',
    deity: 'Lord Shiva (Kedarnath)',
    description:
      'High in the Garhwal Himalayas beside the Mandakini river, Kedarnath is the loftiest of the twelve Jyotirlingas and a sacred stop of the Chota Char Dham and Panch Kedar pilgrimages.',
    about: [
      'Legend says the Pandavas, seeking forgiveness after the Kurukshetra war, followed Lord Shiva into the Himalayas. Shiva took the form of a bull and dived into the earth, leaving his hump at Kedarnath, which is worshipped here as a triangular rock lingam. The other parts of the bull appeared at the four remaining Panch Kedar shrines.',
      'The stone temple, standing at about 3,583 metres, is believed to have been revived by Adi Shankaracharya in the eighth century, and his samadhi lies just behind it. It withstood the floods of 2013 when a great boulder, now worshipped as Bhim Shila, came to rest behind the shrine and shielded it.',
      "The temple opens around Akshaya Tritiya in spring and closes on Bhai Dooj after Diwali. Through the winter months the utsav murti of Baba Kedar is worshipped at the Omkareshwar Temple in Ukhimath, and pujas offered in the Lord's name continue there without a break.",
    ].join('\n\n'),
    image: '/art/temple-kedarnath.svg',
  },
  {
    key: 'tirupati',
    name: 'Tirumala Shri Venkateswara Temple (Tirupati Balaji)',
    location: 'Tirumala, Andhra Pradesh',
    deity: 'Lord Venkateswara (Balaji)',
    description:
      'On the seven sacred hills of Tirumala, Lord Venkateswara blesses millions of devotees every year; the golden Ananda Nilayam and the famous Srivari laddu prasadam draw pilgrims from across the world.',
    about: [
      'Lord Venkateswara, a form of Lord Vishnu, is believed to have come to the Seshachalam hills in the Kali Yuga to protect and guide humanity. The Lord is said to have borrowed wealth from Kubera for his wedding with Padmavati Devi, and devotees lovingly offer their gifts to help repay that debt, which is why Tirumala is among the most visited shrines on earth.',
      'The sanctum is crowned by the gold-covered Ananda Nilayam vimana. Daily worship begins with the Suprabhata Seva before dawn and continues through Thomala Seva, Archana and Ekantha Seva at night. The Srivari laddu, prepared in the temple kitchen for centuries, carries a geographical indication tag of its own.',
      'The annual Brahmotsavam, when the Lord rides a different vahana through the four Mada streets every day, is the grandest festival of the hills. Many devotees offer their hair as an act of surrender before the Lord, a tradition followed here for generations.',
    ].join('\n\n'),
    image: '/art/temple-tirupati-balaji.svg',
  },
  {
    key: 'meenakshi',
    name: 'Arulmigu Meenakshi Sundareswarar Temple',
    location: 'Madurai, Tamil Nadu',
    deity: 'Goddess Meenakshi and Lord Sundareswarar',
    description:
      'On the southern bank of the Vaigai, the Meenakshi Amman temple of Madurai honours Goddess Meenakshi and her consort Sundareswarar beneath fourteen towering gopurams covered in thousands of painted figures.',
    about: [
      'Goddess Meenakshi, the fish-eyed one, is a radiant form of Parvati who was born as the daughter of the Pandya king Malayadhwaja and ruled Madurai as its queen. Her marriage to Lord Shiva, who came as Sundareswarar, the beautiful one, is celebrated every year in the Chithirai festival, when lakhs of devotees witness the divine wedding, the Meenakshi Thirukalyanam.',
      'The temple complex spreads over fourteen acres with fourteen gopurams, the tallest rising about 52 metres. The Hall of a Thousand Pillars, the Porthamarai Kulam (golden lotus tank) and the musical pillars that sing when tapped are marvels of Dravidian craftsmanship.',
      "Each night the palliyarai ceremony carries Lord Sundareswarar in a palanquin to the Goddess's chamber, accompanied by nadaswaram and Tamil hymns. Devotees traditionally worship the Goddess first and then the Lord, honouring Madurai as the city where Meenakshi reigns.",
    ].join('\n\n'),
    image: '/art/temple-meenakshi.svg',
  },
  {
    key: 'jagannath',
    name: 'Shri Jagannath Temple',
    location: 'Puri, Odisha',
    deity: 'Lord Jagannath with Balabhadra and Subhadra',
    description:
      'One of the four Char Dham, the twelfth-century Jagannath Temple of Puri is home to Lord Jagannath, Balabhadra and Devi Subhadra, and to the world-famous Rath Yatra and Mahaprasad.',
    about: [
      'Shri Jagannath, the Lord of the Universe, is worshipped at Puri with his elder brother Balabhadra, his sister Devi Subhadra and the Sudarshan Chakra. The deities are carved from sacred neem wood and are renewed in the rare Nabakalebara ceremony, when the Lord is said to take a new body.',
      'The present temple was built in the twelfth century by King Anantavarman Chodaganga Deva. Its kitchen is counted among the largest in the world: the Mahaprasad is cooked in earthen pots stacked over wood fires and, once offered to the Lord, is shared by all at the Ananda Bazaar without distinction of caste or creed. The flag atop the shikhara is changed every single day by priests who climb the temple by hand.',
      'In the month of Ashadha the deities leave the temple on three giant chariots for the Rath Yatra to the Gundicha Temple, pulled by lakhs of devotees along the Bada Danda. Bedi Hanuman, who guards the shrine from the sea, is worshipped on the beach nearby.',
    ].join('\n\n'),
    image: '/art/temple-jagannath-puri.svg',
  },
  {
    key: 'siddhivinayak',
    name: 'Shree Siddhivinayak Temple',
    location: 'Mumbai, Maharashtra',
    deity: 'Lord Ganesha (Siddhivinayak)',
    description:
      'At Prabhadevi in Mumbai, Shree Siddhivinayak is the beloved Ganesha who grants siddhi, success in every undertaking; the right-trunked murti is worshipped by lakhs of devotees each Tuesday.',
    about: [
      'The Siddhivinayak temple was consecrated in 1801 by Laxman Vithu Patil and funded by Deubai Patil, a devout lady who prayed that Ganesha would bless childless women with children. The murti, carved from a single black stone, shows Ganesha with four arms holding a lotus, an axe, a rosary and a bowl of modak, flanked by Riddhi and Siddhi.',
      'The trunk of this Ganesha turns to the right. Such a Siddhi Vinayak form is considered very powerful and quick to answer sincere prayers, which is why entrepreneurs, students and families begin every new venture with a visit to Prabhadevi.',
      'Tuesdays, Sankashti Chaturthi and especially Angaraki Chaturthi bring long lines of devotees, many walking barefoot through the night. Ganesh Chaturthi is celebrated with great devotion, and the morning Kakad Aarti sets the rhythm of the city around it.',
    ].join('\n\n'),
    image: '/art/temple-siddhivinayak.svg',
  },
  {
    key: 'vaishnodevi',
    name: 'Shri Mata Vaishno Devi Shrine',
    location: 'Katra, Jammu and Kashmir',
    deity: 'Mata Vaishno Devi',
    description:
      'In a holy cave of the Trikuta mountains above Katra, Mata Vaishno Devi appears as three natural pindis of Maha Kali, Maha Lakshmi and Maha Saraswati; lakhs of pilgrims walk the path chanting Jai Mata Di.',
    about: [
      'Mata Vaishno Devi is the combined form of the three great Goddesses. Legend says that as a young devotee of Lord Vishnu she meditated in the Trikuta hills, and when pursued by Bhairon Nath she took refuge in the cave at Ardhkuwari before revealing her divine form at the Bhawan. There she is worshipped to this day as three pindis, without any carved idol.',
      'The yatra from Katra climbs about thirteen kilometres through Banganga, Charan Paduka and Ardhkuwari to the holy cave. It is traditionally completed with a visit to the Bhairon Nath temple higher up the mountain, as the Goddess granted him forgiveness and a place in her worship.',
      'The Atka Aarti, performed in the morning and evening before the pindis, is the most awaited moment at the Bhawan. During the two Navratris the shrine is decorated with flowers and the whole mountain resounds with bhajans in praise of Mata Rani.',
    ].join('\n\n'),
    image: '/art/temple-vaishno-devi.svg',
  },
  {
    key: 'kamakhya',
    name: 'Maa Kamakhya Devalaya',
    location: 'Guwahati, Assam',
    deity: 'Goddess Kamakhya',
    description:
      'Crowning Nilachal Hill above the Brahmaputra in Guwahati, Maa Kamakhya is among the most revered of the fifty-one Shakti Peethas and a great centre of Shakta and Tantric worship in India.',
    about: [
      'When Lord Shiva carried the body of Devi Sati across the worlds in grief, her body fell in many places that became the Shakti Peethas. Kamakhya is where her yoni fell, and so the Goddess is worshipped here not as an idol but as a sacred stone in a cave-like sanctum, kept moist by a natural underground spring.',
      'The temple, rebuilt in 1565 by the Koch king Nara Narayan, has a distinctive beehive-shaped dome in the Nilachal style. Around it stand shrines of the ten Mahavidyas, including Bhuvaneshwari, Bagalamukhi, Tara and Kamala, making Nilachal Hill a living temple of the Divine Mother in all her forms.',
      'Every year in the monsoon the temple closes for three days during the Ambubachi Mela, when the Goddess is believed to rest, and reopens to huge gatherings of sadhus and devotees. Durga Puja, Manasha Puja and Pohan Biya are also celebrated here with great devotion.',
    ].join('\n\n'),
    image: '/art/temple-kamakhya.svg',
  },
  {
    key: 'dwarka',
    name: 'Shri Dwarkadhish Temple (Jagat Mandir)',
    location: 'Dwarka, Gujarat',
    deity: 'Lord Krishna (Dwarkadhish)',
    description:
      'Where the Gomti river meets the Arabian Sea, the five-storeyed Jagat Mandir honours Lord Krishna as the King of Dwarka; it is one of the Char Dham and its flag is changed several times each day.',
    about: [
      "Dwarka was the kingdom of Lord Krishna after he left Mathura, and the Dwarkadhish temple is believed to have first been raised by his great-grandson Vajranabh over the Lord's own palace. The present temple, built of limestone and sandstone, rises five storeys on seventy-two carved pillars, with a shikhara about 78 metres high.",
      'Pilgrims enter through the Moksha Dwar and leave through the Swarga Dwar, which opens onto fifty-six steps leading down to the Gomti. A flag of fifty-two yards, offered by devotees, is hoisted on the shikhara several times a day, and families wait years for the honour of offering it.',
      'Janmashtami at Dwarka is a festival of joy, with the temple open through the night for the birth of the Lord. Bet Dwarka, where Krishna is said to have received his friend Sudama, and the Nageshwar Jyotirlinga lie close by.',
    ].join('\n\n'),
    image: '/art/temple-dwarkadhish.svg',
  },
  {
    key: 'rameswaram',
    name: 'Arulmigu Ramanathaswamy Temple',
    location: 'Rameswaram, Tamil Nadu',
    deity: 'Lord Shiva (Ramanathaswamy)',
    description:
      'On Rameswaram island, the Ramanathaswamy temple enshrines the Jyotirlinga that Lord Rama worshipped after returning from Lanka; it is one of the Char Dham and has the longest temple corridor in India.',
    about: [
      'After the war in Lanka, Lord Rama wished to worship Lord Shiva at Rameswaram. He sent Hanuman to Kailash for a lingam, and when Hanuman was delayed, Mata Sita shaped a lingam of sand, the Ramalingam, which Rama worshipped. The Vishwalingam brought by Hanuman was installed beside it, and Rama decreed that it be worshipped first, as it is to this day.',
      'The temple is famed for its magnificent corridors lined with more than a thousand carved pillars; the outer corridor is about 1,200 metres long. Inside the complex are twenty-two sacred theerthams, holy wells whose water devotees bathe in before darshan.',
      'Rameswaram is also revered for rites for departed ancestors. Pilgrims offer tarpan and pind daan at the Agni Theertham on the seashore and pray for the peace of their forefathers before entering the temple.',
    ].join('\n\n'),
    image: '/art/temple-ramanathaswamy.svg',
  },
  {
    key: 'trimbak',
    name: 'Shri Trimbakeshwar Jyotirlinga',
    location: 'Nashik, Maharashtra',
    deity: 'Lord Shiva (Trimbakeshwar)',
    description:
      'Near the source of the holy Godavari in the Brahmagiri hills, Trimbakeshwar is the Jyotirlinga whose three faces embody Brahma, Vishnu and Mahesh, and the foremost place for Kaal Sarp and Narayan Nagbali rites.',
    about: [
      'The sage Gautama, who brought the river Godavari down to earth at Brahmagiri, prayed to Lord Shiva to dwell here, and the Lord appeared as the Trimbakeshwar Jyotirlinga. Its unique feature is a small hollow holding three tiny lingams that represent Brahma, Vishnu and Mahesh, covered on festive days by a jewelled mukut said to date from the Pandava era.',
      'The black-stone temple was built in the eighteenth century by Peshwa Balaji Bajirao, also known as Nanasaheb. Around it, the Kushavarta kund marks the spot where the Godavari resurfaces, and it is the bathing place of the Kumbh Mela held at Nashik and Trimbak every twelve years.',
      'Trimbakeshwar is renowned for rituals of remedy and healing: Kaal Sarp Dosh Nivaran, Narayan Nagbali, Tripindi Shraddha and Maha Mrityunjaya jaap are performed here by Tamrapatradhari purohits whose families have held this right for generations.',
    ].join('\n\n'),
    image: '/art/temple-trimbakeshwar.svg',
  },
  {
    key: 'bankebihari',
    name: 'Shri Banke Bihari Temple',
    location: 'Vrindavan, Uttar Pradesh',
    deity: 'Lord Krishna (Banke Bihari)',
    description:
      'In the lanes of Vrindavan, Shri Banke Bihari ji stands in his tribhanga pose, so enchanting that a curtain is drawn every few moments lest a devotee lose their heart to his gaze for ever.',
    about: [
      'Shri Banke Bihari ji was revealed at Nidhivan by the great saint and musician Swami Haridas, whose devotion was so deep that Radha and Krishna appeared before him and merged into a single dark, radiant form. Banke means bent in three places and Bihari means the one who enjoys, and the Lord stands in that graceful tribhanga pose, flute in hand.',
      'The present temple was built in 1864 by the Goswamis who have served the Lord for generations. Here the Lord is treated as a child: the curtain before the sanctum is drawn and opened every few moments, and the Mangala Aarti is performed only once a year, on Janmashtami, so that the young Lord is not woken too early.',
      "Phoolon wali Holi, the swing festival of Jhulan Yatra and the rare Charan Darshan on Akshaya Tritiya, when the Lord's lotus feet are revealed, fill Vrindavan with devotees from every corner of the world.",
    ].join('\n\n'),
    image: '/art/temple-banke-bihari.svg',
  },
];

/**
 * Where each temple is, for the demo's panchang dates (seed/dates.ts): the shrine's coordinates
 * (WGS 84, to about a hundred metres; sunrise is computed at sea level as the engine does) and any
 * days it holds no ritual. Not stored: temples have no coordinates in the schema.
 */
export const TEMPLE_PLACES: Record<TempleKey, Place> = {
  kashi: { latitude: 25.3109, longitude: 83.0107 },
  mahakal: { latitude: 23.1828, longitude: 75.7681 },
  somnath: { latitude: 20.888, longitude: 70.4013 },
  // Closed from Bhai Dooj to about Akshaya Tritiya; its puja's copy names the winter seat at Ukhimath.
  kedarnath: { latitude: 30.7352, longitude: 79.0669 },
  tirupati: { latitude: 13.6833, longitude: 79.3472 },
  meenakshi: { latitude: 9.9195, longitude: 78.1193 },
  jagannath: { latitude: 19.8048, longitude: 85.8179 },
  siddhivinayak: { latitude: 19.0169, longitude: 72.8302 },
  vaishnodevi: { latitude: 33.0308, longitude: 74.949 },
  kamakhya: { latitude: 26.1664, longitude: 91.7055, closedOn: duringAmbubachi },
  dwarka: { latitude: 22.2376, longitude: 68.9674 },
  rameswaram: { latitude: 9.2881, longitude: 79.3174 },
  trimbak: { latitude: 19.9322, longitude: 73.5309 },
  bankebihari: { latitude: 27.5806, longitude: 77.7006 },
};

/**
 * Kamakhya's doors close for the three days of the Ambubachi Mela, from the 7th of the solar month
 * Ahaar (22 June in most years) until they reopen on the fourth morning; a day either side is kept
 * clear too, as the solar date drifts by a day between years.
 */
function duringAmbubachi(day: number): boolean {
  const { month, day: date } = istDate(istDayStart(day));
  return month === 6 && date >= 21 && date <= 26;
}
