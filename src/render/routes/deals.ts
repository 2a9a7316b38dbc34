/**
 * /prisfall and /prisfall/{category} (issue 38 §2): the offers whose current
 * price their own history proves reduced, largest drop first, paged like the
 * listings, and their Atom feeds. The drops come sorted from the site model
 * (site.deals, built once per build); a page only slices and words them.
 */
import { common } from '../../copy/common';
import { dealsCopy } from '../../copy/deals';
import { pagination } from '../../copy/pages';
import { priceCopy } from '../../copy/prices';
import { absoluteUrl, dealsFeedPath, dealsPath, homePath, howWeEarnPath, productPath } from '../../routing/routes';
import { formatDate, formatPrice } from '../../shared/format';
import { categoryDisplayName } from '../../shared/taxonomy';
import { type AtomFeed, atomXml, swedishMidnight } from '../atom';
import { priceHtml } from '../card-html';
import { type Deal, dealSaving } from '../deals';
import { collectionPage } from '../jsonld';
import type { ListPage } from '../pagination';
import { LIMITS } from '../select';
import { buildHead } from '../seo';
import type { Site } from '../site';
import { type TrailRouteData, trailFromHome, trailJsonLd } from './route';

export const ATOM_TYPE = 'application/atom+xml';

export interface DealsParams {
  /** A category page's slug, or null for every drop. */
  readonly category: string | null;
  /** Page of the list, 1-based. */
  readonly page: number;
}

/** One drop as its row shows it. */
export interface DealRow {
  readonly name: string;
  /** The product's page. */
  readonly href: string;
  readonly image: string | null;
  /** The shop's name, as every offer names it. */
  readonly shop: string;
  readonly atShop: string;
  /** The price with the badge and the struck 30-day reference: the card's and product page's own markup. */
  readonly priceHtml: string;
  /** "249 kr lägre". */
  readonly saved: string;
  /** "Sänkt 19 november 2026" and the day as YYYY-MM-DD for <time>. */
  readonly since: { readonly text: string; readonly datetime: string };
  readonly shipping: string;
  /** "Ej i lager just nu" when the shop does not have it; else null. */
  readonly notInStock: string | null;
  /** The shop's tracking link and the button naming the shop (an ad: rel sponsored, "Annons"). */
  readonly shopHref: string;
  readonly button: string;
}

export interface DealsCategoryLink {
  readonly label: string;
  readonly href: string;
  readonly current: boolean;
}

export interface DealsRoute extends TrailRouteData {
  readonly heading: string;
  readonly intro: string;
  readonly page: ListPage<Deal>;
  readonly rows: readonly DealRow[];
  /** "Visar 1–24 av 62 prisfall", or null when there is none (the empty texts instead). */
  readonly showing: string | null;
  readonly pageHref: (page: number) => string;
  /** Every drop, then each category page with its number of drops: the same links on every page. */
  readonly categories: readonly DealsCategoryLink[];
  readonly categoriesLabel: string;
  readonly listLabel: string;
  readonly empty: { readonly title: string; readonly text: string; readonly link: DealsCategoryLink | null } | null;
  readonly feed: { readonly href: string; readonly label: string };
  /** Beside the shops' links: the site may earn commission; links to how it earns money. */
  readonly commission: { readonly text: string; readonly linkLabel: string; readonly href: string };
}

/** The name a category page has (as its own page names it). */
function categoryName(site: Site, slug: string): string {
  return site.categories.find((category) => category.slug === slug)?.name ?? categoryDisplayName(slug);
}

