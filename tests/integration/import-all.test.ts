/**
 * Issue 36 §3 against the local PostgreSQL + PostgREST: `npm run import --
 * --all` imports every active shop's feed listed by
 * public.shop_feeds_to_import() (service_role only), one after the other; a
 * shop whose feed fails is named and keeps its rows, the others are
 * imported all the same; `changed` says whether a rebuild would show
 * anything new. Feed URLs and tokens never reach the anon key or a log.
 *
 * The feed URLs must be https (private.shop_feeds checks it) and tests
 * never leave the machine, so the import of one shop is the real runImport
 * with the fetched URL swapped for a local file, after checking that the
 * URL is the one the shop's row gives, token in place.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AllShopsSummary, importAllShops, shownFeedUrl } from '../../src/import/all-shops';
import type { SupabaseTarget } from '../../src/import/database';
import { IMPORT_EXIT } from '../../src/import/errors';
import type { ImportOptions } from '../../src/import/run';
import { runImport } from '../../src/import/run';
import { runScript } from '../support/run-script';
import { type Harness, restClient, startHarness, tempDir } from './harness';

const NOW = Date.parse('2026-11-29T12:00:00Z');
const TOKEN = 'hemlig-nyckel-4711';
const HEADER = [
  'id',
  'title',
  'description',
  'link',
  'price',
  'availability',
  'brand',
  'product_type',
  'shipping',
  'condition',
];

let harness: Harness;
let dir: string;
let cleanup: () => Promise<void>;
const rest = restClient(() => harness);

/** A Google Merchant TSV feed of `host` with `count` vinkylar from `price`. */
async function feed(name: string, host: string, count: number, price = 5000): Promise<string> {
  const lines = Array.from({ length: count }, (_, i) => {
    const sku = `${host.slice(0, 3).toUpperCase()}-${i + 1}`;
    return [
      sku,
      `Vinkyl ${sku}`,
      `Vinkyl ${sku} för 24 flaskor.`,
      `https://www.${host}/p/${sku.toLowerCase()}`,
      `${price + i}.00 SEK`,
      'in stock',
      'Provmärket',
      'Vinkyl',
      'SE:Standard:0.00 SEK',
      'new',
    ].join('\t');
  });
  const file = path.join(dir, name);
  await writeFile(file, `${[HEADER.join('\t'), ...lines].join('\n')}\n`);
  return file;
}

/** Which local file stands for each URL the shops' rows give; filled per test. */
const files = new Map<string, string>();
/** The URLs the import asked for, in order. */
const asked: string[] = [];

/** runImport, with the network replaced by the local file registered for the URL (an unknown URL fails as a 404 would). */
function localImport(options: ImportOptions) {
  asked.push(options.file);
  const file = files.get(options.file) ?? path.join(dir, 'not-served.tsv');
  return runImport({ ...options, file });
}

function target(): SupabaseTarget {
  return { url: harness.supabaseUrl, serviceKey: harness.serviceKey, maxDrop: 0.5, force: false };
}

const all = (): Promise<AllShopsSummary> => importAllShops({ supabase: target(), now: NOW, importShop: localImport });

/** Every row of a shop with its xmin: equal only if no row was written. */
function rowsOf(shop: string): Promise<string> {
  return harness.psql(
    `select coalesce(string_agg(f.xmin::text || ' ' || f::text, E'\\n' order by f.id), '')
       from public.product_feed_static f where f.shop = '${shop}';`,
  );
}

