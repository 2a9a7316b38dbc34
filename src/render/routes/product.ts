import { common } from '../../copy/common';
import { productFacts } from '../../copy/facts';
import { ad, allProducts, productPage } from '../../copy/pages';
import { priceCopy } from '../../copy/prices';
import { runningCostCopy } from '../../copy/running-cost';
import type { FaqItem } from '../../copy/types';
import type { Product } from '../../dataset/schemas/product';
import { buyingPrice, headlineOffer, type OfferList, offerList } from '../../features/offers/offer-views.build';
import {
  allProductsPath,
  brandPath,
  categoryPath,
  homePath,
  howWeComparePath,
  howWeEarnPath,
} from '../../routing/routes';
import {
  type DerivedRow,
  FACT_GROUPS,
  FACT_KEYS,
  FACTS,
  type FactRow,
  factText,
  type GroupName,
  groupText,
  inSections,
  sourceOf,
} from '../../shared/fact-registry';
import { formatDate, formatPrice } from '../../shared/format';
import { pricePerBottle } from '../../shared/price-per-bottle';
import { saysFrom } from '../../shared/price-with-shipping';
import { formatKronor, formatKwhPrice, tenYearCost, yearlyElectricityCost } from '../../shared/running-cost';
import { markAdLinks } from '../ad-links';
import { faqPage, productLd } from '../jsonld';
import { type PriceChart, priceChart } from '../price-chart';
import { buildHead, productTitle } from '../seo';
import type { Site } from '../site';
import { fillText, productTexts, type TemplateValues } from '../templates';
import { present, type TrailRouteData, trailFromHome, trailJsonLd } from './route';

/** The values of the product text templates: the feed's, or neutral words where it has none. */
export function templateValues(product: Product): TemplateValues {
  return {
    name: product.name,
    category: product.category ?? productPage.categoryFallback,
    brand: product.brand ?? productPage.brandFallback,
  };
}

/** One row of the product information list; a brand row links to its brand page. */
export interface ProductFact {
  readonly label: string;
  readonly value: string;
  readonly href?: string;
}

/** A row the page derives from a fact and shows right after it (src/shared/fact-registry.ts `DerivedRow`). */
function derivedRows(row: DerivedRow, product: Product): ProductFact[] {
  switch (row) {
    case 'pricePerBottle': {
      const perBottle = pricePerBottle(buyingPrice(product), product.capacity);
      return perBottle === null
        ? []
        : [
            {
              label: productFacts.pricePerBottleLabel,
              value: productFacts.pricePerBottle(formatPrice(perBottle, product.currency)),
            },
          ];
    }
    case 'runningCost':
      return runningCostRows(product);
  }
}

/**
 * The facts read from the feed text (issue 12, 21) as rows of the
 * information list, from the fact registry in the order of its sections:
 * each fact's row and the rows derived from it (what each bottle slot
 * costs, the running cost), a group (the outer size, the niche) as one row
 * where its rule says so; a fact the feed does not state has no row.
 */
export function factRows(product: Product): ProductFact[] {
  const rows: ProductFact[] = [];
  /** Per group met so far: whether it showed as one row (its members then show none of their own). */
  const asOne = new Map<GroupName, boolean>();
  for (const key of inSections(FACT_KEYS)) {
    const fact: FactRow = FACTS[key];
    const group = fact.group;
    if (group !== undefined && FACT_GROUPS[group].page) {
      if (!asOne.has(group)) {
        const text = groupText(product, group);
        asOne.set(group, text !== null);
        if (text !== null) rows.push({ label: FACT_GROUPS[group].label, value: text });
      }
      if (asOne.get(group)) continue;
    }
    if (fact.page === null) continue;
    const text = factText(key, product[key], sourceOf(product, key));
    if (text !== null) rows.push({ label: fact.label, value: text });
    if (fact.page.followedBy !== undefined) rows.push(...derivedRows(fact.page.followedBy, product));
  }
  return rows;
}

/**
 * What the energy use costs (issue 21 §3), beside it in the facts: the
 * electricity a year and the headline price (with its shipping when known)
 * plus ten years of it; no rows without a stated energy use.
 */
