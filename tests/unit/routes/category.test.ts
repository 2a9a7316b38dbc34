import { describe, expect, it } from 'vitest';
import { categoryCopy } from '../../../src/copy/categories';
import { guides } from '../../../src/copy/guides';
import { DEFAULT_BOUNDS } from '../../../src/features/listing-filter/filter.browser';
import { categoryLaterPages, categoryPagePaths, categoryRoute } from '../../../src/render/routes/category';
import { LIMITS } from '../../../src/render/select';
import { categoryPath } from '../../../src/routing/routes';
import { priceWithShipping } from '../../../src/shared/price-with-shipping';
import { products } from '../../fixtures/products';
import { expectOneTrail, jsonLd, ldOfType, meta, sample, sampleSite, siteOf } from './sample-site';

const fromSample = (slug: string) => categoryRoute(sampleSite, { slug });

describe('category route (spec §2 "Category page")', () => {
  it('has its own head, one trail and CollectionPage, BreadcrumbList and FAQPage', () => {
    const route = fromSample('fristaende-vinkyl');
    const copy = categoryCopy.get('fristaende-vinkyl');
    expect(route.head.title).toBe(`${copy?.metaTitle} | Vinkylguiden`);
    expect(route.head.description).toBe(copy?.metaDescription);
    expect(route.head.canonical).toBe('https://www.vinkylguiden.se/fristaende-vinkyl');
    expect(meta(route.head, 'keywords')).toBe(copy?.keywords.join(', '));
    expect(route.trail).toEqual([{ label: 'Hem', href: '/' }, { label: 'Fristående Vinkyl' }]);
    expectOneTrail(route);
    expect(jsonLd(route.head).map((ld) => ld['@type'])).toEqual(['BreadcrumbList', 'CollectionPage', 'FAQPage']);
    // The guide's FAQ and the category's own, in the order the page shows them.
    expect(ldOfType(route.head, 'FAQPage').mainEntity).toHaveLength(
      guides['fristaende-vinkyl'].faq.length + (copy?.faq.length ?? 0),
    );
  });

  it('lists the category products and names at most 20 of them in the ItemList', () => {
    const route = fromSample('fristaende-vinkyl');
    expect(route.products).toHaveLength(sample.products.filter((p) => p.category === 'Fristående Vinkyl').length);
    expect(route.products.length).toBeGreaterThan(LIMITS.itemList);
    const list = ldOfType(route.head, 'CollectionPage').mainEntity as {
      numberOfItems: number;
      itemListElement: { url: string }[];
    };
    expect(list.numberOfItems).toBe(20);
    expect(list.itemListElement).toHaveLength(20);
    expect(list.itemListElement[0]?.url).toBe(`https://www.vinkylguiden.se${route.products[0]?.url}`);
  });

  it('/vinkyl gathers every wine-cooler category and links at most 5 others, never itself', () => {
    const route = fromSample('vinkyl');
    const categories = new Set(route.products.map((p) => p.category));
    expect([...categories].sort()).toEqual([
      'Fristående Vinkyl',
      'Inbyggbar Vinkyl',
      'Integrerad Vinkyl',
      'Integrerbar Vinkyl',
    ]);
    expect(route.guide?.title).toBe(guides.vinkyl.title);
    expect(route.others).toHaveLength(LIMITS.otherCategories);
    expect(route.others.map((o) => o.href)).not.toContain('/vinkyl');
    expect(fromSample('olkyl').others[0]).toEqual({ label: 'Vinkyl', href: '/vinkyl' });
  });

  it('offers the filter its brands in Swedish order and the price bounds of the products', () => {
    const route = fromSample('vinlagringsskap');
    const labels = route.brands.map((b) => b.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'sv')));
    expect(new Set(route.brands.map((b) => b.value)).size).toBe(route.brands.length);
    // What a buyer pays at each product's first offer, its shipping added when known (issue 35).
    const prices = route.products.map((p) => priceWithShipping(p.price, p.shipping_price));
    expect(route.bounds).toEqual({ min: Math.floor(Math.min(...prices)), max: Math.ceil(Math.max(...prices)) });
    expect(route.guide).toBeNull();
    expect(route.text.filter.noResults).toBe('Inga produkter hittades med valda filter.');
  });

  it('exist for every spec slug and every data slug', () => {
    const vinglas = { id: 'vinglas', name: 'Vinglas', slug: 'vinglas', product_count: 0 };
    const slugs = siteOf({ ...sample, categories: [...sample.categories, vinglas] }).categoryPageSlugs;
    for (const slug of ['vinkyl', 'kylaggregat', 'olkyl', 'vinglas']) expect(slugs).toContain(slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  describe('with small fixtures', () => {
    const catalogue = products([
      { name: 'A', category: 'Fristående Vinkyl', brand: 'Cavin' },
      { name: 'B', category: 'Fristående Vinkyl', brand: 'mQuvée' },
      { name: 'C', category: 'Ölkyl', brand: 'Scandomestic' },
    ]);
    const categories = [
      { id: 'fristaende-vinkyl', name: 'Fristående Vinkyl', slug: 'fristaende-vinkyl', product_count: 2 },
      { id: 'olkyl', name: 'Ölkyl', slug: 'olkyl', product_count: 1 },
      { id: 'vinglas', name: 'Vinglas', slug: 'vinglas', product_count: 0 },
    ];

    it('collect products, brand options, guide and other categories', () => {
      const route = categoryRoute(siteOf({ products: catalogue, categories }), { slug: 'fristaende-vinkyl' });
      expect(route.products.map((p) => p.name)).toEqual(['A', 'B']);
      expect(route.brands).toEqual([
        { value: 'cavin', label: 'Cavin' },
        { value: 'mquvee', label: 'mQuvée' },
      ]);
      expect(route.guide?.title).toBeTruthy();
      expect(route.copy.faq).toHaveLength(4);
      // The site's categories are in Swedish order: Ö after V.
      expect(route.others.map((o) => o.href)).toEqual(['/vinkyl', '/vinglas', '/olkyl']);
      expect(categoryRoute(siteOf({ products: catalogue, categories }), { slug: 'olkyl' }).guide).toBeNull();
    });

    it('use neutral texts for a category without its own copy, and no FAQPage without questions', () => {
      const route = categoryRoute(siteOf({ products: catalogue, categories }), { slug: 'vinglas' });
      expect(route.copy.h1).toBe('Vinglas');
      expect(route.copy.faq).toEqual([]);
      expect(route.products).toEqual([]);
      expect(route.bounds).toEqual(DEFAULT_BOUNDS);
      expect(jsonLd(route.head).map((ld) => ld['@type'])).toEqual(['BreadcrumbList', 'CollectionPage']);
      expect(route.trail).toEqual([{ label: 'Hem', href: '/' }, { label: 'Vinglas' }]);
    });
  });
});

describe('category listing pages (issue 12: listings at any catalogue size)', () => {
  const perPage = LIMITS.listingPerPage;
  const vinkyl = sample.products.filter((p) => /vinkyl/i.test(p.category ?? ''));
  const pages = Math.ceil(vinkyl.length / perPage);

  it('shows the first page of the listing on the category page, with its filter and data file', () => {
    const route = fromSample('vinkyl');
    expect(vinkyl.length).toBeGreaterThan(perPage * 2);
    expect(route.pageNumber).toBe(1);
    expect(route.listing.page.items).toEqual(route.products.slice(0, perPage));
    expect(route.listing.page.count).toBe(pages);
    expect(route.listing.showing).toBe(`Visar 1–${perPage} av ${vinkyl.length} produkter`);
    expect(route.listing.action).toBe('/vinkyl');
    expect(route.listing.pageHref(1)).toBe('/vinkyl');
    expect(route.listing.pageHref(3)).toBe('/vinkyl/sida/3');
    expect(route.listing.dataUrl).toBe('/data/kategori/vinkyl.json');
    expect(route.listing.facets.brands?.length).toBe(route.brands.length);
    expect(route.listing.counts.total).toBe(vinkyl.length);
    expect(route.listing.suggestions).toEqual(route.others);
  });

  it('gives a later page its own title, description, canonical, trail and ItemList, without the FAQ', () => {
    const route = categoryRoute(sampleSite, { slug: 'vinkyl', page: 2 });
    const copy = categoryCopy.get('vinkyl');
    expect(route.pageNumber).toBe(2);
    expect(route.head.title).toBe(`${copy?.metaTitle} – sida 2 av ${pages} | Vinkylguiden`);
    expect(route.head.canonical).toBe('https://www.vinkylguiden.se/vinkyl/sida/2');
    expect(route.head.description).not.toBe(copy?.metaDescription);
    expect(route.head.description).toContain('sida 2 av');
    expect(route.head.description.length).toBeLessThanOrEqual(160);
    expect(route.trail).toEqual([
      { label: 'Hem', href: '/' },
      { label: 'Vinkyl', href: '/vinkyl' },
      { label: 'Sida 2' },
    ]);
    expectOneTrail(route);
    expect(jsonLd(route.head).map((ld) => ld['@type'])).toEqual(['BreadcrumbList', 'CollectionPage']);
    const list = ldOfType(route.head, 'CollectionPage').mainEntity as { itemListElement: { url: string }[] };
    expect(list.itemListElement.map((item) => item.url)).toEqual(
      route.listing.page.items.slice(0, LIMITS.itemList).map((p) => `https://www.vinkylguiden.se${p.url}`),
    );
    expect(route.listing.page.items).toEqual(route.products.slice(perPage, perPage * 2));
    expect(route.listing.showing).toBe(`Visar ${perPage + 1}–${perPage * 2} av ${vinkyl.length} produkter`);
  });

  it('lists every later page of every category once, each product on exactly one page', () => {
    const later = categoryLaterPages(sampleSite);
    expect(later.filter((p) => p.slug === 'vinkyl').map((p) => p.page)).toEqual(
      Array.from({ length: pages - 1 }, (_, i) => i + 2),
    );
    expect(later.some((p) => p.page === 1)).toBe(false);
    for (const slug of sampleSite.categoryPageSlugs) {
      const first = categoryRoute(sampleSite, { slug });
      const numbers = [1, ...later.filter((p) => p.slug === slug).map((p) => p.page)];
      const shown = numbers.flatMap((page) => categoryRoute(sampleSite, { slug, page }).listing.page.items);
      expect(shown, slug).toEqual(first.products);
    }
  });

  it('has no page past the end', () => {
    expect(() => categoryRoute(sampleSite, { slug: 'vinkyl', page: pages + 1 })).toThrow(RangeError);
  });
});

describe('categoryPagePaths (one route file for a category and its later pages)', () => {
  it('gives each category page an empty `later` and each later page `sida/{n}`, props as the route takes them', () => {
    const paths = categoryPagePaths(sampleSite);
    const first = paths.filter((path) => path.params.later === undefined);
    expect(first.map((path) => path.params.category)).toEqual(sampleSite.categoryPageSlugs);
    expect(first.every((path) => path.props.page === 1)).toBe(true);
    const later = paths.filter((path) => path.params.later !== undefined);
    expect(later.map((path) => `/${path.params.category}/${path.params.later}`)).toEqual(
      categoryLaterPages(sampleSite).map(({ slug, page }) => categoryPath(slug, page)),
    );
    for (const path of later) expect(categoryRoute(sampleSite, path.props).pageNumber).toBe(path.props.page);
  });
});
