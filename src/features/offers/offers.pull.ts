import type { Offer, Product } from '../../dataset/schemas/product';
import { claimsSilence } from '../../pull/facts';
import type { ProductDraft } from '../../pull/normalise';
import type { PriceChange } from '../../pull/price-claims';
import { lowNote } from '../../pull/price-low';
import { offerKey, productPriceFields } from '../../pull/product-prices';
import { FACT_KEYS, FACTS, type FactKey, type SourceKey } from '../../shared/fact-registry';
import { priceWithShipping } from '../../shared/price-with-shipping';
import { type MatchResult, matchOffers } from './offer-matching.pull';

/**
 * One product from the offers of its shops (issue 20). The rows the
 * matcher put together (src/features/offers/offer-matching.pull.ts) become one product: its name,
 * slug, description and category come from its first offer in feed order
 * (so a product keeps its page while shops come and go), its facts from
 * every offer, and its offers are ordered as the product page lists them,
 * the first giving the product's price (compareOffers).
 */

/** A feed row with its shop: one offer before matching. */
export type OfferDraft = ProductDraft & {
  /** Its host key (src/features/offers/shop.pull.ts shopOf), or null: the offer's identity with its SKU. */
  readonly shop: string | null;
  /** Its shop's slug in the shops table, or null when the table does not know it (issue 36). */
  readonly shop_slug: string | null;
  /** Its shop's name: the table's, else one made from the host. */
  readonly shop_name: string;
};

/**
 * The fields of a product that come from its offers; the pipeline settles
 * the slug (here the first offer's), and adds the URL, category and brand,
 * and, knowing the category, what its name states of the facts and their sources.
 */
export type MergedProduct = Omit<Product, 'url' | 'category_slug' | 'brand_slug' | SourceKey> & {
  readonly raw_brand: string | null;
  readonly raw_category: string | null;
  /** The rows merged into this product after its first, for the report. */
  readonly merged_rows: readonly number[];
};

/** Decimals a number is stated with: 59.5 says more than 60. */
function decimals(value: unknown): number {
  if (typeof value !== 'number' || Number.isInteger(value)) return 0;
  return String(value).split('.')[1]?.length ?? 0;
}

/** The offer whose text the product page shows beside the facts, and what that text claims beyond the facts. */
interface Shown {
  readonly offer: OfferDraft;
  /** It says the product makes no sound ("helt ljudlös", "0 dB"): no noise level may stand beside it. */
  readonly silent: boolean;
}

/**
 * One fact from every offer that states it, by its row's merge rule
 * (src/shared/fact-registry.ts `Merge`). The page shows one offer's
 * description beside the facts (issue 35 §5: the facts never contradict
 * it), so where that text states the fact its value is used; elsewhere the
 * most specific value (the most decimals), the first offer's among equals.
 * A fact merged 'shown-unless-silent' (a level of noise) beside a shown text
 * that claims silence is left out. Offers that disagree are reported, never
 * averaged.
 */
function mergeFact<K extends FactKey>(
  fact: K,
  offers: readonly OfferDraft[],
  shown: Shown,
  warn: (message: string) => void,
): ProductDraft[K] {
  const stated = offers.filter((offer) => offer[fact] !== null);
  const [first] = stated;
  if (!first) return null as ProductDraft[K];
  const listed = stated.map((offer) => `${String(offer[fact])} in row id=${offer.source_row}`).join(', ');
  if (FACTS[fact].merge === 'shown-unless-silent' && shown.silent) {
    warn(
      `${fact} is left out: the description shown (row id=${shown.offer.source_row}) says the product is silent, and its offers state a level (${listed})`,
    );
    return null as ProductDraft[K];
  }
  let best = first;
  for (const offer of stated) if (decimals(offer[fact]) > decimals(best[fact])) best = offer;
  if (shown.offer[fact] !== null) best = shown.offer;
  const values = new Set(stated.map((offer) => offer[fact]));
  if (values.size > 1) {
    const whose = best === shown.offer ? ' (the description shown states it)' : '';
    warn(`${fact} is stated differently by its offers (${listed}); ${String(best[fact])} is used${whose}`);
  }
  return best[fact];
}

/**
 * Offers in the order the product page lists them (issue 35), the first
 * being the product's price everywhere (headline, cards, sorting, filters,
 * compare, JSON-LD): in stock first; then offers whose total with shipping
 * is known, the lowest total first; then offers whose shipping the feed
 * does not state, the lowest price first. An unknown shipping is never
 * counted as free: such an offer never ranks ahead on a total it does not
 * have.
 */
