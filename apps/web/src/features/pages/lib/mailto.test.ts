import { describe, expect, it } from 'vitest';
import { buildMailto, contactMailBody, contactMailto } from './mailto';

const v = {
  name: 'Ravi Kumar',
  email: 'ravi@example.in',
  phone: '',
  subject: 'Refund & reschedule?',
  message: 'Line one\nLine two',
};

describe('buildMailto', () => {
  it('encodes subject and body with %20, not +', () => {
    const href = buildMailto('support@sankalp.org.in', 'Puja booking help', 'Namaste ji');
    expect(href).toBe('mailto:support@sankalp.org.in?subject=Puja%20booking%20help&body=Namaste%20ji');
  });
  it('escapes characters that would break the query', () => {
    const href = buildMailto('a@b.in', 'A & B = C?', '#1');
    expect(href).toContain('subject=A%20%26%20B%20%3D%20C%3F');
    expect(href).toContain('body=%231');
  });
  it('sends line breaks as CRLF', () => {
    expect(buildMailto('a@b.in', 's', 'x\ny')).toContain('body=x%0D%0Ay');
    expect(buildMailto('a@b.in', 's', 'x\r\ny')).toContain('body=x%0D%0Ay');
  });
  it('round-trips Hindi text', () => {
    const href = buildMailto('a@b.in', 'प्रसाद', 'धन्यवाद');
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe('प्रसाद');
    expect(decodeURIComponent(href.split('body=')[1] ?? '')).toBe('धन्यवाद');
  });
});

describe('contactMailto', () => {
  it('puts the message first, then the sender details', () => {
    expect(contactMailBody(v)).toBe(
      'Line one\nLine two\n\n—\nName: Ravi Kumar\nEmail: ravi@example.in\nPhone: not given',
    );
  });
  it('uses the subject as typed and the support address', () => {
    const href = contactMailto('support@sankalp.org.in', { ...v, phone: '9876543210' });
    expect(href.startsWith('mailto:support@sankalp.org.in?subject=Refund%20%26%20reschedule%3F&body=')).toBe(true);
    expect(decodeURIComponent(href.split('body=')[1] ?? '')).toContain('Phone: 9876543210');
  });
});
