/**
 * Sizes and response times of the routing function over a built dist/:
 * the lookup table's size (raw and gzip, level 9) and the function's cold
 * and warm response time in this process. Cold is a new handler answering
 * its first request: reading the table (here from disk instead of the CDN),
 * parsing it and indexing it, then the look-up. Warm is the median of
 * repeated requests on the same handler, per kind of request; the name
 * search that scans every product name (a parameter found nowhere) is the
 * slowest kind. `npm run bench` prints them; docs/routing.md records them.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { LOOKUP_TABLE_PATH, lookupPartPath } from '../../src/routing/lookup-table';
import { parseLookupTable } from '../../src/routing/lookup-table-schema';
import { brandPath, productNotFoundPath, productPath } from '../../src/routing/routes';
import { createRoutingHandler, type SiteFetch } from '../../src/routing/routing-function';

export interface RoutingBench {
  readonly products: number;
  readonly tableBytes: number;
  readonly tableGzipBytes: number;
  /** First request of a new handler (table read, parsed, indexed, then answered), milliseconds. */
  readonly coldMs: number;
  /** Median milliseconds per request on a warm handler, by kind. */
  readonly warmMs: { readonly sku: number; readonly name: number; readonly notFound: number; readonly brand: number };
}

const ORIGIN = 'http://bench.invalid';

export async function benchRoutingFunction(dist: string, repeats = 200): Promise<RoutingBench> {
  // Every part of the table: the first says how many there are.
  const head = await readFile(path.join(dist, LOOKUP_TABLE_PATH), 'utf8');
  const count = (JSON.parse(head) as { parts?: unknown }).parts;
  const parts = new Map<string, string>([[LOOKUP_TABLE_PATH, head]]);
  for (let part = 1; typeof count === 'number' && part < count; part += 1) {
    parts.set(lookupPartPath(part), await readFile(path.join(dist, lookupPartPath(part)), 'utf8'));
  }
  const tableText = [...parts.values()].join('');
  const notFoundPage = await readFile(path.join(dist, `${productNotFoundPath().slice(1)}.html`));
  // Validated once here, outside the timings (the function only checks the version).
  const table = parseLookupTable(...parts.values());
  const siteFetch: SiteFetch = async (request) => {
    const pathname = new URL(request.url).pathname;
    const part = parts.get(pathname);
    if (part !== undefined) return new Response(part, { headers: { 'content-type': 'application/json' } });
    if (pathname === productNotFoundPath())
      return new Response(notFoundPage, { headers: { 'content-type': 'text/html' } });
    return new Response('', { status: 404 });
  };

  const middle = Math.floor(table.skus.length / 2);
  const sku = table.skus[middle] ?? 'x';
  const nameWords = (table.names[middle] ?? 'x y').split(' ').slice(0, 3).join('-');
  const targets = {
    sku: productPath(encodeURIComponent(sku.toLowerCase())),
    name: productPath(encodeURIComponent(nameWords)),
    notFound: productPath('finns-inte-nagonstans-alls'),
    brand: brandPath(encodeURIComponent((table.brands[0] ?? 'x').toUpperCase())),
  };

  const coldStart = performance.now();
  const cold = createRoutingHandler({ fetch: siteFetch });
  const first = await cold(new Request(`${ORIGIN}${targets.sku}`));
  const coldMs = performance.now() - coldStart;
  if (first.status !== 301) throw new Error(`routing bench: ${targets.sku} answered ${first.status}, not 301`);

  const warm = async (target: string): Promise<number> => {
    const times: number[] = [];
    for (let i = 0; i < repeats; i += 1) {
      const start = performance.now();
      const response = await cold(new Request(`${ORIGIN}${target}`));
      await response.arrayBuffer();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)] ?? 0;
  };
  return {
    products: table.slugs.length,
    tableBytes: Buffer.byteLength(tableText),
    tableGzipBytes: gzipSync(tableText, { level: 9 }).length,
    coldMs,
    warmMs: {
      sku: await warm(targets.sku),
      name: await warm(targets.name),
      notFound: await warm(targets.notFound),
      brand: await warm(targets.brand),
    },
  };
}

export function formatRoutingBench(bench: RoutingBench): string {
  const ms = (value: number) => value.toFixed(2);
  return [
    `routing table: ${bench.products} products, ${bench.tableBytes} bytes, ${bench.tableGzipBytes} bytes gzip`,
    `routing function: cold ${ms(bench.coldMs)} ms; warm median ms: sku ${ms(bench.warmMs.sku)}, name ${ms(bench.warmMs.name)}, not found ${ms(bench.warmMs.notFound)}, brand ${ms(bench.warmMs.brand)}`,
  ].join('\n');
}
