import { feedRowSchema } from '../dataset/schemas/feed-row';
import { type Post, postRowSchema, postSchema } from '../dataset/schemas/post';
import { type PriceHistoryRow, priceHistoryRowSchema } from '../dataset/schemas/price-history';
import type { Prices } from '../dataset/schemas/prices';
import { type ExcludedProduct, excludedProductSchema, type Product, productSchema } from '../dataset/schemas/product';
import type { PullReport, TableReport } from '../dataset/schemas/report';
import { type Shop, type ShopRow, shopRowSchema, shopSchema } from '../dataset/schemas/shop';
import { type Brand, brandSchema, type Category, categorySchema } from '../dataset/schemas/taxonomy';
import {
  type MergedProduct,
  type OfferDraft,
  productsFromOffers,
  type RecorderRow,
  recordedRows,
} from '../features/offers/offers.pull';
import {
  NO_SHOPS,
  type ShopDirectory,
  shopColumnKey,
  shopDirectory,
  shopNameOf,
  shopOf,
  shopOfOffer,
} from '../features/offers/shop.pull';
import {
  allCoolersPath,
  productPath,
  RESERVED_PRODUCT_SLUGS,
  RESERVED_SUFFIX,
  RESERVED_TOP_LEVEL_SLUGS,
} from '../routing/routes';
import { settleFacts } from '../shared/fact-registry';
import { formatSchemaError, type SchemaErrorLike } from '../shared/schema-errors';
import { MAX_SKU_LENGTH, skuKey } from '../shared/sku';
import { capSlug, slugify } from '../shared/slug';
import {
  brandDisplayName,
  categoryDisplayName,
  cleanName,
  compareSwedish,
  isExcludedCategory,
  KNOWN_CATEGORY_SLUGS,
} from '../shared/taxonomy';
import { forgetReadDescriptions } from './facts';
import { swedishToday } from './history-window';
import { describeFeedRow, EXCLUDED_PRODUCT_NAMES, normaliseFeedRow, type ProductSkipReason, quoted } from './normalise';
import { describePostRow, normalisePostRow, type PostSkipReason } from './normalise-post';
import { parsePrice } from './price';
import { historyAsOf, historyByOffer, historyRowKey } from './product-prices';
import { MAX_PRICE_TEXT } from './row-limits';
import { RowTimer } from './row-timer';

/**
 * The whole data pipeline as one pure function: raw table rows in, the
 * typed data files and the build report out. Sources (sample files,
 * Supabase, synthetic) only fetch rows; everything the spec says about the
 * data happens here, so every source gives the same output for the same rows.
 */

export interface PipelineInput {
  readonly feedRows: readonly unknown[];
  readonly postRows: readonly unknown[];
  /** Rows of public.price_history (the sources' window); none when absent. */
  readonly historyRows?: readonly unknown[];
  /**
   * Rows of public.shops (issue 36). null: the source has no shops table (a warning says so); absent: the
   * caller has none to give (tests of other rules). Either way offers are then named from their hosts.
   */
  readonly shopRows?: readonly unknown[] | null;
  readonly ownHosts: ReadonlySet<string>;
  readonly source: PullReport['source'];
  /**
   * Today in Sweden (YYYY-MM-DD): history days after it are refused. The
   * CLI passes the clock's day; default: the clock's day now.
   */
  readonly today?: string;
  /**
   * Most bytes of gzip a post's sanitised body may take (the post page's
   * budget less its frame; scripts/lib/post-budget.ts). Absent: no check.
   */
  readonly postBodyGzipBudget?: number;
  /** Times each row; default: the thread's CPU clock (tests pass one on clocks they move). */
  readonly rowTimer?: RowTimer;
}