export function compareOffers(a: Offer, b: Offer): number {
  if (a.in_stock !== b.in_stock) return a.in_stock ? -1 : 1;
  if ((a.total_price === null) !== (b.total_price === null)) return a.total_price === null ? 1 : -1;
  const totals = (a.total_price ?? a.price) - (b.total_price ?? b.price);
  return totals || a.price - b.price || a.shop_name.localeCompare(b.shop_name, 'sv-SE') || a.source_row - b.source_row;
}

/** The lowest price across offers per day, as chart points [day, price] (each list is a step function). */
export function lowestPerDay(histories: readonly (readonly (readonly [string, number])[])[]): [string, number][] {
  const days = [...new Set(histories.flatMap((points) => points.map(([day]) => day)))].sort();
  const at = histories.map(() => -1);
  const points: [string, number][] = [];
  for (const day of days) {
    let lowest = Number.POSITIVE_INFINITY;
    histories.forEach((list, i) => {
      let index = at[i] ?? -1;
      while (index + 1 < list.length && (list[index + 1]?.[0] ?? '') <= day) index += 1;
      at[i] = index;
      const price = list[index]?.[1];
      if (price !== undefined && price < lowest) lowest = price;
    });
    if (lowest !== Number.POSITIVE_INFINITY && points.at(-1)?.[1] !== lowest) points.push([day, lowest]);
  }
  return points;
}

export interface OfferInput {
  readonly drafts: readonly OfferDraft[];
  /** Price changes per offer key (src/pull/product-prices.ts historyByOffer). */
  readonly history: ReadonlyMap<string, PriceChange[]>;
  /**
   * Per offer key, the feed row whose history the database records: the
   * recorder keeps one state per shop and SKU (the cheapest row, then the
   * first by id: supabase/migrations/…_price_history_per_offer.sql), so a
   * history belongs to that row's offer only, never to another row that
   * happens to share the key.
   */
  readonly recordedRow: ReadonlyMap<string, number>;
  /** The day prices are as of, or null without history. */
  readonly asOf: string | null;
}

/** A feed row as the database's price recorder reads it. */
export interface RecorderRow {
  readonly id: number;
  /** The recorder's shop key (private.feed_shop, src/features/offers/shop.pull.ts shopOf), or null. */
  readonly shop: string | null;
  readonly sku: string | null;
  readonly name: string | null;
  readonly price: number | null;
}

/**
 * The row the database's recorder keeps per offer key (shop and SKU): among
 * rows with a SKU, a name and a price it can read, the cheapest, the first
 * by id among equals (as private.record_price_history selects them, and as
 * the matcher keeps the cheaper of one shop's duplicate rows).
 */
export function recordedRows(rows: readonly RecorderRow[]): Map<string, number> {
  const recorded = new Map<string, { id: number; price: number }>();
  for (const row of rows) {
    if (row.sku === null || row.name === null || row.price === null || row.price > 1_000_000) continue;
    const key = offerKey(row.shop, row.sku);
    const held = recorded.get(key);
    if (!held || row.price < held.price || (row.price === held.price && row.id < held.id))
      recorded.set(key, { id: row.id, price: row.price });
  }
  return new Map([...recorded].map(([key, { id }]) => [key, id]));
}

export interface OfferOutput {
  readonly products: MergedProduct[];
  readonly match: MatchResult;
  /** Lines for the report, each naming the product or row. */
  readonly warnings: string[];
}

