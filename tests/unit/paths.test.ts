import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { categorySlugOf } from '../../src/pull/pipeline';
import { RESERVED_PRODUCT_SLUGS, RESERVED_TOP_LEVEL_SLUGS } from '../../src/routing/routes';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Names a page of src/pages or a folder of public/ serves at the top level, as slugs. */
function topLevelNames(): string[] {
  const pages = readdirSync(path.join(ROOT, 'src/pages'), { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('['))
    // A page file serves /name; name.json.ts or robots.txt.ts serve a file with an extension, which no /slug can hit.
    .filter((entry) => entry.isDirectory() || /^[^.]+\.astro$/.test(entry.name))
    .map((entry) => entry.name.replace(/\.astro$/, ''));
  const folders = readdirSync(path.join(ROOT, 'public'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return [...pages, ...folders];
}

describe('reserved slugs', () => {
  it('cover every top-level page and folder of the site', () => {
    const missing = topLevelNames().filter((name) => !RESERVED_TOP_LEVEL_SLUGS.has(name));
    expect(missing).toEqual([]);
  });

  it('cover the paths below /produkt that are not products', () => {
    const folders = readdirSync(path.join(ROOT, 'src/pages/produkt'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.filter((name) => !RESERVED_PRODUCT_SLUGS.has(name))).toEqual([]);
  });

  it.each([
    ['Index', 'index-kategori'],
    ['Produkt', 'produkt-kategori'],
    ['404', '404-kategori'],
    ['Vinbloggen', 'vinbloggen-kategori'],
    ['Vinkyl', 'vinkyl'],
    ['Fristående Vinkyl', 'fristaende-vinkyl'],
  ])('category %j has its page at /%s', (name, slug) => {
    expect(categorySlugOf(name)).toBe(slug);
  });
});
