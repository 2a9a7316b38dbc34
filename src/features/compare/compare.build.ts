/**
 * The compare page's data at build time (issue 14): every product as the
 * compare table shows it (src/features/compare/compare-data.browser.ts format), formatted the
 * Swedish way here so the page's script formats nothing, spread over shard
 * files by a stable hash of the SKU. Computed once per catalogue array and
 * shared by every shard file and the page.
 */
import { createHash } from 'node:crypto';
import { common } from '../../copy/common';
import { compare } from '../../copy/compare';
import { productFacts } from '../../copy/facts';
import { card as cardCopy } from '../../copy/listing';
import { productPage } from '../../copy/pages';
import { runningCostCopy } from '../../copy/running-cost';
import type { Product } from '../../dataset/schemas/product';
import { createLookup } from '../../routing/lookup';
import { buildLookupTable } from '../../routing/lookup-table';
import { compareDataFolder } from '../../routing/routes';
import { installationText, nicheText } from '../../shared/fact-text';
import { formatDecimal, formatPrice } from '../../shared/format';
import { pricePerBottle } from '../../shared/price-per-bottle';
import { saysFrom } from '../../shared/price-with-shipping';
import { formatKronor, tenYearCost, yearlyElectricityCost } from '../../shared/running-cost';
import { buyingPrice, headlineOffer } from '../offers/offer-views.build';
import {
  aliasKey,
  COMPARE_FORMAT,
  COMPARE_ROWS,
  type CompareEntry,
  type CompareRowKey,
  type CompareShardFile,
  type CompareTuple,
  compareTuple,
  LOWEST_IS_BEST,
  shardCount,
  shardOf,
} from './compare-data.browser';

const centimetres = (value: number | null): string | null =>
  value === null ? null : productFacts.centimetres(formatDecimal(value));

/**
 * The total of the product's first offer, the one its price is (issue 35):
 * "6 789 kr hos Butik, varav frakt 199 kr"; "… , frakt enligt butiken" when
 * that shop does not state its shipping (never counted as free).
 */
function totalText(product: Product, price: (amount: number) => string): string {
  const offer = headlineOffer(product);
  if (offer.total_price === null || offer.shipping_price === null)
    return compare.totalUnknownShipping(price(offer.price), offer.shop_name);
  return compare.total(
    price(offer.total_price),
    offer.shop_name,
    offer.shipping_price === 0 ? compare.freeShipping : compare.shippingIncluded(price(offer.shipping_price)),
  );
}

/** The formatted value of every row of the table; null where the product does not state it. */
export function compareValues(product: Product): Record<CompareRowKey, string | null> {
  const price = (amount: number): string => formatPrice(amount, product.currency);
  const perBottle = pricePerBottle(buyingPrice(product), product.capacity);
  const headline = price(product.price);
  const shown = saysFrom(product) ? `${cardCopy.priceFrom} ${headline}` : headline;
  const yearly = yearlyElectricityCost(product.energy_kwh_year);
  const tenYears = tenYearCost(buyingPrice(product), product.energy_kwh_year);
  return {
    price: product.price_reduction ? `${shown} (${common.reductionBadge(product.price_reduction.percent)})` : shown,
    lowestTotal: totalText(product, price),
    shops: cardCopy.shopCount(product.offer_count),
    perBottle: perBottle === null ? null : productFacts.pricePerBottle(price(perBottle)),
    lowest30: product.lowest_price_30d === null ? null : price(product.lowest_price_30d),
    capacity: product.capacity === null ? null : String(product.capacity),
    zones: product.temperature_zones === null ? null : String(product.temperature_zones),
    installation: installationText(product),
    width: centimetres(product.width_cm),
    height: centimetres(product.height_cm),
    depth: centimetres(product.depth_cm),
    niche: nicheText(product),
    noise: product.noise_db === null ? null : productFacts.decibels(formatDecimal(product.noise_db)),
    energy: product.energy_class,
    runningCost: yearly === null ? null : runningCostCopy.perYear(formatKronor(yearly)),
    tenYearCost: tenYears === null ? null : runningCostCopy.tenYears(formatKronor(tenYears)),
    stock: product.in_stock ? common.inStock : common.backorder,
    delivery: product.delivery_time,
  };
}