export function runningCostRows(product: Product): ProductFact[] {
  const yearly = yearlyElectricityCost(product.energy_kwh_year);
  const tenYears = tenYearCost(buyingPrice(product), product.energy_kwh_year);
  if (yearly === null || tenYears === null) return [];
  return [
    { label: runningCostCopy.yearlyLabel, value: runningCostCopy.perYear(formatKronor(yearly)) },
    { label: runningCostCopy.tenYearsLabel, value: runningCostCopy.tenYears(formatKronor(tenYears)) },
  ];
}

/** The note under the facts where a running cost is shown: the price used, its source and period, and where the method is explained. */
export interface RunningCostNote {
  readonly text: string;
  readonly linkLabel: string;
  readonly href: string;
}

export function runningCostNote(product: Product): RunningCostNote | null {
  if (yearlyElectricityCost(product.energy_kwh_year) === null) return null;
  return {
    text: runningCostCopy.note(formatKwhPrice()),
    linkLabel: runningCostCopy.noteLink,
    href: `${howWeComparePath()}#${runningCostCopy.sectionId}`,
  };
}

export interface ProductParams {
  /** A product's page slug. */
  readonly slug: string;
}

/** What the page says about the price beyond the price itself (issue 13). */
export interface ProductPrices {
  /** "Lägsta pris senaste 30 dagarna: 1 299 kr", or null without price history. */
  readonly lowest30: string | null;
  /** The step chart of the last 180 days with its title and text alternative, or null without history. */
  readonly chart:
    | (PriceChart & {
        readonly title: string;
        readonly description: string;
        readonly lowLabel: string;
        /** "I dag 1 299 kr" at the last point, "Lägst 12 november 2026" below the lowest (issue 35 §8). */
        readonly todayLabel: string;
        readonly lowestLabel: string | null;
        /**
         * The axes as text beside the drawing (issue 22): highest and lowest
         * price, first and last day, so they stay readable at any width.
         */
        readonly axis: { readonly max: string; readonly min: string; readonly from: string; readonly to: string };
        /** What the lines are, where there is a line per shop; null for one line. */
        readonly legend: {
          readonly lowest: string;
          readonly shops: readonly { readonly label: string; readonly style: number }[];
          readonly leftOut: string | null;
        } | null;
      })
    | null;
  /** "Priser uppdaterade 23 november 2026", from the data, or null without a date. */
  readonly updated: string | null;
}

/** The day `days` before an ISO day (YYYY-MM-DD), in UTC like the history's days. */
function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/**
 * The highest price of a history ([day, price] from that day on) from `since`
 * on, or null when the history does not reach back to `since` (its price
 * then is unknown).
 */
export function highestSince(history: readonly (readonly [string, number])[], since: string): number | null {
  let atStart: number | null = null;
  let highest = Number.NEGATIVE_INFINITY;
  for (const [day, amount] of history) {
    if (day <= since) atStart = amount;
    else highest = Math.max(highest, amount);
  }
  return atStart === null ? null : Math.max(atStart, highest);
}

/**
 * What the product page says when the feed claims a sale the price history
 * does not prove (issue 22): the shop whose row calls a higher price its
 * ordinary one (the first offer, whose row gives `regular_price`), and
 * whether that price applied in the last 30 days. Null when there is no
 * such claim or the reduction is proven (the struck price says it then).
 */
export function unprovenSale(product: Product, pricesAsOf: string | null): string | null {
  if (product.regular_price === null || product.price_reduction !== null) return null;
  const offer = headlineOffer(product);
  const regular = formatPrice(product.regular_price, product.currency);
  // A product's only offer keeps its history in the product's own (see the schema).
  const history = product.offers.length === 1 ? product.price_history : offer.price_history;
  const highest = pricesAsOf === null ? null : highestSince(history, daysBefore(pricesAsOf, 30));
  return highest !== null && highest < product.regular_price
    ? priceCopy.unprovenSale(offer.shop_name, regular)
    : priceCopy.unprovenSaleUnknown(offer.shop_name, regular);
}

