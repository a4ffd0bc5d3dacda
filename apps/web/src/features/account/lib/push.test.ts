import { describe, expect, it } from 'vitest';
import { keyBytes, pushAvailability } from './push';

const fakeEnv = (o: { sw?: boolean; push?: boolean; permission?: NotificationPermission }) => ({
  navigator: (o.sw ? { serviceWorker: {} } : {}) as Navigator,
  window: {
    ...(o.push ? { PushManager: class {} } : {}),
    ...(o.permission ? { Notification: { permission: o.permission } } : {}),
  } as unknown as Window & typeof globalThis,
});

describe('web push in the browser', () => {
  it('knows when the browser cannot, or the devotee blocked it', () => {
    expect(pushAvailability(null)).toBe('unsupported');
    expect(pushAvailability(fakeEnv({ sw: true, push: false, permission: 'default' }))).toBe('unsupported');
    expect(pushAvailability(fakeEnv({ sw: true, push: true, permission: 'denied' }))).toBe('blocked');
    expect(pushAvailability(fakeEnv({ sw: true, push: true, permission: 'default' }))).toBe('ok');
  });

  it('decodes the VAPID key (base64url, no padding) to its 65 bytes', () => {
    const bytes = new Uint8Array(65).map((_, i) => (i * 37) % 256);
    const b64url = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect([...keyBytes(b64url)]).toEqual([...bytes]);
  });
});
