import { describe, expect, it } from 'vitest';
import { pageAssetsMap } from './page-assets';

const chunk = (
  fileName: string,
  imports: string[] = [],
  extra: Partial<{ isEntry: boolean; isDynamicEntry: boolean; facadeModuleId: string; moduleIds: string[] }> = {},
) => ({
  fileName,
  imports,
  isEntry: false,
  isDynamicEntry: false,
  facadeModuleId: null,
  ...extra,
});

describe('pageAssetsMap', () => {
  it("lists a page's chunk and its static imports, minus what the entry already loads", () => {
    const map = pageAssetsMap([
      chunk('assets/index-1.js', ['assets/vendor-2.js'], { isEntry: true, facadeModuleId: '/w/src/app/main.tsx' }),
      chunk('assets/vendor-2.js'),
      chunk('assets/PujaDetailsPage-3.js', ['assets/vendor-2.js', 'assets/Reviews-4.js'], {
        isDynamicEntry: true,
        facadeModuleId: '/w/apps/web/src/features/pujas/routes/PujaDetailsPage.tsx',
      }),
      chunk('assets/Reviews-4.js', ['assets/dist-5.js']),
      chunk('assets/dist-5.js', ['assets/Reviews-4.js']), // a cycle ends
      chunk('assets/HomeFaq-6.js', [], {
        isDynamicEntry: true,
        facadeModuleId: '/w/apps/web/src/features/home/components/HomeFaq.tsx',
      }),
    ]);
    expect(map).toEqual({
      'pujas/PujaDetailsPage': ['/assets/PujaDetailsPage-3.js', '/assets/Reviews-4.js', '/assets/dist-5.js'],
    });
  });

  it('finds a page the bundler merged into a shared chunk (no facade of its own)', () => {
    const map = pageAssetsMap([
      chunk('assets/index-1.js', [], { isEntry: true, facadeModuleId: '/w/src/app/main.tsx' }),
      chunk('assets/AdminPage-2.js', ['assets/Fields-3.js'], {
        moduleIds: ['/w/apps/web/src/features/admin/i18n/en.ts', '/w/apps/web/src/features/admin/routes/AdminPage.tsx'],
      }),
      chunk('assets/Fields-3.js'),
    ]);
    expect(map).toEqual({ 'admin/AdminPage': ['/assets/AdminPage-2.js', '/assets/Fields-3.js'] });
  });
});
