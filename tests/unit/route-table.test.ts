/**
 * src/routing/routes.ts, the route table: what derives from it (matching,
 * builders, reserved slugs, the sitemap's filter, browser constants) and
 * netlify.toml, whose static rules must be exactly those the table requires.
 */
import path from 'node:path';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import {
  allCoolersPath,
  allProductsPath,
  blogPath,
  brandListPath,
  brandPath,
  browserRouteDefines,
  browserRoutes,
  categoryPath,
  comparePath,
  dealsFeedPath,
  dealsPath,
  folderOf,
  isIndexedPath,
  matchRoute,
  NOT_FOUND_PATHS,
  postNotFoundPath,
  postPath,
  productNotFoundPath,
  productPath,
  RESERVED_PRODUCT_SLUGS,
  RESERVED_TOP_LEVEL_SLUGS,
  ROUTES,
  type RouteName,
  routeNamed,
  searchIndexPath,
  searchPath,
  searchWordsPath,
  staticRules,
} from '../../src/routing/routes';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A path of each route, with placeholder values a real build could have. */
const SAMPLES: ReadonlyMap<RouteName, string> = new Map([
  ['home', '/'],
  ['products', allProductsPath()],
  ['productsPage', allProductsPath(3)],
  ['product', productPath('cavin-polar-53')],
  ['brands', brandListPath()],
  ['brand', brandPath('cavin')],
  ['brandPage', brandPath('cavin', 2)],
  ['blog', blogPath()],
  ['post', postPath('sa-valjer-du-vinkyl')],
  ['compare', comparePath()],
  ['search', searchPath()],
  ['howWeCompare', '/sa-jamfor-vi'],
  ['howWeEarn', '/sa-tjanar-vi-pengar'],
  ['deals', dealsPath()],
  ['dealsPage', dealsPath(null, 2)],
  ['dealsCategory', dealsPath('vinkyl')],
  ['dealsCategoryPage', dealsPath('vinkyl', 3)],
  ['notFound', '/404'],
  ['productNotFound', productNotFoundPath()],
  ['postNotFound', postNotFoundPath()],
  ['category', categoryPath('vinkyl')],
  ['categoryPage', categoryPath('vinkyl', 4)],
]);

