import { afterEach, describe, expect, it, vi } from 'vitest';
import { supportMessageSchema } from '@sankalp/shared/schemas/support';
import { ApiError } from '../../../lib/api';
import { sendSupportMessage, supportPayload } from './send-support-message';

const values = {
  name: 'Sita Sharma',
  email: 'sita@example.in',
  phone: '',
  subject: 'Prasad delivery',
  message: 'When will my prasad reach Pune?\nIt was booked last week.',
};

afterEach(() => vi.unstubAllGlobals());

describe('supportPayload', () => {
  it('names where the form was sent from, leaves out an empty phone, and passes the server’s schema', () => {
    expect(supportPayload(values, 'contact-us')).toEqual({
      name: 'Sita Sharma',
      email: 'sita@example.in',
      subject: 'Prasad delivery',
      message: values.message,
      source: 'contact',
    });
    const help = supportPayload({ ...values, phone: '+91 98765 43210' }, 'help');
    expect(help).toMatchObject({ source: 'help', phone: '+91 98765 43210' });
    expect(supportMessageSchema.safeParse(help).success).toBe(true);
  });
});

describe('sendSupportMessage', () => {
  it('POSTs the message as JSON to /api/v1/support/messages and answers the thread', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ success: true, message: 'sent', data: { thread: { id: 't1' } } }), {
          status: 201,
        }),
    );
    vi.stubGlobal('fetch', fetch);
    await expect(sendSupportMessage(values, 'contact-us')).resolves.toEqual({ thread: { id: 't1' } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/support/messages');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toMatchObject({ source: 'contact', email: 'sita@example.in' });
  });

  it('fails with the server’s code and field messages (a rate limit, a bad field)', async () => {
    const body = { success: false, message: 'Too many attempts', error: 'x', code: 'rate_limited' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status: 429 })),
    );
    const e = await sendSupportMessage(values, 'help').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).code).toBe('rate_limited');

    const invalid = {
      success: false,
      message: 'Please enter a valid email address',
      error: 'Validation failed',
      code: 'validation_failed',
      errors: { email: 'Please enter a valid email address' },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(invalid), { status: 400 })),
    );
    const f = await sendSupportMessage(values, 'help').catch((x: unknown) => x);
    expect((f as ApiError).fieldErrors).toEqual({ email: 'Please enter a valid email address' });
  });
});
