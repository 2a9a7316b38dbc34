import { describeFeedRow } from '../../pull/normalise';
import { skuKey } from '../../shared/sku';
import { normaliseGtin } from './gtin.pull';
import {
  articleKey,
  brandKey,
  coloursOf,
  nameArticleNumbers,
  nameCodes,
  packSizeOf,
  writtenCodes,
} from './offer-keys.pull';

/**
 * Offers into products (issue 20). An offer is one shop's feed row; a
 * product is one model, however many shops sell it. Rows are matched in
 * three rounds, each only where the one before found nothing to say:
 *
 *   1. the same GTIN (normalised to 14 digits, check digit verified);
 *   2. the same brand and manufacturer article number (both normalised);
 *   3. the same brand and a model code read from the name, where that code
 *      is unambiguous within the brand.
 *
 * Conservatively: a wrong merge sends visitors to the wrong product, a
 * missed one only costs a comparison. So two groups never merge when they
 * state different colours (by meaning: "Svart" is "Black" and "Schwarz"),
 * pack sizes, brands, GTINs or article numbers, or when their prices are too
 * far apart to be one model; and a GTIN a shop gives to different products,
 * or one that fails its check digit, is not used at all. A shared GTIN is
 * strong evidence, not blind (issue 35 §3): decisive facts that contradict
 * it (bottle counts, zones, a fully integrated unit against one that is
 * not, different model codes in both names) keep the rows apart, with a
 * warning naming both; article numbers of different numbering schemes alone
 * do not. Everything is hash lookups and a union-find over the rows:
 * O(n log n) in rows, with the sort for a stable order.
 */

export interface OfferCandidate {
  /** Feed row id: names the row in warnings and orders the result. */
  readonly row: number;
  /** The shop's key (the host of its product URL). */
  readonly shop: string;
  readonly sku: string;
  readonly name: string;
  readonly brand: string | null;
  /** The Ean column as the feed has it. */
  readonly ean: string | null;
  /** The ManufacturerArticleNumber column as the feed has it. */
  readonly article: string | null;
  readonly color: string | null;
  readonly price: number;
  /** Bottles the row's name or description states, or null. */
  readonly capacity?: number | null;
  /** Temperature zones it states, or null. */
  readonly zones?: number | null;
  /** The installation its text states (src/shared/product-facts.ts), or null. */
  readonly installation?: string | null;
}

export interface MatchResult {
  /** Indexes into the input, one list per product, each in row order; products ordered by their first row. */
  readonly products: number[][];
  /** Indexes of rows that repeat an offer of the same shop and SKU (the dearer of the two): the same product, one offer. */
  readonly duplicates: ReadonlySet<number>;
  /** One line per row whose GTIN was not used, and per duplicate offer. */
  readonly warnings: string[];
  /** Per row index, how it joined its product: the round, or null for a product of its own. */
  readonly how: readonly (MatchRound | null)[];
}

export type MatchRound = 'duplicate' | 'gtin' | 'article' | 'name';

/** Highest price over lowest price that one model's offers may span. */
export const MAX_PRICE_SPREAD = 2.5;

/** What a group of rows says about itself, to decide whether another group can join it. */
interface Traits {
  readonly brands: Set<string>;
  readonly gtins: Set<string>;
  readonly articles: Set<string>;
  readonly colours: Set<string>;
  readonly packs: Set<number>;
  readonly capacities: Set<number>;
  readonly zones: Set<number>;
  /** Whether the rows state a fully integrated unit (true), another installation (false), or nothing. */
  readonly integrated: Set<boolean>;
  /** Model codes of the names, for the GTIN round's code check. */
  readonly codes: Set<string>;
  minPrice: number;
  maxPrice: number;
}

/**
 * Bottle counts further apart than this share are different models; closer
 * ones may be one model counted with other bottles (46 and 45 flaskor).
 */
const CAPACITY_TOLERANCE = 0.15;

/** Two sets of bottle counts that both say something and have no pair within the tolerance. */
function capacityConflict(a: ReadonlySet<number>, b: ReadonlySet<number>): boolean {
  if (a.size === 0 || b.size === 0) return false;
  for (const x of a) for (const y of b) if (Math.abs(x - y) <= CAPACITY_TOLERANCE * Math.max(x, y)) return false;
  return true;
}

/** "24 and 46": the values two groups state, for a warning. */
const both = <T>(a: ReadonlySet<T>, b: ReadonlySet<T>) => `${[...a].join('/')} and ${[...b].join('/')}`;

/** Two sets that both say something and share nothing. */
function conflict<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): boolean {
  if (a.size === 0 || b.size === 0) return false;
  for (const value of a) if (b.has(value)) return false;
  return true;
}

class Groups {
  private readonly parent: number[];
  private readonly traits: Traits[];

  constructor(traits: Traits[]) {
    this.traits = traits;
    this.parent = traits.map((_, i) => i);
  }

  find(i: number): number {
    let root = i;
    while (this.parent[root] !== root) root = this.parent[root] ?? root;
    // Path compression keeps later finds near O(1).
    for (let node = i; this.parent[node] !== root; ) {
      const next = this.parent[node] ?? root;
      this.parent[node] = root;
      node = next;
    }
    return root;
  }

  /** Why groups `a` and `b` cannot be one product ("bottles 24 and 46"), or null. */
  veto(a: number, b: number, round: MatchRound): string | null {
    const x = this.traits[this.find(a)];
    const y = this.traits[this.find(b)];
    if (!x || !y) return 'unknown group';
    if (conflict(x.brands, y.brands)) return `brands ${both(x.brands, y.brands)}`;
    if (conflict(x.colours, y.colours)) return `colours ${both(x.colours, y.colours)}`;
    if (conflict(x.packs, y.packs)) return `pack sizes ${both(x.packs, y.packs)}`;
    if (capacityConflict(x.capacities, y.capacities)) return `bottles ${both(x.capacities, y.capacities)}`;
    if (conflict(x.zones, y.zones)) return `zones ${both(x.zones, y.zones)}`;
    if (conflict(x.integrated, y.integrated)) return 'a fully integrated unit and one that is not';
    if (round !== 'gtin' && conflict(x.gtins, y.gtins)) return 'GTINs';
    if (round === 'name' && conflict(x.articles, y.articles)) return `article numbers ${both(x.articles, y.articles)}`;
    // Both names carry model codes and nothing of either side's codes and article numbers is the other's.
    if (
      round === 'gtin' &&
      x.codes.size > 0 &&
      y.codes.size > 0 &&
      conflict(new Set([...x.codes, ...x.articles]), new Set([...y.codes, ...y.articles]))
    ) {
      return `model codes ${both(x.codes, y.codes)}`;
    }
    const min = Math.min(x.minPrice, y.minPrice);
    const max = Math.max(x.maxPrice, y.maxPrice);
    if (min > 0 && max / min > MAX_PRICE_SPREAD)
      return `prices ${x.minPrice}–${x.maxPrice} and ${y.minPrice}–${y.maxPrice}`;
    return null;
  }

  /**
   * Joins the groups of `a` and `b` unless they are one already or cannot be
   * one (`force`: they are one offer listed twice, whatever they say); true
   * when joined.
   */
  union(a: number, b: number, round: MatchRound, force = false): boolean {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra === rb || (!force && this.veto(ra, rb, round) !== null)) return false;
    // The lower index stays the root, so the result does not depend on the order of unions.
    const [root, child] = ra < rb ? [ra, rb] : [rb, ra];
    const keep = this.traits[root];
    const merge = this.traits[child];
    if (keep && merge) {
      for (const key of ['brands', 'gtins', 'articles', 'colours', 'codes'] as const)
        for (const v of merge[key]) keep[key].add(v);
      for (const key of ['packs', 'capacities', 'zones'] as const) for (const v of merge[key]) keep[key].add(v);
      for (const v of merge.integrated) keep.integrated.add(v);
      keep.minPrice = Math.min(keep.minPrice, merge.minPrice);
      keep.maxPrice = Math.max(keep.maxPrice, merge.maxPrice);
    }
    this.parent[child] = root;
    return true;
  }
}

/** Rows per key, in input order. */
function byKey(keys: readonly (readonly string[])[]): Map<string, number[]> {
  const map = new Map<string, number[]>();
  keys.forEach((list, i) => {
    for (const key of list) {
      const rows = map.get(key);
      if (rows) rows.push(i);
      else map.set(key, [i]);
    }
  });
  return map;
}

function describe(offer: OfferCandidate): string {
  return describeFeedRow({ id: offer.row, SKU: offer.sku, Name: offer.name });
}

export function matchOffers(input: readonly OfferCandidate[]): MatchResult {
  // Rows in row order, whatever order they came in: every tie below is settled the same way.
  const order = input.map((_, i) => i).sort((a, b) => (input[a]?.row ?? 0) - (input[b]?.row ?? 0) || a - b);
  const offers = order.map((i) => input[i] as OfferCandidate);
  const result = matchSorted(offers);
  const back = (i: number) => order[i] ?? i;
  const how: (MatchRound | null)[] = input.map(() => null);
  result.how.forEach((round, i) => {
    how[back(i)] = round;
  });
  return {
    products: result.products.map((rows) => rows.map(back)),
    duplicates: new Set([...result.duplicates].map(back)),
    warnings: result.warnings,
    how,
  };
}

function matchSorted(offers: readonly OfferCandidate[]): MatchResult {
  const warnings: string[] = [];
  const how: (MatchRound | null)[] = offers.map(() => null);
  const brands = offers.map((o) => brandKey(o.brand));
  const articles = offers.map((o) => articleKey(o.article));
  const codes = offers.map((o) => nameCodes(o.name, o.brand));

  // GTINs: valid ones only, and not one a shop gives to different products.
  const gtins: (string | null)[] = offers.map((offer) => {
    const result = normaliseGtin(offer.ean);
    if (result.kind === 'invalid') warnings.push(`${describe(offer)}: Ean ${result.why}; not used to match offers`);
    return result.kind === 'valid' ? result.gtin : null;
  });
  const perShopGtin = byKey(gtins.map((gtin, i) => (gtin ? [`${offers[i]?.shop}\u0000${gtin}`] : [])));
  for (const rows of perShopGtin.values()) {
    const skus = new Set(rows.map((i) => skuKey(offers[i]?.sku ?? '')));
    const articleSet = new Set(rows.flatMap((i) => articles[i] ?? []));
    const brandSet = new Set(rows.flatMap((i) => brands[i] ?? []));
    // One shop, one GTIN, different products: its placeholder, not a product's code.
    if (skus.size > 1 && (articleSet.size > 1 || brandSet.size > 1 || skus.size > 2)) {
      for (const i of rows) {
        const offer = offers[i];
        if (offer)
          warnings.push(
            `${describe(offer)}: Ean ${JSON.stringify(offer.ean)} is given by ${offer.shop} to ${skus.size} different products; not used to match offers`,
          );
        gtins[i] = null;
      }
    }
  }

  const traits: Traits[] = offers.map((offer, i) => {
    const pack = packSizeOf(offer.name);
    return {
      brands: new Set(brands[i] ? [brands[i]] : []),
      gtins: new Set(gtins[i] ? [gtins[i]] : []),
      articles: new Set(articles[i] ? [articles[i]] : []),
      colours: new Set(coloursOf(offer.name, offer.color)),
      packs: new Set(pack === null ? [] : [pack]),
      capacities: new Set(offer.capacity ? [offer.capacity] : []),
      zones: new Set(offer.zones ? [offer.zones] : []),
      integrated: new Set(offer.installation ? [offer.installation === 'integrerbar'] : []),
      codes: new Set(writtenCodes(offer.name, offer.brand)),
      minPrice: offer.price,
      maxPrice: offer.price,
    };
  });
  const groups = new Groups(traits);
  /**
   * Rows that share a key, each joined to the first product of the key that
   * accepts it: rows vetoed by the first (another colour under one article
   * number) can still be one product among themselves. Returns, per row that
   * no product of the key accepted, the veto against the key's first product.
   */
  const joinAll = (rows: readonly number[], round: MatchRound): [row: number, first: number, why: string][] => {
    const heads: number[] = [];
    const refused: [number, number, string][] = [];
    for (const i of rows) {
      if (heads.some((head) => groups.find(head) === groups.find(i))) continue;
      const accepting = heads.find((head) => groups.veto(head, i, round) === null);
      if (accepting !== undefined) {
        if (groups.union(accepting, i, round)) how[i] ??= round;
        continue;
      }
      const [first] = heads;
      if (first !== undefined) refused.push([i, first, groups.veto(first, i, round) ?? '']);
      heads.push(i);
    }
    return refused;
  };

  // 0. The same shop and SKU: one offer listed twice. The cheaper stays.
  const duplicates = new Set<number>();
  for (const rows of byKey(offers.map((o) => [`${o.shop}\u0000${skuKey(o.sku)}`])).values()) {
    if (rows.length < 2) continue;
    const sorted = [...rows].sort((a, b) => (offers[a]?.price ?? 0) - (offers[b]?.price ?? 0) || a - b);
    const [kept, ...others] = sorted;
    for (const i of others) {
      duplicates.add(i);
      // Linked without vetoes: it is the same offer, whatever it says.
      if (kept !== undefined) {
        groups.union(kept, i, 'duplicate', true);
        how[i] = 'duplicate';
      }
      const offer = offers[i];
      if (offer && kept !== undefined)
        warnings.push(
          `${describe(offer)}: skipped, the same shop and SKU as row id=${offers[kept]?.row} (one offer listed twice; the cheaper is kept)`,
        );
    }
  }

  // 1. GTIN: strong evidence, but a contradiction a buyer would see keeps rows apart, named (issue 35 §3).
  for (const [gtin, rows] of byKey(gtins.map((g) => (g ? [g] : [])))) {
    for (const [i, first, why] of joinAll(rows, 'gtin')) {
      const [a, b] = [offers[first], offers[i]];
      if (a && b)
        warnings.push(
          `${describe(b)}: shares the GTIN ${gtin} with row id=${a.row} (${a.shop}) but states ${why}; kept as another product`,
        );
      // Its GTIN is another product's (a shop's copy error): no evidence about this row in the rounds after.
      if (groups.find(i) === i) traits[i]?.gtins.delete(gtin);
    }
  }

  // 2. Brand + article number: the article column, and codes in names that equal a row's article number.
  const articleKeys = offers.map((_, i) => {
    const brand = brands[i];
    if (!brand) return [];
    const own = articles[i] ? [`${brand}\u0000${articles[i]}`] : [];
    return own;
  });
  const articleIndex = byKey(articleKeys);
  for (const rows of articleIndex.values()) joinAll(rows, 'article');
  offers.forEach((_, i) => {
    const brand = brands[i];
    if (!brand || articles[i]) return;
    // A shop without the article column often writes it in the name.
    for (const code of [...(codes[i] ?? []), ...nameArticleNumbers(offers[i]?.name ?? '')]) {
      const rows = articleIndex.get(`${brand}\u0000${code}`);
      if (rows?.[0] !== undefined && groups.union(rows[0], i, 'article')) how[i] ??= 'article';
    }
  });

  // 3. Brand + a model code of the name, unambiguous within the brand: no
  //    other code of the brand extends it ("V40SG2E" beside "V40SG2E-BK"),
  //    and the rows that write it do not name different article numbers.
  const codesByBrand = new Map<string, Set<string>>();
  offers.forEach((_, i) => {
    const brand = brands[i];
    if (!brand) return;
    let set = codesByBrand.get(brand);
    if (!set) {
      set = new Set();
      codesByBrand.set(brand, set);
    }
    for (const code of codes[i] ?? []) set.add(code);
    if (articles[i]) set.add(articles[i] ?? '');
  });
  const ambiguous = new Set<string>();
  for (const [brand, set] of codesByBrand) {
    // Sorted, a code's extensions follow it directly: one pass finds every prefix pair.
    const sorted = [...set].sort();
    for (let i = 0; i + 1 < sorted.length; i += 1) {
      const code = sorted[i] ?? '';
      for (let j = i + 1; j < sorted.length && (sorted[j] ?? '').startsWith(code); j += 1) {
        ambiguous.add(`${brand}\u0000${code}`);
      }
    }
  }
  const nameIndex = byKey(
    offers.map((_, i) => {
      const brand = brands[i];
      return brand ? (codes[i] ?? []).map((code) => `${brand}\u0000${code}`).filter((key) => !ambiguous.has(key)) : [];
    }),
  );
  for (const [key, rows] of nameIndex) {
    // Rows with an article number that the rounds before left in different
    // products: the code is shared by models, not a model's name.
    const named = new Set(rows.filter((i) => articles[i]).map((i) => groups.find(i)));
    if (named.size > 1 || ambiguous.has(key)) continue;
    joinAll(rows, 'name');
  }

  const products = new Map<number, number[]>();
  offers.forEach((_, i) => {
    const root = groups.find(i);
    const list = products.get(root);
    if (list) list.push(i);
    else products.set(root, [i]);
  });
  const ordered = [...products.values()].sort((a, b) => (offers[a[0] ?? 0]?.row ?? 0) - (offers[b[0] ?? 0]?.row ?? 0));
  return { products: ordered, duplicates, warnings, how };
}