describe('the route table', () => {
  it('has a sample for every route, and each sample matches its own route (no route shadows another)', () => {
    expect([...SAMPLES.keys()].sort()).toEqual(Object.keys(ROUTES).sort());
    for (const [name, sample] of SAMPLES) expect(matchRoute(sample), sample).toBe(name);
  });

  it('builds the paths the site has always had', () => {
    expect([categoryPath('vinkyl'), categoryPath('vinkyl', 1), categoryPath('vinkyl', 2)]).toEqual([
      '/vinkyl',
      '/vinkyl',
      '/vinkyl/sida/2',
    ]);
    expect([allProductsPath(), allProductsPath(2), productPath('x')]).toEqual([
      '/produkt',
      '/produkt/sida/2',
      '/produkt/x',
    ]);
    expect([brandListPath(), brandPath('b'), brandPath('b', 3)]).toEqual([
      '/varumarken',
      '/varumarken/b',
      '/varumarken/b/sida/3',
    ]);
    expect([blogPath(), blogPath('olkyl'), blogPath('a&b'), postPath('p')]).toEqual([
      '/vinbloggen',
      '/vinbloggen?category=olkyl',
      '/vinbloggen?category=a%26b',
      '/vinbloggen/p',
    ]);
    expect([comparePath(), searchPath(), allCoolersPath()]).toEqual(['/jamfor', '/sok', '/vinkyl']);
    expect([searchWordsPath(), searchIndexPath()]).toEqual(['/data/sokord.json', '/pagefind/']);
  });

  it('builds the price drops’ pages and feeds (issue 38 §2)', () => {
    expect([dealsPath(), dealsPath(null, 1), dealsPath(null, 2), dealsPath('vinkyl'), dealsPath('vinkyl', 3)]).toEqual([
      '/prisfall',
      '/prisfall',
      '/prisfall/sida/2',
      '/prisfall/vinkyl',
      '/prisfall/vinkyl/sida/3',
    ]);
    expect([dealsFeedPath(), dealsFeedPath('vinkyl')]).toEqual(['/prisfall.xml', '/prisfall/vinkyl.xml']);
    // A category named "Sida" has its page; the later pages of all drops are one level shallower than a category's.
    expect([matchRoute('/prisfall/sida'), matchRoute('/prisfall/sida/2'), matchRoute('/prisfall/sida/sida/2')]).toEqual(
      ['dealsCategory', 'dealsPage', 'dealsCategoryPage'],
    );
    expect(RESERVED_TOP_LEVEL_SLUGS.has('prisfall')).toBe(true);
  });

  it('matches only whole segments, and page numbers only as digits', () => {
    expect(matchRoute('/produkt/x/y')).toBeNull();
    expect(matchRoute('/vinkyl/sida/x')).toBeNull();
    expect(matchRoute('/vinkyl/sida/')).toBeNull();
    expect(matchRoute('//vinkyl')).toBeNull();
    expect(matchRoute('vinkyl')).toBeNull();
    expect(matchRoute('/produkt/sida')).toBe('product');
  });

  it('names the routes its entries refer to, and refuses a name it does not have', () => {
    for (const route of Object.values(ROUTES) as readonly { laterPagesOf?: string; miss?: { view?: string } }[]) {
      if (route.laterPagesOf) expect(() => routeNamed(route.laterPagesOf ?? '')).not.toThrow();
      if (route.miss?.view) expect(routeNamed(route.miss.view).kind).toBe('not-found');
    }
    expect(() => routeNamed('constructor')).toThrow('the route table has no route constructor');
  });

  it('lists content in the sitemap, and no view, tool file or unknown shape', () => {
    for (const [name, sample] of SAMPLES) expect(isIndexedPath(sample), name).toBe(ROUTES[name].indexed);
    for (const view of NOT_FOUND_PATHS) expect(isIndexedPath(view)).toBe(false);
    expect([comparePath(), searchPath(), '/debug/products/0.json', '/a/b/c/d/e'].map(isIndexedPath)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('reserves every literal first segment and every folder of the build for the site', () => {
    for (const name of [
      'produkt',
      'varumarken',
      'vinbloggen',
      'jamfor',
      'sok',
      '404',
      'index',
      'data',
      'debug',
      'pagefind',
      'images',
    ])
      expect(RESERVED_TOP_LEVEL_SLUGS.has(name), name).toBe(true);
    expect(RESERVED_TOP_LEVEL_SLUGS.has('vinkyl')).toBe(false);
    expect([...RESERVED_PRODUCT_SLUGS]).toEqual(['sida']);
    expect([folderOf('product'), folderOf('brand'), folderOf('post')]).toEqual([
      '/produkt/',
      '/varumarken/',
      '/vinbloggen/',
    ]);
  });

  it('gives browser code the same paths as constants (defined for these tests as for the build)', () => {
    const routes = browserRoutes();
    expect(routes.ROUTE_COMPARE).toBe(comparePath());
    expect(routes.ROUTE_PRODUCT_FOLDER).toBe(folderOf('product'));
    expect(import.meta.env.ROUTE_COMPARE).toBe(comparePath());
    expect(import.meta.env.ROUTE_SEARCH_INDEX).toBe(searchIndexPath());
    expect(import.meta.env.ROUTE_DEBUG_PRODUCTS).toBe(routes.ROUTE_DEBUG_PRODUCTS);
    expect(browserRouteDefines()['import.meta.env.ROUTE_SEARCH']).toBe(JSON.stringify(searchPath()));
  });
});

describe('netlify.toml', () => {
  it('holds exactly the static rules the route table requires, in order', async () => {
    const { redirects, errors } = await parseAllRedirects({
      redirectsFiles: [],
      netlifyConfigPath: path.join(ROOT, 'netlify.toml'),
      configRedirects: [],
      minimal: true,
    });
    expect(errors).toEqual([]);
    const rule = z.object({ from: z.string(), to: z.string(), status: z.number(), force: z.boolean() });
    const rules = redirects.map((redirect) => rule.parse(redirect));
    expect(rules).toEqual(staticRules());
  });

  it('sends misses below the product and brand folders to the routing function, and below the blog to its view', () => {
    const rules = staticRules();
    expect(rules.find((rule) => rule.from === '/produkt/*')?.to).toBe('/.netlify/functions/routing');
    expect(rules.find((rule) => rule.from === '/vinbloggen/*')).toEqual({
      from: '/vinbloggen/*',
      to: postNotFoundPath(),
      status: 404,
      force: false,
    });
    expect(rules.at(-1)).toEqual({ from: '/:first/*', to: '/', status: 302, force: false });
  });
});
