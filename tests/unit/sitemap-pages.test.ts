/**
 * src/integrations/sitemap-pages.ts: the sitemap lists a page of an indexed
 * route only when its own head says `index`, read from each page as it
 * renders. Here the pages are the price-drops lists of a site model with one
 * empty category (no build): an empty list says noindex and stays out of
 * the sitemap, every list with a drop stays in. tests/site/deals.test.ts
 * checks the same on the real build's sitemap.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import sitemapPages, { robotsOf } from '../../src/integrations/sitemap-pages';
import { dealsPagePaths, dealsRoute } from '../../src/render/routes/deals';
import { buildHead, type HeadData } from '../../src/render/seo';
import { dealsPath } from '../../src/routing/routes';
import { siteWithEmptyCategory } from './routes/sample-site';

const ORIGIN = 'https://www.vinkylguiden.se';
const bytes = (html: string) => new TextEncoder().encode(html);
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** A page whose head is written as src/components/Head.astro writes it (checked against its source below). */
function pageHtml(head: HeadData, body = '<h1>x</h1>'): string {
  const metas = head.meta
    .map((tag) =>
      tag.name
        ? `<meta name="${tag.name}" content="${escapeAttribute(tag.content)}">`
        : `<meta property="${tag.property}" content="${escapeAttribute(tag.content)}">`,
    )
    .join('');
  return `<!DOCTYPE html><html lang="sv"><head><meta charset="utf-8"><title>${head.title}</title>${metas}</head><body>${body}</body></html>`;
}

/** The file Astro requests for a page (build.format 'file'): /prisfall/olkyl.html, /index.html. */
const requested = (urlPath: string) => (urlPath === '/' ? '/index.html' : `${urlPath}.html`);

describe('robotsOf', () => {
  it('reads the robots meta of the head as Head.astro writes it', () => {
    const head = (noindex: boolean) => buildHead({ title: 't', description: 'd', path: '/x', noindex }, ORIGIN);
    expect(robotsOf(bytes(pageHtml(head(false))))).toBe('index, follow');
    expect(robotsOf(bytes(pageHtml(head(true))))).toBe('noindex, follow');
  });

  it('Head.astro writes name before content, as the reader looks for it', () => {
    const source = readFileSync(path.resolve(import.meta.dirname, '../../src/components/Head.astro'), 'utf8');
    expect(source).toContain('<meta name={tag.name} content={tag.content} />');
  });

  it('finds none outside the head, or in a page without one', () => {
    expect(robotsOf(bytes('<html><head><title>t</title></head><body></body></html>'))).toBeNull();
    // Text of the body (a post quoting markup, escaped or not) never counts.
    expect(
      robotsOf(bytes('<html><head></head><body><meta name="robots" content="noindex, follow"></body></html>')),
    ).toBeNull();
    expect(robotsOf(bytes('<head><meta name="robots" content="noindex'))).toBeNull();
  });
});

describe('the sitemap filter', () => {
  it('leaves out an empty price-drops list, keeps every list with a drop (from the route data, no build)', () => {
    const site = siteWithEmptyCategory('olkyl');
    const filter = sitemapPages();
    const paths = dealsPagePaths(site).map(({ props }) => ({
      path: dealsPath(props.category, props.page),
      route: dealsRoute(site, props),
    }));
    for (const { path: urlPath, route } of paths) {
      filter.inspectPages.onPage(requested(urlPath), bytes(pageHtml(route.head)));
    }
    const listed = paths.filter(({ path: urlPath }) => filter.filter(`${ORIGIN}${urlPath}`));
    expect(paths.filter((entry) => !listed.includes(entry)).map((entry) => entry.path)).toEqual([dealsPath('olkyl')]);
    // Every listed list has a drop; the one left out has none.
    for (const { route } of listed) expect(route.rows.length).toBeGreaterThan(0);
    expect(site.deals('olkyl')).toEqual([]);
  });

  it('keeps the route table’s verdict: views stay out, indexed pages that say index stay in', () => {
    const filter = sitemapPages();
    const head = (urlPath: string, noindex: boolean) =>
      buildHead({ title: 't', description: 'd', path: urlPath, noindex }, ORIGIN);
    filter.inspectPages.onPage('/index.html', bytes(pageHtml(head('/', false))));
    filter.inspectPages.onPage('/jamfor.html', bytes(pageHtml(head('/jamfor', false))));
    expect(filter.filter(`${ORIGIN}/`)).toBe(true);
    expect(filter.filter(`${ORIGIN}/vinkyl`)).toBe(true);
    expect(filter.filter(`${ORIGIN}/jamfor`)).toBe(false);
    expect(filter.filter(`${ORIGIN}/debug/products/0.json`)).toBe(false);
  });

  it('matches a page and its sitemap URL whether percent-encoded or not, and the home page as /', () => {
    const filter = sitemapPages();
    const noindex = bytes(pageHtml(buildHead({ title: 't', description: 'd', path: '/', noindex: true }, ORIGIN)));
    filter.inspectPages.onPage('/varumarken/m%C3%A4rke.html', noindex);
    filter.inspectPages.onPage('/index.html', noindex);
    expect(filter.filter(`${ORIGIN}/varumarken/m%C3%A4rke`)).toBe(false);
    expect(filter.filter(`${ORIGIN}/varumarken/märke`)).toBe(false);
    expect(filter.filter(`${ORIGIN}/`)).toBe(false);
    expect(filter.filter(`${ORIGIN}/varumarken/annat`)).toBe(true);
  });

  it('fails the build on a page without a robots meta it can read, naming the page', () => {
    const filter = sitemapPages();
    expect(() => filter.inspectPages.onPage('/x.html', bytes('<html><head></head><body></body></html>'))).toThrow(
      /^\/x\.html: no robots meta in its head/,
    );
    expect(() =>
      filter.inspectPages.onPage('/y.html', bytes('<head><meta name="robots" content="none"></head>')),
    ).toThrow(/^\/y\.html: robots meta "none"/);
  });

  it('fails when no page was read, so a missing wiring cannot list every page', () => {
    expect(() => sitemapPages().filter(`${ORIGIN}/`)).toThrow(/no page was read as it rendered/);
  });
});
