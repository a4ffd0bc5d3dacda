import { describe, expect, it } from 'vitest';
import { EMPTY_CONTACT, MESSAGE_MAX, contactErrors, contactSchema } from './contact-form';

const ok = {
  name: 'Sita Sharma',
  email: 'sita@example.in',
  phone: '',
  subject: 'Prasad delivery',
  message: 'When will my prasad reach Pune?',
};

describe('contactErrors', () => {
  it('requires name, email, subject and message, and not phone', () => {
    expect(contactErrors(EMPTY_CONTACT)).toEqual({
      name: 'Full name is required',
      email: 'Email address is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });
  it('treats blank text as missing', () => {
    expect(contactErrors({ ...ok, subject: '   ' }).subject).toBe('Subject is required');
  });
  it('accepts a complete message without a phone', () => {
    expect(contactErrors(ok)).toEqual({});
  });
  it('rejects a malformed e-mail', () => {
    expect(contactErrors({ ...ok, email: 'sita@example' }).email).toBe('Please enter a valid email address');
    expect(contactErrors({ ...ok, email: 'sita example.in' }).email).toBe('Please enter a valid email address');
  });
  it('checks a phone only when one is given', () => {
    expect(contactErrors({ ...ok, phone: '+91 98765 43210' })).toEqual({});
    expect(contactErrors({ ...ok, phone: '98765' }).phone).toBe('Phone number must have at least 10 digits');
    expect(contactErrors({ ...ok, phone: '98765abc43' }).phone).toBe('Please enter a valid phone number');
    expect(contactErrors({ ...ok, phone: '1234567890123456' }).phone).toBe('Phone number cannot exceed 15 digits');
  });
  it('asks for a message of some substance and bounded length', () => {
    expect(contactErrors({ ...ok, message: 'help' }).message).toBe('Message must be at least 10 characters');
    expect(contactErrors({ ...ok, message: 'a'.repeat(MESSAGE_MAX + 1) }).message).toBe(
      `Message cannot exceed ${MESSAGE_MAX} characters`,
    );
  });
  it('takes a message of several lines (the server checks the same schema)', () => {
    expect(contactErrors({ ...ok, message: 'When will my prasad reach Pune?\n\nBooked on Monday.' })).toEqual({});
    expect(contactErrors({ ...ok, message: 'When will my\u0007 prasad reach Pune?' }).message).toBe(
      'Remove control characters',
    );
  });
  it('trims what it sends', () => {
    const v = contactSchema.parse({ ...ok, name: '  Sita Sharma ', phone: ' ' });
    expect(v.name).toBe('Sita Sharma');
    expect(v.phone).toBe('');
  });
});
