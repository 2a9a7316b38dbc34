/**
 * The routing function under Deno (npm `deno`, offline): a small harness
 * script imports src/routing/routing-function.ts as it is, answers a list of
 * requests against a stubbed site (lookup table and not-found page) and
 * prints the answers; they must equal the answers of the same code under
 * Node. Netlify's edge runtime is Deno; this shows the function depends on
 * web standards only, not on Node.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLookupTable, formatLookupTable, LOOKUP_TABLE_PATH } from '../../src/routing/lookup-table';
import { createRoutingHandler, type SiteFetch } from '../../src/routing/routing-function';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DENO = path.join(ROOT, 'node_modules/.bin/deno');
const HANDLER = pathToFileURL(path.join(ROOT, 'src/routing/routing-function.ts')).href;
const ORIGIN = 'https://www.vinkylguiden.se';

const FILES: readonly (readonly [string, string])[] = [
  [
    LOOKUP_TABLE_PATH,
    formatLookupTable(
      buildLookupTable({
        products: [
          { slug: 'mquvee-wineexpert-12', sku: 'MQ-WE12', name: 'mQuvée WineExpert 12 – 12 flaskor' },
          {
            slug: 'riedel-veritas-cabernetmerlot-2-pack',
            sku: 'RIE-64490',
            name: 'Riedel Veritas Cabernet/Merlot 2-pack',
          },
        ],
        excludedProducts: [
          { id: 'WC-78060DPP', name: 'Inbyggbar vinkyl - WineCave Exclusive', slug: null, redirect_to: '/vinkyl' },
        ],
        brands: [{ slug: 'mquvee' }, { slug: 'la-sommeliere' }],
      }),
    ),
  ],
  ['/produkt-hittades-inte', '<!doctype html><html lang="sv"><h1>Produkten hittades inte</h1></html>'],
];

/** [method, path and query] of every kind of answer, including hostile input. */
const REQUESTS: readonly (readonly [string, string])[] = [
  ['GET', '/produkt/MQ-WE12?utm_source=x'],
  ['GET', '/produkt/mq-we12'],
  ['GET', '/produkt/mQuv%C3%A9e%20WineExpert%2012%20%E2%80%93%2012%20flaskor'],
  ['GET', '/produkt/mQuv%C3%A9e-WineExpert-12-%E2%80%93-12-flaskor'],
  ['GET', '/produkt/Riedel-Veritas-Cabernet/Merlot-2-pack'],
  ['GET', '/produkt/veritas'],
  ['GET', '/produkt/WC-78060DPP'],
  ['GET', '/produkt/inbyggbar-vinkyl-winecave-exclusive'],
  ['GET', '/produkt/finns-inte'],
  ['HEAD', '/produkt/finns-inte'],
  ['POST', '/produkt/MQ-WE12'],
  ['GET', '/produkt/%E0%A4%A'],
  ['GET', `/produkt/${'x'.repeat(4000)}`],
  ['GET', '/produkt/sida/9'],
  ['GET', '/varumarken/MQuvee'],
  ['GET', '/varumarken/MQUV%C3%89E?a=1'],
  ['GET', '/varumarken/La%20Sommeli%C3%A8re'],
  ['GET', '/varumarken/okand'],
];

type Answer = [number, string | null, string | null, string];

function stubFetch(files: ReadonlyMap<string, string>): SiteFetch {
  return async (request) => {
    const body = files.get(new URL(request.url).pathname);
    return body === undefined
      ? new Response('', { status: 404 })
      : new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });
  };
}

async function answer(handler: (request: Request) => Promise<Response>, method: string, target: string) {
  const response = await handler(new Request(`${ORIGIN}${target}`, { method }));
  return [
    response.status,
    response.headers.get('location'),
    response.headers.get('content-type'),
    await response.text(),
  ] satisfies Answer;
}

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'routing-deno-'));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the routing function under Deno', () => {
  it('answers every request exactly as under Node', async () => {
    // The harness is plain JavaScript (no Deno types in the repository); it
    // shares the stub and the answer format with this file through the text.
    const harness = `
import { createRoutingHandler } from ${JSON.stringify(HANDLER)};
const files = new Map(${JSON.stringify(FILES)});
const requests = ${JSON.stringify(REQUESTS)};
const stubFetch = ${stubFetch.toString()};
const answer = ${answer.toString()};
const ORIGIN = ${JSON.stringify(ORIGIN)};
const handler = createRoutingHandler({ fetch: stubFetch(files) });
const out = [];
for (const [method, target] of requests) out.push(await answer(handler, method, target));
console.log(JSON.stringify({ runtime: 'deno ' + Deno.version.deno, out }));
`;
    const script = path.join(dir, 'harness.mjs');
    await writeFile(script, harness);
    const { stdout } = await promisify(execFile)(
      DENO,
      // Sloppy imports: the project's TypeScript imports without extensions, as Node and Vite resolve them.
      ['run', '--no-prompt', '--no-check', '--no-config', '--unstable-sloppy-imports', script],
      { env: { ...process.env, DENO_DIR: path.join(dir, 'deno-dir'), DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' } },
    );
    const fromDeno = JSON.parse(stdout) as { runtime: string; out: Answer[] };
    expect(fromDeno.runtime).toMatch(/^deno 2\./);

    const handler = createRoutingHandler({ fetch: stubFetch(new Map(FILES)) });
    const fromNode: Answer[] = [];
    for (const [method, target] of REQUESTS) fromNode.push(await answer(handler, method, target));

    expect(fromDeno.out).toEqual(fromNode);
    // The answers are the function's real ones, not an error page from either side.
    expect(fromNode.map(([status]) => status)).toEqual([
      301, 301, 301, 301, 301, 301, 301, 301, 404, 404, 405, 404, 404, 404, 301, 301, 301, 302,
    ]);
    expect(fromNode[0]?.[1]).toBe('/produkt/mquvee-wineexpert-12?utm_source=x');
    expect(fromNode[16]?.[1]).toBe('/varumarken/la-sommeliere');
  });
});
