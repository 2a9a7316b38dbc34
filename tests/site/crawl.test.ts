/**
 * A crawl of the real build through the preview server (Netlify's redirect
 * and header engine over netlify.toml, dist/_redirects and dist/_headers),
 * as issue 4 "Tests" asks: from / along every internal <a href> (query
 * strings kept, fragments dropped) and every image, stylesheet, icon, script
 * and island module a page loads. Zero broken links or assets; then the
 * sitemap: every <loc> answers 200 itself and is canonical, and the sitemap
 * lists exactly the indexable pages the navigation reaches.
 */
import { type Element, isTag } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Preview } from '../../scripts/lib/preview-server';
import { comparePath, NOT_FOUND_PATHS } from '../../src/routing/routes';
import { all, canonicals, get, meta, metas, openPreview, pageFiles, pool, readData, SITE, tag, text } from './site';

interface PageVisit {
  /** Path and query on the preview, e.g. `/vinbloggen?category=vin-mat`. */
  readonly target: string;
  readonly canonical: string | null;
  readonly noindex: boolean;
}
interface Broken {
  readonly target: string;
  readonly from: string;
  readonly problem: string;
}

const CONCURRENCY = 8;
/** Attributes that make a browser fetch a same-origin file. */
const ASSET_LINK_RELS = ['stylesheet', 'icon', 'apple-touch-icon', 'manifest', 'modulepreload', 'preload', 'prefetch'];
const ISLAND_URL_ATTRIBUTES = ['component-url', 'renderer-url', 'before-hydration-url'];
const CONTENT_TYPES: readonly (readonly [RegExp, RegExp])[] = [
  [/\.css$/, /^text\/css\b/],
  [/\.m?js$/, /^(text|application)\/javascript\b/],
  [/\.svg$/, /^image\/svg\+xml\b/],
  [/\.png$/, /^image\/png\b/],
  [/\.jpe?g$/, /^image\/jpeg\b/],
  [/\.webp$/, /^image\/webp\b/],
  [/\.avif$/, /^image\/avif\b/],
  [/\.ico$/, /^image\/(x-icon|vnd\.microsoft\.icon)\b/],
  [/\.woff2$/, /^font\/woff2\b/],
  [/\.(webmanifest|json)$/, /^application\/(manifest\+)?json\b/],
];

let preview: Preview;
const pages = new Map<string, PageVisit>();
const broken: Broken[] = [];
const redirected: { target: string; location: string; status: number }[] = [];
/** Each internal link target with the first page that links it. */
const linkTargets = new Map<string, string>();
const assetTargets = new Map<string, { from: string; kind: 'img' | 'asset' }>();
let linkCount = 0;
let assetCount = 0;
let crawlMs = 0;

/** A same-site target as path + query without fragment, or null for external/other schemes. */
function internal(href: string, base: string): string | null {
  const trimmed = href.trim();
  if (trimmed === '' || /^(mailto|tel|javascript|data):/i.test(trimmed)) return null;
  const url = new URL(trimmed, new URL(base, preview.url));
  if (url.origin !== preview.url && url.origin !== SITE) return null;
  return `${url.pathname}${url.search}`;
}

function collect(doc: ReturnType<typeof parseDocument>, from: string): string[] {
  const found: string[] = [];
  for (const anchor of all(doc, tag('a'))) {
    const href = anchor.attribs.href;
    if (href === undefined) continue;
    const target = internal(href, from);
    if (target === null) continue;
    linkCount += 1;
    found.push(target);
    if (!linkTargets.has(target)) linkTargets.set(target, from);
  }
  // A GET form is a way to a page too: the search field of every page leads to /sok.
  for (const form of all(doc, tag('form'))) {
    const action = form.attribs.action;
    if (action === undefined || (form.attribs.method ?? 'get').toLowerCase() !== 'get') continue;
    const target = internal(action, from);
    if (target === null) continue;
    found.push(target);
    if (!linkTargets.has(target)) linkTargets.set(target, from);
  }
  const asset = (value: string | undefined, kind: 'img' | 'asset') => {
    if (!value) return;
    const target = internal(value, from);
    if (target === null) return;
    assetCount += 1;
    if (!assetTargets.has(target)) assetTargets.set(target, { from, kind });
  };
  for (const img of all(doc, tag('img'))) {
    asset(img.attribs.src, 'img');
    for (const candidate of (img.attribs.srcset ?? '').split(',')) asset(candidate.trim().split(/\s+/)[0], 'img');
  }
  for (const link of all(doc, tag('link'))) {
    const rels = (link.attribs.rel ?? '').toLowerCase().split(/\s+/);
    if (rels.some((rel) => ASSET_LINK_RELS.includes(rel))) asset(link.attribs.href, 'asset');
  }
  for (const script of all(doc, tag('script'))) asset(script.attribs.src, 'asset');
  for (const island of all(doc, tag('astro-island'))) {
    for (const name of ISLAND_URL_ATTRIBUTES) asset(island.attribs[name], 'asset');
  }
  for (const key of ['og:image', 'twitter:image']) asset(meta(doc, key), 'img');
  return found;
}

