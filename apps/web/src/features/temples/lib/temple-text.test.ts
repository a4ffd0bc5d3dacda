import { describe, expect, it } from 'vitest';
import { aboutParagraphs, descriptionPreview } from './temple-text';

describe('descriptionPreview', () => {
  it('keeps a description of up to 120 characters as it is', () => {
    const text = 'a'.repeat(120);
    expect(descriptionPreview(text)).toBe(text);
    expect(descriptionPreview('Short.')).toBe('Short.');
  });
  it('cuts a longer description at 120 characters and adds an ellipsis', () => {
    const text = 'b'.repeat(121);
    expect(descriptionPreview(text)).toBe(`${'b'.repeat(120)}…`);
  });
  it('drops trailing spaces before the ellipsis', () => {
    const text = `${'c'.repeat(119)}  and more`;
    expect(descriptionPreview(text)).toBe(`${'c'.repeat(119)}…`);
  });
});

describe('aboutParagraphs', () => {
  it('splits on blank lines and drops empty parts', () => {
    expect(aboutParagraphs('One.\n\nTwo.\n \nThree.\n\n')).toEqual(['One.', 'Two.', 'Three.']);
  });
});
