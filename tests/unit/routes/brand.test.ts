import { describe, expect, it } from 'vitest';
import { brandTeasers } from '../../../src/copy/brands';
import { brandLaterPages, brandPagePaths, brandRoute } from '../../../src/render/routes/brand';
import { LIMITS } from '../../../src/render/select';
import { products } from '../../fixtures/products';
import { expectOneTrail, jsonLd, ldOfType, meta, pick, sample, sampleSite, siteOf } from './sample-site';

describe('brand route (spec §2 "Brand page")', () => {
  const mquvee = pick(sample.brands, (brand) => brand.slug === 'mquvee', 'brand mQuvée');
  const route = brandRoute(sampleSite, { slug: mquvee.slug });

  it('has its head, the trail Hem › Varumärken › brand and a CollectionPage of at most 20', () => {
    expect(route.head.title).toBe('mQuvée – jämför produkter och priser | Vinkylguiden');
    expect(route.head.canonical).toBe('https://www.vinkylguiden.se/varumarken/mquvee');
    expect(meta(route.head, 'keywords')).toBe('mQuvée, mQuvée vinkyl, mQuvée pris');
    expect(route.trail).toEqual([
      { label: 'Hem', href: '/' },
      { label: 'Varumärken', href: '/varumarken' },
      { label: 'mQuvée' },
    ]);
    expectOneTrail(route);
    expect(jsonLd(route.head).map((ld) => ld['@type'])).toEqual(['BreadcrumbList', 'CollectionPage']);
    const page = ldOfType(route.head, 'CollectionPage');
    expect(page.name).toBe('mQuvée Produkter');
    const list = page.mainEntity as { numberOfItems: number };
    expect(list.numberOfItems).toBe(Math.min(20, route.products.length));
  });

  it("shows the brand's products, their count and its teaser", () => {
    expect(route.products.length).toBeGreaterThan(0);
    expect(route.products.every((p) => p.brand_slug === 'mquvee')).toBe(true);
    expect(route.products.length).toBe(sample.products.filter((p) => p.brand_slug === 'mquvee').length);
    expect(route.count).toBe(`${route.products.length} produkter`);
    expect(route.teaser).toBe(brandTeasers.get('mquvee'));
    expect(route.head.description.startsWith(route.teaser.slice(0, 60))).toBe(true);
    expect(route.gridTitle).toBe('mQuvée Produkter');
  });

  it('says "1 produkt" and "0 produkter" and keeps an empty brand page', () => {
    const one = brandRoute(siteOf({ brands: [mquvee], products: route.products.slice(0, 1) }), { slug: mquvee.slug });
    expect(one.count).toBe('1 produkt');
    const none = brandRoute(siteOf({ brands: [mquvee] }), { slug: mquvee.slug });
    expect(none.count).toBe('0 produkter');
    expect(none.products).toEqual([]);
    expect(none.text.emptyTitle).toBe('Inga produkter hittades');
  });
});

describe('brand listing pages (issue 12)', () => {
  // A brand with more products than one page holds, in two categories.
  const catalogue = products(
    Array.from({ length: LIMITS.listingPerPage + 6 }, (_, i) => ({
      name: `Cavin Polar ${i + 1}`,
      brand: 'Cavin',
      category: i % 2 === 0 ? 'Fristående Vinkyl' : 'Vinlagringsskåp',
      sku: `CAV-${i + 1}`,
    })),
  );
  const cavin = { id: 'cavin', name: 'Cavin', slug: 'cavin', spellings: ['Cavin'], product_count: catalogue.length };

  it('shows the first page and links the rest; "N produkter" counts the whole brand on every page', () => {
    const first = brandRoute(siteOf({ brands: [cavin], products: catalogue }), { slug: 'cavin' });
    expect(first.listing.page.items).toHaveLength(LIMITS.listingPerPage);
    expect(first.listing.page.count).toBe(2);
    expect(first.listing.facets.brands).toBeNull();
    expect(first.listing.dataUrl).toBe('/data/varumarke/cavin.json');
    const second = brandRoute(siteOf({ brands: [cavin], products: catalogue }), { slug: 'cavin', page: 2 });
    expect(second.count).toBe(`${catalogue.length} produkter`);
    expect(second.gridTitle).toBe('Cavin Produkter');
    expect(second.listing.page.items.map((p) => p.name)).toEqual(
      catalogue.slice(LIMITS.listingPerPage).map((p) => p.name),
    );
    expect(second.head.canonical).toBe('https://www.vinkylguiden.se/varumarken/cavin/sida/2');
    expect(second.head.title).toBe('Cavin – jämför produkter och priser – sida 2 av 2 | Vinkylguiden');
    expect(second.head.description).not.toBe(first.head.description);
    expect(second.trail).toEqual([
      { label: 'Hem', href: '/' },
      { label: 'Varumärken', href: '/varumarken' },
      { label: 'Cavin', href: '/varumarken/cavin' },
      { label: 'Sida 2' },
    ]);
    expectOneTrail(second);
    expect((ldOfType(second.head, 'CollectionPage').mainEntity as { numberOfItems: number }).numberOfItems).toBe(6);
    expect(() => brandRoute(siteOf({ brands: [cavin], products: catalogue }), { slug: 'cavin', page: 3 })).toThrow(
      RangeError,
    );
  });

  it('suggests the brand’s categories when its filter leaves nothing', () => {
    const route = brandRoute(siteOf({ brands: [cavin], products: catalogue }), { slug: 'cavin' });
    expect(route.listing.suggestions).toEqual([
      { label: 'Fristående Vinkyl', href: '/fristaende-vinkyl' },
      { label: 'Vinlagringsskåp', href: '/vinlagringsskap' },
    ]);
  });

  it('lists the later pages of every brand', () => {
    expect(brandLaterPages(siteOf({ brands: [cavin], products: catalogue }))).toEqual([{ slug: 'cavin', page: 2 }]);
    expect(brandPagePaths(siteOf({ brands: [cavin], products: catalogue }))).toEqual([
      { params: { slug: 'cavin', later: undefined }, props: { slug: 'cavin', page: 1 } },
      { params: { slug: 'cavin', later: 'sida/2' }, props: { slug: 'cavin', page: 2 } },
    ]);
    expect(brandLaterPages(siteOf({ brands: [cavin], products: catalogue.slice(0, LIMITS.listingPerPage) }))).toEqual(
      [],
    );
  });
});

describe('brandLaterPages', () => {
  it('lists page 2 on of every brand with more than one page, in sitemap order', () => {
    const catalogue = products([
      ...Array.from({ length: LIMITS.listingPerPage + 3 }, (_, i) => ({ name: `Zeta ${i}`, brand: 'Zeta' })),
      ...Array.from({ length: LIMITS.listingPerPage * 2 + 1 }, (_, i) => ({ name: `Alfa ${i}`, brand: 'Alfa' })),
      { name: 'Ensam', brand: 'Ensam' },
    ]);
    const brands = ['Zeta', 'Alfa', 'Ensam'].map((name) => ({
      id: name.toLowerCase(),
      name,
      slug: name.toLowerCase(),
      spellings: [name],
      product_count: catalogue.filter((p) => p.brand === name).length,
    }));
    expect(brandLaterPages(siteOf({ brands, products: catalogue })).map(({ slug, page }) => `${slug}/${page}`)).toEqual(
      ['alfa/2', 'alfa/3', 'zeta/2'],
    );
  });
});
