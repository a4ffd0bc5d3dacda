/** Copy of /about-us (spec part 3 § 2: mission, vision, story, values; part 1 § 1: home claims). */
export const ABOUT_STATS = [
  { value: '1000+', label: 'Temples connected' },
  { value: '50K+', label: 'Devotees served' },
  { value: '24/7', label: 'Live darshan' },
] as const;

export const ABOUT_MISSION =
  'To let every devotee, wherever they live, offer worship at India’s sacred temples in their own name and gotra — performed faithfully by the temple’s own pandits, and accounted for to the last rupee.';

export const ABOUT_VISION =
  'A world in which distance, age or health never stand between a family and its temple: where a grandmother in Pune, a student in Toronto and a farmer in Bihar can all take part in the same aarti at Kashi.';

export const ABOUT_STORY = [
  'Sankalp began in Varanasi, on the ghats of the Ganga, where families have come for centuries to offer prayers for those they love. Again and again we met devotees who could not make the journey — parents grown too old to travel, children settled in other cities and countries — and who still wished to have a puja done in their name.',
  'So a small group of us, with the blessing of temple priests we had known for years, began arranging those pujas on their behalf: taking the sankalp in the devotee’s name and gotra, sending a video of the ritual, and posting the prasad home.',
  'Today the Sankalp Foundation works with temples across India. The work is larger, but the promise is the same one we made on the first day: your offering will reach the deity exactly as you intended, and you will see that it has.',
];

export const ABOUT_VALUES = [
  {
    id: 'shraddha',
    title: 'Shraddha',
    subtitle: 'Devotion first',
    text: 'Every puja is performed by the temple’s pandits, in the temple’s own tradition, with your sankalp spoken in full.',
  },
  {
    id: 'transparency',
    title: 'Transparency',
    subtitle: 'Every rupee accounted for',
    text: 'Clear prices before you pay, a receipt for every payment, a video of every puja, and 80G certificates for eligible donations.',
  },
  {
    id: 'seva',
    title: 'Seva',
    subtitle: 'Service without expectation',
    text: 'Annadaan, gau seva and temple renovation are at the heart of our work, not an afterthought to it.',
  },
  {
    id: 'care',
    title: 'Care',
    subtitle: 'A real person when you need one',
    text: 'Our seva team in Varanasi answers by phone, WhatsApp and e-mail, in English and Hindi.',
  },
] as const;
