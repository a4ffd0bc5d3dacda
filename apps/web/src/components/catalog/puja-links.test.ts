import { describe, expect, it } from 'vitest';
import { absoluteUrl, pujaDetailsPath, pujaSankalpPath } from './puja-links';

describe('puja links', () => {
  it('addresses the puja by its slug, whatever the language of its title', () => {
    const hindi = { slug: 'maha-shivratri-rudrabhishek-puja', title: 'महाशिवरात्रि रुद्राभिषेक पूजा' };
    expect(pujaDetailsPath(hindi)).toBe('/puja-details/maha-shivratri-rudrabhishek-puja');
  });
  it('escapes characters that are not safe in a path segment', () => {
    expect(pujaDetailsPath({ slug: 'lakshmi-&-kuber-puja' })).toBe('/puja-details/lakshmi-%26-kuber-puja');
  });
  it('builds the sankalp step with the package id as a query', () => {
    expect(pujaSankalpPath({ slug: 'navgraha-shanti-puja' }, 'pkg 1')).toBe('/puja-sankalp/navgraha-shanti-puja?package=pkg%201');
  });
  it('makes an absolute URL from the origin', () => {
    expect(absoluteUrl('/puja-details/x', 'https://sankalp.org.in')).toBe('https://sankalp.org.in/puja-details/x');
  });
});
