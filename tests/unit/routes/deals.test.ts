import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element } from 'domhandler';
import { findAll, getAttributeValue, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { compareDeals, type Deal, selectDeals } from '../../../src/render/deals';
import { dealsFeed, dealsPagePaths, dealsRoute, isIndexedDealsList } from '../../../src/render/routes/deals';
import { LIMITS } from '../../../src/render/select';
import { dealsFeedPath, dealsPath } from '../../../src/routing/routes';
import { type HistoryRowLike, type ProvenDrop, provenDrops } from '../../support/proven-reductions';
import { expectOneTrail, ldOfType, meta, sample, sampleSite, siteOf, siteWithEmptyCategory } from './sample-site';

const history = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../data/sample/price_history.json'), 'utf8'),
) as HistoryRowLike[];
/** The drops recomputed from the sample's raw history, day by day (tests/support/proven-reductions.ts). */
const proven = provenDrops(sample.products, history);
const dropKey = (drop: Pick<ProvenDrop, 'product' | 'shop' | 'sku' | 'price' | 'reference' | 'percent' | 'since'>) =>
  [drop.product, drop.shop, drop.sku, drop.price, drop.reference, drop.percent, drop.since].join('|');
const dealKey = ({ product, offer, reduction }: Deal) =>
  dropKey({ product: product.slug, shop: offer.shop, sku: offer.sku, price: offer.price, ...reduction });

/** Every row of every page of a deals list, in page order. */
function allPages(category: string | null) {
  const first = dealsRoute(sampleSite, { category, page: 1 });
  return Array.from({ length: first.page.count }, (_, i) => dealsRoute(sampleSite, { category, page: i + 1 }));
}

