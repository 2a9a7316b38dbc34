import { describe, expect, it } from 'vitest';
import { searchRoute } from '../../../src/features/search/search-route.build';
import { navItems } from '../../../src/render/nav';
import { jsonLd, meta, sample, sampleSite } from './sample-site';

describe('the search page /sok (issue 14)', () => {
  const nav = navItems(sample.categories);
  const route = searchRoute(sampleSite);

  it('is a noindex view: no canonical link, no structured data, robots noindex', () => {
    expect(route.head.title).toBe('Sök bland vinkylar, märken och artiklar | Vinkylguiden');
    expect(route.head.canonical).toBeNull();
    expect(meta(route.head, 'robots')).toBe('noindex, follow');
    expect(jsonLd(route.head).map((ld) => ld['@type'])).not.toContain('WebPage');
    expect(route.trail).toEqual([{ label: 'Hem', href: '/' }, { label: 'Sök' }]);
  });

  it('offers every category of the menu and the brand list to a visitor without JavaScript, not home or the blog', () => {
    const hrefs = route.categories.map((item) => item.href);
    expect(hrefs).not.toContain('/');
    expect(hrefs).not.toContain('/vinbloggen');
    expect(hrefs).toContain('/vinkyl');
    expect(hrefs).toHaveLength(nav.length - 2);
    expect(route.brandsHref).toBe('/varumarken');
  });
});
