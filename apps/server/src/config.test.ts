import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, loadConfig } from './config';

describe('loadConfig: safe defaults (issue 15)', () => {
  it('listens on loopback unless HOST says otherwise', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('refuses production without PUBLIC_URL, in one clear line', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', RAZORPAY_KEY_ID: 'rzp_live_a', RAZORPAY_KEY_SECRET: 's' }),
    ).toThrow(/PUBLIC_URL is required in production/);
  });

  it('refuses production on the sandbox provider unless PAYMENTS_SANDBOX=allow', () => {
    const base = { NODE_ENV: 'production', PUBLIC_URL: 'https://sankalp.example' };
    expect(() => loadConfig(base)).toThrow(ConfigError);
    expect(() => loadConfig(base)).toThrow(/RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET .*PAYMENTS_SANDBOX=allow/);
    expect(loadConfig({ ...base, PAYMENTS_SANDBOX: 'allow' }).NODE_ENV).toBe('production');
    expect(loadConfig({ ...base, RAZORPAY_KEY_ID: 'rzp_live_a', RAZORPAY_KEY_SECRET: 's' }).publicUrl).toBe(
      'https://sankalp.example',
    );
    expect(() => loadConfig({ ...base, PAYMENTS_SANDBOX: 'yes' })).toThrow(/PAYMENTS_SANDBOX must be 'allow' or unset/);
  });

  it('lets development and tests run on the sandbox with no settings at all', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ NODE_ENV: 'test' }).NODE_ENV).toBe('test');
  });
});

describe('loadConfig: empty variables', () => {
  it('treats an empty or blank variable as unset, so its default applies', () => {
    const c = loadConfig({ FOUNDATION_NAME: '', PAYMENTS_SANDBOX: ' ', HOST: '', PORT: '' });
    expect(c.FOUNDATION_NAME).toBe('Sankalp Seva Trust (demo)');
    expect(c.PAYMENTS_SANDBOX).toBeUndefined();
    expect(c.HOST).toBe('127.0.0.1');
    expect(c.PORT).toBe(3000);
  });
});

describe('loadConfig: the first admin (issue 14)', () => {
  const strong = 'Ganga-Yamuna-Saraswati-7';
  it('takes ADMIN_EMAIL and ADMIN_PASSWORD together, or neither', () => {
    expect(loadConfig({}).ADMIN_EMAIL).toBeUndefined();
    expect(loadConfig({ ADMIN_EMAIL: 'root@sankalp.example', ADMIN_PASSWORD: strong }).ADMIN_EMAIL).toBe(
      'root@sankalp.example',
    );
    expect(() => loadConfig({ ADMIN_EMAIL: 'root@sankalp.example' })).toThrow(
      /ADMIN_EMAIL and ADMIN_PASSWORD must be set together/,
    );
    expect(() => loadConfig({ ADMIN_PASSWORD: strong })).toThrow(/must be set together/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'root', ADMIN_PASSWORD: strong })).toThrow(
      /ADMIN_EMAIL: Please enter a valid email address/,
    );
  });

  it('refuses a short or common password anywhere, and under 12 characters in production, never printing it', () => {
    const email = 'root@sankalp.example';
    expect(() => loadConfig({ ADMIN_EMAIL: email, ADMIN_PASSWORD: 'short' })).toThrow(
      /ADMIN_PASSWORD: Password must be at least 8 characters/,
    );
    expect(() => loadConfig({ ADMIN_EMAIL: email, ADMIN_PASSWORD: 'password123' })).toThrow(
      /ADMIN_PASSWORD is a common password/,
    );
    expect(() => loadConfig({ ADMIN_EMAIL: email, ADMIN_PASSWORD: 'Root-Kashi-9' })).toThrow(
      /must not contain the e-mail name/,
    );
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://sankalp.example',
      PAYMENTS_SANDBOX: 'allow',
      ADMIN_EMAIL: email,
    };
    expect(
      loadConfig({ NODE_ENV: 'development', ADMIN_EMAIL: email, ADMIN_PASSWORD: 'Kashi-Om-9' }).ADMIN_PASSWORD,
    ).toBe('Kashi-Om-9');
    let message = '';
    try {
      loadConfig({ ...production, ADMIN_PASSWORD: 'Kashi-Om-9' });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/ADMIN_PASSWORD must be at least 12 characters in production/);
    expect(message).not.toContain('Kashi-Om-9');
    expect(loadConfig({ ...production, ADMIN_PASSWORD: strong }).ADMIN_PASSWORD).toBe(strong);
  });
});

describe('documented variables', () => {
  const root = new URL('../../../', import.meta.url);
  it('.env.example and the README list every variable the server reads', () => {
    const example = readFileSync(new URL('.env.example', root), 'utf8');
    const readme = readFileSync(new URL('README.md', root), 'utf8');
    for (const name of CONFIG_VARIABLES) {
      expect(example, `.env.example lacks ${name}`).toMatch(new RegExp(`^${name}=`, 'm'));
      expect(readme, `README lacks ${name}`).toContain(`\`${name}\``);
    }
  });
});
