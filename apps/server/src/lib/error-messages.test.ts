import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hindiOf } from '@sankalp/shared/i18n/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_UNAPPROVED } from '../modules/admin/approvals.service';
import { call, expectStatus } from '../modules/auth/auth.test-utils';
import { tooManyMessage } from '../modules/auth/rate-limit';
import { onlyLeft, SOLD_OUT } from '../modules/orders/orders.service';
import { REVIEW_MESSAGES, VERIFY_FAILED, VERIFY_SUCCESS } from '../modules/payments/payments.service';
import { createTestApp, type TestApp } from '../test/test-app';

const SERVER = 'apps/server/src';
const SHARED = 'packages/shared/src';
/** The console's own modules and the server's internals answer staff and machines: English is fine there. */
const STAFF_ONLY = /modules\/(admin|fulfilment|media|seo)\/|fake-razorpay|lib\/jobs|loopback/;

const sources = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.includes('test-utils') && !f.startsWith('test/'))
    .map((f) => join(dir, f));

const LITERAL = String.raw`'(?:[^'\\\n]|\\.)*'|\`(?:[^\`\\]|\\.)*\``;
const ARGUMENT = String.raw`(${LITERAL}|[A-Z][A-Z0-9_]+(?:\.\w+)?)`;
const THROWN = new RegExp(
  String.raw`\b(?:notFound|badRequest|conflict|forbidden|unauthorized)\(\s*${ARGUMENT}|\bfieldError\(\s*[^,]+,\s*${ARGUMENT}|new AppError\(\s*\d+,\s*${ARGUMENT}`,
  'g',
);

/** Every `const NAME = '…'` of the server and the shared package, by name (a template's values as {}). */
function constants(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const file of [...sources(SERVER), ...sources(SHARED)]) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(new RegExp(String.raw`const ([A-Z][A-Z0-9_]+)\s*=\s*(${LITERAL})`, 'g'))) {
      out.set(m[1]!, [...(out.get(m[1]!) ?? []), m[2]!.slice(1, -1)]);
    }
  }
  return out;
}

/** A message with its values as `{}`, so 'Quantity cannot exceed ${SEVA_QUANTITY_MAX}' meets 'Quantity cannot exceed {n}'. */
const shape = (s: string) => s.replace(/\$\{[^}]*\}|\{\w+\}/g, '{}');
const hasHindi = (s: string, keyShapes: Set<string>) => (s.includes('${') ? keyShapes.has(shape(s)) : hindiOf(s) !== undefined);

describe('every error message the server throws at a devotee has Hindi', () => {
  it('the messages of notFound, badRequest, conflict, forbidden, unauthorized, fieldError and AppError', async () => {
    const { MESSAGES_HI } = await import('@sankalp/shared/i18n/messages');
    const keyShapes = new Set(Object.keys(MESSAGES_HI).map(shape));
    const named = constants();
    const found: string[] = [];
    const unknown: string[] = [];
    for (const file of sources(SERVER).filter((f) => !STAFF_ONLY.test(f))) {
      for (const m of readFileSync(file, 'utf8').matchAll(THROWN)) {
        const arg = (m[1] ?? m[2] ?? m[3])!;
        if (/^['`]/.test(arg)) found.push(arg.slice(1, -1));
        else {
          const [name, key] = arg.split('.');
          const values = named.get(name!);
          // A table (EVENT_ERRORS.full): its messages are checked in packages/shared's own test.
          if (key) continue;
          if (values) found.push(...values);
          else unknown.push(`${file}: ${arg}`);
        }
      }
    }
    expect(found.length).toBeGreaterThan(60);
    expect(found.filter((s) => !hasHindi(s, keyShapes))).toEqual([]);
    expect(unknown).toEqual([]);
  });

  it('the messages built by functions (rate limit, stock, payment review, unapproved listings)', () => {
    const built = [
      tooManyMessage(60),
      tooManyMessage(600),
      SOLD_OUT,
      onlyLeft(3),
      VERIFY_FAILED,
      VERIFY_SUCCESS,
      ...Object.values(REVIEW_MESSAGES).map((text) => text('₹1,100')),
      ...Object.values(LISTING_UNAPPROVED),
    ];
    expect(built.filter((s) => hindiOf(s) === undefined)).toEqual([]);
  });
});

describe('error answers in the request language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());
  const hi = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };

  it('400: the field messages and the top message in Hindi, the code unchanged; English without the header', async () => {
    const body = { fullName: 'A', phoneNumber: '12', email: 'not-an-email', password: 'short' };
    const r = await call(t.app, 'POST', '/api/v1/auth/register', { body, headers: hi });
    expectStatus(r, 400);
    expect(r.body.code).toBe('validation_failed');
    const errors = r.body.errors as Record<string, string>;
    expect(errors.fullName).toBe('नाम कम से कम 2 अक्षरों का होना चाहिए');
    expect(errors.email).toBe('कृपया सही ईमेल पता लिखें');
    expect(errors.password).toBe('पासवर्ड कम से कम 8 अक्षरों का होना चाहिए');
    expect(Object.values(errors)).toContain(r.body.message);

    const en = await call(t.app, 'POST', '/api/v1/auth/register', { body });
    expect((en.body.errors as Record<string, string>).fullName).toBe('Name must be at least 2 characters');
  });

  it('401 and 404 in Hindi with their codes', async () => {
    const login = await call(t.app, 'POST', '/api/v1/auth/login', {
      body: { emailOrPhone: 'nobody@example.com', password: 'whatever-it-is' },
      headers: hi,
    });
    expectStatus(login, 401);
    expect(login.body).toMatchObject({ code: 'unauthorized', message: 'ईमेल/फ़ोन नंबर या पासवर्ड सही नहीं है' });

    const signedOut = await call(t.app, 'GET', '/api/v1/users/00000000-0000-4000-8000-000000000000/settings', { headers: hi });
    expectStatus(signedOut, 401);
    expect(signedOut.body).toMatchObject({ code: 'unauthorized', message: 'आगे बढ़ने के लिए कृपया लॉग इन करें' });

    const missing = await call(t.app, 'GET', '/api/v1/pujas/00000000-0000-4000-8000-000000000000', { headers: hi });
    expectStatus(missing, 404);
    expect(missing.body).toMatchObject({ code: 'not_found', message: 'पूजा नहीं मिली' });
  });

  it("Fastify's own client errors (malformed JSON) say in Hindi that the request was not right", async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { ...hi, 'content-type': 'application/json' },
      payload: '{"emailOrPhone":',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: 'bad_request', message: 'अनुरोध सही नहीं है' });
  });

  it('an envelope a route sends itself (a refused control character) is in Hindi too', async () => {
    const r = await call(t.app, 'POST', '/api/v1/auth/login', {
      body: { emailOrPhone: 'a\u0007b@example.com', password: 'x' },
      headers: hi,
    });
    expectStatus(r, 400);
    expect(r.body.code).toBe('validation_failed');
    expect(r.body.message).toMatch(/[\u0900-\u097F]/);
  });
});