export interface Dataset {
  readonly products: Product[];
  readonly categories: Category[];
  readonly brands: Brand[];
  readonly posts: Post[];
  readonly excludedProducts: ExcludedProduct[];
  /** The shops of the table that the products' offers name, by slug (shops.json). */
  readonly shops: Shop[];
  /**
   * The valid price history rows, by offer (shop and SKU) and then day: at
   * most one state per offer and day, no two overlapping. Not written to a data file (yet); what
   * the site shows is derived from it.
   */
  readonly priceHistory: PriceHistoryRow[];
  /** The day the prices are as of (prices.json). */
  readonly prices: Prices;
  readonly report: PullReport;
}

class TableTally {
  read = 0;
  kept = 0;
  /** Rows kept as an offer of a product that an earlier row started (feed rows only). */
  merged = 0;
  readonly skipped = new Map<string, number>();

  skip(reason: string): void {
    this.skipped.set(reason, (this.skipped.get(reason) ?? 0) + 1);
  }

  toReport(): TableReport {
    const skipped = Object.fromEntries([...this.skipped].sort(([a], [b]) => (a < b ? -1 : 1)));
    return { read: this.read, kept: this.kept, ...(this.merged > 0 ? { merged: this.merged } : {}), skipped };
  }
}

/** Rows sorted by their unique key, so output never depends on the order a source returns. */
function sortedById(rows: readonly unknown[]): unknown[] {
  const key = (row: unknown): string | number => {
    const id = (row as { id?: unknown } | null)?.id;
    return typeof id === 'number' || typeof id === 'string' ? id : '';
  };
  return [...rows].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    if (typeof ka === 'number' && typeof kb === 'number') return ka - kb;
    const sa = String(ka);
    const sb = String(kb);
    return sa < sb ? -1 : sa > sb ? 1 : 0;
  });
}

/** The most frequent spelling of a name (first seen wins a tie). */
function mostCommon(spellings: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const spelling of spellings) counts.set(spelling, (counts.get(spelling) ?? 0) + 1);
  let best = spellings[0] ?? '';
  for (const [spelling, count] of counts) if (count > (counts.get(best) ?? 0)) best = spelling;
  return best;
}

/**
 * The slug of a category: the spec's slug rule, capped, and moved aside when
 * it would take a path the site itself serves (/index, /produkt, /404).
 */
export function categorySlugOf(name: string): string {
  const slug = capSlug(slugify(name));
  return RESERVED_TOP_LEVEL_SLUGS.has(slug) ? `${slug}-${RESERVED_SUFFIX.category}` : slug;
}

function brandSlugOf(name: string): string {
  return capSlug(slugify(name));
}

/** The message of anything thrown, for a warning that names the row. */
function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function groupBySlug(names: readonly (string | null)[], slugOf: (name: string) => string): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const name of names) {
    if (name === null) continue;
    const slug = slugOf(name);
    if (!slug) continue;
    const group = groups.get(slug);
    if (group) group.push(name);
    else groups.set(slug, [name]);
  }
  return groups;
}

/**
 * A row that runs the normalisers' code paths once before any row is timed:
 * the first call of a function compiles it and builds the libraries' lazy
 * state (sanitize-html, Intl.Segmenter, the fact reader's patterns), about
 * 25 ms that would otherwise be charged to whichever row came first.
 */
const WARM_UP_FEED_ROW = feedRowSchema.parse({
  id: 0,
  Name: 'Uppvärmning Vinkyl 24 flaskor',
  SKU: 'WARM-UP',
  Price: '1 299,00 kr',
  OriginalPrice: '1 499',
  Description:
    '<p>Fristående vinkyl med två zoner. Mått (BxHxD): 59,5 x 85 x 57 cm. Ljudnivå 39 dB, energiklass G.</p><ul><li>24 flaskor</li><li><a href="https://example.se/">Läs mer</a></li></ul>',
  ImageUrl: 'https://example.se/bild.webp',
  Brand: 'Uppvärmning',
  Category: 'Vinkyl',
  Instock: 'yes',
  Shipping: '49',
  ProductUrl: 'https://example.se/p',
});
const WARM_UP_POST_ROW = postRowSchema.parse({
  id: 'warm-up',
  slug: 'uppvarmning',
  title: 'Uppvärmning',
  content:
    '<h2>Rubrik</h2><p>Text om {vinkyl} och [intern länk] <a href="https://www.vinkylguiden.se/vinkyl/5">länk</a>. Två meningar.</p><h2>Vanliga frågor</h2><h3>Fråga?</h3><p>Svar.</p>',
  status: 'published',
  published_at: '2026-01-01T00:00:00Z',
});

