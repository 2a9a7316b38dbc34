import { describe, expect, it } from 'vitest';
import { brandTeasers } from '../../../src/copy/brands';
import { brandRoute } from '../../../src/render/routes/brand';
import { expectOneTrail, jsonLd, ldOfType, meta, pick, SITE, sample } from './sample-site';

describe('brand route (spec §2 "Brand page")', () => {
  const mquvee = pick(sample.brands, (brand) => brand.slug === 'mquvee', 'brand mQuvée');
  const route = brandRoute({ brand: mquvee, products: sample.products }, SITE);

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
    const one = brandRoute({ brand: mquvee, products: route.products.slice(0, 1) }, SITE);
    expect(one.count).toBe('1 produkt');
    const none = brandRoute({ brand: mquvee, products: [] }, SITE);
    expect(none.count).toBe('0 produkter');
    expect(none.products).toEqual([]);
    expect(none.text.emptyTitle).toBe('Inga produkter hittades');
  });
});
