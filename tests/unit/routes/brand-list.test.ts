import { describe, expect, it } from 'vitest';
import { brandTeasers } from '../../../src/copy/brands';
import { brandListRoute } from '../../../src/render/routes/brand-list';
import { expectOneTrail, jsonLd, sample, sampleSite, siteOf } from './sample-site';

describe('brand list route (spec §2 "Brands")', () => {
  const route = brandListRoute(sampleSite);

  it('has its head, the trail Hem › Varumärken and only a BreadcrumbList', () => {
    expect(route.head.title).toBe('Varumärken – vinkylar och vinförvaring | Vinkylguiden');
    expect(route.head.canonical).toBe('https://www.vinkylguiden.se/varumarken');
    expect(route.trail).toEqual([{ label: 'Hem', href: '/' }, { label: 'Varumärken' }]);
    expectOneTrail(route);
    expect(jsonLd(route.head).map((ld) => ld['@type'])).toEqual(['BreadcrumbList']);
  });

  it('shows every brand in Swedish order, with its own teaser or the generic one', () => {
    expect(route.brandCards.map((card) => card.slug)).toEqual(sample.brands.map((brand) => brand.slug));
    expect(route.brandCards.length).toBeGreaterThanOrEqual(20);
    expect(route.brandCards.find((card) => card.slug === 'cavin')?.teaser).toBe(brandTeasers.get('cavin'));
    const unknown = brandListRoute(
      siteOf({ brands: [{ id: 'x', name: 'Xyz', slug: 'xyz', spellings: ['Xyz'], product_count: 1 }] }),
    );
    expect(unknown.brandCards[0]?.teaser).toBe(
      'Jämför produkter från Xyz – se modeller, priser och återförsäljare samlade på ett ställe.',
    );
  });
});