/** Fetches one page; on a redirect, exactly one hop to a 200 page is allowed. Returns pages to crawl next. */
async function visit(target: string, from: string, sink: Broken[] = broken): Promise<string[]> {
  const first = await get(preview, target);
  if (first.status === 301 || first.status === 302) {
    const location = first.location ?? '';
    const next = internal(location, target);
    if (next === null) {
      sink.push({ target, from, problem: `${first.status} to an external ${location}` });
      return [];
    }
    if (next === '/' && !['/index', '/index.html'].includes(target.split('?')[0] ?? '')) {
      sink.push({ target, from, problem: `${first.status} → / : unknown path caught by the catch-all` });
      return [];
    }
    const second = await get(preview, next);
    if (second.status !== 200) {
      const chain = `${target} →${first.status} ${next} →${second.status} ${second.location ?? ''}`;
      sink.push({ target, from, problem: `redirect chain ${chain}` });
      return [];
    }
    redirected.push({ target, location: next, status: first.status });
    return [next];
  }
  if (first.status !== 200) {
    sink.push({ target, from, problem: `status ${first.status}` });
    return [];
  }
  if (!first.type.startsWith('text/html')) {
    // A link to a file (e.g. an image): fine when it answers 200.
    return [];
  }
  const doc = parseDocument(first.body);
  pages.set(target, {
    target,
    canonical: canonicals(doc)[0] ?? null,
    noindex: metas(doc, 'robots').some((value) => /\bnoindex\b/i.test(value)),
  });
  return collect(doc, target);
}

async function checkAsset(target: string, from: string, kind: 'img' | 'asset', sink: Broken[] = broken): Promise<void> {
  const answer = await get(preview, target);
  const pathOnly = target.split('?')[0] ?? target;
  if (answer.status !== 200) {
    sink.push({
      target,
      from,
      problem: `asset answers ${answer.status}${answer.location ? ` → ${answer.location}` : ''}`,
    });
    return;
  }
  if (answer.body.length === 0) sink.push({ target, from, problem: 'asset is empty' });
  const rule = CONTENT_TYPES.find(([extension]) => extension.test(pathOnly));
  if (rule && !rule[1].test(answer.type)) sink.push({ target, from, problem: `content-type ${answer.type}` });
  if (!rule && kind === 'img' && !answer.type.startsWith('image/')) {
    sink.push({ target, from, problem: `image with content-type ${answer.type}` });
  }
  if (!rule && kind === 'asset') sink.push({ target, from, problem: `unexpected asset type ${answer.type}` });
}

beforeAll(async () => {
  preview = await openPreview();
  const started = performance.now();
  const queued = new Set<string>(['/']);
  let level: { target: string; from: string }[] = [{ target: '/', from: '(start)' }];
  while (level.length > 0) {
    const next: { target: string; from: string }[] = [];
    await pool(level, CONCURRENCY, async ({ target, from }) => {
      for (const found of await visit(target, from)) {
        if (queued.has(found)) continue;
        queued.add(found);
        next.push({ target: found, from: target });
      }
    });
    level = next;
  }
  await pool([...assetTargets], CONCURRENCY, ([target, { from, kind }]) => checkAsset(target, from, kind));
  crawlMs = Math.round(performance.now() - started);
  console.log(
    `crawl: ${pages.size} pages crawled, ${linkCount} links (${linkTargets.size} distinct targets, ` +
      `${redirected.length} via one redirect), ${assetCount} asset references (${assetTargets.size} distinct files), ` +
      `${broken.length} broken, ${crawlMs} ms`,
  );
});

afterAll(async () => {
  await preview?.close();
});

describe('crawl from / through the preview server', () => {
  it('reaches the whole site', () => {
    expect(pages.size).toBeGreaterThan(pageFiles().length - NOT_FOUND_PATHS.size - 1);
  });

  it('has zero broken internal links, redirect chains or assets', () => {
    expect(broken).toEqual([]);
  });

  it('the checker itself notices a link caught by the catch-all, a 404 view and a missing asset', async () => {
    const sink: Broken[] = [];
    await visit('/okand-sida', '(self-test)', sink);
    await visit('/produkt/finns-inte-alls', '(self-test)', sink);
    await checkAsset('/_astro/finns-inte.js', '(self-test)', 'asset', sink);
    expect(sink.map((b) => b.problem)).toEqual([
      '302 → / : unknown path caught by the catch-all',
      'status 404',
      'asset answers 404',
    ]);
  });

  it('redirected links use exactly one permanent or temporary hop to a page', () => {
    for (const hop of redirected) expect([301, 302], `${hop.target} → ${hop.location}`).toContain(hop.status);
    if (redirected.length > 0)
      console.log(
        `links via a redirect: ${redirected.map((r) => `${r.target} →${r.status} ${r.location}`).join(', ')}`,
      );
  });

  it('every HTML page of dist/ except the not-found views is reachable from the navigation', () => {
    const reached = new Set([...pages.keys()].map((target) => target.split('?')[0]));
    const unreachable = pageFiles()
      .filter((p) => p.kind !== 'not-found')
      .map((p) => p.path)
      .filter((urlPath) => !reached.has(urlPath));
    expect(unreachable).toEqual([]);
  });
});

