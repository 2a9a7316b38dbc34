import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchRoutingFunction, formatRoutingBench } from '../../scripts/lib/routing-bench';
import { buildLookupTable, formatLookupTable, LOOKUP_TABLE_PATH } from '../../src/routing/lookup-table';

let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'routing-bench-'));
  const table = buildLookupTable({
    products: Array.from({ length: 50 }, (_, i) => ({
      slug: `vinkyl-${i}`,
      sku: `SKU-${i}`,
      name: `Vinkyl ${i} flaskor`,
    })),
    excludedProducts: [],
    brands: [{ slug: 'cavin' }],
  });
  await mkdir(path.join(dist, '_routing'));
  await writeFile(path.join(dist, LOOKUP_TABLE_PATH), formatLookupTable(table));
  await writeFile(path.join(dist, 'produkt-hittades-inte.html'), '<h1>Produkten hittades inte</h1>');
});
afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

describe('benchRoutingFunction', () => {
  it('measures the table and times cold and warm answers of the real function', async () => {
    const bench = await benchRoutingFunction(dist, 5);
    expect(bench.products).toBe(50);
    expect(bench.tableBytes).toBeGreaterThan(bench.tableGzipBytes);
    expect(bench.coldMs).toBeGreaterThan(0);
    for (const ms of Object.values(bench.warmMs)) expect(ms).toBeGreaterThan(0);
    expect(formatRoutingBench(bench)).toMatch(
      /^routing table: 50 products, \d+ bytes, \d+ bytes gzip\nrouting function: cold/,
    );
  });

  it('fails when the table does not answer a SKU with a redirect', async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), 'routing-bench-empty-'));
    try {
      await mkdir(path.join(empty, '_routing'));
      await writeFile(
        path.join(empty, LOOKUP_TABLE_PATH),
        formatLookupTable(buildLookupTable({ products: [], excludedProducts: [], brands: [] })),
      );
      await writeFile(path.join(empty, 'produkt-hittades-inte.html'), 'x');
      await expect(benchRoutingFunction(empty, 1)).rejects.toThrow(/answered 404, not 301/);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});
