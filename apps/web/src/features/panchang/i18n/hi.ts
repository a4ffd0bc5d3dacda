import type { Translation } from '../../../lib/i18n/index';
import type { PanchangMessages } from './en';

const hi: Translation<PanchangMessages> = {
  title: 'पंचांग',
  subtitle: 'किसी भी दिन के लिए आपके शहर की तिथि, नक्षत्र, योग, करण, सूर्योदय और राहु काल।',
  city: 'शहर',
  cityHint: 'आपकी पसंद इस डिवाइस पर याद रखी जाती है।',
  date: 'तारीख़',
  previousDay: 'पिछला दिन',
  nextDay: 'अगला दिन',
  today: 'आज',
  badRequest: 'यह तारीख़ या स्थान नहीं दिखाया जा सकता: {message}।',
  failed: 'पंचांग अभी लोड नहीं हो सका।',
  showToday: 'आज का पंचांग देखें',
  loading: 'पंचांग लोड हो रहा है',
  panchangFor: 'पंचांग',
  heading: '{vara}, {date}',
  sunrise: 'सूर्योदय',
  noSunrise: 'सूर्योदय नहीं होता',
  sunset: 'सूर्यास्त',
  noSunset: 'सूर्यास्त नहीं होता',
  rahuKaal: 'राहु काल',
  noRahuKaal: 'आज नहीं',
  lunarMonth: 'चंद्र मास',
  months: '{amanta} (अमांत) · {purnimanta} (पूर्णिमांत)',
  adhika: 'अधिक {name}',
  midnightNote: 'इस तारीख़ को यहाँ सूर्योदय नहीं होता, इसलिए दिन स्थानीय मध्यरात्रि से गिना गया है।',
  tithi: 'तिथि',
  nakshatra: 'नक्षत्र',
  yoga: 'योग',
  karana: 'करण',
  paksha: '{paksha} पक्ष',
  till: '{time} तक',
  beyondSunrise: 'अगले सूर्योदय के बाद तक',
  footnote:
    'हर अंग सूर्योदय से अगले सूर्योदय तक (वैदिक दिन) दिखाया गया है, उसके समाप्त होने के समय के साथ। निरयण गणना, लाहिड़ी अयनांश ({ayanamsa}°) से; समय उस स्थान की अपनी घड़ी के अनुसार।',
};
export default hi;
