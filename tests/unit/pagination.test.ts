import { describe, expect, it } from 'vitest';
import { allProducts } from '../../src/copy/pages';
import { pageLinks, paginate } from '../../src/render/pagination';
import { allProductsRoute, allProductsTrail } from '../../src/render/routes/all-products';
import { allProductsPages, LIMITS } from '../../src/render/select';
import { allProductsPath } from '../../src/routing/routes';
import { products } from '../fixtures/products';
import { siteOf } from './routes/sample-site';

describe('paginate', () => {
  it('splits a list into full pages and a shorter last page, with 1-based positions', () => {
    const pages = paginate(['a', 'b', 'c', 'd', 'e'], 2);
    expect(pages.map((p) => p.items)).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    expect(pages.map((p) => [p.number, p.count, p.first, p.last, p.total])).toEqual([
      [1, 3, 1, 2, 5],
      [2, 3, 3, 4, 5],
      [3, 3, 5, 5, 5],
    ]);
  });

  it('gives an empty list one empty page, and an exact multiple no empty tail', () => {
    expect(paginate([], 48)).toEqual([{ number: 1, count: 1, items: [], first: 0, last: 0, total: 0 }]);
    expect(paginate([1, 2, 3, 4], 2)).toHaveLength(2);
  });

  it('refuses a page size that is not a positive integer', () => {
    expect(() => paginate([1], 0)).toThrow(/positive integer/);
    expect(() => paginate([1], 1.5)).toThrow(/positive integer/);
  });
});

describe('pageLinks', () => {
  it('shows every page of a short list', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('shows first, last and the neighbours of the current page, with gaps', () => {
    expect(pageLinks(1, 10)).toEqual([1, 2, null, 10]);
    expect(pageLinks(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageLinks(10, 10)).toEqual([1, null, 9, 10]);
  });

  it('shows a single missing page instead of an ellipsis', () => {
    expect(pageLinks(4, 10)).toEqual([1, 2, 3, 4, 5, null, 10]);
  });
});

describe('all products pages', () => {
  const catalogue = products(
    Array.from({ length: LIMITS.allProductsPerPage * 2 + 3 }, (_, i) => ({
      name: `Vinkyl ${i + 1}`,
      category: 'Fristående Vinkyl',
    })),
  );
  const pages = allProductsPages(catalogue);

  it(`lists every product once, ${LIMITS.allProductsPerPage} to a page, in feed order`, () => {
    expect(pages.map((p) => p.items.length)).toEqual([LIMITS.allProductsPerPage, LIMITS.allProductsPerPage, 3]);
    expect(pages.flatMap((p) => p.items)).toEqual(catalogue);
  });

  it('has /produkt as page 1 and /produkt/sida/{n} after it', () => {
    expect(pages.map((p) => allProductsPath(p.number))).toEqual(['/produkt', '/produkt/sida/2', '/produkt/sida/3']);
  });

  it('gives each page its own title, description, canonical URL and ItemList', () => {
    const site = siteOf({ products: catalogue });
    const heads = pages.map((page) => allProductsRoute(site, { page: page.number }).head);
    expect(new Set(heads.map((h) => h.title)).size).toBe(3);
    expect(heads[1]?.title).toContain('sida 2 av 3');
    expect(heads.map((h) => h.canonical)).toEqual([
      'https://www.vinkylguiden.se/produkt',
      'https://www.vinkylguiden.se/produkt/sida/2',
      'https://www.vinkylguiden.se/produkt/sida/3',
    ]);
    const itemList = JSON.parse(heads[2]?.jsonLd[1] ?? '{}');
    expect(itemList.mainEntity.itemListElement.map((item: { url: string }) => item.url)).toEqual(
      pages[2]?.items.map((p) => `https://www.vinkylguiden.se${p.url}`),
    );
  });

  it('leads the breadcrumb of later pages back to page 1', () => {
    expect(allProductsTrail({ number: 1 })).toEqual([{ label: 'Hem', href: '/' }, { label: allProducts.heading }]);
    expect(allProductsTrail({ number: 3 })).toEqual([
      { label: 'Hem', href: '/' },
      { label: allProducts.heading, href: '/produkt' },
      { label: 'Sida 3' },
    ]);
  });
});
