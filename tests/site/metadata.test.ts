/**
 * The head of every page of the real build (issue 4 "Metadata and structured
 * data"): one H1, lang, title, description, Open Graph, Twitter card, exactly
 * one canonical on indexable pages (absolute, on SITE, no .html, no trailing
 * slash, the page's own path) and none plus `noindex` on the not-found views;
 * keywords where the page defines them; no two indexable pages share a title;
 * the hand-written title and description of the post vinkyl-ikea-guide.
 */
import { describe, expect, it } from 'vitest';
import { categoryCopy, genericCategoryCopy } from '../../src/copy/categories';
import { homeCopy } from '../../src/copy/home';
import { postMetaOverrides } from '../../src/copy/post-meta';
import {
  all,
  canonicals,
  hasAttr,
  head,
  htmlPages,
  meta,
  metas,
  one,
  type Page,
  page,
  readData,
  SITE,
  tag,
  text,
} from './site';

interface PostRow {
  readonly slug: string;
  readonly title: string;
  readonly meta_description: string;
}
interface ProductRow {
  readonly url: string;
  readonly name: string;
  readonly brand: string | null;
  readonly capacity: number | null;
}
interface CategoryRow {
  readonly slug: string;
  readonly name: string;
}

const posts = readData<PostRow[]>('posts.json');
const products = readData<ProductRow[]>('products.json');
const categories = readData<CategoryRow[]>('categories.json');
const brands = readData<CategoryRow[]>('brands.json');
const pages = htmlPages();
/**
 * A price-drops list with no drop right now (src/render/routes/deals.ts):
 * reachable, but thin content, so noindex without a canonical link.
 */
const isEmptyDealsList = (p: Page): boolean => p.kind === 'deals' && one(p.doc, hasAttr('data-deals-empty')) !== null;
/**
 * Views, not content: noindex and without a canonical link (the not-found
 * views, the compare page of issue 14, an empty price-drops list).
 */
const isView = (p: Page): boolean => p.kind === 'not-found' || p.kind === 'compare' || isEmptyDealsList(p);
const indexable = pages.filter((p) => !isView(p));
const SUFFIX = ' | Vinkylguiden';

const isAbsoluteHttp = (value: string): boolean => /^https?:\/\/[^/\s]+\/\S*$/.test(value);

function titles(p: Page): string[] {
  return all(head(p.doc), tag('title')).map((title) => text(title));
}

/** The keywords a page defines in its source, or null where it defines none. */
function definedKeywords(p: Page): readonly string[] | null {
  const slug = p.path.slice(1);
  switch (p.kind) {
    case 'home':
      return homeCopy.keywords;
    case 'category': {
      const name = categories.find((c) => c.slug === slug)?.name;
      return (categoryCopy.get(slug) ?? (name ? genericCategoryCopy(name) : null))?.keywords ?? null;
    }
    case 'product': {
      const product = products.find((candidate) => candidate.url === p.path);
      return product ? [product.name, ...(product.brand ? [product.brand] : [])] : null;
    }
    case 'brand': {
      const name = brands.find((b) => `/varumarken/${b.slug}` === p.path)?.name;
      return name ? [name] : null;
    }
    default:
      return null;
  }
}

