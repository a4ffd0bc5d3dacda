import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PAGE_ROUTES } from '@sankalp/shared/routes';
import { describe, expect, it } from 'vitest';

// The router loads `../features/<feature>/routes/<Page>.tsx` for each page the shared table names.
describe('the route table', () => {
  it.each(PAGE_ROUTES.map(([path, page]) => [path, page]))('%s → %s has its page module', (_path, page) => {
    const [feature, name] = page.split('/');
    expect(existsSync(fileURLToPath(new URL(`../features/${feature}/routes/${name}.tsx`, import.meta.url)))).toBe(true);
  });
});