describe('/prisfall lists exactly the proven reductions (issue 38 §2)', () => {
  it('recomputed from the sample history, the same drops in the same order, largest first', () => {
    expect(proven.length).toBeGreaterThan(LIMITS.dealsPerPage);
    const listed = allPages(null).flatMap((route) => route.page.items);
    expect(listed.map(dealKey)).toEqual(proven.map(dropKey));
    for (const [a, b] of listed.slice(1).map((deal, i) => [listed[i] as Deal, deal] as const)) {
      expect(compareDeals(a, b)).toBeLessThanOrEqual(0);
    }
  });

  it('shows per drop the product link, the shop, the price, the percent, the 30-day reference and the date', () => {
    const route = dealsRoute(sampleSite, { category: null, page: 1 });
    const [deal] = route.page.items;
    const [row] = route.rows;
    if (!deal || !row) throw new Error('no drop on page 1');
    expect(row.href).toBe(deal.product.url);
    expect(row.name).toBe(deal.product.name);
    expect(row.atShop).toBe(`hos ${deal.offer.shop_name}`);
    const kr = (n: number) => `${new Intl.NumberFormat('sv-SE').format(n)}\u00a0kr`;
    expect(row.priceHtml).toContain(`>${kr(deal.offer.price)}</span>`);
    expect(row.priceHtml).toContain(`data-reduction>Sänkt ${deal.reduction.percent} %</span>`);
    expect(row.priceHtml).toContain(
      `data-reference-price>Lägsta pris 30 dagar före sänkningen: <s class="text-stone-500">${kr(deal.reduction.reference)}</s>`,
    );
    expect(row.since.datetime).toBe(deal.reduction.since);
    expect(row.since.text).toMatch(/^Sänkt \d{1,2} [a-z]+ \d{4}$/);
    expect(row.saved).toBe(`${kr(deal.reduction.reference - deal.offer.price)} lägre`);
    // The shop is named before the visitor leaves for it, on its own tracking link.
    expect(row.button).toBe(`Till ${deal.offer.shop_name}`);
    expect(row.shopHref).toBe(deal.offer.tracking_url);
    expect(route.commission.href).toBe('/sa-tjanar-vi-pengar');
  });

  it('pages like the listings: 24 rows a page, each page its own title, canonical and trail', () => {
    const pages = allPages(null);
    expect(pages.length).toBe(Math.ceil(proven.length / LIMITS.dealsPerPage));
    expect(pages.map((route) => route.rows.length)).toEqual(
      pages.map((_, i) => Math.min(LIMITS.dealsPerPage, proven.length - i * LIMITS.dealsPerPage)),
    );
    const [first, second] = pages;
    if (!first || !second) throw new Error('fewer than two pages');
    expect(first.head.canonical).toBe('https://www.vinkylguiden.se/prisfall');
    expect(second.head.canonical).toBe('https://www.vinkylguiden.se/prisfall/sida/2');
    expect(second.head.title).toMatch(/ – sida 2 av \d+ \| Vinkylguiden$/);
    expect(first.showing).toBe(`Visar 1–24 av ${proven.length} prisfall`);
    expect(second.pageHref(3)).toBe('/prisfall/sida/3');
    expect(second.trail.map((crumb) => crumb.label)).toEqual(['Hem', 'Prisfall', 'Sida 2']);
    for (const route of pages) expectOneTrail(route);
    expect(() => dealsRoute(sampleSite, { category: null, page: pages.length + 1 })).toThrow(RangeError);
  });

  it('filters by category: each category page lists exactly the drops of that category page’s products', () => {
    let withDrops = 0;
    for (const slug of sampleSite.categoryPageSlugs) {
      const members = new Set(sampleSite.categoryProducts(slug).map((product) => product.slug));
      const expected = proven.filter((drop) => members.has(drop.product));
      const listed = allPages(slug).flatMap((route) => route.page.items);
      expect(listed.map(dealKey), slug).toEqual(expected.map(dropKey));
      if (expected.length > 0) withDrops += 1;
      const route = dealsRoute(sampleSite, { category: slug, page: 1 });
      expect(route.head.canonical).toBe(`https://www.vinkylguiden.se/prisfall/${slug}`);
      expect(route.categories.filter((link) => link.current).map((link) => link.href)).toEqual([dealsPath(slug)]);
      expect(route.head.alternates).toEqual([
        {
          type: 'application/atom+xml',
          title: expect.stringContaining('Prisfall: '),
          href: `https://www.vinkylguiden.se${dealsFeedPath(slug)}`,
        },
      ]);
    }
    expect(withDrops).toBeGreaterThan(1);
    // /vinkyl's page takes every "… Vinkyl" category, as the category page does.
    expect(sampleSite.deals('vinkyl').length).toBeGreaterThan(sampleSite.deals('fristaende-vinkyl').length);
  });

  it('links every drop and every category page from each page, with their counts', () => {
    const route = dealsRoute(sampleSite, { category: null, page: 1 });
    expect(route.categories[0]).toEqual({
      label: `Alla kategorier (${proven.length})`,
      href: '/prisfall',
      current: true,
    });
    expect(
      route.categories
        .map((link) => link.href)
        .slice(1)
        .sort(),
    ).toEqual(sampleSite.categoryPageSlugs.map((slug) => dealsPath(slug)).sort());
  });

  it('has its head as data: the Atom feed as an alternate, BreadcrumbList and CollectionPage of its products', () => {
    const route = dealsRoute(sampleSite, { category: null, page: 1 });
    expect(route.head.alternates).toEqual([
      {
        type: 'application/atom+xml',
        title: 'Prisfall – Vinkylguiden',
        href: 'https://www.vinkylguiden.se/prisfall.xml',
      },
    ]);
    expect(route.feed.href).toBe('/prisfall.xml');
    const list = ldOfType(route.head, 'CollectionPage').mainEntity as { itemListElement: { url: string }[] };
    const urls = list.itemListElement.map((item) => item.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls[0]).toBe(`https://www.vinkylguiden.se${route.rows[0]?.href}`);
  });

  it('says so in Swedish when the history proves no drop', () => {
    const quiet = siteOf({
      products: sample.products.map((product) => ({
        ...product,
        price_reduction: null,
        offers: product.offers.map((offer) => ({ ...offer, price_reduction: null })),
      })),
      categories: sample.categories,
    });
    const route = dealsRoute(quiet, { category: null, page: 1 });
    expect(route.rows).toEqual([]);
    expect(route.showing).toBeNull();
    expect(route.empty).toMatchObject({ title: 'Inga bevisade prisfall just nu', link: null });
    expect(route.page.count).toBe(1);
    const vinkyl = dealsRoute(quiet, { category: 'vinkyl', page: 1 });
    expect(vinkyl.empty?.text).toContain('på Vinkyl');
    // An empty category on a site with drops points to all of them.
    const empty = sampleSite.categoryPageSlugs.find((slug) => sampleSite.deals(slug).length === 0);
    if (empty) expect(dealsRoute(sampleSite, { category: empty, page: 1 }).empty?.link?.href).toBe('/prisfall');
  });

  it('never lists an offer without a proven reduction, whatever its feed claims', () => {
    const claimed = sample.products.flatMap((product) =>
      product.offers.filter((offer) => offer.price_reduction === null).map((offer) => `${product.slug}|${offer.shop}`),
    );
    const listed = new Set(sampleSite.deals(null).map((deal) => `${deal.product.slug}|${deal.offer.shop}`));
    expect(claimed.filter((key) => listed.has(key))).toEqual([]);
    expect(selectDeals([])).toEqual([]);
  });

  it('gives getStaticPaths every page once: /prisfall, its later pages, each category and its later pages', () => {
    const paths = dealsPagePaths(sampleSite);
    const urls = paths.map(({ params }) => (params.path ? `/prisfall/${params.path}` : '/prisfall'));
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls[0]).toBe('/prisfall');
    expect(urls).toContain('/prisfall/sida/2');
    for (const { params, props } of paths) {
      expect(params.path ? `/prisfall/${params.path}` : '/prisfall').toBe(dealsPath(props.category, props.page));
    }
    const count = sampleSite.categoryPageSlugs.reduce((sum, slug) => sum + sampleSite.dealPages(slug).length, 0);
    expect(paths.length).toBe(sampleSite.dealPages(null).length + count);
  });
});

