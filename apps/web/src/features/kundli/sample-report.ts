/**
 * The static sample report (spec part 3 § 2: the result page is a static chart and text).
 * Every figure here is illustrative and is labelled as a sample on the page.
 */
export const SAMPLE_BIRTH_DETAILS = [
  { label: 'Name', value: 'Sample Devotee' },
  { label: 'Date of Birth', value: '14 January 1990' },
  { label: 'Time of Birth', value: '6:30 AM' },
  { label: 'Place of Birth', value: 'Varanasi, Uttar Pradesh' },
] as const;

export const SAMPLE_KEY_FACTS = [
  { label: 'Lagna (Ascendant)', value: 'Makara (Capricorn)' },
  { label: 'Rashi (Moon sign)', value: 'Vrishabha (Taurus)' },
  { label: 'Nakshatra', value: 'Rohini, pada 2' },
  { label: 'Current Mahadasha', value: 'Shukra (Venus)' },
] as const;

export const SAMPLE_PLANETS = [
  { planet: 'Surya (Sun)', sign: 'Makara', house: 1 },
  { planet: 'Chandra (Moon)', sign: 'Vrishabha', house: 5 },
  { planet: 'Mangal (Mars)', sign: 'Vrishchika', house: 11 },
  { planet: 'Budh (Mercury)', sign: 'Dhanu', house: 12 },
  { planet: 'Guru (Jupiter)', sign: 'Mithuna', house: 6 },
  { planet: 'Shukra (Venus)', sign: 'Makara', house: 1 },
  { planet: 'Shani (Saturn)', sign: 'Dhanu', house: 12 },
  { planet: 'Rahu', sign: 'Makara', house: 1 },
  { planet: 'Ketu', sign: 'Karka', house: 7 },
] as const;

export const SAMPLE_READINGS = [
  {
    title: 'Nature and temperament',
    text: 'A Makara lagna gives a patient, disciplined and practical nature. With the Moon exalted in Vrishabha, the mind is steady, warm and devoted to family.',
  },
  {
    title: 'Career and wealth',
    text: 'Shukra in the first house favours work in the arts, teaching, hospitality or any field that serves people. Steady effort brings lasting rewards after the age of 30.',
  },
  {
    title: 'Relationships',
    text: 'The seventh house holds Ketu, so patience and open conversation strengthen marriage. Shukra mahadasha is a supportive period for relationships.',
  },
  {
    title: 'Suggested remedies',
    text: 'Offer water to Surya at sunrise, recite the Shani stotra on Saturdays, and light a ghee diya before Devi on Fridays.',
  },
] as const;
