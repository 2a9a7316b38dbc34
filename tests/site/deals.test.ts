/**
 * Issue 38 §2 on the built site: /prisfall lists exactly the price drops the
 * sample's price history proves (recomputed here day by day from the raw
 * rows, tests/support/proven-reductions.ts), its category pages and later
 * pages hold the same rows, every page links its Atom feed, every feed is
 * valid Atom 1.0 (RFC 4287's RELAX NG schema, checked by Jing) with the
 * largest drops and is served as Atom, a list with no drop is reachable but
 * noindex and out of the sitemap, and "Lägsta priset på 90 dagar" stands
 * exactly where products.json proves it.
 */
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Preview } from '../../scripts/lib/preview-server';
import type { Product } from '../../src/dataset/schemas/product';
import { LIMITS } from '../../src/render/select';
import { dealsFeedPath, dealsPath } from '../../src/routing/routes';
import { validateAtom } from '../support/atom-validator';
import { type HistoryRowLike, provenDrops } from '../support/proven-reductions';
import {
  all,
  attr,
  canonicals,
  DIST,
  get,
  hasAttr,
  head,
  htmlPages,
  metas,
  one,
  openPreview,
  type Page,
  parseSek,
  ROOT,
  readData,
  SITE,
  tag,
  text,
} from './site';

const products = readData<Product[]>('products.json');
const history = JSON.parse(readFileSync(path.join(ROOT, 'data/sample/price_history.json'), 'utf8')) as HistoryRowLike[];
const proven = provenDrops(products, history);
const shopNames = new Map(products.flatMap((product) => product.offers.map((offer) => [offer.shop, offer.shop_name])));

const squeeze = (value: string) => value.replace(/\s+/g, ' ').trim();
/** A drop as a row shows it: product page, shop, price, percent, reference, day. */
interface ShownDrop {
  readonly href: string;
  readonly shop: string;
  readonly price: number;
  readonly percent: number;
  readonly reference: number;
  readonly since: string;
}
const key = (drop: ShownDrop) => [drop.href, drop.shop, drop.price, drop.percent, drop.reference, drop.since].join('|');
const expected: ShownDrop[] = proven.map((drop) => ({
  href: `/produkt/${drop.product}`,
  shop: shopNames.get(drop.shop) ?? drop.shop,
  price: drop.price,
  percent: drop.percent,
  reference: drop.reference,
  since: drop.since,
}));

function rowsOf(p: Page): ShownDrop[] {
  return all(p.doc, hasAttr('data-deal')).map((row: Element) => {
    const link = one(row, hasAttr('data-deal-product'));
    const bold = one(row, (node) => (attr(node, 'class') ?? '').split(' ').includes('font-bold'));
    const badge = squeeze(text(one(row, hasAttr('data-reduction')) ?? []));
    const struck = one(one(row, hasAttr('data-reference-price'))?.children ?? [], tag('s'));
    return {
      href: attr(link as Element, 'href') ?? '',
      shop: squeeze(text(one(row, hasAttr('data-deal-shop')) ?? [])).replace(/^hos /, ''),
      price: parseSek(text(bold ?? [])),
      percent: Number(/^Sänkt (\d+) %$/.exec(badge)?.[1]),
      reference: parseSek(text(struck ?? [])),
      since: attr(one(row, hasAttr('data-deal-since')) as Element, 'datetime') ?? '',
    };
  });
}

/** Every page of a deals list, in order, by following its own "Nästa" links. */
function listPages(firstPath: string): Page[] {
  const pages: Page[] = [];
  let next: string | undefined = firstPath;
  while (next) {
    const current = htmlPages().find((candidate) => candidate.path === next);
    if (!current) throw new Error(`no page ${next}`);
    pages.push(current);
    const nextLink = one(current.doc, (node) => node.name === 'a' && attr(node, 'rel') === 'next');
    next = nextLink ? attr(nextLink, 'href') : undefined;
  }
  return pages;
}

const dealsPages = htmlPages().filter((p) => p.kind === 'deals');
const categorySlugs = readdirSync(path.join(DIST, 'prisfall'))
  .filter((name) => name.endsWith('.html'))
  .map((name) => name.replace(/\.html$/, ''));

