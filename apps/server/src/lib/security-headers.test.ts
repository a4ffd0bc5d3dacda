import { createHash } from 'node:crypto';
import { HEAD_SCRIPT } from '@sankalp/shared/head-script';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { PERMISSIONS_POLICY } from './privacy-headers';
import { registerSecurityHeaders } from './security-headers';

let t: TestApp;
const site = Fastify();
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  registerSecurityHeaders(site);
  site.get('/page', (_req, reply) => reply.type('text/html; charset=utf-8').send('<!doctype html><p>hi</p>'));
  site.get('/art.svg', (_req, reply) => reply.type('image/svg+xml').send('<svg xmlns="http://www.w3.org/2000/svg"/>'));
  site.get('/own', (_req, reply) =>
    reply.type('text/html').header('content-security-policy', "default-src 'none'").send('x'),
  );
  await site.ready();
});
afterAll(async () => {
  await site.close();
  await t.close();
});

describe('security headers (helmet’s, computed once; decision 009)', () => {
  it('sends pages and assets the CSP (Razorpay Checkout allowed, nothing else foreign), helmet’s guards and the permissions policy', async () => {
    for (const url of ['/page', '/art.svg']) {
      const res = await site.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      // The theme's inline script (issue 13) by its hash, and nothing else inline.
      expect(csp, url).toContain(`script-src 'self' 'sha256-${createHash('sha256').update(HEAD_SCRIPT).digest('base64')}' https://checkout.razorpay.com;`);
      expect(csp, url).toContain("frame-src 'self' https://api.razorpay.com https://checkout.razorpay.com");
      expect(csp, url).toContain("object-src 'none'");
      expect(csp, url).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(res.headers['cross-origin-embedder-policy'], url).toBeUndefined();
      expect(res.headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
    }
  });

  it('sends JSON answers (API, health, errors) the short set: never sniffed, never read cross-site, no referrer; no CSP', async () => {
    for (const url of ['/healthz', '/api/v1/pujas/all', '/api/v1/nope']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['content-security-policy'], url).toBeUndefined();
      expect(res.headers['x-frame-options'], url).toBeUndefined();
      expect(res.headers['permissions-policy'], url).toBeUndefined();
    }
  });

  it('leaves a header the route set itself', async () => {
    const res = await site.inject({ method: 'GET', url: '/own' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
