import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE, emailSchema, personNameSchema, phoneSchema, requiredText } from './fields';

const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('requiredText: one line, no control characters', () => {
  it.each(['a\u0000b', 'a\nb', 'a\rb', 'a\tb', 'a\u007fb', 'a\u0085b'])(
    'refuses %j with the field’s own message',
    (v) => {
      expect(first(requiredText('Required').safeParse(v))).toBe(CONTROL_CHARACTERS_MESSAGE);
      expect(first(requiredText('Required', 'Please enter a valid city').safeParse(v))).toBe(
        'Please enter a valid city',
      );
    },
  );

  it('says a blank value is missing, not invalid, and keeps ordinary text', () => {
    expect(first(requiredText('Required').safeParse('  '))).toBe('Required');
    expect(requiredText('Required').parse('  नमस्ते Varanasi ')).toBe('नमस्ते Varanasi');
  });

  it('gives the shared fields their usual messages for a control character', () => {
    expect(first(personNameSchema.safeParse('Ram\u0000esh'))).toBe('Name can only contain letters and spaces');
    expect(first(emailSchema.safeParse('a\u0000@b.in'))).toBe('Please enter a valid email address');
    expect(first(phoneSchema.safeParse('98765\u000043210'))).toBe('Please enter a valid phone number');
  });
});
