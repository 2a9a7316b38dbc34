import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { kindOf, NOT_FOUND_PATHS, urlPathOf } from '../../src/routing/routes';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('urlPathOf and kindOf', () => {
  it.each([
    ['index.html', '/', 'home'],
    ['vinkyl.html', '/vinkyl', 'category'],
    ['produkt.html', '/produkt', 'products'],
    ['produkt/sida/2.html', '/produkt/sida/2', 'products'],
    ['produkt/x.html', '/produkt/x', 'product'],
    ['produkt/sida.html', '/produkt/sida', 'product'],
    ['varumarken.html', '/varumarken', 'brands'],
    ['varumarken/cavin.html', '/varumarken/cavin', 'brand'],
    ['vinkyl/sida/2.html', '/vinkyl/sida/2', 'category-page'],
    ['fristaende-vinkyl/sida/12.html', '/fristaende-vinkyl/sida/12', 'category-page'],
    ['varumarken/cavin/sida/3.html', '/varumarken/cavin/sida/3', 'brand-page'],
    // A brand named "Sida" has its own page; its later pages are one level deeper.
    ['varumarken/sida.html', '/varumarken/sida', 'brand'],
    ['varumarken/sida/sida/2.html', '/varumarken/sida/sida/2', 'brand-page'],
    ['vinbloggen.html', '/vinbloggen', 'blog'],
    ['vinbloggen/a.html', '/vinbloggen/a', 'post'],
    ['vinbloggen/index.html', '/vinbloggen', 'blog'],
    ['404.html', '/404', 'not-found'],
    ['produkt-hittades-inte.html', '/produkt-hittades-inte', 'not-found'],
    ['inlagget-hittades-inte.html', '/inlagget-hittades-inte', 'not-found'],
    ['jamfor.html', '/jamfor', 'compare'],
    ['sok.html', '/sok', 'search'],
  ] as const)('%s is %s, a %s page', (file, urlPath, kind) => {
    expect(urlPathOf(file)).toBe(urlPath);
    expect(kindOf(urlPath)).toBe(kind);
  });

  it('names the path that no template serves', () => {
    expect(() => kindOf('/debug/products')).toThrow('no page kind for /debug/products');
    expect(() => kindOf('/vinkyl/5')).toThrow(/no page kind/);
    expect(() => kindOf('/vinkyl/sida')).toThrow(/no page kind/);
    expect(() => kindOf('/vinkyl/sida/x')).toThrow(/no page kind/);
  });

  it('only rewrites index and .html at the end of a file name', () => {
    expect(urlPathOf('reindex.html')).toBe('/reindex');
    expect(urlPathOf('a.html/b.html')).toBe('/a.html/b');
  });
});

describe('the not-found views', () => {
  it('are pages of src/pages, and all of the not-found kind', () => {
    const pages = new Set(readdirSync(path.join(ROOT, 'src/pages')).map((name) => name.replace(/\.astro$/, '')));
    for (const notFound of NOT_FOUND_PATHS) {
      expect(pages.has(notFound.slice(1)), notFound).toBe(true);
      expect(kindOf(notFound)).toBe('not-found');
    }
    expect([...NOT_FOUND_PATHS].sort()).toEqual(['/404', '/inlagget-hittades-inte', '/produkt-hittades-inte']);
  });
});
