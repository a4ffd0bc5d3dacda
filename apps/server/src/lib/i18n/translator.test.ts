import { describe, expect, it } from 'vitest';
import { serverMessages } from './translator';

const en = {
  greeting: 'Namaste {name},',
  joined_one: '{count} devotee joined',
  joined_other: '{count} devotees joined',
  row: { label: 'Amount: {amount}' },
};
const say = serverMessages('translator-test', en, {
  greeting: 'नमस्ते {name} जी,',
  joined_one: '{count} भक्त जुड़े',
  joined_other: '{count} भक्त जुड़े',
  row: { label: 'राशि: {amount}' },
});

describe('the server translator', () => {
  it("fills `{name}` in the reader's language, nested keys by '.'", () => {
    expect(say('en', 'greeting', { name: 'Asha' })).toBe('Namaste Asha,');
    expect(say('hi', 'greeting', { name: 'आशा' })).toBe('नमस्ते आशा जी,');
    expect(say('hi', 'row.label', { amount: '₹1,100' })).toBe('राशि: ₹1,100');
  });

  it('chooses a plural form by `count`', () => {
    expect(say('en', 'joined', { count: 1 })).toBe('1 devotee joined');
    expect(say('en', 'joined', { count: 3 })).toBe('3 devotees joined');
    expect(say('hi', 'joined', { count: 3 })).toBe('3 भक्त जुड़े');
  });

  it('inserts a value as it is: not escaped, never read as a placeholder or a nested key', () => {
    // The e-mails escape their HTML themselves; a name is what the devotee typed.
    expect(say('en', 'greeting', { name: '<b>R&D</b>' })).toBe('Namaste <b>R&D</b>,');
    expect(say('en', 'greeting', { name: '{name} $t(translator-test:greeting)' })).toBe(
      'Namaste {name} $t(translator-test:greeting),',
    );
  });

  it('leaves a placeholder without a value as written, so it shows rather than vanishes', () => {
    expect(say('en', 'greeting')).toBe('Namaste {name},');
  });

  it('refuses a namespace defined twice', () => {
    expect(() => serverMessages('translator-test', en, en)).toThrow(/defined twice/);
  });
});
