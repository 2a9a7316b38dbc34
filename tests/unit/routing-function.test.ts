/**
 * The routing function's Request → Response behaviour with its site stubbed
 * (the lookup table and the not-found page as files); the same code runs in
 * the preview server (tests/integration/routing.test.ts) and under Deno
 * (tests/integration/routing-deno.test.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildLookupTable,
  formatLookupTable,
  LOOKUP_TABLE_PATH,
  lookupPartPath,
  lookupTableFiles,
} from '../../src/routing/lookup-table';
import { createRoutingHandler, type SiteFetch } from '../../src/routing/routing-function';

const TABLE = formatLookupTable(
  buildLookupTable({
    products: [{ slug: 'cavin-polar-60', sku: 'CP-60', name: 'Cavin Polar 60' }],
    excludedProducts: [{ id: 'WC-1', name: 'WineCave X', slug: 'winecave-x', redirect_to: '/vinkyl' }],
    brands: [{ slug: 'cavin' }],
  }),
);
const NOT_FOUND_PAGE = '<!doctype html><h1>Produkten hittades inte</h1>';

function site(
  omit: readonly string[] = [],
  table: ReadonlyMap<string, string> = new Map([[LOOKUP_TABLE_PATH, TABLE]]),
): { fetch: SiteFetch; requested: string[] } {
  const all = new Map([...table, ['/produkt-hittades-inte', NOT_FOUND_PAGE]]);
  for (const path of omit) all.delete(path);
  const requested: string[] = [];
  return {
    requested,
    fetch: async (request) => {
      const url = new URL(request.url);
      requested.push(url.pathname);
      const body = all.get(url.pathname);
      if (body === undefined) return new Response('no', { status: 404 });
      return new Response(body, {
        headers: {
          'content-type': url.pathname.endsWith('.json') ? 'application/json' : 'text/html; charset=utf-8',
          'content-security-policy': "default-src 'self'",
          'content-length': String(new TextEncoder().encode(body).length),
          etag: '"abc"',
        },
      });
    },
  };
}

const ORIGIN = 'https://www.vinkylguiden.se';

/** Three products in three parts: the function reads them all, side by side after the first. */
const PARTS = new Map(
  lookupTableFiles(
    buildLookupTable({
      products: ['a', 'b', 'c'].map((letter) => ({
        slug: `vinkyl-${letter}`,
        sku: `SKU-${letter.toUpperCase()}`,
        name: `Vinkyl ${letter}`,
        offers: [{ slug: `gammal-${letter}`, sku: `OLD-${letter.toUpperCase()}`, name: `Gammal ${letter}` }],
      })),
      excludedProducts: [],
      brands: [],
    }),
    1,
  ).map((file) => [file.path, file.text]),
);

describe('routing function with its table in parts', () => {
  it('reads every part once and answers for a product of any of them', async () => {
    const stub = site([], PARTS);
    const handler = createRoutingHandler({ fetch: stub.fetch });
    expect((await handler(new Request(`${ORIGIN}/produkt/sku-c`))).headers.get('location')).toBe('/produkt/vinkyl-c');
    expect((await handler(new Request(`${ORIGIN}/produkt/gammal-b`))).headers.get('location')).toBe(
      '/produkt/vinkyl-b',
    );
    expect(stub.requested.filter((p) => p.startsWith('/_routing/'))).toEqual([
      lookupPartPath(0),
      lookupPartPath(1),
      lookupPartPath(2),
    ]);
  });

  it('answers not found while a part is missing, and reads the table again on the next request', async () => {
    const errors: unknown[] = [];
    const stub = site([lookupPartPath(2)], PARTS);
    const handler = createRoutingHandler({ fetch: stub.fetch, onError: (error) => errors.push(error) });
    expect((await handler(new Request(`${ORIGIN}/produkt/sku-a`))).status).toBe(404);
    expect(String(errors[0])).toContain(`${lookupPartPath(2)}: HTTP 404`);
    await handler(new Request(`${ORIGIN}/produkt/sku-a`));
    expect(stub.requested.filter((p) => p === LOOKUP_TABLE_PATH)).toHaveLength(2);
  });
});

