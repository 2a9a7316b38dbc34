/**
 * The embedded sample data through the real pipeline, as the build's site
 * model (src/render/site.ts) holds it, for the route functions' tests: they
 * check what each page shows without an Astro build.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { runPipeline } from '../../../src/pull/pipeline';
import { byFeedOrder, byNewest, bySwedishName } from '../../../src/render/order';
import type { Trail } from '../../../src/render/routes/route';
import type { HeadData } from '../../../src/render/seo';
import { createSite, type Site, type SiteInput } from '../../../src/render/site';
import { DEFAULT_SITE_URL, ownHostsFor } from '../../../src/shared/site';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string): Record<string, unknown>[] =>
  JSON.parse(readFileSync(path.join(root, 'data/sample', file), 'utf8'));

const dataset = runPipeline({
  feedRows: read('product_feed_static.json'),
  postRows: read('blog_posts.json'),
  historyRows: read('price_history.json'),
  shopRows: read('shops.json'),
  ownHosts: ownHostsFor(DEFAULT_SITE_URL),
  source: { kind: 'sample', detail: 'data/sample' },
});

export const sample = {
  products: dataset.products.toSorted(byFeedOrder),
  categories: dataset.categories.toSorted(bySwedishName),
  brands: dataset.brands.toSorted(bySwedishName),
  posts: dataset.posts.toSorted(byNewest),
  shops: dataset.shops,
} as const;

/** The site's URL as the model holds it: new URL(site).href. */
export const SITE = `${DEFAULT_SITE_URL}/`;

/** When the tests' builds run: offers are valid 30 days from it. */
export const BUILT_AT = new Date('2026-03-14T10:00:00Z');

/** A site model of the given rows (none by default), built on {@link BUILT_AT}, prices as of no day. */
export function siteOf(input: Partial<SiteInput> = {}): Site {
  return createSite({
    products: [],
    categories: [],
    brands: [],
    posts: [],
    shops: [],
    pricesAsOf: null,
    url: SITE,
    builtAt: BUILT_AT,
    ...input,
  });
}

/** The sample data as the build's site model. */
export const sampleSite = siteOf(sample);

/**
 * The sample with no proven drop on one category page's products: a site
 * with drops and one category page without any (the sample itself has none
 * such).
 */
export function siteWithEmptyCategory(slug: string): Site {
  const quiet = new Set(sampleSite.categoryProducts(slug).map((product) => product.id));
  return siteOf({
    ...sample,
    products: sample.products.map((product) =>
      quiet.has(product.id)
        ? {
            ...product,
            price_reduction: null,
            offers: product.offers.map((offer) => ({ ...offer, price_reduction: null })),
          }
        : product,
    ),
  });
}

/** One entry of the sample data that a test needs: a missing one is a broken fixture, not a pass. */
export function pick<T>(items: readonly T[], test: (item: T) => boolean, what: string): T {
  const found = items.find(test);
  if (found === undefined) throw new Error(`the sample data has no ${what}`);
  return found;
}

type LdObject = { '@type': string } & Record<string, unknown>;

/** The head's JSON-LD as objects, parsed back from the strings the page writes. */
export function jsonLd(head: HeadData): LdObject[] {
  return head.jsonLd.map((text) => JSON.parse(text) as LdObject);
}

/** The one JSON-LD object of a type. */
export function ldOfType(head: HeadData, type: string): LdObject {
  const found = jsonLd(head).filter((ld) => ld['@type'] === type);
  if (found.length !== 1) throw new Error(`expected one ${type}, found ${found.length}`);
  // biome-ignore lint/style/noNonNullAssertion: exactly one, checked above.
  return found[0]!;
}

/** A BreadcrumbList's crumbs as [name, url] pairs. */
export function crumbs(head: HeadData): [string, string | undefined][] {
  const list = ldOfType(head, 'BreadcrumbList').itemListElement as { name: string; item?: string }[];
  return list.map((item) => [item.name, item.item]);
}

/** The value of a meta tag, by name or property. */
export function meta(head: HeadData, key: string): string | undefined {
  return head.meta.find((tag) => tag.name === key || tag.property === key)?.content;
}

/**
 * The visible trail and the BreadcrumbList are one list: the same labels,
 * each link made absolute, the page itself (shown without a link) at its
 * canonical URL.
 */
export function expectOneTrail(route: { head: HeadData; trail: Trail }): void {
  const last = route.trail.at(-1);
  expect(last?.href).toBeUndefined();
  expect(route.trail.slice(0, -1).every((crumb) => crumb.href !== undefined)).toBe(true);
  expect(crumbs(route.head)).toEqual(
    route.trail.map((crumb) => [crumb.label, crumb.href ? new URL(crumb.href, SITE).href : route.head.canonical]),
  );
}