beforeAll(async () => {
  harness = await startHarness();
  ({ dir, cleanup } = await tempDir('import-all'));
  await harness.psql(`
    insert into public.shops (slug, name, hosts, feed_format, active) values
      ('alfabutiken', 'Alfabutiken', '{alfabutiken.se}', 'google-tsv', true),
      ('betabutiken', 'Betabutiken', '{betabutiken.se}', null, true),
      ('gammabutiken', 'Gammabutiken', '{gammabutiken.se}', 'google-tsv', false),
      ('deltabutiken', 'Deltabutiken', '{deltabutiken.se}', 'google-tsv', true),
      ('epsilonbutiken', 'Epsilonbutiken', '{}', 'google-tsv', true);
    insert into private.shop_feeds (shop, feed_url, network_token) values
      ('alfabutiken', 'https://feeds.example/alfa/{token}/feed.tsv', '${TOKEN}'),
      ('betabutiken', 'https://feeds.example/beta.tsv?token=x', null),
      ('gammabutiken', 'https://feeds.example/gamma.tsv', null),
      ('epsilonbutiken', 'https://feeds.example/epsilon.tsv', null);
  `);
}, 120_000);

afterAll(async () => {
  await cleanup?.();
  await harness?.stop();
});

describe('npm run import -- --all', () => {
  it('lists the active shops with a feed, in slug order, to the service-role key only', async () => {
    const anon = await rest(harness.anonKey, 'rpc/shop_feeds_to_import', { method: 'POST', body: '{}' });
    expect(anon.status).toBe(401);
    expect(await anon.text()).not.toContain(TOKEN);
    const authenticated = await rest(harness.authenticatedKey, 'rpc/shop_feeds_to_import', {
      method: 'POST',
      body: '{}',
    });
    expect(authenticated.status).toBe(403);
    const service = await rest(harness.serviceKey, 'rpc/shop_feeds_to_import', { method: 'POST', body: '{}' });
    expect(service.status).toBe(200);
    const listed = (await service.json()) as { slug: string; network_token: string | null }[];
    // Not gammabutiken (inactive), not deltabutiken (no feed row).
    expect(listed.map((row) => row.slug)).toEqual(['alfabutiken', 'betabutiken', 'epsilonbutiken']);
    expect(listed[0]?.network_token).toBe(TOKEN);
    // The table itself stays closed to every API role.
    for (const key of [harness.anonKey, harness.authenticatedKey, harness.serviceKey]) {
      const direct = await rest(key, 'shop_feeds?select=*');
      expect(direct.ok).toBe(false);
      expect(await direct.text()).not.toContain(TOKEN);
    }
  });

  it('imports each shop; one whose feed fails keeps its rows and is named; the token never reaches a message', async () => {
    files.set(`https://feeds.example/alfa/${TOKEN}/feed.tsv`, await feed('alfa.tsv', 'alfabutiken.se', 4));
    files.set('https://feeds.example/beta.tsv?token=x', await feed('beta.tsv', 'betabutiken.se', 3));
    const first = await all();
    expect(asked).toEqual([`https://feeds.example/alfa/${TOKEN}/feed.tsv`, 'https://feeds.example/beta.tsv?token=x']);
    expect(first.shops.map((shop) => [shop.shop, shop.status, shop.exit_code])).toEqual([
      ['alfabutiken', 'changed', IMPORT_EXIT.ok],
      ['betabutiken', 'changed', IMPORT_EXIT.ok],
      ['epsilonbutiken', 'failed', IMPORT_EXIT.shop],
    ]);
    expect(first.shops[2]?.error).toMatch(/epsilonbutiken has no host/);
    expect(first).toMatchObject({ changed: true, imported: 2, failed: 1 });
    expect(first.shops[0]?.report?.database).toMatchObject({ inserted: 4, rows: 4 });
    expect(first.shops[0]?.report?.file).toBe('https://feeds.example/…');

    // Beta's feed breaks overnight: its rows stay exactly as they were, alfa's new prices go in.
    const betaRows = await rowsOf('betabutiken');
    const broken = path.join(dir, 'broken.tsv');
    await writeFile(broken, `<?xml version="1.0"?><rss><channel><item><g:id>1</g:id></item>`);
    files.set('https://feeds.example/beta.tsv?token=x', broken);
    files.set(`https://feeds.example/alfa/${TOKEN}/feed.tsv`, await feed('alfa2.tsv', 'alfabutiken.se', 4, 4500));
    const second = await all();
    expect(second.shops.map((shop) => [shop.shop, shop.status])).toEqual([
      ['alfabutiken', 'changed'],
      ['betabutiken', 'failed'],
      ['epsilonbutiken', 'failed'],
    ]);
    expect(second.shops[1]?.exit_code).toBe(IMPORT_EXIT.feed);
    expect(await rowsOf('betabutiken')).toBe(betaRows);
    expect(await harness.psql(`select min("Price") from public.product_feed_static where shop = 'alfabutiken';`)).toBe(
      '4500',
    );
    for (const outcome of second.shops) expect(JSON.stringify(outcome)).not.toContain(TOKEN);

    // Nothing new anywhere: `changed` is false, so the few-hourly run does not rebuild.
    files.set('https://feeds.example/beta.tsv?token=x', await feed('beta.tsv', 'betabutiken.se', 3));
    const alfaRows = await rowsOf('alfabutiken');
    const third = await all();
    expect(third.changed).toBe(false);
    expect(third.shops.slice(0, 2).map((shop) => shop.status)).toEqual(['unchanged', 'unchanged']);
    expect(await rowsOf('alfabutiken')).toBe(alfaRows);
    expect(await rowsOf('betabutiken')).toBe(betaRows);
  });

  it('refuses a token without its place in the URL, and a place without a token, for that shop only', async () => {
    await harness.psql(`
      update private.shop_feeds set network_token = 'lost' where shop = 'betabutiken';
      update private.shop_feeds set network_token = null where shop = 'alfabutiken';`);
    try {
      const summary = await all();
      expect(summary.shops.slice(0, 2).map((shop) => [shop.status, shop.exit_code])).toEqual([
        ['failed', IMPORT_EXIT.shop],
        ['failed', IMPORT_EXIT.shop],
      ]);
      expect(summary.shops[0]?.error).toMatch(/has \{token\} but private\.shop_feeds has no network_token/);
      expect(summary.shops[1]?.error).toMatch(/has a network_token for betabutiken but its feed URL has no \{token\}/);
    } finally {
      await harness.psql(`
        update private.shop_feeds set network_token = null where shop = 'betabutiken';
        update private.shop_feeds set network_token = '${TOKEN}' where shop = 'alfabutiken';`);
    }
  });

  it('as a command: exit 8 when a shop failed, each named on stderr without its token, the summary written as JSON', async () => {
    // Loopback on a port nothing listens on: refused at once, without leaving the machine.
    await harness.psql(`
      update private.shop_feeds set feed_url = 'https://127.0.0.1:1/alfa/{token}/feed.tsv' where shop = 'alfabutiken';
      update private.shop_feeds set feed_url = 'https://127.0.0.1:1/beta.tsv' where shop = 'betabutiken';`);
    const alfaRows = await rowsOf('alfabutiken');
    const summaryFile = path.join(dir, 'summary.json');
    const result = await runScript('scripts/import.ts', ['--all', '--summary', summaryFile], {
      ...process.env,
      SUPABASE_URL: harness.supabaseUrl,
      SUPABASE_SERVICE_ROLE_KEY: harness.serviceKey,
    });
    expect(result.code, result.stderr).toBe(IMPORT_EXIT.partial);
    expect(result.stderr).toMatch(/alfabutiken: import failed: cannot fetch https:\/\/127\.0\.0\.1:1\/…/);
    expect(result.stderr).toMatch(/betabutiken: import failed: cannot fetch/);
    expect(`${result.stdout}${result.stderr}`).not.toContain(TOKEN);
    expect(result.stdout).toMatch(/import --all: 3 shops with a feed, 0 imported, 3 failed; no row changed/);
    const written = JSON.parse(await readFile(summaryFile, 'utf8')) as AllShopsSummary;
    expect(written).toMatchObject({ changed: false, imported: 0, failed: 3 });
    expect(await rowsOf('alfabutiken')).toBe(alfaRows);
    expect(shownFeedUrl('https://127.0.0.1:1/alfa/x/feed.tsv')).toBe('https://127.0.0.1:1/…');
  });
});