function warmUp(ownHosts: ReadonlySet<string>): void {
  normaliseFeedRow(WARM_UP_FEED_ROW);
  normalisePostRow(WARM_UP_POST_ROW, { categorySlugs: new Set(['vinkyl']), ownHosts, bodyGzipBudget: 1 });
}

function buildProducts(input: PipelineInput, shops: ShopDirectory, warnings: string[], timer: RowTimer) {
  const tally = new TableTally();
  /** Slugs in `shop` columns the table does not know: rows, and the first of them, for one warning each. */
  const unknownShops = new Map<string, { rows: number; first: number }>();
  const drafts: OfferDraft[] = [];
  const excludedProducts: ExcludedProduct[] = [];
  /** Every row as the database's price recorder reads it, whatever the pipeline makes of it. */
  const recorded: RecorderRow[] = [];

  const skip = (described: string, reason: ProductSkipReason, detail: string) => {
    tally.skip(reason);
    warnings.push(`${described}: skipped, ${detail}`);
  };

  for (const raw of sortedById(input.feedRows)) {
    tally.read += 1;
    timer.start();
    const parsed = feedRowSchema.safeParse(raw);
    if (!parsed.success) {
      const described = describeFeedRow({ id: (raw as { id?: number })?.id ?? -1, SKU: null, Name: null });
      skip(described, 'invalid_row', formatSchemaError(parsed.error, { root: 'row', input: raw }));
      timer.stop(described);
      continue;
    }
    const row = parsed.data;
    recorded.push({
      id: row.id,
      // The recorder's shop key from the raw columns (private.feed_shop), as shopOf reads them.
      shop: shopOf(row.ProductUrl, row.TrackingUrl),
      sku: cleanName(row.SKU),
      name: cleanName(row.Name),
      // Only a price text the pull can read at all (row-limits.ts MAX_PRICE_TEXT).
      price: (row.Price?.length ?? 0) <= MAX_PRICE_TEXT ? parsePrice(row.Price) : null,
    });
    const described = describeFeedRow(row);
    let result: ReturnType<typeof normaliseFeedRow>;
    try {
      result = normaliseFeedRow(row);
    } catch (error) {
      // A row the rules did not foresee costs that row, never the deploy.
      skip(described, 'invalid_row', `could not be read: ${messageOf(error)}`);
      continue;
    } finally {
      timer.stop(described, () => {
        // Timed again on warm code, as the first run did it: the facts of its description read anew.
        forgetReadDescriptions();
        normaliseFeedRow(row);
      });
    }
    if (!result.ok) {
      skip(described, result.reason, result.detail);
      continue;
    }
    const draft = result.value;
    if (EXCLUDED_PRODUCT_NAMES.has(draft.name)) {
      excludedProducts.push({ id: draft.sku, name: draft.name, slug: draft.slug, redirect_to: allCoolersPath() });
      skip(described, 'excluded_product', `excluded by name (spec §2); its URLs redirect to ${allCoolersPath()}`);
      continue;
    }
    for (const warning of result.warnings) warnings.push(`${described}: ${warning}`);
    const host = shopOf(draft.product_url, draft.tracking_product_url);
    const shop = shopOfOffer(shops, row.shop, host);
    const column = shopColumnKey(row.shop);
    if (column !== null && !shops.bySlug.has(column)) {
      const seen = unknownShops.get(column);
      if (seen) seen.rows += 1;
      else unknownShops.set(column, { rows: 1, first: row.id });
    }
    drafts.push({ ...draft, shop: host, shop_slug: shop?.slug ?? null, shop_name: shopNameOf(shop, host) });
  }
  // One line per unknown slug, not per row: a shop missing from the table has all its rows in the feed.
  for (const [slug, { rows, first }] of unknownShops) {
    warnings.push(
      `product_feed_static: shop ${quoted(slug)} of ${rows} row(s) (the first row id=${first}) is not in the shops table; ${rows === 1 ? 'its shop is' : 'their shops are'} found by the link's host`,
    );
  }
  return { drafts, excludedProducts, recorded, tally };
}

