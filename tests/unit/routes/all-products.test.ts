import { describe, expect, it } from 'vitest';
import { allProductsRoute } from '../../../src/render/routes/all-products';
import { allProductsPages, LIMITS } from '../../../src/render/select';
import { expectOneTrail, jsonLd, ldOfType, sample, sampleSite, siteOf } from './sample-site';

describe('all-products route (spec §2 "All products", in pages)', () => {
  const pages = allProductsPages(sample.products);
  // Spec §7: the two kitchen-accessory rows of the sample are not listed; rows without a category are.
  const listed = sample.products.filter((p) => !p.category?.startsWith('Kitchen')).length;

  it('splits the listed products into pages of 48', () => {
    expect(listed).toBe(sample.products.length - 2);
    expect(pages.flatMap((page) => page.items).some((p) => p.category === null)).toBe(true);
    expect(pages[0]?.total).toBe(listed);
    expect(pages).toHaveLength(Math.ceil(listed / LIMITS.allProductsPerPage));
    expect(pages.map((page) => page.items.length).slice(0, -1)).toEqual(
      Array(pages.length - 1).fill(LIMITS.allProductsPerPage),
    );
  });

  it('page 1 is /produkt, ends its trail at "Alla Produkter" and names 20 products in its ItemList', () => {
    const first = pages[0];
    if (!first) throw new Error('no page 1');
    const route = allProductsRoute(sampleSite, { page: first.number });
    expect(route.head.title).toBe('Alla produkter – vinkylar, skåp och tillbehör | Vinkylguiden');
    expect(route.head.canonical).toBe('https://www.vinkylguiden.se/produkt');
    expect(route.trail).toEqual([{ label: 'Hem', href: '/' }, { label: 'Alla Produkter' }]);
    expectOneTrail(route);
    expect(jsonLd(route.head).map((ld) => ld['@type'])).toEqual(['BreadcrumbList', 'CollectionPage']);
    const list = ldOfType(route.head, 'CollectionPage').mainEntity as { itemListElement: unknown[] };
    expect(list.itemListElement).toHaveLength(20);
    expect(route.showing).toBe(`Visar 1–48 av ${listed} produkter`);
    expect(route.page.items).toHaveLength(48);
  });

  it('later pages have their own title, canonical URL and a "Sida n" crumb', () => {
    const second = pages[1];
    if (!second) throw new Error('no page 2');
    const route = allProductsRoute(sampleSite, { page: second.number });
    expect(route.head.title).toBe(`Alla produkter – sida 2 av ${pages.length} | Vinkylguiden`);
    expect(route.head.canonical).toBe('https://www.vinkylguiden.se/produkt/sida/2');
    expect(route.trail).toEqual([
      { label: 'Hem', href: '/' },
      { label: 'Alla Produkter', href: '/produkt' },
      { label: 'Sida 2' },
    ]);
    expectOneTrail(route);
    expect(route.showing).toBe(`Visar 49–96 av ${listed} produkter`);
    expect(route.pageHref(1)).toBe('/produkt');
    expect(route.pageHref(3)).toBe('/produkt/sida/3');
  });

  it('an empty catalogue is one page that shows the empty texts instead of a count', () => {
    const route = allProductsRoute(siteOf(), { page: 1 });
    expect(route.showing).toBeNull();
    expect(route.text.emptyTitle).toBe('Inga produkter hittades');
    expect((ldOfType(route.head, 'CollectionPage').mainEntity as { numberOfItems: number }).numberOfItems).toBe(0);
  });
});