describe('routing function', () => {
  it('redirects a SKU with 301, keeping the query string, and fetches the table once per instance', async () => {
    const stub = site();
    const handler = createRoutingHandler({ fetch: stub.fetch });
    const first = await handler(new Request(`${ORIGIN}/produkt/cp-60?utm_source=mail&x=%20y`));
    expect(first.status).toBe(301);
    expect(first.headers.get('location')).toBe('/produkt/cavin-polar-60?utm_source=mail&x=%20y');
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const second = await handler(new Request(`${ORIGIN}/produkt/Cavin-Polar`));
    expect(second.headers.get('location')).toBe('/produkt/cavin-polar-60');
    expect(stub.requested.filter((p) => p === LOOKUP_TABLE_PATH)).toHaveLength(1);
  });

  it('sends the excluded product to its target and a brand spelling to its slug', async () => {
    const handler = createRoutingHandler({ fetch: site().fetch });
    const excluded = await handler(new Request(`${ORIGIN}/produkt/WineCave%20X?a=1`));
    expect([excluded.status, excluded.headers.get('location')]).toEqual([301, '/vinkyl?a=1']);
    const brand = await handler(new Request(`${ORIGIN}/varumarken/CAVIN/`));
    expect([brand.status, brand.headers.get('location')]).toEqual([301, '/varumarken/cavin']);
    const slashes = await handler(new Request(`${ORIGIN}/produkt/CP-60///`));
    expect([slashes.status, slashes.headers.get('location')]).toEqual([301, '/produkt/cavin-polar-60']);
    const unknown = await handler(new Request(`${ORIGIN}/varumarken/okand?a=1`));
    expect([unknown.status, unknown.headers.get('location')]).toEqual([302, '/?a=1']);
  });

  it('serves the not-found page with status 404 and the page’s own headers, without transfer headers', async () => {
    const handler = createRoutingHandler({ fetch: site().fetch });
    const answer = await handler(new Request(`${ORIGIN}/produkt/finns-inte`));
    expect(answer.status).toBe(404);
    expect(answer.headers.get('location')).toBeNull();
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(answer.headers.get('etag')).toBeNull();
    expect(await answer.text()).toBe(NOT_FOUND_PAGE);
    const head = await handler(new Request(`${ORIGIN}/produkt/finns-inte`, { method: 'HEAD' }));
    expect(head.status).toBe(404);
    expect(await head.text()).toBe('');
  });

  it('answers malformed, overlong and traversal paths as not found, never with a 500', async () => {
    const handler = createRoutingHandler({ fetch: site().fetch });
    for (const bad of [
      '/produkt/%E0%A4%A',
      '/produkt/%C3',
      `/produkt/${'x'.repeat(3000)}`,
      '/produkt/..%2F..%2Fetc',
      '/produkt/%00',
    ]) {
      const answer = await handler(new Request(`${ORIGIN}${bad}`));
      expect(answer.status, bad).toBe(404);
    }
    const brand = await handler(new Request(`${ORIGIN}/varumarken/%E0%A4%A`));
    expect([brand.status, brand.headers.get('location')]).toEqual([302, '/']);
  });

  it('refuses methods other than GET and HEAD', async () => {
    const handler = createRoutingHandler({ fetch: site().fetch });
    const answer = await handler(new Request(`${ORIGIN}/produkt/cp-60`, { method: 'POST', body: 'x' }));
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, HEAD');
  });

  it('without a table reports the error, answers not found, and retries on the next request', async () => {
    const errors: unknown[] = [];
    let fail = true;
    const stub = site();
    const handler = createRoutingHandler({
      fetch: (request) =>
        fail && request.url.endsWith('.json')
          ? Promise.resolve(new Response('', { status: 500 }))
          : stub.fetch(request),
      onError: (error) => errors.push(error),
    });
    const broken = await handler(new Request(`${ORIGIN}/produkt/cp-60`));
    expect(broken.status).toBe(404);
    expect(String(errors[0])).toMatch(/lookup table .*HTTP 500/);
    fail = false;
    const healed = await handler(new Request(`${ORIGIN}/produkt/cp-60`));
    expect([healed.status, healed.headers.get('location')]).toEqual([301, '/produkt/cavin-polar-60']);
  });

  it('answers 404 when even the not-found page is missing', async () => {
    const handler = createRoutingHandler({ fetch: site(['/produkt-hittades-inte']).fetch });
    const answer = await handler(new Request(`${ORIGIN}/produkt/finns-inte`));
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe('Produkten hittades inte\n');
  });
});

describe('the routing function’s code', () => {
  it('uses web standards only: its module graph imports no Node module, package or Node global', () => {
    const seen = new Set<string>();
    const visit = (file: string): void => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      expect(source, file).not.toMatch(/\bBuffer\b|\bprocess\.|\brequire\(|__dirname/);
      for (const [, specifier = ''] of source.matchAll(/^import\s[^;]*?from\s+'([^']+)'/gms)) {
        expect(specifier, `${file} imports ${specifier}`).toMatch(/^\.\.?\//);
        visit(path.resolve(path.dirname(file), `${specifier}.ts`));
      }
    };
    visit(path.resolve(import.meta.dirname, '../../src/routing/routing-function.ts'));
    expect([...seen].map((file) => path.basename(file)).sort()).toEqual([
      'lookup-table.ts',
      'lookup.ts',
      'routes.ts',
      'routing-function.ts',
      'sku.ts',
      'slug.ts',
    ]);
  });
});