describe('/prisfall on the built site', () => {
  it('lists exactly the drops the history proves, largest first, over its pages', () => {
    expect(expected.length).toBeGreaterThan(LIMITS.dealsPerPage);
    const pages = listPages(dealsPath());
    expect(pages.map((p) => p.path)).toEqual(pages.map((_, i) => dealsPath(null, i + 1)));
    const shown = pages.flatMap(rowsOf);
    expect(shown.map(key)).toEqual(expected.map(key));
    for (const p of pages) expect(rowsOf(p).length).toBeLessThanOrEqual(LIMITS.dealsPerPage);
  });

  it('has a page per category, each listing drops of /prisfall only, as many as its link says', () => {
    const known = new Set(expected.map(key));
    const listedSomewhere = new Set<string>();
    const top = htmlPages().find((p) => p.path === dealsPath()) as Page;
    const links = new Map(
      all(top.doc, (node) => node.name === 'a' && (attr(node, 'href') ?? '').startsWith(dealsPath())).map(
        (link) => [attr(link, 'href') ?? '', squeeze(text(link))] as const,
      ),
    );
    for (const slug of categorySlugs) {
      const rows = listPages(dealsPath(slug)).flatMap(rowsOf);
      for (const row of rows) {
        expect(known.has(key(row)), `${slug}: ${key(row)}`).toBe(true);
        listedSomewhere.add(key(row));
      }
      expect(links.get(dealsPath(slug)), slug).toMatch(new RegExp(`\\(${rows.length}\\)$`));
      // A product whose own category is this one is on this page with every drop it has.
      const own = expected.filter((drop) =>
        products.some((product) => product.url === drop.href && product.category_slug === slug),
      );
      for (const drop of own) expect(rows.map(key), slug).toContain(key(drop));
    }
    // Every drop of a product with a category is on some category page.
    const categorised = expected.filter((drop) => products.some((p) => p.url === drop.href && p.category_slug));
    expect(categorised.filter((drop) => !listedSomewhere.has(key(drop)))).toEqual([]);
  });

  it('marks every shop link as an ad and names the shop on it, opening in a new tab', () => {
    for (const p of dealsPages) {
      for (const row of all(p.doc, hasAttr('data-deal'))) {
        const link = one(row, (node) => node.name === 'a' && (attr(node, 'rel') ?? '').includes('sponsored'));
        if (!link) throw new Error(`${p.path}: a drop without its shop link`);
        expect(attr(link, 'rel')).toBe('sponsored noopener');
        expect(attr(link, 'target')).toBe('_blank');
        const shop = squeeze(text(one(row, hasAttr('data-deal-shop')) ?? [])).replace(/^hos /, '');
        expect(squeeze(text(link))).toBe(`Till ${shop}`);
        expect(squeeze(text(link.parent as Element))).toContain('Annons');
      }
    }
  });

  it('links its Atom feed from the head and the page, each page of a list the same feed', () => {
    for (const p of dealsPages) {
      const category = p.path.split('/')[2];
      const feed = category && category !== 'sida' ? dealsFeedPath(category) : dealsFeedPath();
      const alternates = all(head(p.doc), (node) => node.name === 'link' && attr(node, 'rel') === 'alternate');
      expect(
        alternates.map((link) => [attr(link, 'type'), attr(link, 'href')]),
        p.path,
      ).toEqual([['application/atom+xml', `${SITE}${feed}`]]);
      expect(attr(one(p.doc, hasAttr('data-deals-feed')) as Element, 'href')).toBe(feed);
    }
  });
});

