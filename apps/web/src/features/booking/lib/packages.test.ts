import { describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../lib/i18n/index';
import { bookingIn } from '../i18n/index';
import type { PujaPackage } from '@sankalp/shared/api/catalog';
import { findPackage, peopleLabel, resolvePackageId } from './packages';

const pkg = (id: string): PujaPackage => ({ _id: id, img: '', thumbnailTitle: id, price: 1, numberOfPeople: 1, pointsOfDescription: [] });
const packages = [pkg('single'), pkg('family')];

describe('package of a booking step', () => {
  it('takes the URL first, then navigation state, then the draft', () => {
    expect(resolvePackageId(packages, ['family', 'single', null]).id).toBe('family');
    expect(resolvePackageId(packages, [null, 'single', 'family']).id).toBe('single');
    expect(resolvePackageId(packages, [undefined, undefined, 'family']).id).toBe('family');
  });
  it('skips an id the puja does not offer, and says what was asked for', () => {
    expect(resolvePackageId(packages, ['gone', 'single'])).toEqual({ id: 'single', requested: 'gone' });
    expect(resolvePackageId(packages, ['gone'])).toEqual({ id: null, requested: 'gone' });
    expect(resolvePackageId(packages, [])).toEqual({ id: null, requested: null });
    expect(resolvePackageId(undefined, ['single']).id).toBeNull();
  });
  it('finds a package and labels its size', () => {
    expect(findPackage(packages, 'family')?._id).toBe('family');
    expect(findPackage(packages, null)).toBeUndefined();
    expect(peopleLabel(4)).toBe('For 4 people');
    expect(peopleLabel(1)).toBe('For 1 person');
  });
  it('says the size in Hindi too', async () => {
    await loadLanguage('hi');
    expect(bookingIn('hi')('package.people', { count: 4 })).toBe('4 लोगों के लिए');
    expect(bookingIn('hi')('package.people', { count: 1 })).toBe('1 व्यक्ति के लिए');
  });
});
