import { describe, expect, it } from 'vitest';
import { notFoundRoute, postNotFoundRoute, productNotFoundRoute } from '../../../src/render/routes/not-found';
import { selectFeatured } from '../../../src/render/select';
import type { HeadData } from '../../../src/render/seo';
import { meta, sample, sampleSite } from './sample-site';

/** Not-found views stay out of search engines: noindex, no canonical URL, no og:url, no JSON-LD. */
function expectUnindexed(head: HeadData): void {
  expect(meta(head, 'robots')).toBe('noindex, follow');
  expect(head.canonical).toBeNull();
  expect(meta(head, 'og:url')).toBeUndefined();
  expect(head.jsonLd).toEqual([]);
}

describe('not-found routes', () => {
  it('product not found: title, back to /produkt, the 6 largest categories and 4 popular products', () => {
    const route = productNotFoundRoute(sampleSite);
    expectUnindexed(route.head);
    expect(route.head.title).toBe('Produkten hittades inte | Vinkylguiden');
    expect(route.backHref).toBe('/produkt');
    expect(route.homeHref).toBe('/');
    expect(route.popularCategories).toHaveLength(6);
    expect(route.popularCategories[0]).toEqual({ label: 'Fristående Vinkyl', href: '/fristaende-vinkyl' });
    const counts = route.popularCategories.map(
      (category) => sample.categories.find((c) => `/${c.slug}` === category.href)?.product_count ?? -1,
    );
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(route.popularProducts.map((p) => p.id)).toEqual(
      selectFeatured(sample.products)
        .slice(0, 4)
        .map((p) => p.id),
    );
  });

  it('post not found: title and the way back to Vinbloggen', () => {
    const route = postNotFoundRoute(sampleSite);
    expectUnindexed(route.head);
    expect(route.head.title).toBe('Inlägget hittades inte | Vinkylguiden');
    expect(route.backHref).toBe('/vinbloggen');
    expect(route.text.backLabel).toBe('Tillbaka till Vinbloggen');
  });

  it('404: its Swedish texts from the copy and a link home', () => {
    const route = notFoundRoute(sampleSite);
    expectUnindexed(route.head);
    expect(route.head.title).toBe('Sidan hittades inte | Vinkylguiden');
    expect(route.head.description).toBe('Sidan du letar efter finns inte.');
    expect(route.text.text).toBe('Sidan du letar efter finns inte eller har flyttats.');
    expect(route.text.homeLabel).toBe('Till startsidan');
    expect(route.homeHref).toBe('/');
  });
});
