/** The kundli & panchang engine: pure computation, no network, no database. */
export { kundli, chartAt, type BirthInput } from './kundli';
export { dayPanchang, type DayInput } from './panchang-day';
export { momentPanchang } from './panchang';
export { isRealDate, localToUtcMs, offsetMinutesAt, type Zone } from './time';
