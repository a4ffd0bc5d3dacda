import { describe, expect, it } from 'vitest';
import { parseReportQuery, reportHref, reportQuery, type KundliInputs } from './report-url';

const ANANYA: KundliInputs = {
  name: 'अनन्या मिश्रा',
  dateOfBirth: '1990-05-14',
  timeOfBirth: '06:30',
  timeUnknown: false,
  place: 'Varanasi, Uttar Pradesh, IN',
  latitude: 25.3176,
  longitude: 82.9739,
  timezone: 'Asia/Kolkata',
  utcOffsetMinutes: null,
};

describe('report URLs', () => {
  it('round-trip the inputs, a Hindi name and an unknown time included', () => {
    for (const k of [
      ANANYA,
      { ...ANANYA, timeUnknown: true, timeOfBirth: '12:00', timezone: null, utcOffsetMinutes: -210 },
    ]) {
      const parsed = parseReportQuery(new URLSearchParams(reportQuery(k)));
      expect(parsed).toMatchObject({ state: 'ok', inputs: k });
    }
    expect(reportHref(ANANYA)).toMatch(/^\/Kundli-report\?name=/);
  });

  it('builds the POST body and the save body from the URL', () => {
    const parsed = parseReportQuery(new URLSearchParams(reportQuery({ ...ANANYA, timeUnknown: true })));
    if (parsed.state !== 'ok') throw new Error(parsed.state);
    expect(parsed.request).toEqual({
      name: ANANYA.name,
      dateOfBirth: '1990-05-14',
      timeOfBirth: '06:30',
      place: ANANYA.place,
      latitude: 25.3176,
      longitude: 82.9739,
      timezone: 'Asia/Kolkata',
    });
    expect(parsed.save).toMatchObject({ timeUnknown: true });
  });

  it('says nothing was asked for an empty query, and lists what is wrong in a broken one', () => {
    expect(parseReportQuery(new URLSearchParams(''))).toEqual({ state: 'empty' });
    expect(parseReportQuery(new URLSearchParams('utm_source=x'))).toEqual({ state: 'empty' });
    const broken = parseReportQuery(new URLSearchParams('name=Ravi&dateOfBirth=1990-02-31&timeOfBirth=25:00'));
    expect(broken.state).toBe('invalid');
    if (broken.state === 'invalid') {
      expect(broken.errors).toContain('This date does not exist');
      expect(broken.errors).toContain('Enter the time as HH:MM (00:00 to 23:59)');
      expect(broken.errors).toContain('Place is required');
    }
  });
});
