/**
 * The build's one site model (./site.ts), read from the files `npm run pull`
 * wrote (DATA_DIR, set in astro.config.ts) by the dataset's one validated
 * reader, the first time a page asks for it. Every page of the build shares
 * it: Astro renders all pages in one process. Not unit-tested: it reads the
 * build's environment; tests build sites with `createSite`.
 */
import { readDataFile } from '../dataset/read';
import { PRODUCTS_PER_BUNDLE_ENV, productsPerBundle } from '../features/search/search-bundles.browser';
import { createSite, type Site } from './site';

let site: Promise<Site> | null = null;

export function loadSite(): Promise<Site> {
  site ??= (async () => {
    const dir = import.meta.env.DATA_DIR;
    return createSite({
      products: readDataFile(dir, 'products'),
      categories: readDataFile(dir, 'categories'),
      brands: readDataFile(dir, 'brands'),
      posts: readDataFile(dir, 'posts'),
      shops: readDataFile(dir, 'shops'),
      pricesAsOf: readDataFile(dir, 'prices').as_of,
      url: new URL(import.meta.env.SITE).href,
      builtAt: new Date(),
      productsPerSearchBundle: productsPerBundle(process.env[PRODUCTS_PER_BUNDLE_ENV]),
    });
  })();
  return site;
}
