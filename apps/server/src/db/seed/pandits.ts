/**
 * Demo astrologers and vastu consultants. highlightPoints vary from 0 to 6 so the profile's
 * "padded to 3 boxes" rule is visible. The fee is the fixed consultation fee (spec part 3 § 9).
 */
export type PanditSeed = {
  name: string;
  location: string;
  img: string;
  description: string;
  highlightPoints: string[];
  experienceYears: number;
  languages: string[];
  specialities: string[];
  rating: number;
};

export const PANDITS: PanditSeed[] = [
  {
    name: 'Acharya Rajendra Shastri',
    location: 'Varanasi, Uttar Pradesh',
    img: '/art/pandit-01.svg',
    description:
      'A Jyotish Acharya from Sampurnanand Sanskrit University, Acharya Rajendra Shastri has guided families in Kashi for three decades on kundli, muhurat and remedies rooted in the Vedic tradition.',
    highlightPoints: [
      '30+ years of Vedic astrology practice',
      'Jyotish Acharya, Sampurnanand Sanskrit University',
      'Expert in kundli matching for marriage',
      'Muhurat for griha pravesh and weddings',
      'Remedies through mantra, daan and puja',
      'Consulted by over 20,000 families',
    ],
    experienceYears: 32,
    languages: ['Hindi', 'English', 'Sanskrit', 'Bhojpuri'],
    specialities: ['Vedic astrology', 'Kundli matching', 'Muhurat'],
    rating: 4.9,
  },
  {
    name: 'Pt. Devendra Joshi',
    location: 'Ujjain, Madhya Pradesh',
    img: '/art/pandit-02.svg',
    description:
      'From a family of astrologers serving the Mahakal temple city for generations, Pt. Devendra Joshi specialises in Mangal dosh, Kaal Sarp dosh and career guidance through the dasha system.',
    highlightPoints: [
      'Fourth-generation astrologer from Ujjain',
      'Specialist in Mangal and Kaal Sarp dosh',
      'Career and business guidance by dasha',
      'Clear, practical remedies',
      'Available for Hindi and Marathi consultations',
    ],
    experienceYears: 24,
    languages: ['Hindi', 'Marathi', 'English'],
    specialities: ['Vedic astrology', 'Dosh nivaran', 'Career guidance'],
    rating: 4.8,
  },
  {
    name: 'Jyotishacharya Meera Sharma',
    location: 'Haridwar, Uttarakhand',
    img: '/art/pandit-03.svg',
    description:
      'Jyotishacharya Meera Sharma combines Parashari astrology with numerology to help devotees with marriage, health and family questions, with a gentle and compassionate approach.',
    highlightPoints: [
      'Parashari astrology and numerology',
      'Marriage and relationship counselling',
      'Gemstone recommendations after careful analysis',
      'Warm, patient consultations',
    ],
    experienceYears: 15,
    languages: ['Hindi', 'English', 'Punjabi'],
    specialities: ['Vedic astrology', 'Numerology', 'Gemstone guidance'],
    rating: 4.8,
  },
  {
    name: 'Sri Venkatesh Iyer',
    location: 'Chennai, Tamil Nadu',
    img: '/art/pandit-04.svg',
    description:
      'Sri Venkatesh Iyer is a scholar of South Indian jyotisha and prasna, known for precise muhurat selection and detailed horoscope matching using the porutham system.',
    highlightPoints: [
      'Porutham horoscope matching',
      'Prasna (horary) astrology',
      'Muhurat for weddings and upanayanam',
    ],
    experienceYears: 27,
    languages: ['Tamil', 'English', 'Telugu', 'Sanskrit'],
    specialities: ['Kundli matching', 'Prasna', 'Muhurat'],
    rating: 4.9,
  },
  {
    name: 'Acharya Harish Trivedi',
    location: 'Ahmedabad, Gujarat',
    img: '/art/pandit-05.svg',
    description:
      'An engineer turned Vastu Shastra consultant, Acharya Harish Trivedi helps families and businesses plan homes, offices and factories in harmony with the five elements, often without any demolition.',
    highlightPoints: ['Vastu for homes, offices and factories', 'Remedies without demolition'],
    experienceYears: 18,
    languages: ['Gujarati', 'Hindi', 'English'],
    specialities: ['Vastu', 'Commercial vastu', 'Plot selection'],
    rating: 4.7,
  },
  {
    name: 'Pt. Gopal Krishna Bhatt',
    location: 'Udupi, Karnataka',
    img: '/art/pandit-06.svg',
    description:
      'Trained in the Madhva tradition at Udupi, Pt. Gopal Krishna Bhatt advises on graha shanti, naming ceremonies and auspicious timings, and explains every remedy in simple words.',
    highlightPoints: ['Graha shanti and remedies'],
    experienceYears: 21,
    languages: ['Kannada', 'Tulu', 'Hindi', 'English'],
    specialities: ['Vedic astrology', 'Naamkaran', 'Graha shanti'],
    rating: 4.8,
  },
  {
    name: 'Dr. Anand Mishra',
    location: 'Prayagraj, Uttar Pradesh',
    img: '/art/pandit-07.svg',
    description:
      'Dr. Anand Mishra holds a doctorate in Jyotish and is consulted for both astrology and Vastu, especially for new homes, griha pravesh timing and the placement of the puja room.',
    highlightPoints: [],
    experienceYears: 12,
    languages: ['Hindi', 'English'],
    specialities: ['Vastu', 'Vedic astrology', 'Griha pravesh muhurat'],
    rating: 4.7,
  },
  {
    name: 'Acharya Suresh Pandey',
    location: 'Nashik, Maharashtra',
    img: '/art/pandit-08.svg',
    description:
      'A purohit of Trimbakeshwar, Acharya Suresh Pandey advises devotees on Kaal Sarp, Pitru and Nadi dosh and on the rituals that bring relief, drawing on long experience of performing them.',
    highlightPoints: [
      'Purohit at Trimbakeshwar for 20 years',
      'Kaal Sarp, Pitru and Nadi dosh guidance',
      'Narayan Nagbali and Tripindi Shraddha advice',
    ],
    experienceYears: 20,
    languages: ['Marathi', 'Hindi'],
    specialities: ['Dosh nivaran', 'Kundli analysis', 'Vedic astrology'],
    rating: 4.8,
  },
];

/** The services a demo pandit offers: Vastu for the vastu consultants, Astro for the astrologers. */
export function panditServices(pd: PanditSeed): Array<'Astro' | 'Vastu'> {
  const isVastu = (sp: string) => /vastu|plot/i.test(sp);
  const vastu = pd.specialities.some(isVastu);
  const astro = pd.specialities.some((sp) => !isVastu(sp));
  return [...(astro ? (['Astro'] as const) : []), ...(vastu ? (['Vastu'] as const) : [])];
}

const MORNING = { from: '10:00', to: '13:00' };
const EVENING = { from: '16:00', to: '19:00' };

/**
 * Weekly IST hours of the n-th demo pandit (Sunday first, an empty day is off): mornings and
 * evenings six days a week; the even ones rest on Sunday, the odd ones on Tuesday.
 */
export function panditHours(n: number): Array<Array<{ from: string; to: string }>> {
  const dayOff = n % 2 === 0 ? 0 : 2;
  return Array.from({ length: 7 }, (_, day) => (day === dayOff ? [] : [MORNING, EVENING]));
}