describe('the Atom feeds', () => {
  const feeds = [
    path.join(DIST, 'prisfall.xml'),
    ...readdirSync(path.join(DIST, 'prisfall'))
      .filter((name) => name.endsWith('.xml'))
      .map((name) => path.join(DIST, 'prisfall', name)),
  ];
  let scratch: string;
  let preview: Preview;
  beforeAll(async () => {
    scratch = mkdtempSync(path.join(os.tmpdir(), 'atom-'));
    preview = await openPreview();
  });
  afterAll(async () => {
    rmSync(scratch, { recursive: true, force: true });
    await preview?.close();
  });

  it('one per deals list, every one valid Atom 1.0 under RFC 4287’s schema', () => {
    expect(feeds.length).toBe(categorySlugs.length + 1);
    const problems = validateAtom(feeds);
    expect([...problems].filter(([, list]) => list.length > 0)).toEqual([]);
  });

  it('the validation rejects a broken feed: each kind of fault is named', () => {
    const good = readFileSync(path.join(DIST, 'prisfall.xml'), 'utf8');
    const broken = (name: string, xml: string) => {
      const file = path.join(scratch, `${name}.xml`);
      writeFileSync(file, xml);
      return file;
    };
    const cases = [
      broken('no-updated', good.replace(/<updated>[^<]*<\/updated>/, '')),
      broken('entry-without-id', good.replace(/<entry><id>[^<]*<\/id>/, '<entry>')),
      broken('bad-date', good.replace(/<updated>[^<]*<\/updated>/, '<updated>23 november 2026</updated>')),
      broken('not-atom', good.replace('xmlns="http://www.w3.org/2005/Atom"', 'xmlns="http://example.com/feed"')),
      broken('unescaped', good.replace('Vinkylguiden</title>', 'Vin & kyl</title>')),
      broken('no-author', good.replace(/<author>.*?<\/author>/, '')),
      broken('no-link', good.replace(/(<entry>.*?)<link [^>]*\/>/, '$1')),
    ];
    const problems = validateAtom(cases);
    for (const file of cases) {
      console.log(`rejected ${path.basename(file)}: ${problems.get(file)?.[0]}`);
      expect(problems.get(file), path.basename(file)).not.toEqual([]);
    }
    // And the untouched copy passes, so it is the fault that fails.
    copyFileSync(path.join(DIST, 'prisfall.xml'), path.join(scratch, 'good.xml'));
    expect(validateAtom([path.join(scratch, 'good.xml')]).get(path.join(scratch, 'good.xml'))).toEqual([]);
  });

  it('/prisfall.xml holds the 50 largest drops, each linking its product page', () => {
    const doc = parseDocument(readFileSync(path.join(DIST, 'prisfall.xml'), 'utf8'), { xmlMode: true });
    const entries = all(doc, tag('entry'));
    expect(entries).toHaveLength(Math.min(LIMITS.dealsFeedEntries, expected.length));
    entries.forEach((entry, i) => {
      const drop = expected[i] as ShownDrop;
      expect(attr(one(entry.children, tag('link')) as Element, 'href')).toBe(`${SITE}${drop.href}`);
      expect(text(one(entry.children, tag('title')) ?? [])).toContain(`: ${drop.percent} % lägre hos ${drop.shop}, `);
    });
  });

  it('every feed is served as Atom (application/atom+xml; charset=utf-8, from dist/_headers), nosniff', async () => {
    const targets = [dealsFeedPath(), ...categorySlugs.map((slug) => dealsFeedPath(slug))];
    expect(targets).toHaveLength(feeds.length);
    for (const feed of targets) {
      const answer = await get(preview, feed);
      expect(answer.status, feed).toBe(200);
      expect(answer.type, feed).toBe('application/atom+xml; charset=utf-8');
      expect(answer.headers.get('x-content-type-options'), feed).toBe('nosniff');
    }
    // Only the feeds: the pages beside them stay HTML.
    for (const target of [dealsPath(), dealsPath('vinkyl')]) {
      expect((await get(preview, target)).type, target).toBe('text/html; charset=utf-8');
    }
    // Page 1 of a list has one address.
    expect(await get(preview, '/prisfall/sida/1')).toMatchObject({ status: 301, location: '/prisfall' });
    expect(await get(preview, '/prisfall/vinkyl/sida/1')).toMatchObject({ status: 301, location: '/prisfall/vinkyl' });
  });
});