/** The price history block of a product page. */
export function productPrices(product: Product, pricesAsOf: string | null): ProductPrices {
  const updated = pricesAsOf ? priceCopy.updated(formatDate(pricesAsOf)) : null;
  if (product.lowest_price_30d === null || !pricesAsOf) return { lowest30: null, chart: null, updated };
  const price = (amount: number) => formatPrice(amount, product.currency);
  const changes = (points: readonly (readonly [string, number])[]) =>
    points.map(([date, amount]) => ({ date, price: amount }));
  // A line per shop where several shops sell it and their own history says something (issue 20).
  const shops =
    product.offers.length > 1
      ? product.offers
          .filter((offer) => offer.price_history.length > 0)
          .map((offer) => ({ label: offer.shop_name, changes: changes(offer.price_history) }))
      : [];
  const chart = priceChart(changes(product.price_history), pricesAsOf, product.lowest_price_30d, shops);
  const lowest30 = priceCopy.lowest30(price(product.lowest_price_30d));
  if (chart === null) return { lowest30, chart: null, updated };
  // Each formatted once: the axes, the labels and the text alternative state the same prices and days, and
  // Intl formatting of them on every one of 10,000 product pages is a measurable part of the build.
  const max = price(chart.max);
  const min = price(chart.min);
  const from = formatDate(chart.from);
  const to = formatDate(chart.to);
  const lowestOn = chart.lowest && formatDate(chart.lowest.date);
  return {
    lowest30,
    chart: {
      ...chart,
      title: priceCopy.chartTitle,
      lowLabel: priceCopy.chartLowLabel,
      todayLabel: priceCopy.chartToday(price(chart.today.price), chart.lines.length > 0),
      lowestLabel: lowestOn === null ? null : priceCopy.chartLowest(lowestOn),
      axis: { max, min, from, to },
      legend:
        chart.lines.length === 0
          ? null
          : {
              lowest: priceCopy.chartLowestLine,
              shops: chart.lines.map((line) => ({ label: line.label, style: line.style })),
              leftOut: chart.linesLeftOut > 0 ? priceCopy.chartLinesLeftOut(chart.linesLeftOut) : null,
            },
      description: priceCopy.chartDescription({
        from,
        to,
        max,
        min,
        minOn: chart.lowest?.price === chart.min ? lowestOn : null,
        current: price(product.price),
        lowest30: price(product.lowest_price_30d),
        shops: chart.lines.map((line) => line.label),
      }),
    },
    updated,
  };
}

export interface ProductRoute extends TrailRouteData {
  readonly product: Product;
  readonly related: readonly Product[];
  /** The category page, when the product's category has one. */
  readonly category: { readonly label: string; readonly href: string } | null;
  /** The back button goes here when the visitor did not come from this site. */
  readonly backHref: string;
  readonly allCoolersHref: string;
  readonly facts: readonly ProductFact[];
  /** Under the facts when the bottle count is known: it assumes Bordeaux bottles. */
  readonly capacityNote: string | null;
  /** Under the facts when a running cost is shown: how it was estimated (issue 21 §3). */
  readonly runningCostNote: RunningCostNote | null;
  /** The offer the price at the top names and its button goes to: the table's first row (issue 35). */
  readonly top: {
    /** "från" before the price when several shops sell it and none asks less. */
    readonly from: boolean;
    /** "hos Vinkylexperten". */
    readonly atShop: string;
    /** "Ej i lager just nu …" when no shop has it: the price is one to order at; else null. */
    readonly notInStock: string | null;
    readonly delivery: string;
    /** " · Fri frakt", " · Frakt 499 kr" or " · Frakt enligt butiken" after the delivery time. */
    readonly shipping: string;
    readonly href: string;
    /** "Till Vinkylexperten". */
    readonly button: string;
  };
  /** "Lägsta priset på 90 dagar" where the headline offer's history proves it (issue 38 §2), else null. */
  readonly lowest90: string | null;
  /** The feed's sale claim the history does not prove, said plainly (issue 22); null without one. */
  readonly unprovenSale: string | null;
  /** "Jämför priser i 3 butiker", linking to the table; null with one shop. */
  readonly offersLink: string | null;
  readonly offersTitle: string;
  readonly offers: OfferList;
  /** "Visa 4 butiker till": the disclosure of the offers after the first ones. */
  readonly moreOffers: string;
  /** How many offers are counted but not listed (issue 35 §6), or null. */
  readonly unlistedOffers: string | null;
  /** The template texts: about section (HTML) and FAQ. */
  readonly about: string;
  readonly faq: readonly FaqItem[];
  readonly aboutTitle: string;
  readonly compareTitle: string;
  /** Shown in place of a missing product image. */
  readonly noImage: string;
  /** 30-day low, price chart and when prices were updated. */
  readonly prices: ProductPrices;
  /** The feed's description (sanitised HTML) with an "Annons" mark after each retailer link. */
  readonly description: string;
  /** Beside the retailer button: the site may earn commission; links to how it earns money. */
  readonly commission: { readonly text: string; readonly linkLabel: string; readonly href: string };
  readonly text: typeof productPage;
}

