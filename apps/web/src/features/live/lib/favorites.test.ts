import { describe, expect, it } from 'vitest';
import { addFavorite, FAVORITES_KEY, hasFavorite, readFavorites, type Favorite } from './favorites';
import { memoryStorage } from '../../../test/memory-storage';

const fav = (id: string): Favorite => ({ id, title: `Stream ${id}`, temple: 'Kashi Vishwanath', image: '/art/x.svg' });

describe('favorites', () => {
  it('adds a stream to an empty list', () => {
    const storage = memoryStorage();
    expect(addFavorite(storage, fav('1'))).toBe('added');
    expect(JSON.parse(storage.data.get(FAVORITES_KEY) ?? '')).toEqual([fav('1')]);
    expect(hasFavorite(storage, '1')).toBe(true);
  });
  it('keeps earlier favorites and appends', () => {
    const storage = memoryStorage();
    addFavorite(storage, fav('1'));
    addFavorite(storage, fav('2'));
    expect(readFavorites(storage).map((f) => f.id)).toEqual(['1', '2']);
  });
  it('does not add the same stream twice', () => {
    const storage = memoryStorage();
    addFavorite(storage, fav('1'));
    expect(addFavorite(storage, { ...fav('1'), title: 'Renamed' })).toBe('exists');
    expect(readFavorites(storage)).toEqual([fav('1')]);
  });
  it('reads damaged storage as an empty list and recovers on the next save', () => {
    const storage = memoryStorage({ [FAVORITES_KEY]: '{not json' });
    expect(readFavorites(storage)).toEqual([]);
    expect(addFavorite(storage, fav('9'))).toBe('added');
    expect(readFavorites(storage)).toEqual([fav('9')]);
  });
  it('ignores entries that are not favorites', () => {
    const storage = memoryStorage({ [FAVORITES_KEY]: JSON.stringify([fav('1'), 42, null, { title: 'no id' }]) });
    expect(readFavorites(storage)).toEqual([fav('1')]);
  });
  it('lets a refused write surface to the caller', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => addFavorite(storage, fav('1'))).toThrow();
  });
});
