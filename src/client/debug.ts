import type { Product } from '../dataset/schemas/product';
import { DEBUG_PRODUCTS_SHARD } from '../routing/routes';

/** One row of the debug tool's product index (short keys: it may hold 50,000 rows). */
export interface DebugProduct {
  /** Name. */
  readonly n: string;
  /** Page path. */
  readonly u: string;
  /** SKU. */
  readonly k: string;
  /** Price: the lowest of its offers. */
  readonly p: number;
  /**
   * Its offers (issue 20) as "shop price" pairs, in the product page's
   * order: [["Vinkylexperten", 13990], …]. One string and one number each,
   * so a shard of the index stays small.
   */
  readonly o: readonly (readonly [shop: string, price: number])[];
}

export function toDebugProduct(product: Product): DebugProduct {
  return {
    n: product.name,
    u: product.url,
    k: product.sku,
    p: product.price,
    o: product.offers.map((offer) => [offer.shop_name, offer.price] as const),
  };
}

/** Shard `shard` of the index (debugProductsShardPath): a fixed slice of the catalogue, in catalogue order. */
export function debugProductsShard(products: readonly Product[], shard: number): DebugProduct[] {
  return products.slice(shard * DEBUG_PRODUCTS_SHARD, (shard + 1) * DEBUG_PRODUCTS_SHARD).map(toDebugProduct);
}

const norm = (text: string) => text.toLocaleLowerCase('sv-SE').normalize('NFC');

/**
 * The debug search (spec §7): a name lookup first (names starting with the
 * query, then names containing it); when that finds nothing, a full-text
 * search where every word of the query must occur in the name or SKU.
 * At most `limit` (5) results.
 */
export function searchProducts(products: readonly DebugProduct[], query: string, limit = 5): DebugProduct[] {
  const q = norm(query.trim());
  if (!q) return [];
  const starts = products.filter((p) => norm(p.n).startsWith(q));
  const contains = products.filter((p) => !norm(p.n).startsWith(q) && norm(p.n).includes(q));
  const byName = [...starts, ...contains];
  if (byName.length > 0) return byName.slice(0, limit);
  const words = q.split(/\s+/).filter(Boolean);
  return products.filter((p) => words.every((w) => norm(`${p.n} ${p.k}`).includes(w))).slice(0, limit);
}