export function productRoute(site: Site, { slug }: ProductParams): ProductRoute {
  const product = site.productBySlug.get(slug);
  if (product === undefined) throw new RangeError(`no product ${slug}`);
  const links = site.productLinks(product);
  const { url, builtAt: buildDate, pricesAsOf } = site;
  const values = templateValues(product);
  const texts = productTexts(product.category_slug, values, product);
  const category =
    links.categoryHref && product.category ? { label: product.category, href: links.categoryHref } : null;
  const trail = trailFromHome([category ?? { label: allProducts.listTitle, href: allProductsPath() }], product.name);
  const top = headlineOffer(product);
  const offers = offerList(product, site.shopBySlug);
  const facts: (ProductFact | null)[] = [
    product.brand && product.brand_slug
      ? { label: productPage.brandLabel, value: product.brand, href: brandPath(product.brand_slug) }
      : null,
    product.color ? { label: productPage.colorLabel, value: product.color } : null,
    product.model ? { label: productPage.modelLabel, value: product.model } : null,
    product.ean ? { label: productPage.eanLabel, value: product.ean } : null,
    ...factRows(product),
  ];
  return {
    head: buildHead(
      {
        title: productTitle(product),
        description: product.short_description || productPage.metaDescriptionFallback(product.name),
        path: product.url,
        image: product.image_url,
        type: 'product',
        keywords: [product.name, product.brand, product.category].filter((k): k is string => Boolean(k)),
        // Offers are valid 30 days from the build (spec §9).
        jsonLd: present([trailJsonLd(trail, product.url, url), productLd(product, url, buildDate), faqPage(texts.faq)]),
      },
      url,
    ),
    trail,
    product,
    related: links.related,
    category,
    backHref: links.categoryHref ?? homePath(),
    allCoolersHref: categoryPath('vinkyl'),
    facts: present(facts),
    capacityNote: product.capacity === null ? null : productFacts.capacityNote,
    runningCostNote: runningCostNote(product),
    top: {
      from: saysFrom(product),
      atShop: productPage.atShop(top.shop_name),
      notInStock: top.in_stock ? null : productPage.notInStock,
      delivery: top.delivery_time,
      shipping:
        top.shipping_price === null
          ? productPage.shippingUnknown
          : productPage.shipping(top.shipping_price === 0 ? null : formatPrice(top.shipping_price, product.currency)),
      href: top.tracking_url,
      button: productPage.toShop(top.shop_name),
    },
    lowest90: product.lowest_in_90_days ? common.lowest90Days : null,
    unprovenSale: unprovenSale(product, pricesAsOf),
    offersLink: product.offer_count > 1 ? productPage.compareOffersLink(product.offer_count) : null,
    offersTitle: productPage.offersTitle(product.offer_count),
    offers,
    moreOffers: productPage.moreOffers(offers.more.length),
    unlistedOffers: offers.unlisted > 0 ? productPage.unlistedOffers(offers.unlisted) : null,
    about: texts.about,
    faq: texts.faq,
    aboutTitle: fillText(productPage.aboutTitle, values),
    compareTitle: fillText(productPage.compareCtaTitle, values),
    noImage: common.imageMissing,
    prices: productPrices(product, pricesAsOf),
    description: markAdLinks(product.description, ad.label),
    commission: { text: priceCopy.commission, linkLabel: priceCopy.commissionLink, href: howWeEarnPath() },
    text: productPage,
  };
}