function dealRow(deal: Deal): DealRow {
  const { product, offer, reduction } = deal;
  const money = (amount: number) => formatPrice(amount, product.currency);
  return {
    name: product.name,
    href: productPath(product.slug),
    image: product.image_url,
    shop: offer.shop_name,
    atShop: dealsCopy.atShop(offer.shop_name),
    priceHtml: priceHtml(offer.price, reduction, product.currency),
    saved: dealsCopy.saved(money(dealSaving(deal))),
    since: { text: dealsCopy.since(formatDate(reduction.since)), datetime: reduction.since },
    shipping:
      offer.shipping_price === null
        ? dealsCopy.shippingUnknown
        : offer.shipping_price === 0
          ? dealsCopy.shippingFree
          : dealsCopy.shipping(money(offer.shipping_price)),
    notInStock: offer.in_stock ? null : dealsCopy.notInStock,
    shopHref: offer.tracking_url,
    button: dealsCopy.toShop(offer.shop_name),
  };
}

/** The link to every drop and to each category page's, with their counts, in the order the site names categories. */
function categoryLinks(site: Site, current: string | null): DealsCategoryLink[] {
  const named = site.categoryPageSlugs
    .map((slug) => ({ slug, name: categoryName(site, slug) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'sv-SE'));
  return [
    {
      label: dealsCopy.categoryOption(dealsCopy.allCategories, site.deals(null).length),
      href: dealsPath(),
      current: current === null,
    },
    ...named.map(({ slug, name }) => ({
      label: dealsCopy.categoryOption(name, site.deals(slug).length),
      href: dealsPath(slug),
      current: current === slug,
    })),
  ];
}

/**
 * Whether a deals list's page is content for search engines: only with at
 * least one proven drop. An empty list (a category, or the whole site, with
 * no drop its history proves right now) stays built and linked, says so and
 * links onwards, but is thin content: its head says `noindex, follow`
 * without a canonical link, and the sitemap, which lists only pages whose
 * head says `index` (src/integrations/sitemap-pages.ts), leaves it out. The
 * same rule holds for /prisfall itself. Its feed is still built: a valid
 * feed with no entries.
 */
export function isIndexedDealsList(page: ListPage<Deal>): boolean {
  return page.total > 0;
}

/** One page of /prisfall or /prisfall/{category}. */
export function dealsRoute(site: Site, { category, page: number }: DealsParams): DealsRoute {
  const pages = site.dealPages(category);
  const page = pages[number - 1];
  if (page === undefined) {
    throw new RangeError(
      `the price drops of ${category ?? 'every category'} have no page ${number} (${pages.length} pages)`,
    );
  }
  const name = category === null ? null : categoryName(site, category);
  const path = dealsPath(category, page.number);
  const first = page.number === 1;
  const crumbs = [
    ...(name === null ? [] : [{ label: dealsCopy.name, href: dealsPath() }]),
    ...(first ? [] : [{ label: name ?? dealsCopy.name, href: dealsPath(category) }]),
  ];
  const own = first ? (name ?? dealsCopy.name) : pagination.page(page.number);
  const trail = trailFromHome(crumbs, own);
  const heading = name === null ? dealsCopy.heading : dealsCopy.categoryHeading(name);
  const baseTitle = name === null ? dealsCopy.metaTitle : dealsCopy.metaTitleCategory(name);
  const description =
    name === null ? dealsCopy.metaDescription(page.total) : dealsCopy.metaDescriptionCategory(name, page.total);
  const feedTitle = name === null ? dealsCopy.feedTitle : dealsCopy.feedTitleCategory(name);
  // The products the page links, once each: a product whose drop two shops prove is one item of the list.
  const listed = [...new Map(page.items.map((deal) => [deal.product.url, deal.product])).values()];
  const indexed = isIndexedDealsList(page);
  return {
    head: buildHead(
      {
        title: first ? baseTitle : dealsCopy.metaTitlePage(baseTitle, page.number, page.count),
        description,
        path,
        noindex: !indexed,
        // A noindex page has no canonical URL for a BreadcrumbList or CollectionPage to name (as the views).
        jsonLd: indexed
          ? [
              trailJsonLd(trail, path, site.url),
              collectionPage({ name: heading, description, path }, listed, site.url, LIMITS.itemList),
            ]
          : [],
        // The feed exists either way (valid, no entries), so a subscription outlives a day without drops.
        alternates: [{ type: ATOM_TYPE, title: feedTitle, path: dealsFeedPath(category) }],
      },
      site.url,
    ),
    trail,
    heading,
    intro: dealsCopy.intro,
    page,
    rows: page.items.map(dealRow),
    showing: page.total > 0 ? dealsCopy.showing(page.first, page.last, page.total) : null,
    pageHref: (n) => dealsPath(category, n),
    categories: categoryLinks(site, category),
    categoriesLabel: dealsCopy.categoriesLabel,
    listLabel: dealsCopy.listLabel,
    empty:
      page.total > 0
        ? null
        : {
            title: dealsCopy.emptyTitle,
            text: name === null ? dealsCopy.emptyText : dealsCopy.emptyCategoryText(name),
            link:
              name === null || site.deals(null).length === 0
                ? null
                : { label: dealsCopy.emptyAllLink, href: dealsPath(), current: false },
          },
    feed: {
      href: dealsFeedPath(category),
      label: name === null ? dealsCopy.feedLink : dealsCopy.feedLinkCategory(name),
    },
    commission: { text: priceCopy.commission, linkLabel: priceCopy.commissionLink, href: howWeEarnPath() },
  };
}

/**
 * `getStaticPaths` of src/pages/prisfall/[...path].astro: every drop's pages,
 * then each category page's; `path` is what a page adds to /prisfall
 * (undefined for /prisfall itself). The props are the route's params.
 */
export function dealsPagePaths(site: Site) {
  const entry = (category: string | null, page: number) => ({
    params: { path: dealsPath(category, page).slice(dealsPath().length + 1) || undefined },
    props: { category, page } satisfies DealsParams,
  });
  const pagesOf = (category: string | null) => site.dealPages(category).map((page) => entry(category, page.number));
  return [...pagesOf(null), ...site.categoryPageSlugs.flatMap(pagesOf)];
}

/** The Atom feed of /prisfall (`null`) or of a category's drops: its largest drops, at most LIMITS.dealsFeedEntries. */
export function dealsFeed(site: Site, category: string | null): string {
  const name = category === null ? null : categoryName(site, category);
  const deals = site.deals(category).slice(0, LIMITS.dealsFeedEntries);
  const host = new URL(site.url).hostname;
  // What the feed is as of: the prices' day (the history's newest day, so the same data gives the same file).
  const updated = site.pricesAsOf ? swedishMidnight(site.pricesAsOf) : site.builtAt.toISOString();
  const feed: AtomFeed = {
    id: absoluteUrl(dealsPath(category), site.url),
    title: name === null ? dealsCopy.feedTitle : dealsCopy.feedTitleCategory(name),
    subtitle: dealsCopy.feedSubtitle,
    updated,
    author: { name: common.siteName, uri: absoluteUrl(homePath(), site.url) },
    links: [
      { rel: 'self', type: ATOM_TYPE, href: absoluteUrl(dealsFeedPath(category), site.url) },
      { rel: 'alternate', type: 'text/html', href: absoluteUrl(dealsPath(category), site.url) },
    ],
    lang: 'sv',
    entries: deals.map(({ product, offer, reduction }) => {
      const money = (amount: number) => formatPrice(amount, product.currency);
      return {
        // The drop itself: this shop's offer at this price since this day. A new cut is a new entry.
        id: `tag:${host},${reduction.since}:prisfall/${encodeURIComponent(offer.shop)}/${encodeURIComponent(offer.sku)}/${offer.price}`,
        title: dealsCopy.entryTitle(product.name, reduction.percent, offer.shop_name, money(offer.price)),
        updated: swedishMidnight(reduction.since),
        link: absoluteUrl(productPath(product.slug), site.url),
        summary: dealsCopy.entrySummary(
          offer.shop_name,
          money(offer.price),
          formatDate(reduction.since),
          reduction.percent,
          money(reduction.reference),
        ),
      };
    }),
  };
  return atomXml(feed);
}