/**
 * The numbers behind the rows of LOWEST_IS_BEST, rounded as their values
 * show them, so two values that read alike never get different marks.
 * Money only in kronor: a price in another currency is not comparable by
 * its number, so it takes no part in "Lägst".
 */
export function compareNumbers(product: Product): Record<(typeof LOWEST_IS_BEST)[number], number | null> {
  const kronor = (amount: number | null): number | null => (product.currency === 'SEK' ? amount : null);
  return {
    price: kronor(product.price),
    lowestTotal: kronor(headlineOffer(product).total_price),
    perBottle: kronor(pricePerBottle(buyingPrice(product), product.capacity)),
    noise: product.noise_db === null ? null : Math.round(product.noise_db * 10) / 10,
    runningCost: kronor(yearlyElectricityCost(product.energy_kwh_year)),
    tenYearCost: kronor(tenYearCost(buyingPrice(product), product.energy_kwh_year)),
  };
}

export function compareEntry(product: Product): CompareEntry {
  const values = compareValues(product);
  const numbers = compareNumbers(product);
  // The link goes to the offer the price and the total name.
  const offer = headlineOffer(product);
  return {
    sku: product.sku,
    name: product.name,
    url: product.url,
    image: product.image_url,
    brand: product.brand,
    link: offer.tracking_url,
    linkLabel: productPage.toShop(offer.shop_name),
    values: COMPARE_ROWS.map((key) => values[key]),
    numbers: LOWEST_IS_BEST.map((key) => numbers[key]),
  };
}

/** The compare data of a catalogue: its shard files and the version that names their folder. */
export interface CompareData {
  /** First 12 hex digits of the SHA-256 of every shard: a build with other data gets another folder. */
  readonly version: string;
  readonly folder: string;
  readonly shards: readonly CompareShardFile[];
}

/**
 * The aliases of a catalogue (issue 35 §6): every SKU and slug its products'
 * offers had as products of their own, and each product's slug, to the SKU
 * of the product the routing function's table (src/routing/lookup-table.ts)
 * gives it by its slug and SKU steps (`productByKey`: constant time a key,
 * where the name search would scan every name for every key). Keys that are
 * a product's own SKU need no alias.
 */
export function compareAliases(catalogue: readonly Product[]): Map<string, string> {
  const lookup = createLookup(buildLookupTable({ products: catalogue, excludedProducts: [], brands: [] }));
  const skuOfSlug = new Map(catalogue.map((product) => [product.slug, product.sku]));
  const ownSkus = new Set(catalogue.map((product) => aliasKey(product.sku)));
  const aliases = new Map<string, string>();
  for (const product of catalogue) {
    for (const key of [product.slug, ...product.offers.flatMap((offer) => [offer.sku, offer.slug])]) {
      const alias = aliasKey(key);
      if (ownSkus.has(alias) || aliases.has(alias)) continue;
      const answer = lookup.productByKey(key);
      const sku = answer.kind === 'product' ? skuOfSlug.get(answer.slug) : undefined;
      if (sku !== undefined) aliases.set(alias, sku);
    }
  }
  return aliases;
}

/** Pure: the site model (./site.ts) computes it once per build. */
export function compareData(catalogue: readonly Product[]): CompareData {
  const count = shardCount(catalogue.length);
  const buckets: CompareTuple[][] = Array.from({ length: count }, () => []);
  for (const product of catalogue) {
    buckets[shardOf(product.sku, count)]?.push(compareTuple(compareEntry(product)));
  }
  const aliasBuckets: [string, string][][] = Array.from({ length: count }, () => []);
  for (const [key, sku] of compareAliases(catalogue)) aliasBuckets[shardOf(key, count)]?.push([key, sku]);
  const shards = buckets.map((p, i): CompareShardFile => ({ v: COMPARE_FORMAT, p, a: aliasBuckets[i] ?? [] }));
  const version = createHash('sha256').update(JSON.stringify(shards)).digest('hex').slice(0, 12);
  return { version, folder: compareDataFolder(version), shards };
}