describe('a deals list with no proven drop: reachable, but noindex and out of the sitemap', () => {
  const site = siteWithEmptyCategory('olkyl');

  it('an empty category page says noindex, follow, with no canonical link and no JSON-LD, and keeps its feed link', () => {
    expect(site.deals('olkyl')).toEqual([]);
    expect(site.deals(null).length).toBeGreaterThan(0);
    const route = dealsRoute(site, { category: 'olkyl', page: 1 });
    expect(isIndexedDealsList(route.page)).toBe(false);
    expect(meta(route.head, 'robots')).toBe('noindex, follow');
    expect(route.head.canonical).toBeNull();
    expect(meta(route.head, 'og:url')).toBeUndefined();
    // No canonical URL for a BreadcrumbList or CollectionPage to end at, as on the other noindex views.
    expect(route.head.jsonLd).toEqual([]);
    expect(route.head.alternates.map((alternate) => alternate.href)).toEqual([
      `https://www.vinkylguiden.se${dealsFeedPath('olkyl')}`,
    ]);
    // Still a page a visitor can use: it says there is no drop now and links on to every drop.
    expect(route.empty?.text).toContain('Ölkyl');
    expect(route.empty?.link?.href).toBe(dealsPath());
    expect(route.trail.map((crumb) => crumb.label)).toEqual(['Hem', 'Prisfall', 'Ölkyl']);
  });

  it('stays built and linked: getStaticPaths has its one page, every other page links it with its count of 0', () => {
    const urls = dealsPagePaths(site).map(({ props }) => dealsPath(props.category, props.page));
    expect(urls.filter((url) => url.startsWith(dealsPath('olkyl')))).toEqual([dealsPath('olkyl')]);
    const link = dealsRoute(site, { category: null, page: 1 }).categories.find(
      (candidate) => candidate.href === dealsPath('olkyl'),
    );
    expect(link?.label).toMatch(/\(0\)$/);
  });

  it('its feed is still built: valid Atom with no entries', () => {
    const xml = dealsFeed(site, 'olkyl');
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
    expect(xml).not.toContain('<entry>');
    expect(xml).toContain(`href="https://www.vinkylguiden.se${dealsFeedPath('olkyl')}"`);
  });

  it('every list with a drop stays indexed, with its canonical link and JSON-LD, on every page', () => {
    for (const category of [null, ...site.categoryPageSlugs.filter((slug) => slug !== 'olkyl')]) {
      for (const page of site.dealPages(category)) {
        const route = dealsRoute(site, { category, page: page.number });
        const where = dealsPath(category, page.number);
        expect(meta(route.head, 'robots'), where).toBe('index, follow');
        expect(route.head.canonical, where).toBe(`https://www.vinkylguiden.se${where}`);
        expect(route.head.jsonLd, where).toHaveLength(2);
      }
    }
  });

  it('the same rule for /prisfall itself: with no drop anywhere it is noindex too', () => {
    const quiet = siteOf({
      ...sample,
      products: sample.products.map((product) => ({
        ...product,
        price_reduction: null,
        offers: product.offers.map((offer) => ({ ...offer, price_reduction: null })),
      })),
    });
    const route = dealsRoute(quiet, { category: null, page: 1 });
    expect(meta(route.head, 'robots')).toBe('noindex, follow');
    expect(route.head.canonical).toBeNull();
    expect(route.empty?.link).toBeNull();
    expect(dealsPagePaths(quiet)).toHaveLength(1 + quiet.categoryPageSlugs.length);
  });
});

