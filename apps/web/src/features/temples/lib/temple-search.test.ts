import { describe, expect, it } from 'vitest';
import { aboutParagraphs, descriptionPreview, filterTemples } from './temple-search';

const temples = [
  { name: 'Shri Kashi Vishwanath Temple', location: 'Varanasi, Uttar Pradesh' },
  { name: 'Shri Mahakaleshwar Jyotirlinga', location: 'Ujjain, Madhya Pradesh' },
  { name: 'Shree Siddhivinayak Temple', location: 'Mumbai, Maharashtra' },
];

describe('filterTemples', () => {
  it('matches the name case-insensitively', () => {
    expect(filterTemples(temples, 'KASHI').map((t) => t.name)).toEqual(['Shri Kashi Vishwanath Temple']);
  });
  it('matches the location case-insensitively', () => {
    expect(filterTemples(temples, 'ujjain').map((t) => t.name)).toEqual(['Shri Mahakaleshwar Jyotirlinga']);
    expect(filterTemples(temples, 'pradesh')).toHaveLength(2);
  });
  it('keeps every temple for a blank query and ignores surrounding spaces', () => {
    expect(filterTemples(temples, '')).toHaveLength(3);
    expect(filterTemples(temples, '   ')).toHaveLength(3);
    expect(filterTemples(temples, '  mumbai ')).toHaveLength(1);
  });
  it('does not match other fields or absent text', () => {
    expect(filterTemples([{ name: 'A', location: 'B', deity: 'Shiva' }], 'shiva')).toEqual([]);
    expect(filterTemples(temples, 'kolkata')).toEqual([]);
  });
  it('does not mutate the input', () => {
    const copy = [...temples];
    filterTemples(temples, 'temple');
    expect(temples).toEqual(copy);
  });
});

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
