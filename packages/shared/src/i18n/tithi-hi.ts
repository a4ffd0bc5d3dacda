/**
 * The Hindi of the tithis (lunar days), by the English names the kundli engine and the catalog
 * use: one table for the web's panchang and kundli and for the catalog's tithi lines (issue 13).
 */
export const TITHI_HI = {
  Pratipada: 'प्रतिपदा',
  Dwitiya: 'द्वितीया',
  Tritiya: 'तृतीया',
  Chaturthi: 'चतुर्थी',
  Panchami: 'पंचमी',
  Shashthi: 'षष्ठी',
  Saptami: 'सप्तमी',
  Ashtami: 'अष्टमी',
  Navami: 'नवमी',
  Dashami: 'दशमी',
  Ekadashi: 'एकादशी',
  Dwadashi: 'द्वादशी',
  Trayodashi: 'त्रयोदशी',
  Chaturdashi: 'चतुर्दशी',
  Purnima: 'पूर्णिमा',
  Amavasya: 'अमावस्या',
} as const;

/** The words of a paksha (fortnight) beside a tithi: 'Shukla Paksha Ekadashi'. */
export const PAKSHA_HI = { Shukla: 'शुक्ल', Krishna: 'कृष्ण', Paksha: 'पक्ष' } as const;