/** Names a shops row in warnings by its slug (only as text, however the row looks). */
export function describeShopRow(row: unknown): string {
  const { slug } = (row ?? {}) as { slug?: unknown };
  return `shops row ${typeof slug === 'string' && slug.trim() ? `slug ${quoted(slug)}` : 'without a slug'}`;
}

/** Why a shops row was left out; keys of the build report. */
export type ShopSkipReason = 'invalid_row' | 'duplicate_slug';

/**
 * Validates the shops table (issue 36). A row that does not match its
 * schema, or repeats a slug (the table's primary key; a sample file can),
 * is skipped with a warning naming it and never stops the pull: its offers
 * are named from their hosts. No shops table at all (null) is a warning.
 */
function buildShops(rows: readonly unknown[] | null | undefined, warnings: string[]) {
  if (rows === undefined) return { directory: NO_SHOPS, tally: null };
  if (rows === null) {
    warnings.push("shops: the source has no shops table; every shop is named from its links' host");
    return { directory: NO_SHOPS, tally: null };
  }
  const tally = new TableTally();
  const valid: ShopRow[] = [];
  const slugs = new Set<string>();
  const slugOf = (row: unknown) => {
    const slug = (row as { slug?: unknown } | null)?.slug;
    return typeof slug === 'string' ? slug : '';
  };
  // By slug, the table's key, so the same rows give the same shops from every source.
  for (const raw of [...rows].sort((a, b) => (slugOf(a) < slugOf(b) ? -1 : slugOf(a) > slugOf(b) ? 1 : 0))) {
    tally.read += 1;
    const parsed = shopRowSchema.safeParse(raw);
    if (!parsed.success) {
      tally.skip('invalid_row' satisfies ShopSkipReason);
      warnings.push(
        `${describeShopRow(raw)}: skipped, ${formatSchemaError(parsed.error, { root: 'row', input: raw })}`,
      );
      continue;
    }
    if (slugs.has(parsed.data.slug)) {
      tally.skip('duplicate_slug' satisfies ShopSkipReason);
      warnings.push(`${describeShopRow(raw)}: skipped, slug already used by an earlier row`);
      continue;
    }
    slugs.add(parsed.data.slug);
    valid.push(parsed.data);
  }
  tally.kept = valid.length;
  return { directory: shopDirectory(valid, (message) => warnings.push(message)), tally };
}

function deriveCategories(drafts: readonly MergedProduct[], warnings: string[]) {
  const groups = groupBySlug(
    drafts.map((d) => d.raw_category),
    categorySlugOf,
  );
  const canonical = new Map<string, string>();
  for (const [slug, spellings] of groups) {
    const name = mostCommon(spellings);
    if (slug !== capSlug(slugify(name))) {
      warnings.push(
        `category ${JSON.stringify(name)}: slug ${JSON.stringify(capSlug(slugify(name)))} is a path of the site; its page is /${slug}`,
      );
    }
    canonical.set(slug, categoryDisplayName(slug, name));
  }
  return canonical;
}

