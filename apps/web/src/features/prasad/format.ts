/** Dates on the prasad page: '26 Nov 2026' and '26 Nov, 10:30 am' (the devotee's language, their time zone). */
const locale = (language: 'en' | 'hi') => (language === 'hi' ? 'hi-IN' : 'en-IN');

export const formatDay = (iso: string, language: 'en' | 'hi' = 'en') =>
  new Date(iso).toLocaleDateString(locale(language), { day: 'numeric', month: 'short', year: 'numeric' });

export const formatDayTime = (iso: string, language: 'en' | 'hi' = 'en') =>
  new Date(iso).toLocaleString(locale(language), {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });
