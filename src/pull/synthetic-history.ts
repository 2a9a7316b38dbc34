import { MAX_HISTORY_PRICE } from '../dataset/schemas/price-history';
import { shopOf } from '../features/offers/shop.pull';
import { cleanName } from '../shared/taxonomy';
import { parsePrice } from './price';
import { offerKey } from './product-prices';

/**
 * Made-up price histories, in the shape of `public.price_history` rows
 * (changes only, [valid_from, valid_to)), for the synthetic source (bench,
 * paging tests) and the embedded sample (scripts/make-price-history.ts).
 *
 * Every history is a "story" that ends in the product's state in today's
 * feed, so that the database's recorder, run on the feed on `today`, would
 * find nothing to change. The stories are the cases the site's price rule
 * must tell apart: steady prices, reductions that are real and ones that are
 * not (an OriginalPrice never charged, a price hiked briefly before a
 * "sale", a cut after under 30 days), gradual reductions, rising prices, new
 * products, out-of-stock spells and products that left the feed for a while.
 */

/** "Today" of the embedded sample data and of synthetic histories. */
export const SAMPLE_TODAY = '2026-11-23';
/** Days of history before today that the stories start at. */
export const HISTORY_SPAN_DAYS = 200;

/** What the recorder stores per product and day. */
export interface HistoryState {
  readonly price: number;
  readonly original_price: number | null;
  readonly in_stock: boolean;
}

/** A row of public.price_history as the table (and so the sample file) holds it. */
export interface HistoryRow {
  readonly id: number;
  /** The offer's shop as the recorder reads it from the row (private.feed_shop), '' for none. */
  readonly shop: string;
  readonly sku: string;
  readonly valid_from: string;
  readonly valid_to: string | null;
  readonly price: number;
  readonly original_price: number | null;
  readonly in_stock: boolean;
}

/** From `daysAgo` days before today on, this state held (null: the product was not in the feed). */
export interface HistoryStep {
  readonly daysAgo: number;
  readonly state: HistoryState | null;
}

/** Stories for a product whose feed claims a sale (OriginalPrice above Price). */
export const CLAIMED_SALE_STORIES = [
  'real-reduction',
  'gradual-reduction',
  'fake-sale',
  'late-claim',
  'hike-then-sale',
  'cut-too-soon',
  'new',
] as const;
/** Stories for a product whose feed claims no sale. */
export const PLAIN_STORIES = [
  'steady',
  'quiet-reduction',
  'rising',
  'sale-ended',
  'stock-spell',
  'gap',
  'new',
] as const;

export type StoryKind = (typeof CLAIMED_SALE_STORIES)[number] | (typeof PLAIN_STORIES)[number];

type Row = Record<string, unknown>;

const DAY_MS = 86_400_000;

/** The day `days` after `day` (negative: before), both YYYY-MM-DD. */
export function addDays(day: string, days: number): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(time)) throw new Error(`not a day: ${JSON.stringify(day)}`);
  return new Date(time + days * DAY_MS).toISOString().slice(0, 10);
}

/** FNV-1a: a small stable hash, so a SKU always gets the same story and days. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** One offer the database's recorder records: a shop's SKU and its state today. */
export interface RecordableOffer {
  /** The recorder's shop key (private.feed_shop; src/features/offers/shop.pull.ts shopOf), '' for none. */
  readonly shop: string;
  readonly sku: string;
  readonly state: HistoryState;
}

/**
 * Today's state per offer as the database's recorder reads the feed
 * (private.record_price_history): rows with a SKU, a Name and a usable
 * Price, keyed by shop and SKU (compared case-insensitively); for an offer
 * on several rows the cheapest, the first by id among equals. Map order is
 * the feed order (by id) of each offer's first row.
 */
export function recordableFeedStates(feedRows: readonly Row[]): Map<string, RecordableOffer> {
  const offers = new Map<string, RecordableOffer & { readonly id: number }>();
  const byId = [...feedRows].sort((a, b) => Number(a.id) - Number(b.id));
  for (const row of byId) {
    const sku = cleanName(typeof row.SKU === 'string' ? row.SKU : null);
    const name = cleanName(typeof row.Name === 'string' ? row.Name : null);
    const price = parsePrice(typeof row.Price === 'string' ? row.Price : null);
    if (sku === null || name === null || price === null || price > MAX_HISTORY_PRICE) continue;
    const text = (value: unknown) => (typeof value === 'string' ? value : null);
    const shop = shopOf(text(row.ProductUrl), text(row.TrackingUrl)) ?? '';
    const key = offerKey(shop, sku);
    const held = offers.get(key);
    if (held && held.state.price <= price) continue;
    const original = parsePrice(typeof row.OriginalPrice === 'string' ? row.OriginalPrice : null);
    offers.set(key, {
      id: Number(row.id),
      shop,
      sku,
      state: {
        price,
        original_price: original !== null && original <= MAX_HISTORY_PRICE ? original : null,
        in_stock: typeof row.Instock === 'string' && row.Instock.trim().toLowerCase() === 'yes',
      },
    });
  }
  return new Map([...offers].map(([key, { shop, sku, state }]) => [key, { shop, sku, state }]));
}

/** True when the feed claims a sale: an OriginalPrice above the price. */
export function claimsSale(state: HistoryState): boolean {
  return state.original_price !== null && state.original_price > state.price;
}

/** A shop-like price near `value`: 19 990-style above 1000 kr, 249-style above 100 kr. */
function shopPrice(value: number): number {
  if (value >= 1000) return Math.round(value / 100) * 100 - 10;
  if (value >= 100) return Math.round(value / 10) * 10 - 1;
  return Math.round(value);
}

/** A price clearly above `price`. */
function higher(price: number): number {
  return Math.max(shopPrice(price * 1.2), price + 1);
}

/** A price clearly below `price` (callers make sure there is room). */
function lower(price: number): number {
  return Math.min(shopPrice(price * 0.85), price - 1);
}

/** The steps of a story, and which story they tell (see {@link tellStory}). */
export interface Story {
  readonly kind: StoryKind;
  readonly steps: HistoryStep[];
}

const NEEDS_ROOM_BELOW: ReadonlySet<StoryKind> = new Set(['quiet-reduction', 'rising', 'sale-ended']);

/**
 * The steps of one story for a product whose state today is `now`. `seed`
 * varies the days (and is the SKU's hash), so not every change falls on
 * the same day. A story that does not fit the state tells another, and says
 * so in `kind`: a claimed-sale story without a claim, or a price too small
 * to move, is a steady price; a claim too small for three steps down is one
 * real reduction.
 */
export function tellStory(kind: StoryKind, now: HistoryState, seed: number): Story {
  const span = HISTORY_SPAN_DAYS;
  const { price } = now;
  const claim = claimsSale(now) ? (now.original_price as number) : null;
  // Feeds that repeat the price as OriginalPrice keep doing so at every price.
  const echoes = now.original_price !== null && now.original_price === price;
  const at = (value: number): HistoryState => ({
    price: value,
    original_price: echoes ? value : claim === null ? now.original_price : null,
    in_stock: now.in_stock,
  });
  const recent = 3 + (seed % 20); // 3–22 days ago
  const told = (steps: HistoryStep[], as: StoryKind = kind): Story => ({ kind: as, steps });
  const steady = told([{ daysAgo: span, state: now }], 'steady');
  const needsClaim = kind !== 'new' && (CLAIMED_SALE_STORIES as readonly string[]).includes(kind);
  if (needsClaim && claim === null) return steady;
  if (!needsClaim && claim !== null && kind !== 'new') return told([{ daysAgo: span, state: now }], 'fake-sale');
  if (price < 10 && NEEDS_ROOM_BELOW.has(kind)) return steady;

  switch (kind) {
    case 'steady':
      return steady;
    case 'fake-sale':
      // The claimed "was" price is in the feed all along, never charged.
      return told([{ daysAgo: span, state: now }]);
    case 'real-reduction':
      // Months at the claimed price, then the cut the feed now announces.
      return told([
        { daysAgo: span, state: at(claim as number) },
        { daysAgo: recent, state: now },
      ]);
    case 'quiet-reduction':
      // A real cut that the feed does not announce.
      return told([
        { daysAgo: span, state: at(higher(price)) },
        { daysAgo: recent, state: now },
      ]);
    case 'gradual-reduction': {
      // Down in three steps; only the last step is the reduction of today's price.
      const was = claim as number;
      const first = Math.round(price + ((was - price) * 2) / 3);
      const second = Math.round(price + (was - price) / 3);
      if (!(was > first && first > second && second > price)) {
        return tellStory('real-reduction', now, seed);
      }
      return told([
        { daysAgo: span, state: at(was) },
        { daysAgo: 70, state: at(first) },
        { daysAgo: 45, state: at(second) },
        { daysAgo: 20, state: now },
      ]);
    }
    case 'late-claim':
      // The price never moved; the "was" price appeared in the feed lately.
      return told([
        { daysAgo: span, state: at(price) },
        { daysAgo: recent, state: now },
      ]);
    case 'hike-then-sale':
      // Raised to the "was" price for ten days, then "reduced" back.
      return told([
        { daysAgo: span, state: at(price) },
        { daysAgo: recent + 10, state: at(claim as number) },
        { daysAgo: recent, state: now },
      ]);
    case 'cut-too-soon':
      // A new product at the "was" price, cut before it had been observed for 30 days.
      return told([
        { daysAgo: recent + 5 + (seed % 20), state: at(claim as number) },
        { daysAgo: recent, state: now },
      ]);
    case 'new':
      // First seen under 30 days ago.
      return told([{ daysAgo: 3 + (seed % 24), state: now }]);
    case 'rising':
      return told([
        { daysAgo: span, state: at(lower(price)) },
        { daysAgo: 30 + (seed % 60), state: now },
      ]);
    case 'sale-ended': {
      // A two-week sale 46–60 days ago (announced against today's price), over since.
      const sale = { ...at(lower(price)), original_price: price };
      return told([
        { daysAgo: span, state: now },
        { daysAgo: 60, state: sale },
        { daysAgo: 46, state: now },
      ]);
    }
    case 'stock-spell': {
      if (!now.in_stock) {
        return told([
          { daysAgo: span, state: { ...now, in_stock: true } },
          { daysAgo: 5 + (seed % 40), state: now },
        ]);
      }
      const out = 70 + (seed % 40);
      return told([
        { daysAgo: span, state: now },
        { daysAgo: out, state: { ...now, in_stock: false } },
        { daysAgo: out - 20, state: now },
      ]);
    }
    case 'gap':
      // Out of the feed for 20 days: no rows, a gap.
      return told([
        { daysAgo: span, state: now },
        { daysAgo: 120, state: null },
        { daysAgo: 100, state: now },
      ]);
  }
}

function sameState(a: HistoryState | null, b: HistoryState | null): boolean {
  return (
    a !== null &&
    b !== null &&
    a.price === b.price &&
    a.original_price === b.original_price &&
    a.in_stock === b.in_stock
  );
}

/**
 * The rows of one product's history: one per state, changes only, equal
 * neighbours merged, a null step ending the row before it. Steps run oldest
 * first; ids count up from `firstId`.
 */
export function historyRowsOf(
  sku: string,
  steps: readonly HistoryStep[],
  today: string,
  firstId: number,
  shop = '',
): HistoryRow[] {
  const rows: HistoryRow[] = [];
  const push = (from: string, state: HistoryState, until: string | null) =>
    rows.push({
      id: firstId + rows.length,
      shop,
      sku,
      valid_from: from,
      valid_to: until,
      price: state.price,
      original_price: state.original_price,
      in_stock: state.in_stock,
    });
  let current: { readonly from: string; readonly state: HistoryState } | null = null;
  let previousDaysAgo = Number.POSITIVE_INFINITY;
  for (const step of steps) {
    if (step.daysAgo >= previousDaysAgo) throw new Error(`${sku}: history steps must run oldest first`);
    previousDaysAgo = step.daysAgo;
    if (current !== null && sameState(current.state, step.state)) continue;
    const day = addDays(today, -step.daysAgo);
    if (current !== null) push(current.from, current.state, day);
    current = step.state === null ? null : { from: day, state: step.state };
  }
  if (current !== null) push(current.from, current.state, null);
  return rows;
}

/**
 * Histories for synthetic feed rows (src/pull/source-synthetic.ts): each
 * offer gets a story chosen by its shop and SKU's hash from the stories that fit
 * its feed state. Deterministic: the same rows give the same history.
 */
export function syntheticHistoryRows(feedRows: readonly Row[], firstId = 1, today = SAMPLE_TODAY): HistoryRow[] {
  const rows: HistoryRow[] = [];
  for (const { shop, sku, state } of recordableFeedStates(feedRows).values()) {
    const seed = hashOf(`${shop} ${sku}`);
    const stories = claimsSale(state) ? CLAIMED_SALE_STORIES : PLAIN_STORIES;
    const kind = stories[seed % stories.length] as StoryKind;
    const { steps } = tellStory(kind, state, seed >>> 8);
    rows.push(...historyRowsOf(sku, steps, today, firstId + rows.length, shop));
  }
  return rows;
}
