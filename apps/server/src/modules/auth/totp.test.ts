import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, newTotpSecret, otpauthUrl, totpAt, totpStep } from './totp';

// The shared secret of both RFCs' test vectors: the ASCII string "12345678901234567890".
const RFC_KEY = Buffer.from('12345678901234567890', 'ascii');
const RFC_SECRET = base32Encode(RFC_KEY);

describe('HOTP (RFC 4226)', () => {
  it('gives the values of Appendix D for counters 0 to 9', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, counter) => hotp(RFC_KEY, counter))).toEqual(expected);
  });
});

describe('TOTP (RFC 6238)', () => {
  // Appendix B, the SHA-1 rows: Unix time (seconds) → 8-digit TOTP with X = 30, T0 = 0.
  const APPENDIX_B_SHA1: [number, string][] = [
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ];

  it('gives every SHA-1 value of Appendix B (8 digits)', () => {
    for (const [seconds, code] of APPENDIX_B_SHA1)
      expect(totpAt(RFC_SECRET, seconds * 1000, 8), `T=${seconds}`).toBe(code);
  });

  it('gives their last 6 digits as the 6-digit code apps show', () => {
    for (const [seconds, code] of APPENDIX_B_SHA1)
      expect(totpAt(RFC_SECRET, seconds * 1000), `T=${seconds}`).toBe(code.slice(2));
  });

  it('steps every 30 seconds from the Unix epoch', () => {
    expect(totpStep(59_000)).toBe(1);
    expect(totpStep(1111111109_000)).toBe(0x23523ec);
    expect(totpStep(20000000000_000)).toBe(0x27bc86aa);
  });

  it('accepts a code one step early or late, not two', () => {
    const at = 1234567890_000;
    const step = totpStep(at);
    expect(matchTotp(RFC_SECRET, totpAt(RFC_SECRET, at), at)).toBe(step);
    expect(matchTotp(RFC_SECRET, totpAt(RFC_SECRET, at - 30_000), at)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, totpAt(RFC_SECRET, at + 30_000), at)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, totpAt(RFC_SECRET, at - 60_000), at)).toBeNull();
    expect(matchTotp(RFC_SECRET, totpAt(RFC_SECRET, at + 60_000), at)).toBeNull();
  });

  it('never accepts a code of a step already used, nor an older one (replay)', () => {
    const at = 1234567890_000;
    const step = totpStep(at);
    const code = totpAt(RFC_SECRET, at);
    expect(matchTotp(RFC_SECRET, code, at, { afterStep: step - 1 })).toBe(step);
    expect(matchTotp(RFC_SECRET, code, at, { afterStep: step })).toBeNull();
    expect(matchTotp(RFC_SECRET, totpAt(RFC_SECRET, at - 30_000), at, { afterStep: step })).toBeNull();
  });

  it('refuses anything but 6 digits', () => {
    const at = 1234567890_000;
    for (const bad of ['', '12345', '1234567', 'abcdef', ' 005924', '89005924'])
      expect(matchTotp(RFC_SECRET, bad, at)).toBeNull();
  });
});

describe('base32 and the otpauth URL', () => {
  it('round-trips bytes, and reads lower case, spaces and padding', () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq====')).toEqual(RFC_KEY);
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(() => base32Decode('ABC1')).toThrow();
  });

  it('is the URL authenticator apps scan', () => {
    expect(otpauthUrl('JBSWY3DPEHPK3PXP', 'asha@example.in')).toBe(
      'otpauth://totp/Sankalp:asha@example.in?secret=JBSWY3DPEHPK3PXP&issuer=Sankalp',
    );
  });
});