function deriveBrands(drafts: readonly MergedProduct[]) {
  const groups = groupBySlug(
    drafts.map((d) => d.raw_brand),
    brandSlugOf,
  );
  const canonical = new Map<string, { name: string; spellings: string[] }>();
  for (const [slug, spellings] of groups) {
    canonical.set(slug, {
      name: brandDisplayName(slug, mostCommon(spellings)),
      spellings: [...new Set(spellings)].sort(compareSwedish),
    });
  }
  return canonical;
}

/** Longest SKU part appended to a taken slug. */
const MAX_SKU_SUFFIX = 40;

/**
 * Gives every product a unique slug. A later row whose slug is taken gets
 * its SKU appended (its row id when the SKU has no letters or digits), then
 * a number; a slug that is a path of the site (/produkt/sida) gets a suffix.
 */
function assignSlugs(drafts: readonly MergedProduct[], warnings: string[]): string[] {
  const taken = new Set<string>();
  return drafts.map((draft) => {
    let base = draft.slug;
    if (RESERVED_PRODUCT_SLUGS.has(base)) {
      base = `${base}-${RESERVED_SUFFIX.product}`;
      warnings.push(
        `${describeFeedRow({ id: draft.source_row, SKU: draft.sku, Name: draft.name })}: slug ${JSON.stringify(draft.slug)} is a path of the site; uses ${JSON.stringify(base)}`,
      );
    }
    const sku = capSlug(slugify(draft.sku), MAX_SKU_SUFFIX) || String(draft.source_row);
    let slug = base;
    if (taken.has(slug)) slug = `${base}-${sku}`;
    for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${sku}-${n}`;
    taken.add(slug);
    return slug;
  });
}

function buildPosts(input: PipelineInput, categorySlugs: ReadonlySet<string>, warnings: string[], timer: RowTimer) {
  const tally = new TableTally();
  const posts: Post[] = [];
  const seenSlugs = new Map<string, string>();
  for (const raw of sortedById(input.postRows)) {
    tally.read += 1;
    timer.start();
    const parsed = postRowSchema.safeParse(raw);
    if (!parsed.success) {
      const described = describePostRow((raw ?? {}) as { id?: unknown });
      tally.skip('invalid_row');
      warnings.push(`${described}: skipped, ${formatSchemaError(parsed.error, { root: 'row', input: raw })}`);
      timer.stop(described);
      continue;
    }
    const described = describePostRow(parsed.data);
    const options = {
      categorySlugs,
      ownHosts: input.ownHosts,
      ...(input.postBodyGzipBudget === undefined ? {} : { bodyGzipBudget: input.postBodyGzipBudget }),
    };
    let result: ReturnType<typeof normalisePostRow>;
    try {
      result = normalisePostRow(parsed.data, options);
    } catch (error) {
      tally.skip('invalid_row' satisfies PostSkipReason);
      warnings.push(`${described}: skipped, could not be read: ${messageOf(error)}`);
      continue;
    } finally {
      timer.stop(described, () => normalisePostRow(parsed.data, options));
    }
    if (!result.ok) {
      tally.skip(result.reason);
      // Drafts are the normal state of an unpublished post: counted, not warned about.
      if (result.reason !== 'not_published') warnings.push(`${described}: skipped, ${result.detail}`);
      continue;
    }
    const firstId = seenSlugs.get(result.value.slug);
    if (firstId !== undefined) {
      tally.skip('duplicate_slug' satisfies PostSkipReason);
      warnings.push(`${described}: skipped, slug already used by row id=${firstId}`);
      continue;
    }
    seenSlugs.set(result.value.slug, result.value.row_id);
    for (const warning of result.warnings) warnings.push(`${described}: ${warning}`);
    posts.push(result.value);
  }
  // Newest first (spec §7), slug as a stable tie-break.
  posts.sort((a, b) =>
    a.published_at === b.published_at ? (a.slug < b.slug ? -1 : 1) : a.published_at < b.published_at ? 1 : -1,
  );
  tally.kept = posts.length;
  return { posts, tally };
}

/**
 * Checks the output against the schemas every reader uses. An entry that
 * fails (a rule this pipeline did not foresee) is left out with a warning
 * naming it, and counted by `onSkip`; it never stops the pull.
 */
function validateOutput<T>(
  what: string,
  schema: {
    safeParse(value: unknown): { success: true; data: T } | { success: false; error: SchemaErrorLike };
  },
  entries: readonly unknown[],
  warnings: string[],
  describe: (entry: unknown) => string,
  onSkip?: () => void,
): T[] {
  const valid: T[] = [];
  for (const entry of entries) {
    const parsed = schema.safeParse(entry);
    if (parsed.success) {
      valid.push(parsed.data);
      continue;
    }
    onSkip?.();
    warnings.push(
      `${describe(entry)}: left out of ${what}, ${formatSchemaError(parsed.error, { root: 'entry', input: entry })}`,
    );
  }
  return valid;
}

/** Why a history row was left out; keys of the build report. */
export type HistorySkipReason =
  | 'invalid_row'
  | 'sku_too_long'
  | 'zero_price'
  | 'future_day'
  | 'duplicate_day'
  | 'overlapping';

/** Names a history row in warnings: table, id and SKU (only as text, however the row looks). */
export function describeHistoryRow(row: unknown): string {
  const { id, sku } = (row ?? {}) as { id?: unknown; sku?: unknown };
  const parts = [`id=${typeof id === 'number' || typeof id === 'string' ? id : JSON.stringify(id ?? null)}`];
  if (typeof sku === 'string' && sku.trim()) parts.push(`SKU ${quoted(sku)}`);
  return `price_history row ${parts.join(', ')}`;
}

/** Why a schema-valid history row cannot be used, or null. */
function historyRowProblem(row: PriceHistoryRow, today: string): { reason: HistorySkipReason; detail: string } | null {
  if (row.sku.length > MAX_SKU_LENGTH) {
    return { reason: 'sku_too_long', detail: `SKU is ${row.sku.length} characters; no product has one that long` };
  }
  if (row.price === 0) return { reason: 'zero_price', detail: 'price 0 kr cannot be a real price' };
  // The recorder writes the day it runs; a later day is a clock or import error,
  // and would make every claim "as of" a day that has not come.
  const future =
    row.valid_from > today
      ? `valid_from ${row.valid_from}`
      : row.valid_to !== null && row.valid_to > today
        ? `valid_to ${row.valid_to}`
        : null;
  if (future !== null) return { reason: 'future_day', detail: `${future} is after today (${today})` };
  return null;
}

/**
 * Validates the price history. A row that does not match the table's shape,
 * has a price of 0 or a day after today, repeats an offer's day, or overlaps
 * an earlier state of its offer (which the database's constraints and
 * recorder never produce) is left out with a warning naming it. An offer is
 * a shop and a SKU ({@link historyRowKey}); SKUs are compared by
 * {@link skuKey}, as the feed's duplicate check and the grouping per
 * product compare them, so `P2-CASE` and `p2-case` of one shop are one
 * offer's history and cannot overlap unseen. Kept rows come out by offer and day, whatever
 * order the source returned them in.
 */
function buildHistory(rows: readonly unknown[], today: string, warnings: string[]) {
  const tally = new TableTally();
  const valid: { row: PriceHistoryRow; key: string }[] = [];
  const skip = (raw: unknown, reason: HistorySkipReason, detail: string) => {
    tally.skip(reason);
    warnings.push(`${describeHistoryRow(raw)}: skipped, ${detail}`);
  };
  for (const raw of sortedById(rows)) {
    tally.read += 1;
    const parsed = priceHistoryRowSchema.safeParse(raw);
    if (!parsed.success) {
      skip(raw, 'invalid_row', formatSchemaError(parsed.error, { root: 'row', input: raw }));
      continue;
    }
    const problem = historyRowProblem(parsed.data, today);
    if (problem) skip(raw, problem.reason, problem.detail);
    else valid.push({ row: parsed.data, key: historyRowKey(parsed.data) });
  }
  // By offer, then day; ids (unique after the sort above) settle equal days, so the first row wins.
  valid.sort((a, b) =>
    a.key !== b.key
      ? a.key < b.key
        ? -1
        : 1
      : a.row.valid_from !== b.row.valid_from
        ? a.row.valid_from < b.row.valid_from
          ? -1
          : 1
        : a.row.id - b.row.id,
  );
  const kept: PriceHistoryRow[] = [];
  let previousKey: string | null = null;
  for (const { row, key } of valid) {
    const previous = kept.at(-1);
    if (previous && previousKey === key) {
      if (previous.valid_from === row.valid_from) {
        skip(row, 'duplicate_day', `shop, SKU and valid_from ${row.valid_from} already used by row id=${previous.id}`);
        continue;
      }
      if (previous.valid_to === null || previous.valid_to > row.valid_from) {
        skip(
          row,
          'overlapping',
          `starts on ${row.valid_from}, while row id=${previous.id} (SKU ${quoted(previous.sku)}, from ${previous.valid_from}) ${previous.valid_to === null ? 'is still current' : `lasts until ${previous.valid_to}`}`,
        );
        continue;
      }
    }
    kept.push(row);
    previousKey = key;
  }
  tally.kept = kept.length;
  return { priceHistory: kept, tally };
}

const describeEntry = (entry: unknown): string => {
  const { id, source_row: row } = entry as { id?: unknown; source_row?: unknown };
  return typeof row === 'number' ? describeFeedRow({ id: row, SKU: String(id), Name: null }) : `entry id ${String(id)}`;
};

/**
 * Product ids are the first offer's SKU; two products of different shops
 * can carry the same SKU string and not be one model. The later one (in
 * feed order) gets its shop added, with a warning.
 */
function uniqueIds(products: readonly MergedProduct[], warnings: string[]): string[] {
  const taken = new Set<string>();
  return products.map((product) => {
    let id = product.id;
    if (taken.has(skuKey(id))) {
      const shop = product.offers[0]?.shop ?? String(product.source_row);
      id = `${id.slice(0, MAX_SKU_LENGTH - shop.length - 1)}@${shop}`;
      warnings.push(
        `${describeFeedRow({ id: product.source_row, SKU: product.sku, Name: product.name })}: SKU also names another product; its id is ${JSON.stringify(id)}`,
      );
    }
    taken.add(skuKey(id));
    return id;
  });
}

export function runPipeline(input: PipelineInput): Dataset {
  const warnings: string[] = [];
  const timer = input.rowTimer ?? new RowTimer();
  warmUp(input.ownHosts);
  const { directory: shopTable, tally: shopTally } = buildShops(input.shopRows, warnings);
  const { drafts, excludedProducts, recorded, tally: productTally } = buildProducts(input, shopTable, warnings, timer);
  const { priceHistory, tally: historyTally } = buildHistory(
    input.historyRows ?? [],
    input.today ?? swedishToday(),
    warnings,
  );
  const asOf = historyAsOf(priceHistory);
  const offers = productsFromOffers({
    drafts,
    history: historyByOffer(priceHistory),
    recordedRow: recordedRows(recorded),
    asOf,
  });
  warnings.push(...offers.warnings);
  for (const _ of offers.match.duplicates) productTally.skip('duplicate_offer' satisfies ProductSkipReason);
  const merged = offers.products;
  productTally.merged = merged.reduce((sum, product) => sum + product.offers.length - 1, 0);
  const categoryNames = deriveCategories(merged, warnings);
  const brandNames = deriveBrands(merged);
  const slugs = assignSlugs(merged, warnings);
  const ids = uniqueIds(merged, warnings);

  const candidates = merged.map((product, index) => {
    const { raw_brand, raw_category, merged_rows: _merged, ...rest } = product;
    const categorySlug = raw_category ? categorySlugOf(raw_category) || null : null;
    const brandSlug = raw_brand ? brandSlugOf(raw_brand) || null : null;
    const slug = slugs[index] ?? product.slug;
    const id = ids[index] ?? product.id;
    return {
      ...rest,
      id,
      sku: id,
      slug,
      url: productPath(slug),
      category: categorySlug ? (categoryNames.get(categorySlug) ?? raw_category) : null,
      category_slug: categorySlug,
      brand: brandSlug ? (brandNames.get(brandSlug)?.name ?? raw_brand) : null,
      brand_slug: brandSlug,
      // Issue 22: a category whose name states a fact (the installation) fills it when the text does not.
      ...settleFacts(rest, categorySlug),
    };
  });
  const products = validateOutput('products', productSchema, candidates, warnings, describeEntry, () =>
    productTally.skip('invalid_output' satisfies ProductSkipReason),
  );
  productTally.kept = products.length;

  const categoryCounts = new Map<string, number>();
  const brandCounts = new Map<string, number>();
  for (const product of products) {
    if (product.category_slug)
      categoryCounts.set(product.category_slug, (categoryCounts.get(product.category_slug) ?? 0) + 1);
    if (product.brand_slug) brandCounts.set(product.brand_slug, (brandCounts.get(product.brand_slug) ?? 0) + 1);
  }

  const categories: Category[] = [...categoryNames]
    .filter(([, name]) => !isExcludedCategory(name))
    .map(([slug, name]) => ({ id: slug, name, slug, product_count: categoryCounts.get(slug) ?? 0 }))
    .sort((a, b) => compareSwedish(a.name, b.name));

  const brands: Brand[] = [...brandNames]
    .map(([slug, { name, spellings }]) => ({
      id: slug,
      name,
      slug,
      spellings,
      product_count: brandCounts.get(slug) ?? 0,
    }))
    .sort((a, b) => compareSwedish(a.name, b.name));

  // The site needs the shops its offers name, and nothing of the table's other rows.
  const namedShops = new Set(products.flatMap((product) => product.offers.flatMap((offer) => offer.shop_slug ?? [])));
  const shops = [...shopTable.bySlug.values()].filter((shop) => namedShops.has(shop.slug));

  const categorySlugs = new Set<string>([...KNOWN_CATEGORY_SLUGS, ...categories.map((c) => c.slug)]);
  const { posts, tally: postTally } = buildPosts(input, categorySlugs, warnings, timer);

  // The output passes the same schemas the build's reader uses, so a
  // pipeline bug fails the pull instead of the build (and keys come out in
  // schema order, which keeps the files stable).
  return {
    products,
    categories: validateOutput('categories', categorySchema, categories, warnings, describeEntry),
    brands: validateOutput('brands', brandSchema, brands, warnings, describeEntry),
    posts: validateOutput('posts', postSchema, posts, warnings, describeEntry, () => {
      postTally.skip('invalid_output' satisfies PostSkipReason);
      postTally.kept -= 1;
    }),
    excludedProducts: validateOutput(
      'excluded products',
      excludedProductSchema,
      excludedProducts,
      warnings,
      describeEntry,
    ),
    shops: validateOutput('shops', shopSchema, shops, warnings, (entry) => describeShopRow(entry)),
    priceHistory,
    prices: { as_of: asOf },
    report: {
      source: input.source,
      tables: {
        product_feed_static: productTally.toReport(),
        blog_posts: postTally.toReport(),
        price_history: historyTally.toReport(),
        ...(shopTally ? { shops: shopTally.toReport() } : {}),
      },
      derived: { categories: categories.length, brands: brands.length, excluded_products: excludedProducts.length },
      row_time: timer.summary(),
      warnings,
    },
  };
}
