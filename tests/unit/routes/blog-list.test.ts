import { describe, expect, it } from 'vitest';
import { blogListRoute } from '../../../src/render/routes/blog-list';
import { expectOneTrail, jsonLd, ldOfType, sample, sampleSite } from './sample-site';

describe('blog list route (spec §2 "Vinbloggen")', () => {
  const route = blogListRoute(sampleSite);

  it('has its head, the trail Hem › Vinbloggen and a Blog of every post', () => {
    expect(route.head.title).toBe('Vinbloggen – guider och tips om vin och vinförvaring | Vinkylguiden');
    expect(route.head.canonical).toBe('https://www.vinkylguiden.se/vinbloggen');
    expect(route.trail).toEqual([{ label: 'Hem', href: '/' }, { label: 'Vinbloggen' }]);
    expectOneTrail(route);
    expect(jsonLd(route.head).map((ld) => ld['@type'])).toEqual(['BreadcrumbList', 'Blog']);
    const posts = ldOfType(route.head, 'Blog').blogPost as { url: string }[];
    expect(posts).toHaveLength(sample.posts.length);
    expect(posts[0]?.url).toBe(`https://www.vinkylguiden.se/vinbloggen/${sample.posts[0]?.slug}`);
  });

  it('shows the "all" chip, then one chip per category in Swedish order, and every post newest first', () => {
    expect(route.allChip).toEqual({ label: 'Alla artiklar', href: '/vinbloggen' });
    const labels = route.chips.map((chip) => chip.label);
    expect(labels).toEqual(
      [...new Set(sample.posts.map((post) => post.category))].sort((a, b) => (a ?? '').localeCompare(b ?? '', 'sv')),
    );
    const food = route.chips.find((chip) => chip.label === 'Vin & mat');
    expect(food?.href).toBe(`/vinbloggen?category=${food?.slug}`);
    expect(route.posts.map((post) => post.published_at)).toEqual(
      sample.posts
        .map((post) => post.published_at)
        .sort()
        .reverse(),
    );
  });
});