interface SitemapEntry {
  readonly loc: string;
  readonly lastmod: string | null;
}

const xmlChildren = (element: Element, name: string): Element[] =>
  element.children.filter((child): child is Element => isTag(child) && child.name === name);

async function readSitemap(target: string): Promise<{ status: number; type: string; entries: SitemapEntry[] }> {
  const answer = await get(preview, target);
  const doc = parseDocument(answer.body, { xmlMode: true });
  const entries = all(doc, (element) => element.name === 'url' || element.name === 'sitemap').map((entry) => {
    const loc = xmlChildren(entry, 'loc')[0];
    const lastmod = xmlChildren(entry, 'lastmod')[0];
    return { loc: loc ? text(loc) : '', lastmod: lastmod ? text(lastmod) : null };
  });
  return { status: answer.status, type: answer.type, entries };
}

describe('sitemap and robots.txt', () => {
  let urls: SitemapEntry[] = [];

  beforeAll(async () => {
    const index = await readSitemap('/sitemap-index.xml');
    expect(index.status).toBe(200);
    for (const sitemap of index.entries) {
      expect(sitemap.loc, 'sitemap in the index').toMatch(new RegExp(`^${SITE}/sitemap-\\d+\\.xml$`));
      const part = await readSitemap(sitemap.loc);
      expect(part.status, sitemap.loc).toBe(200);
      expect(part.type).toMatch(/xml/);
      urls.push(...part.entries);
    }
    urls = urls.filter((entry) => entry.loc !== '');
    console.log(`sitemap: ${index.entries.length} sitemap file(s), ${urls.length} URLs`);
  });

  it('robots.txt names the sitemap index on SITE', async () => {
    const robots = await get(preview, '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.type).toMatch(/^text\/plain/);
    expect(robots.body.split('\n')).toContain(`Sitemap: ${SITE}/sitemap-index.xml`);
  });

  it('every <loc> answers 200 itself (no redirect) and is the canonical URL of its page', async () => {
    const problems: string[] = [];
    await pool(urls, CONCURRENCY, async ({ loc }) => {
      // The crawl asked every page it reached itself (redirects are not
      // followed into `pages`): reuse that answer, ask the rest now.
      const crawled = loc.startsWith(`${SITE}/`) ? pages.get(loc.slice(SITE.length)) : undefined;
      if (crawled) {
        if (crawled.canonical !== loc) problems.push(`${loc} has canonical ${crawled.canonical}`);
        return;
      }
      const answer = await get(preview, loc);
      if (answer.status !== 200) {
        problems.push(`${loc} answers ${answer.status}${answer.location ? ` → ${answer.location}` : ''}`);
        return;
      }
      const canonical = canonicals(parseDocument(answer.body))[0];
      if (canonical !== loc) problems.push(`${loc} has canonical ${canonical}`);
    });
    expect(problems).toEqual([]);
    expect(new Set(urls.map((u) => u.loc)).size, 'no URL twice').toBe(urls.length);
  });

  it('lists exactly the indexable pages the crawl reached', () => {
    const crawled = new Set(
      [...pages.values()].filter((p) => !p.noindex && p.canonical !== null).map((p) => p.canonical as string),
    );
    const listed = new Set(urls.map((u) => u.loc));
    expect([...listed].filter((loc) => !crawled.has(loc)).sort(), 'in the sitemap, not reachable').toEqual([]);
    expect([...crawled].filter((loc) => !listed.has(loc)).sort(), 'reachable, not in the sitemap').toEqual([]);
  });

  it('has no not-found views, 404, compare page or debug URLs', () => {
    const bad = urls
      .map((u) => new URL(u.loc).pathname)
      .filter(
        (p) =>
          NOT_FOUND_PATHS.has(p) ||
          p === comparePath() ||
          p.startsWith('/debug') ||
          p.endsWith('.html') ||
          p.endsWith('.json'),
      );
    expect(bad).toEqual([]);
  });

  it("has lastmod only on blog URLs, equal to the post's updated_at", () => {
    const posts = readData<{ slug: string; updated_at: string }[]>('posts.json');
    const newest = posts
      .map((p) => p.updated_at)
      .sort()
      .at(-1);
    const problems: string[] = [];
    for (const { loc, lastmod } of urls) {
      const urlPath = new URL(loc).pathname;
      const post = posts.find((p) => urlPath === `/vinbloggen/${p.slug}`);
      const expected = post ? post.updated_at : urlPath === '/vinbloggen' ? newest : null;
      if (lastmod === null && expected) problems.push(`${loc} without lastmod (expected ${expected})`);
      else if (lastmod !== null && expected === null)
        problems.push(`${loc} has lastmod ${lastmod} but no date in the data`);
      else if (lastmod !== null && expected && Date.parse(lastmod) !== Date.parse(expected)) {
        problems.push(`${loc} lastmod ${lastmod} ≠ updated_at ${expected}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
