import { describe, expect, it } from 'vitest';
import { debugProductsShard, toDebugProduct } from '../../src/client/debug';
import type { Product } from '../../src/dataset/schemas/product';
import { DEBUG_PRODUCTS_SHARD, debugProductsShardCount, debugProductsShardPath } from '../../src/routing/routes';
import { products } from '../fixtures/products';

const N = DEBUG_PRODUCTS_SHARD;
const [base] = products([{ name: 'Cavin Polar 60', sku: 'CAV-60' }]);

/** A catalogue of `count` distinct products; copies of one pipeline product, as the pipeline is slow at this size. */
function catalogue(count: number): Product[] {
  if (!base) throw new Error('no fixture product');
  return Array.from({ length: count }, (_, i) => ({
    ...base,
    name: `Produkt ${i}`,
    sku: `SKU-${i}`,
    url: `/produkt/p-${i}`,
  }));
}

/** Every shard the endpoint builds, in order. */
const shardsOf = (all: readonly Product[]) =>
  Array.from({ length: debugProductsShardCount(all.length) }, (_, shard) => debugProductsShard(all, shard));

describe('debug product index in shards', () => {
  it.each([
    [0, 0],
    [1, 1],
    [N, 1],
    [N + 1, 2],
    [2 * N, 2],
    [2 * N + 1, 3],
  ])('%i products make %i shards', (count, shards) => {
    expect(debugProductsShardCount(count)).toBe(shards);
  });

  it('puts every product in exactly one shard, in catalogue order, rows as toDebugProduct makes them', () => {
    const all = catalogue(2 * N + 1);
    const shards = shardsOf(all);
    expect(shards.map((shard) => shard.length)).toEqual([N, N, 1]);
    expect(shards.flat()).toEqual(all.map(toDebugProduct));
  });

  it('fills no shard past the shard size, and has no empty shard', () => {
    for (const count of [1, N - 1, N, N + 1]) {
      const shards = shardsOf(catalogue(count));
      expect(shards.every((shard) => shard.length > 0 && shard.length <= N)).toBe(true);
      expect(shards.flat().map((row) => row.k)).toEqual(catalogue(count).map((p) => p.sku));
    }
  });

  it('builds no shard for an empty catalogue; a shard past the end is empty', () => {
    expect(shardsOf([])).toEqual([]);
    expect(debugProductsShard(catalogue(3), 1)).toEqual([]);
  });

  it('serves shard n at /debug/products/{n}.json', () => {
    expect(debugProductsShardPath(0)).toBe('/debug/products/0.json');
    expect(debugProductsShardPath(9)).toBe('/debug/products/9.json');
  });
});
