import { describe, expect, it } from 'vitest';
import type { PujaDetail, PujaPackage } from '@sankalp/shared/api/catalog';
import { defaultPackageId, findPackage, peopleLabel, sankalpTarget, shortPackageLabel } from './packages';

const pkg = (id: string, price: number, people: number): PujaPackage => ({
  _id: id,
  img: `/art/${id}.svg`,
  thumbnailTitle: id,
  price,
  numberOfPeople: people,
  pointsOfDescription: [],
});
const packages = [pkg('single', 851, 1), pkg('couple', 1251, 2), pkg('family', 2101, 4)];
// As a Hindi reader gets it: the title in Hindi, the address by the slug (issue 13).
const puja = {
  _id: 'p1',
  slug: 'maha-mrityunjay-jaap-puja',
  title: 'महामृत्युंजय जाप पूजा',
  waysToParticipate: packages,
} as unknown as PujaDetail;

describe('package selection', () => {
  it('starts on the first package, or none when there are none', () => {
    expect(defaultPackageId(packages)).toBe('single');
    expect(defaultPackageId([])).toBe('');
  });
  it('finds a package by id', () => {
    expect(findPackage(packages, 'couple')?.price).toBe(1251);
    expect(findPackage(packages, 'nope')).toBeUndefined();
  });
  it('leads to the sankalp step with the package id and carries puja and package', () => {
    const chosen = packages[2]!;
    const { to, state } = sankalpTarget(puja, chosen);
    expect(to).toBe('/puja-sankalp/maha-mrityunjay-jaap-puja?package=family');
    expect(state.selectedPackage).toBe(chosen);
    expect(state.puja.selectedPackage).toBe(chosen);
    expect(state.puja._id).toBe('p1');
    expect(puja).not.toHaveProperty('selectedPackage');
  });
  it('says how many people a package covers', () => {
    expect(peopleLabel(1)).toBe('For 1 person');
    expect(peopleLabel(4)).toBe('For 4 people');
    expect(peopleLabel(0)).toBe('For 1 person');
  });
});

describe('shortPackageLabel', () => {
  it('drops a trailing "Puja" so the tabs fit a phone', () => {
    expect(shortPackageLabel('Joint Family Puja')).toBe('Joint Family');
    expect(shortPackageLabel('Single puja')).toBe('Single');
  });
  it('keeps titles without it, and never returns an empty label', () => {
    expect(shortPackageLabel('Puja Samagri Pack')).toBe('Puja Samagri Pack');
    expect(shortPackageLabel('Puja')).toBe('Puja');
  });
});
