import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { computeKundli } from '../kundli.service';
import { kundliRequestSchema } from '@sankalp/shared/schemas/kundli';
import { chartLabel, labelsByHouse, labelsBySign } from '@sankalp/shared/kundli-chart';
import { renderKundliReport } from './report-pdf';

const QUERY = {
  name: 'अनन्या मिश्रा',
  dateOfBirth: '1962-02-04',
  timeOfBirth: '12:00',
  latitude: '28.6139',
  longitude: '77.209',
  place: 'New Delhi, Delhi, IN',
  timezone: 'Asia/Kolkata',
};
const qs = (o: Record<string, string>) => new URLSearchParams(o).toString();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const hasPdftoppm = (() => {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('GET /kundli/report.pdf', () => {
  it('answers a two-page PDF download named after the person, for a Hindi name too', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: `/api/v1/kundli/report.pdf?${qs({ ...QUERY, timeUnknown: '1' })}`,
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toMatch(
      /^attachment; filename="kundli-report\.pdf"; filename\*=UTF-8''kundli-%E0%A4/,
    );
    expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((r.rawPayload.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length).toBe(2);
    const en = await t.app.inject({
      method: 'GET',
      url: `/api/v1/kundli/report.pdf?${qs({ ...QUERY, name: 'Ananya Mishra' })}`,
    });
    expect(en.headers['content-disposition']).toBe('attachment; filename="kundli-ananya-mishra.pdf"');
  });

  it.runIf(hasPdftoppm)('renders as images (pdftoppm), page by page', async () => {
    const r = await t.app.inject({ method: 'GET', url: `/api/v1/kundli/report.pdf?${qs(QUERY)}` });
    const dir = mkdtempSync(join(tmpdir(), 'kundli-pdf-'));
    writeFileSync(join(dir, 'k.pdf'), r.rawPayload);
    execFileSync('pdftoppm', ['-png', '-r', '30', join(dir, 'k.pdf'), join(dir, 'page')]);
    expect(
      execFileSync('ls', [dir])
        .toString()
        .split('\n')
        .filter((f) => f.endsWith('.png')),
    ).toEqual(['page-1.png', 'page-2.png']);
  });

  it.each([
    ['no query', {}],
    ['31 February', { ...QUERY, dateOfBirth: '1990-02-31' }],
    ['an exponent latitude', { ...QUERY, latitude: '1e1' }],
    ['a year outside 1900-2100', { ...QUERY, dateOfBirth: '1899-12-31' }],
    ['both zone fields', { ...QUERY, utcOffsetMinutes: '330' }],
    ['an offset beyond +14:00', { ...QUERY, timezone: '', utcOffsetMinutes: '900' }],
    ['timeUnknown not 1 or 0', { ...QUERY, timeUnknown: 'yes' }],
    ['a name over 100 characters', { ...QUERY, name: 'x'.repeat(101) }],
  ])('answers %s with 400 JSON naming the field', async (_n, q) => {
    const query = Object.fromEntries(Object.entries(q).filter(([, v]) => v !== ''));
    const r = await t.app.inject({
      method: 'GET',
      url: `/api/v1/kundli/report.pdf?${qs(query as Record<string, string>)}`,
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ success: false, code: 'validation_failed' });
  });
});

it('is limited per client IP (each report is drawn on demand)', async () => {
  const ip = '198.51.100.23';
  for (let i = 0; i < 30; i++) {
    const r = await t.app.inject({ method: 'GET', url: `/api/v1/kundli/report.pdf?${qs(QUERY)}`, remoteAddress: ip });
    expect(r.statusCode).toBe(200);
  }
  const over = await t.app.inject({ method: 'GET', url: `/api/v1/kundli/report.pdf?${qs(QUERY)}`, remoteAddress: ip });
  expect(over.statusCode).toBe(429);
});

describe('report text', () => {
  it('puts every graha and the lagna in its house and sign, marking retrograde except the nodes', async () => {
    const k = computeKundli(kundliRequestSchema.parse(QUERY));
    const byHouse = labelsByHouse(k);
    expect(byHouse.flat()).toHaveLength(10);
    expect(byHouse[0]![0]).toBe('As');
    for (const p of k.planets) expect(byHouse[p.house - 1]).toContain(chartLabel(p));
    expect(labelsBySign(k)[k.lagna.sign - 1]).toContain('As');
    expect(chartLabel({ name: 'Mercury', retrograde: true })).toBe('Me(R)');
    expect(chartLabel({ name: 'Rahu', retrograde: true })).toBe('Ra');
    // 4 Feb 1962: eight grahas in Makara, the famous conjunction.
    expect(labelsBySign(k)[9]!.length).toBeGreaterThanOrEqual(7);
    const pdf = await renderKundliReport(k, {
      timeUnknown: true,
      now: new Date('2026-11-24T00:00:00Z'),
      compress: false,
    });
    expect(pdf.toString('latin1')).toContain('/Title');
  });
});