function headProblems(p: Page): string[] {
  const problems: string[] = [];
  const h1s = all(p.doc, tag('h1'));
  if (h1s.length !== 1) problems.push(`${h1s.length} <h1>`);
  else if (!h1s[0] || text(h1s[0]) === '') problems.push('empty <h1>');
  const html = one(p.doc, tag('html'));
  if (html?.attribs.lang !== 'sv') problems.push(`<html lang="${html?.attribs.lang}">`);

  const title = titles(p);
  if (title.length !== 1 || !title[0]) problems.push(`titles ${JSON.stringify(title)}`);
  const description = metas(p.doc, 'description');
  if (description.length !== 1 || !description[0]?.trim()) problems.push(`descriptions ${JSON.stringify(description)}`);
  else if (description[0].length > 160) problems.push(`description of ${description[0].length} characters (max 160)`);

  for (const key of ['og:locale', 'og:title', 'og:description', 'og:image', 'og:type', 'twitter:card']) {
    const values = metas(p.doc, key);
    if (values.length !== 1 || !values[0]?.trim()) problems.push(`${key} ${JSON.stringify(values)}`);
  }
  if (meta(p.doc, 'og:locale') !== 'sv_SE') problems.push(`og:locale ${meta(p.doc, 'og:locale')}`);
  if (meta(p.doc, 'og:title') !== title[0]) problems.push(`og:title ≠ <title>`);
  if (meta(p.doc, 'og:description') !== description[0]) problems.push('og:description ≠ meta description');
  const image = meta(p.doc, 'og:image') ?? '';
  if (!isAbsoluteHttp(image)) problems.push(`og:image ${JSON.stringify(image)} is not absolute`);
  for (const key of ['twitter:title', 'twitter:description', 'twitter:image']) {
    if (metas(p.doc, key).length > 1) problems.push(`${metas(p.doc, key).length} ${key}`);
  }
  if (metas(p.doc, 'twitter:image')[0] !== undefined && !isAbsoluteHttp(meta(p.doc, 'twitter:image') ?? '')) {
    problems.push('twitter:image is not absolute');
  }

  const links = canonicals(p.doc);
  const robots = metas(p.doc, 'robots');
  if (robots.length > 1) problems.push(`${robots.length} robots metas`);
  const noindex = robots.some((value) => /\bnoindex\b/i.test(value));
  // Views (not-found, the compare page) and the search page, an empty form without a query, are noindex.
  if (isView(p) || p.kind === 'search') {
    if (links.length !== 0) problems.push(`not-found view with canonical ${JSON.stringify(links)}`);
    if (!noindex) problems.push(`not-found view without noindex (robots ${JSON.stringify(robots)})`);
    if (metas(p.doc, 'og:url').length > 0) problems.push('not-found view with og:url');
  } else {
    if (noindex) problems.push(`indexable page with robots ${JSON.stringify(robots)}`);
    if (links.length !== 1) problems.push(`${links.length} canonical links`);
    const canonical = links[0] ?? '';
    let url: URL | null = null;
    try {
      url = new URL(canonical);
    } catch {
      problems.push(`canonical ${JSON.stringify(canonical)} is not an absolute URL`);
    }
    if (url) {
      if (url.origin !== SITE) problems.push(`canonical ${canonical} is not on ${SITE}`);
      if (/\.html$/.test(url.pathname)) problems.push(`canonical ${canonical} ends in .html`);
      if (url.pathname !== '/' && url.pathname.endsWith('/'))
        problems.push(`canonical ${canonical} has a trailing slash`);
      if (url.search || url.hash) problems.push(`canonical ${canonical} has a query or fragment`);
      if (decodeURIComponent(url.pathname) !== p.path)
        problems.push(`canonical ${canonical} is not this page (${p.path})`);
      if (canonical !== `${SITE}${p.path}`) problems.push(`canonical ${canonical} ≠ ${SITE}${p.path}`);
    }
    const ogUrl = metas(p.doc, 'og:url');
    if (ogUrl.length !== 1 || ogUrl[0] !== canonical) problems.push(`og:url ${JSON.stringify(ogUrl)} ≠ canonical`);
  }

  const keywords = metas(p.doc, 'keywords');
  const defined = definedKeywords(p);
  if (keywords.length > 1) problems.push(`${keywords.length} keywords metas`);
  if (keywords[0] !== undefined) {
    const items = keywords[0].split(',').map((item) => item.trim());
    if (items.some((item) => item === '')) problems.push(`keywords with an empty item: ${JSON.stringify(keywords[0])}`);
  }
  if (defined !== null) {
    if (keywords.length === 0) problems.push('no keywords, though the page defines them');
    // Commas separate keywords, so a product name's commas become spaces.
    const items = (keywords[0] ?? '').split(',').map((item) => item.trim());
    for (const defined_ of defined) {
      const keyword = defined_.replace(/,/g, ' ').replace(/\s+/g, ' ').trim();
      if (!items.includes(keyword)) problems.push(`keywords ${JSON.stringify(keywords[0])} lack "${keyword}"`);
    }
  }
  return problems;
}