describe('the Atom feed of the drops', () => {
  const site = siteOf({ ...sample, pricesAsOf: '2026-11-23' });
  const doc = (xml: string) => parseDocument(xml, { xmlMode: true });
  const elements = (root: ReturnType<typeof doc> | Element, name: string) =>
    findAll((element) => element.name === name, root.children);
  const childText = (element: Element, name: string) =>
    textContent(element.children.filter((child): child is Element => 'name' in child && child.name === name));

  it('holds the 50 largest drops, each linking its product page, newest data first', () => {
    const xml = dealsFeed(site, null);
    const feed = doc(xml);
    const entries = elements(feed, 'entry');
    expect(entries).toHaveLength(Math.min(LIMITS.dealsFeedEntries, proven.length));
    expect(LIMITS.dealsFeedEntries).toBe(50);
    const expected = proven.slice(0, LIMITS.dealsFeedEntries);
    entries.forEach((entry, i) => {
      const drop = expected[i] as ProvenDrop;
      const link = findAll((element) => element.name === 'link', entry.children)[0];
      expect(link && getAttributeValue(link, 'href')).toBe(`https://www.vinkylguiden.se/produkt/${drop.product}`);
      expect(childText(entry, 'title')).toContain(`: ${drop.percent} % lägre hos `);
      expect(childText(entry, 'updated')).toMatch(new RegExp(`^${drop.since}T00:00:00\\+0[12]:00$`));
      expect(childText(entry, 'summary')).toContain(`det lägsta priset de 30 dagarna före sänkningen`);
    });
    const ids = entries.map((entry) => childText(entry, 'id'));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^tag:www\.vinkylguiden\.se,\d{4}-\d{2}-\d{2}:prisfall\/[^\s]+$/);
    expect(xml).toContain('<updated>2026-11-23T00:00:00+01:00</updated>');
    expect(xml).toContain(
      '<link rel="self" type="application/atom+xml" href="https://www.vinkylguiden.se/prisfall.xml"/>',
    );
    expect(xml).toContain('<author><name>Vinkylguiden</name><uri>https://www.vinkylguiden.se/</uri></author>');
  });

  it('per category, only that category page’s drops; a category without drops is a valid empty feed', () => {
    for (const slug of site.categoryPageSlugs) {
      const entries = elements(doc(dealsFeed(site, slug)), 'entry');
      expect(entries.length, slug).toBe(Math.min(LIMITS.dealsFeedEntries, site.deals(slug).length));
    }
    const empty = siteOf({ ...sample, products: [], pricesAsOf: null });
    const xml = dealsFeed(empty, 'vinkyl');
    expect(elements(doc(xml), 'entry')).toHaveLength(0);
    // Without price history the feed is as of the build.
    expect(xml).toContain('<updated>2026-03-14T10:00:00.000Z</updated>');
  });

  it('does not grow with the catalogue: a catalogue with ten times the drops gives a feed of the same count', () => {
    const many = siteOf({
      ...sample,
      products: Array.from({ length: 10 }, (_, copy) =>
        sample.products.map((product) => ({
          ...product,
          id: `${product.id}-${copy}`,
          slug: `${product.slug}-${copy}`,
        })),
      ).flat(),
    });
    expect(elements(doc(dealsFeed(many, null)), 'entry')).toHaveLength(LIMITS.dealsFeedEntries);
  });
});
