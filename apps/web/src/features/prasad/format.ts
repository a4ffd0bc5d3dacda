/** Dates on the prasad page: '26 Nov 2026' and '26 Nov, 10:30 am' (en-IN, the devotee's time zone). */
export const formatDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

export const formatDayTime = (d: Date) =>
  d.toLocaleString('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });

export const addDays = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);
