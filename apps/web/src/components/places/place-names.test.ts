import { afterEach, describe, expect, it } from 'vitest';
import type { Place } from '@sankalp/shared/api/kundli';
import { loadLanguage, setRenderLanguage } from '../../lib/i18n/index';
import { placeText, stateName, timeZoneName } from './place-names';

await loadLanguage('hi');

const delhi: Place = { name: 'New Delhi', region: 'Delhi', country: 'IN', latitude: 28.6, longitude: 77.2, timezone: 'Asia/Kolkata' };
const picked: Place = { ...delhi, name: 'Ramnagar', region: 'Uttar Pradesh' };

describe('place names', () => {
  afterEach(() => setRenderLanguage('en'));

  it('English shows the place as the gazetteer writes it', () => {
    expect(placeText(delhi, 'en')).toBe('New Delhi, Delhi, IN');
    expect(timeZoneName('Asia/Kolkata', 'en')).toBe('Asia/Kolkata');
    expect(stateName('Tamil Nadu')).toBe('Tamil Nadu');
  });

  it('Hindi names the default city, the state and the country; a picked town stays as written', () => {
    setRenderLanguage('hi');
    expect(placeText(delhi, 'hi')).toBe('नई दिल्ली, दिल्ली, भारत');
    expect(placeText(picked, 'hi')).toBe('Ramnagar, उत्तर प्रदेश, भारत');
    expect(stateName('West Bengal')).toBe('पश्चिम बंगाल');
    expect(timeZoneName('Asia/Kolkata', 'hi')).toBe('भारतीय मानक समय');
    expect(timeZoneName('Not/AZone', 'hi')).toBe('Not/AZone');
  });
});
