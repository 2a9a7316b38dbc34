import { describe, expect, it } from 'vitest';
import { postMetaOverrides } from '../../../src/copy/post-meta';
import { DEFAULT_POST_CATEGORIES, linkedCategorySlugs, postProducts, postRoute } from '../../../src/render/routes/post';
import { LIMITS } from '../../../src/render/select';
import { products } from '../../fixtures/products';
import { expectOneTrail, jsonLd, ldOfType, meta, pick, SITE, sample, sampleSite, siteOf } from './sample-site';

type SamplePost = (typeof sample.posts)[number];
const routeOf = (post: SamplePost) => postRoute(sampleSite, { slug: post.slug });
/** The page of an edited sample post, in the sample with that post in place of the original. */
const editedRouteOf = (post: SamplePost) =>
  postRoute(siteOf({ ...sample, posts: sample.posts.map((p) => (p.slug === post.slug ? post : p)) }), {
    slug: post.slug,
  });

describe('post route (spec §2 "Blog post")', () => {
  const post = pick(sample.posts, (p) => p.slug === 'vinkyl-ikea-guide', 'post vinkyl-ikea-guide');
  const route = routeOf(post);

  it('has the hand-written title and description of vinkyl-ikea-guide, og:type article and its image', () => {
    const override = postMetaOverrides.get('vinkyl-ikea-guide');
    expect(route.head.title).toBe(`${override?.title} | Vinkylguiden`);
    expect(route.head.description).toBe(override?.description);
    expect(route.head.canonical).toBe('https://www.vinkylguiden.se/vinbloggen/vinkyl-ikea-guide');
    expect(meta(route.head, 'og:type')).toBe('article');
    if (post.image_url) expect(meta(route.head, 'og:image')).toBe(new URL(post.image_url, SITE).href);
  });

  it('builds the trail once: Hem › Vinbloggen › category › title, shown and as BreadcrumbList', () => {
    expect(route.trail).toEqual([
      { label: 'Hem', href: '/' },
      { label: 'Vinbloggen', href: '/vinbloggen' },
      { label: 'Köpguider', href: `/vinbloggen?category=${post.category_slug}` },
      { label: post.title },
    ]);
    expectOneTrail(route);
    expect(jsonLd(route.head).map((ld) => ld['@type'])).toEqual(['BreadcrumbList', 'BlogPosting', 'FAQPage']);
    expect(ldOfType(route.head, 'FAQPage').mainEntity).toHaveLength(post.faq.length);
    expect(ldOfType(route.head, 'BlogPosting').headline).toBe(post.title);
  });

  it('shows category, date, reading time and author above the title', () => {
    expect(route.meta.category).toEqual({ label: 'Köpguider', href: `/vinbloggen?category=${post.category_slug}` });
    expect(route.meta.date.iso).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(route.meta.date.text).toMatch(/^\d{1,2} [a-zé]+ \d{4}$/);
    expect(route.meta.readingTime).toBe(`${post.reading_time_minutes} min läsning`);
    expect(route.meta.author).toBe('Av Johan Berg');
  });

  it('relates up to 4 posts of the same category, newest first, never itself', () => {
    expect(route.related.length).toBeGreaterThan(0);
    expect(route.related.length).toBeLessThanOrEqual(LIMITS.relatedPosts);
    expect(LIMITS.relatedPosts).toBe(4);
    expect(route.related.map((p) => p.slug)).not.toContain(post.slug);
    expect(route.related.every((p) => p.category === 'Köpguider')).toBe(true);
    const dates = route.related.map((p) => p.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('suggests up to 4 products from the categories the post links to', () => {
    expect(route.shop.products.length).toBeGreaterThan(0);
    expect(route.shop.products.length).toBeLessThanOrEqual(4);
    expect(route.shop.categories.length).toBeLessThanOrEqual(4);
    for (const category of route.shop.categories) expect(category.href).toMatch(/^\/[a-z0-9-]+$/);
    expect(route.shop.allCoolersHref).toBe('/vinkyl');
  });

  it('has no FAQPage without questions and no category crumb without a category', () => {
    const plain = pick(sample.posts, (p) => p.faq.length === 0, 'post without FAQ');
    const bare = editedRouteOf({ ...plain, category: null, category_slug: null, author: null });
    expect(jsonLd(bare.head).map((ld) => ld['@type'])).toEqual(['BreadcrumbList', 'BlogPosting']);
    expect(bare.trail.map((crumb) => crumb.label)).toEqual(['Hem', 'Vinbloggen', plain.title]);
    expectOneTrail(bare);
    expect(bare.meta.category).toBeNull();
    expect(bare.meta.author).toBeNull();
    expect(bare.head.title).toBe(`${plain.title} | Vinkylguiden`);
  });
});

describe('post products', () => {
  const slugs = new Set([
    'vinkyl',
    'olkyl',
    'fristaende-vinkyl',
    'inbyggbar-vinkyl',
    'integrerad-vinkyl',
    'vinlagringsskap',
  ]);

  it('reads the category pages a body links to, in order', () => {
    expect(
      linkedCategorySlugs(
        '<a href="/olkyl">a</a> <a href="/x">b</a> <a href="/vinkyl?a=1">c</a> <a href="/olkyl">d</a>',
        slugs,
      ),
    ).toEqual(['olkyl', 'vinkyl']);
  });

  it('falls back to the main wine-cooler categories', () => {
    const site = siteOf({ products: products([{ name: 'A', category: 'Fristående Vinkyl' }]) });
    expect(postProducts(site, '<p>inga länkar</p>').categories).toEqual([...DEFAULT_POST_CATEGORIES]);
  });

  it('takes products from the linked categories in turn', () => {
    const catalogue = products([
      { name: 'O1', category: 'Ölkyl' },
      { name: 'O2', category: 'Ölkyl' },
      { name: 'F1', category: 'Fristående Vinkyl' },
    ]);
    const site = siteOf({ products: catalogue });
    const result = postProducts(site, '<a href="/olkyl">ö</a><a href="/fristaende-vinkyl">f</a>');
    expect(result.products.map((p) => p.name)).toEqual(['O1', 'F1', 'O2']);
  });
});