export function productsFromOffers({ drafts, history, recordedRow, asOf }: OfferInput): OfferOutput {
  /** The history of an offer: its shop and SKU's, when the database recorded this row of them. */
  const historyOf = (draft: OfferDraft) => {
    const key = offerKey(draft.shop, draft.sku);
    return recordedRow.get(key) === draft.source_row ? history.get(key) : undefined;
  };
  const match = matchOffers(
    drafts.map((draft) => ({
      row: draft.source_row,
      shop: draft.shop ?? `row-${draft.source_row}`,
      sku: draft.sku,
      name: draft.name,
      brand: draft.raw_brand,
      ean: draft.ean,
      article: draft.model,
      color: draft.color,
      price: draft.price,
      capacity: draft.capacity,
      zones: draft.temperature_zones,
      installation: draft.installation,
    })),
  );
  const warnings = [...match.warnings];
  const products = match.products.map((indexes) => {
    const members = indexes.map((i) => drafts[i] as OfferDraft);
    const kept = indexes.filter((i) => !match.duplicates.has(i)).map((i) => drafts[i] as OfferDraft);
    const [first = members[0] as OfferDraft] = kept;
    const describe = `product ${JSON.stringify(first.name)} (rows ${members.map((m) => `id=${m.source_row}`).join(', ')})`;
    // Each offer's claims and chart points from its own history, once.
    const fields = kept.map((draft) => productPriceFields(historyOf(draft), draft.price, asOf));
    const offers = kept
      .map((draft, i): Offer => {
        const claims = fields[i] ?? productPriceFields(undefined, draft.price, asOf);
        return {
          sku: draft.sku,
          shop: draft.shop ?? `row-${draft.source_row}`,
          shop_slug: draft.shop_slug,
          shop_name: draft.shop_name,
          name: draft.name,
          slug: draft.slug,
          price: draft.price,
          shipping_price: draft.shipping_price,
          total_price: draft.shipping_price === null ? null : priceWithShipping(draft.price, draft.shipping_price),
          in_stock: draft.in_stock,
          delivery_time: draft.delivery_time,
          tracking_url: draft.tracking_product_url,
          product_url: draft.product_url,
          lowest_price_30d: claims.lowest_price_30d,
          price_reduction: claims.price_reduction,
          // A shop's own line in the chart, where several shops sell the product; a single offer's is the product's.
          price_history: kept.length > 1 ? claims.price_history : [],
          source_row: draft.source_row,
        };
      })
      .sort(compareOffers);
    // The product's price is its first offer's, wherever it is shown (issue 35).
    const best = offers[0] as Offer;
    const bestDraft = kept.find((draft) => draft.source_row === best.source_row) ?? first;
    const totals = offers.flatMap((offer) => (offer.total_price === null ? [] : [offer.total_price]));
    const histories = kept.map((draft, i) => {
      const points = fields[i]?.price_history ?? [];
      // An offer without history still counts with today's price.
      return points.length > 0 ? points : asOf ? [[asOf, draft.price] as [string, number]] : [];
    });
    const anyHistory = kept.some((draft) => (historyOf(draft)?.length ?? 0) > 0);
    // One offer: its own chart, point for point; several: the lowest of them each day.
    const chart = !anyHistory ? [] : histories.length === 1 ? (histories[0] ?? []) : lowestPerDay(histories);
    const firstStated = <K extends 'image_url' | 'ean' | 'model' | 'color'>(key: K) =>
      kept.find((draft) => draft[key])?.[key] ?? first[key];
    // The first offer's description, or the first offer's in feed order that has one.
    const described = kept.find((draft) => draft.description) ?? first;
    // Read only where a level could stand beside it: most products state no noise level in any offer.
    const silenced = FACT_KEYS.filter((fact) => FACTS[fact].merge === 'shown-unless-silent');
    const shown: Shown = {
      offer: described,
      silent:
        kept.some((draft) => silenced.some((fact) => draft[fact] !== null)) &&
        claimsSilence(first.name, described.description),
    };
    const facts = Object.fromEntries(
      FACT_KEYS.map((fact) => [
        fact,
        mergeFact(fact, kept, shown, (message) => warnings.push(`${describe}: ${message}`)),
      ]),
    ) as Pick<ProductDraft, FactKey>;
    const inStock = offers.some((offer) => offer.in_stock);
    const product: MergedProduct = {
      id: first.sku,
      name: first.name,
      slug: first.slug,
      price: best.price,
      regular_price: bestDraft.regular_price,
      currency: first.currency,
      description: described.description,
      short_description: described.short_description,
      image_url: firstStated('image_url'),
      brand: first.brand,
      category: first.category,
      raw_brand: first.raw_brand,
      raw_category: first.raw_category,
      subcategory: null,
      sku: first.sku,
      ean: firstStated('ean'),
      model: firstStated('model'),
      in_stock: inStock,
      in_stock_qty: inStock ? 10 : 0,
      shipping_price: best.shipping_price,
      delivery_time: best.delivery_time,
      product_url: best.product_url,
      tracking_product_url: best.tracking_url,
      color: firstStated('color'),
      ...facts,
      // The lowest price observed in 30 days across shops: an offer without history counts with today's price.
      lowest_price_30d: anyHistory ? Math.min(...offers.map((offer) => offer.lowest_price_30d ?? offer.price)) : null,
      price_reduction: best.price_reduction,
      lowest_in_90_days: lowNote(historyOf(bestDraft), best.total_price, asOf).holds,
      price_history: chart,
      source_row: first.source_row,
      offers,
      lowest_price: Math.min(...offers.map((offer) => offer.price)),
      lowest_total_price: totals.length > 0 ? Math.min(...totals) : null,
      offer_count: offers.length,
      merged_rows: members.slice(1).map((member) => member.source_row),
    };
    return product;
  });
  return { products, match, warnings };
}
