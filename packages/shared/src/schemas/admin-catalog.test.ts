import { describe, expect, it } from 'vitest';
import {
  ART_PATH,
  imageUrl,
  panditAvailabilityForm,
  RUPEES_MESSAGE,
  rupees,
  streamForm,
  withStatus,
  templeForm,
} from './admin-catalog';

const issue = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) => r.error?.issues[0]?.message;

describe('rupees (catalog prices)', () => {
  const price = rupees('Price', { min: 1 });
  it('takes rupees with paise as numbers or typed text', () => {
    expect(price.parse(851)).toBe(851);
    expect(price.parse('2,001')).toBe(2001);
    expect(price.parse('₹ 251.50')).toBe(251.5);
    expect(price.parse(251.5)).toBe(251.5);
  });
  it('refuses what is not an amount, with the field message', () => {
    expect(issue(price.safeParse(-1))).toBe('Amount cannot be negative');
    expect(issue(price.safeParse('-1'))).toBe('Amount cannot be negative');
    expect(issue(price.safeParse('1e3'))).toBe(RUPEES_MESSAGE);
    expect(issue(price.safeParse(10.505))).toBe(RUPEES_MESSAGE);
    expect(issue(price.safeParse(1e-7))).toBe(RUPEES_MESSAGE);
    expect(issue(price.safeParse(1e21))).toBe('Please enter a smaller amount');
    expect(issue(price.safeParse(''))).toBe('Price is required');
    expect(issue(price.safeParse(null))).toBe('Price is required');
    expect(issue(price.safeParse(0))).toBe('Price must be at least ₹1');
  });
});

describe('images and text', () => {
  it('takes uploaded media and the demo art only', () => {
    const uploaded = `/api/v1/media/${'ab'.repeat(32)}/800.webp`;
    expect(imageUrl().parse(uploaded)).toBe(uploaded);
    expect(imageUrl().parse('/art/temple-kashi.svg')).toBe('/art/temple-kashi.svg');
    expect(ART_PATH.test('/art/../secret.svg')).toBe(false);
    for (const bad of [
      'https://x.example/a.png',
      '/api/v1/media/../x.webp',
      `/api/v1/media/${'ab'.repeat(32)}/800.svg`,
      '/media/2026/a.webp',
      'javascript:alert(1)',
      '/art/x.png',
    ])
      expect(imageUrl().safeParse(bad).success, bad).toBe(false);
  });
  it('refuses control characters; multi-line texts keep their line breaks', () => {
    const base = {
      name: 'Kashi',
      location: 'Varanasi',
      deity: 'Shiva',
      description: 'A',
      about: 'B',
      image: '/art/t.svg',
    };
    expect(issue(templeForm.safeParse({ ...base, name: 'Ka\u0000shi' }))).toBe('Remove control characters');
    expect(templeForm.parse({ ...base, about: 'Line one\nLine two' }).about).toBe('Line one\nLine two');
  });
  it('a create body is a draft unless told', () => {
    const base = {
      name: 'Kashi',
      location: 'Varanasi',
      deity: 'Shiva',
      description: 'A',
      about: 'B',
      image: '/art/t.svg',
    };
    expect(withStatus(templeForm).parse(base).status).toBe('draft');
    expect(withStatus(templeForm).parse({ ...base, status: 'published' }).status).toBe('published');
  });
});

describe('streams and availability', () => {
  it('a stream names a temple or a place', () => {
    const s = {
      title: 'Aarti',
      image: '/art/s.svg',
      pandit: 'Pt Sharma',
      description: 'Evening aarti',
      category: 'Aarti',
      startTime: '2026-11-21T18:00:00+05:30',
    };
    expect(issue(streamForm.safeParse(s))).toBe('Choose a temple or name the place');
    expect(streamForm.parse({ ...s, templeText: 'Har Ki Pauri' }).templeId).toBeNull();
  });
  it('days off are sorted and unique', () => {
    const weeklyHours = [[], [], [], [], [], [], []];
    expect(
      panditAvailabilityForm.parse({ weeklyHours, daysOff: ['2026-12-25', '2026-01-01', '2026-12-25'] }).daysOff,
    ).toEqual(['2026-01-01', '2026-12-25']);
  });
});
