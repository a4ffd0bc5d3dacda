import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES, matchPageRoute } from './routes';

describe('matchPageRoute', () => {
  it('matches static paths, ignoring a trailing slash and letter case', () => {
    expect(matchPageRoute('/')).toEqual({ page: 'home/HomePage', params: {} });
    expect(matchPageRoute('/pujas/')).toEqual({ page: 'pujas/PujasPage', params: {} });
    expect(matchPageRoute('/kundli-report').page).toBe('kundli/KundliReportPage');
    expect(matchPageRoute('/Kundli-report').page).toBe('kundli/KundliReportPage');
  });

  it('reads :params as one decoded segment', () => {
    expect(matchPageRoute('/puja-details/maha-shivratri-puja')).toEqual({
      page: 'pujas/PujaDetailsPage',
      params: { name: 'maha-shivratri-puja' },
    });
    expect(matchPageRoute('/puja-details/Maha%20Shivratri').params).toEqual({ name: 'Maha Shivratri' });
    expect(matchPageRoute('/puja-details/%E0%A4').params).toEqual({ name: '%E0%A4' }); // malformed: kept
    expect(matchPageRoute('/store/product/abc').params).toEqual({ id: 'abc' });
    expect(matchPageRoute('/puja-details').page).toBe('pujas/PujaDetailsPage');
  });

  it('reads a trailing /* as the rest of the path, none included', () => {
    expect(matchPageRoute('/admin')).toEqual({ page: 'admin/AdminPage', params: { '*': '' } });
    expect(matchPageRoute('/admin/bookings/puja_booking/abc')).toEqual({
      page: 'admin/AdminPage',
      params: { '*': 'bookings/puja_booking/abc' },
    });
    expect(matchPageRoute('/administer').page).toBe('pages/NotFoundPage');
  });

  it('sends everything else to the not-found page', () => {
    for (const path of ['/nope', '/puja-details/a/b', '/store/product', '/temple']) {
      expect(matchPageRoute(path)).toEqual({ page: 'pages/NotFoundPage', params: {} });
    }
  });

  it('keeps the catch-all last and every pattern unique', () => {
    expect(PAGE_ROUTES.at(-1)?.[0]).toBe('*');
    const paths = PAGE_ROUTES.map(([p]) => p.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });
});