describe('dist/ was built for SITE', () => {
  it(`the home page's canonical is ${SITE}/ (set SITE_URL as for the build)`, () => {
    expect(canonicals(page('/').doc)).toEqual([`${SITE}/`]);
  });
});

describe(`the head of every page (${pages.length} pages, ${indexable.length} indexable)`, () => {
  it.each(pages.map((p) => [p.path, p] as const))('%s', (_path, p) => {
    expect(headProblems(p)).toEqual([]);
  });

  it('the not-found views, 404, the compare page, the search page and empty price-drops lists are the only noindex pages, and all of them are in dist', () => {
    const noindex = pages.filter((p) => metas(p.doc, 'robots').some((value) => /noindex/i.test(value)));
    expect(noindex.map((p) => p.path).sort()).toEqual(
      [
        '/404',
        '/inlagget-hittades-inte',
        '/jamfor',
        '/produkt-hittades-inte',
        '/sok',
        ...pages.filter(isEmptyDealsList).map((p) => p.path),
      ].sort(),
    );
  });

  it('no two indexable pages share a title', () => {
    const byTitle = new Map<string, string[]>();
    for (const p of indexable) {
      const title = titles(p)[0] ?? '';
      byTitle.set(title, [...(byTitle.get(title) ?? []), p.path]);
    }
    const duplicates = [...byTitle].filter(([, paths]) => paths.length > 1);
    expect(duplicates).toEqual([]);
  });

  it('every title names the site once', () => {
    const wrong = indexable
      .map((p) => titles(p)[0] ?? '')
      .filter((title) => title.split('Vinkylguiden').length - 1 !== 1);
    expect(wrong).toEqual([]);
  });

  it('product titles do not repeat the bottle count the product name already states', () => {
    const repeated = pages
      .filter((p) => p.kind === 'product')
      .map((p) => titles(p)[0] ?? '')
      .filter((title) => {
        const match = /^(.*) – (\d+) flaskor \| Vinkylguiden$/.exec(title);
        return match?.[1] !== undefined && new RegExp(`\\b${match[2]} flaskor\\b`).test(match[1]);
      });
    expect(repeated.slice(0, 5), `${repeated.length} product titles, e.g.`).toEqual([]);
  });
});

describe('the special case vinkyl-ikea-guide (spec §2)', () => {
  const slug = 'vinkyl-ikea-guide';
  const override = postMetaOverrides.get(slug);
  const row = posts.find((post) => post.slug === slug);

  it('has a hand-written title and description that differ from the database', () => {
    expect(override).toBeDefined();
    expect(row).toBeDefined();
    if (!override || !row) return;
    const p = page(`/vinbloggen/${slug}`);
    const title = titles(p)[0];
    expect(title).toBe(`${override.title}${SUFFIX}`);
    expect(title).not.toContain(row.title);
    expect(meta(p.doc, 'description')).toBe(override.description);
    expect(override.description).not.toBe(row.meta_description);
    expect(meta(p.doc, 'og:title')).toBe(title);
    expect(meta(p.doc, 'twitter:title')).toBe(title);
    expect(meta(p.doc, 'og:description')).toBe(override.description);
    expect(meta(p.doc, 'twitter:description')).toBe(override.description);
    // The visible heading stays the post's own title.
    expect(text(all(p.doc, tag('h1'))[0] ?? [])).toBe(row.title);
  });

  it('every other post takes its title and description from the database', () => {
    for (const post of posts.filter((candidate) => candidate.slug !== slug)) {
      const p = page(`/vinbloggen/${post.slug}`);
      expect(titles(p)[0], post.slug).toBe(`${post.title}${SUFFIX}`);
      const description = meta(p.doc, 'description') ?? '';
      const expected = post.meta_description.replace(/\s+/g, ' ').trim();
      if (expected.length <= 160) expect(description, post.slug).toBe(expected);
      else expect(expected.startsWith(description.replace(/…$/, '')), post.slug).toBe(true);
    }
  });
});