describe('empty price-drops lists: reachable, noindex, out of the sitemap', () => {
  /** Every <loc> of the built sitemap files, as URL paths. */
  const sitemapPaths = new Set(
    readdirSync(DIST)
      .filter((name) => /^sitemap-\d+\.xml$/.test(name))
      .flatMap((name) =>
        all(parseDocument(readFileSync(path.join(DIST, name), 'utf8'), { xmlMode: true }), tag('loc')).map(
          (loc) => new URL(text(loc)).pathname,
        ),
      ),
  );
  /** The first page of /prisfall and of every category's list, with its rows over all its pages. */
  const lists = [null, ...categorySlugs].map((slug) => {
    const first = dealsPath(slug);
    return { first, slug, pages: listPages(first), rows: listPages(first).flatMap(rowsOf).length };
  });
  const robots = (p: Page) => metas(p.doc, 'robots');

  it('the sitemap was read and holds deals pages', () => {
    expect(sitemapPaths.size).toBeGreaterThan(100);
    expect(sitemapPaths.has(dealsPath())).toBe(expected.length > 0);
  });

  it('every /prisfall category page in the sitemap has at least one drop', () => {
    const listed = lists.filter((list) => sitemapPaths.has(list.first));
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((list) => list.rows === 0).map((list) => list.first)).toEqual([]);
    // And every page of a listed list is in the sitemap, indexable with its canonical link.
    for (const list of listed) {
      for (const p of list.pages) {
        expect(sitemapPaths.has(p.path), p.path).toBe(true);
        expect(robots(p), p.path).toEqual(['index, follow']);
        expect(canonicals(p.doc), p.path).toEqual([`${SITE}${p.path}`]);
      }
    }
  });

  it('every empty one is noindex, without a canonical link, out of the sitemap, says so and keeps its feed', () => {
    const empty = lists.filter((list) => list.rows === 0);
    console.log(
      `deals lists: ${lists.length - empty.length} with drops, ${empty.length} empty${empty.length > 0 ? ` (${empty.map((list) => list.first).join(', ')})` : ''}`,
    );
    for (const list of empty) {
      const [p, ...later] = list.pages;
      if (!p) throw new Error(`no page ${list.first}`);
      expect(later, list.first).toEqual([]);
      expect(robots(p), list.first).toEqual(['noindex, follow']);
      expect(canonicals(p.doc), list.first).toEqual([]);
      expect(sitemapPaths.has(list.first), list.first).toBe(false);
      expect(one(p.doc, hasAttr('data-deals-empty')), list.first).not.toBeNull();
      const feed = readFileSync(path.join(DIST, `${dealsFeedPath(list.slug).slice(1)}`), 'utf8');
      expect(all(parseDocument(feed, { xmlMode: true }), tag('entry')), list.first).toHaveLength(0);
    }
    // Noindex exactly where a list is empty.
    for (const list of lists) {
      expect(robots(list.pages[0] as Page), list.first).toEqual([list.rows > 0 ? 'index, follow' : 'noindex, follow']);
    }
  });
});

describe('"Lägsta priset på 90 dagar"', () => {
  it('stands on a product page exactly where products.json proves it', () => {
    const noted = products.filter((product) => product.lowest_in_90_days);
    expect(noted.length).toBeGreaterThan(0);
    for (const product of products) {
      const p = htmlPages().find((candidate) => candidate.path === product.url) as Page;
      // At the top, by the price: the related products' cards below have notes of their own.
      const note = one(one(p.doc, hasAttr('data-top-price'))?.children ?? [], hasAttr('data-lowest-90'));
      expect(note ? squeeze(text(note)) : null, product.url).toBe(
        product.lowest_in_90_days ? 'Lägsta priset på 90 dagar' : null,
      );
    }
  });

  it('stands on a card exactly where its product has it', () => {
    const byUrl = new Map(products.map((product) => [product.url, product]));
    let cards = 0;
    for (const p of htmlPages().filter((candidate) => candidate.kind === 'category' || candidate.kind === 'products')) {
      for (const card of all(p.doc, hasAttr('data-product-card'))) {
        // The filter's card templates are not cards of a product.
        const href =
          attr(
            one(
              card,
              (node) => node.name === 'a' && (attr(node, 'class') ?? '').includes('product-card-link'),
            ) as Element,
            'href',
          ) ?? '';
        const product = byUrl.get(href.split('?')[0] ?? '');
        if (!product) continue;
        cards += 1;
        expect(one(card, hasAttr('data-lowest-90')) !== null, `${p.path} ${href}`).toBe(product.lowest_in_90_days);
      }
    }
    expect(cards).toBeGreaterThan(100);
  });
});
