import { describe, expect, it } from 'vitest';
import { brandShowcase } from '../../../src/copy/brands';
import { categoryCopy } from '../../../src/copy/categories';
import { homeCopy } from '../../../src/copy/home';
import { homeRoute, SHOWCASE_BRANDS } from '../../../src/render/routes/home';
import { FEATURED_CATEGORIES, LIMITS } from '../../../src/render/select';
import { jsonLd, ldOfType, meta, sample, sampleSite, siteOf } from './sample-site';

describe('home route (spec §2 "Home")', () => {
  const route = homeRoute(sampleSite);

  it('has the home head: own title, canonical /, WebSite and the FAQ as JSON-LD', () => {
    expect(route.head.title).toBe('Vinkylguiden – jämför vinkylar och vinlagringsskåp');
    expect(route.head.canonical).toBe('https://www.vinkylguiden.se/');
    expect(meta(route.head, 'robots')).toBe('index, follow');
    expect(meta(route.head, 'og:type')).toBe('website');
    expect(jsonLd(route.head).map((ld) => ld['@type'])).toEqual(['WebSite', 'FAQPage']);
    expect(ldOfType(route.head, 'FAQPage').mainEntity).toHaveLength(homeCopy.faq.length);
    expect(ldOfType(route.head, 'WebSite').url).toBe('https://www.vinkylguiden.se/');
  });

  it('shows one card per category, in Swedish order, with its count and card text', () => {
    expect(route.categoryCards.map((card) => card.name)).toEqual(sample.categories.map((c) => c.name));
    const olkyl = route.categoryCards.find((card) => card.href === '/olkyl');
    expect(olkyl?.name).toBe('Ölkyl');
    expect(olkyl?.count).toBe(sample.products.filter((p) => p.category_slug === 'olkyl').length);
    expect(olkyl?.description).toBe(categoryCopy.get('olkyl')?.cardDescription);
    expect(route.categoryCards.at(-1)?.name).toBe('Ölkyl');
  });

  it('showcases the four spec brands, descriptions cut to two sentences', () => {
    expect(route.showcase.map((brand) => brand.name)).toEqual(['mQuvée', 'Cavin', 'Artevino', 'EuroCave']);
    expect(route.showcase.map((brand) => brand.href)).toEqual(SHOWCASE_BRANDS.map((slug) => `/varumarken/${slug}`));
    for (const [index, brand] of route.showcase.entries()) {
      const full = brandShowcase[SHOWCASE_BRANDS[index] ?? 'mquvee'];
      expect(full.startsWith(brand.description)).toBe(true);
      expect(brand.description.match(/[.!?](\s|$)/g)).toHaveLength(2);
      expect(brand.description.length).toBeLessThan(full.length);
    }
  });

  it('leaves a showcase brand out when the data lacks it', () => {
    const withoutCavin = homeRoute(siteOf({ ...sample, brands: sample.brands.filter((b) => b.slug !== 'cavin') }));
    expect(withoutCavin.showcase.map((brand) => brand.name)).toEqual(['mQuvée', 'Artevino', 'EuroCave']);
  });

  it('lists the first 8 brands with their teasers, the featured products and the 6 newest posts', () => {
    expect(route.brandCards).toHaveLength(LIMITS.homeBrands);
    expect(LIMITS.homeBrands).toBe(8);
    expect(route.brandCards.map((brand) => brand.slug)).toEqual(sample.brands.slice(0, 8).map((b) => b.slug));
    expect(route.brandCards.every((brand) => brand.teaser.length > 40)).toBe(true);

    // Spec §7: 3 from each of the four categories first, topped up to at least 12, no duplicates.
    expect(route.featured.length).toBeGreaterThanOrEqual(12);
    expect(new Set(route.featured.map((p) => p.id)).size).toBe(route.featured.length);
    for (const [index, term] of FEATURED_CATEGORIES.entries()) {
      const three = route.featured.slice(index * 3, index * 3 + 3);
      expect(three.every((p) => p.category?.toLowerCase().includes(term.toLowerCase()))).toBe(true);
    }

    // Issue 22: the site measures no comparisons, so the section says how its products are picked.
    expect(route.text.featuredTitle).not.toMatch(/mest|populär|bäst/i);
    expect(route.text.featuredText).toMatch(
      /tre första produkterna.*fristående, integrerade och inbyggbara vinkylar samt vinlagringsskåp/,
    );

    expect(route.latestPosts).toHaveLength(6);
    expect(route.latestPosts.map((post) => post.slug)).toEqual(sample.posts.slice(0, 6).map((post) => post.slug));
    expect(route.blogHref).toBe('/vinbloggen');
  });
});
