import { describe, expect, it } from 'vitest';
import { absoluteUrl, pujaDetailsPath, pujaSankalpPath } from './puja-links';

describe('puja links', () => {
  it('slugs the title: lower-cased, spaces to hyphens', () => {
    expect(pujaDetailsPath('Maha Shivratri  Rudrabhishek Puja')).toBe('/puja-details/maha-shivratri-rudrabhishek-puja');
  });
  it('escapes characters that are not safe in a path segment', () => {
    expect(pujaDetailsPath('Lakshmi & Kuber Puja')).toBe('/puja-details/lakshmi-%26-kuber-puja');
  });
  it('builds the sankalp step with the package id as a query', () => {
    expect(pujaSankalpPath('Navgraha Shanti Puja', 'pkg 1')).toBe('/puja-sankalp/navgraha-shanti-puja?package=pkg%201');
  });
  it('makes an absolute URL from the origin', () => {
    expect(absoluteUrl('/puja-details/x', 'https://sankalp.org.in')).toBe('https://sankalp.org.in/puja-details/x');
  });
});
