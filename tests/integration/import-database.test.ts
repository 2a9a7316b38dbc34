/**
 * Issue 36 §2 against a real PostgreSQL 15 and PostgREST 12 with Supabase's
 * roles (supabase/migrations/…_replace_shop_rows.sql): `npm run import`
 * without --out replaces one shop's rows through
 * rpc('replace_shop_rows') with the service-role key, atomically, writing
 * only what changed, and refuses a feed that shrank by more than the guard
 * allows unless forced. "Untouched" is checked by each row's text and its
 * xmin (the transaction that last wrote it): a row rewritten with the same
 * values would get a new xmin.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseTarget } from '../../src/import/database';
import { ImportError } from '../../src/import/errors';
import { ROW_COLUMNS } from '../../src/import/map-row';
import { runImport } from '../../src/import/run';
import { runScript, type ScriptResult } from '../support/run-script';
import { type Harness, startHarness, tempDir } from './harness';

const SHOP = 'testbutiken';
const NOW = Date.parse('2026-11-28T12:00:00Z');
const HEADER = [
  'id',
  'title',
  'description',
  'link',
  'image_link',
  'price',
  'sale_price',
  'sale_price_effective_date',
  'availability',
  'brand',
  'gtin',
  'mpn',
  'product_type',
  'google_product_category',
  'shipping(country:service:price)',
  'condition',
];

let harness: Harness;
let dir: string;
let cleanup: () => Promise<void>;
/** The id of the row written before the shop column (shop NULL), which the first import claims. */
let legacyId: string;

interface Item {
  readonly sku: string;
  readonly price: number;
}

const items = (from: number, to: number): Item[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({
    sku: `TB-${String(from + i).padStart(3, '0')}`,
    price: 1000 + i,
  }));

/** A Google Merchant TSV feed of the shop. */
async function feed(name: string, list: readonly Item[]): Promise<string> {
  const lines = list.map((item) =>
    [
      item.sku,
      `Vinkyl ${item.sku}`,
      `Vinkyl ${item.sku} för 24 flaskor.`,
      `https://www.testbutiken.se/p/${item.sku.toLowerCase()}`,
      `https://www.testbutiken.se/img/${item.sku.toLowerCase()}.jpg`,
      `${item.price}.00 SEK`,
      '',
      '',
      'in stock',
      'Testmärket',
      '',
      '',
      'Vinkyl',
      '',
      'SE:Standard:0.00 SEK',
      'new',
    ].join('\t'),
  );
  const file = path.join(dir, name);
  await writeFile(file, `${[HEADER.join('\t'), ...lines].join('\n')}\n`);
  return file;
}

function target(options: Partial<SupabaseTarget> = {}): SupabaseTarget {
  return { url: harness.supabaseUrl, serviceKey: harness.serviceKey, maxDrop: 0.5, force: false, ...options };
}

function importFeed(file: string, options: Partial<SupabaseTarget> = {}) {
  return runImport({ shop: 'testbutiken.se', file, format: 'google-tsv', now: NOW, supabase: target(options) });
}

/** Every row of the shop with its xmin, in id order: equal only if no row was written. */
function shopRows(): Promise<string> {
  return harness.psql(
    `select coalesce(string_agg(f.xmin::text || ' ' || f::text, E'\\n' order by f.id), '')
       from public.product_feed_static f where f.shop = '${SHOP}' or f.id = ${legacyId};`,
  );
}

/** A digest of every other row with its xmin. */
function otherRows(): Promise<string> {
  return harness.psql(
    `select md5(string_agg(f.xmin::text || ' ' || f::text, '|' order by f.id))
       from public.product_feed_static f where f.shop is distinct from '${SHOP}' and f.id <> ${legacyId};`,
  );
}

async function skus(): Promise<string[]> {
  const text = await harness.psql(
    `select string_agg("SKU", ',' order by "SKU") from public.product_feed_static where shop = '${SHOP}';`,
  );
  return text === '' ? [] : text.split(',');
}

/** `npm run import` as a process, with only the given Supabase settings. */
function runCli(args: readonly string[], env: Record<string, string>): Promise<ScriptResult> {
  return runScript('scripts/import.ts', args, {
    ...process.env,
    SUPABASE_URL: '',
    SUPABASE_SERVICE_ROLE_KEY: '',
    SUPABASE_ANON_KEY: '',
    ...env,
  });
}

beforeAll(async () => {
  harness = await startHarness();
  ({ dir, cleanup } = await tempDir('import-db'));
  await harness.psql(
    `insert into public.shops (slug, name, hosts) values ('${SHOP}', 'Testbutiken', '{testbutiken.se}');`,
  );
  // A row of the shop imported before the shop column: found by its link's host.
  legacyId = await harness.psql(
    `insert into public.product_feed_static ("Name", "SKU", "Price", "ProductUrl")
     values ('Gammal rad', 'TB-001', '999', 'https://www.testbutiken.se/p/tb-001') returning id;`,
  );
}, 120_000);

afterAll(async () => {
  await cleanup?.();
  await harness?.stop();
});

describe('npm run import into Supabase', () => {
  it('replaces the shop’s rows, claims its rows from before the shop column, leaves other shops’ rows untouched', async () => {
    const others = await otherRows();
    const summary = await importFeed(await feed('ten.tsv', items(1, 10)));
    expect(summary.database).toEqual({ before: 1, rows: 10, inserted: 9, updated: 1, deleted: 0, unchanged: 0 });
    expect(await skus()).toEqual(items(1, 10).map((item) => item.sku));
    // The old row keeps its id and now carries the shop and the feed's values.
    expect(
      await harness.psql(
        `select shop || ' ' || "Name" || ' ' || "Price" from public.product_feed_static where id = ${legacyId};`,
      ),
    ).toBe(`${SHOP} Vinkyl TB-001 1000`);

    // A changed feed: two gone, two new, one price changed; ids of kept SKUs stay.
    const idOf002 = await harness.psql(
      `select id from public.product_feed_static where shop = '${SHOP}' and "SKU" = 'TB-002';`,
    );
    const changed = [...items(1, 8), ...items(11, 12)].map((item) =>
      item.sku === 'TB-002' ? { ...item, price: 1501 } : item,
    );
    const second = await importFeed(await feed('changed.tsv', changed));
    expect(second.database).toEqual({ before: 10, rows: 10, inserted: 2, updated: 1, deleted: 2, unchanged: 7 });
    expect(await skus()).toEqual(changed.map((item) => item.sku).sort());
    expect(
      await harness.psql(
        `select id || ' ' || "Price" from public.product_feed_static where shop = '${SHOP}' and "SKU" = 'TB-002';`,
      ),
    ).toBe(`${idOf002} 1501`);
    expect(await otherRows()).toBe(others);

    // Back to the ten, for the tests below.
    await importFeed(await feed('ten.tsv', items(1, 10)));
    expect(await skus()).toEqual(items(1, 10).map((item) => item.sku));
  });

  it('a re-import of the same feed writes nothing: no row rewritten, no price history noise', async () => {
    const file = await feed('ten.tsv', items(1, 10));
    // The history as the nightly job records it, on days after any of the harness's history.
    const day = await harness.psql(
      'select (coalesce(max(valid_from), current_date) + 1)::text from public.price_history;',
    );
    await harness.psql(`select * from private.record_price_history('${day}'::date, true);`);
    const history = await harness.psql("select md5(string_agg(h::text, '|' order by id)) from public.price_history h;");
    const rows = await shopRows();
    const others = await otherRows();

    const again = await importFeed(file);
    expect(again.database).toEqual({ before: 10, rows: 10, inserted: 0, updated: 0, deleted: 0, unchanged: 10 });
    expect(await shopRows()).toBe(rows);
    expect(await otherRows()).toBe(others);

    const run = await harness.psql(
      `select opened || ' ' || revised || ' ' || closed from private.record_price_history('${day}'::date + 1);`,
    );
    expect(run).toBe('0 0 0');
    expect(await harness.psql("select md5(string_agg(h::text, '|' order by id)) from public.price_history h;")).toBe(
      history,
    );
    expect(
      await harness.psql(
        `select count(*) from public.price_history where shop = 'testbutiken.se' and valid_to is null;`,
      ),
    ).toBe('10');
  });

  it('a feed that fails to download or parse leaves the shop’s rows exactly as they were', async () => {
    const before = await shopRows();
    // Half a feed: a row with a field in an unclosed quote, then nothing.
    const broken = path.join(dir, 'broken.xml');
    await writeFile(broken, '<?xml version="1.0"?>\n<rss><channel><item><g:id>TB-001</g:id><title>Halv');
    const failure = await runImport({
      shop: 'testbutiken.se',
      file: broken,
      format: 'google-xml',
      now: NOW,
      supabase: target(),
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ImportError);
    expect(failure).toMatchObject({ kind: 'feed' });

    const missing = await importFeed(path.join(dir, 'no-such-feed.tsv')).catch((error: unknown) => error);
    expect(missing).toMatchObject({ kind: 'feed' });
    expect(await shopRows()).toBe(before);
  });

  it('a call that fails half way rolls back every row it changed', async () => {
    const before = await shopRows();
    const others = await otherRows();
    const row = (sku: string, name: string) => {
      const out: Record<string, string | null> = Object.fromEntries(ROW_COLUMNS.map((column) => [column, null]));
      return { ...out, Name: name, SKU: sku, Price: '1', ProductUrl: `https://testbutiken.se/p/${sku}` };
    };
    // Rows that change, delete and insert, with one in the middle that a constraint refuses at its insert.
    const rows = [row('TB-001', 'Ändrad'), row('TB-002', 'Ändrad'), row('TB-500', 'BOOM'), row('TB-501', 'Ny')];
    const rowsJson = JSON.stringify(rows).replaceAll("'", "''");
    await harness.psql(
      `alter table public.product_feed_static add constraint no_boom check ("Name" is distinct from 'BOOM') not valid;`,
    );
    try {
      await expect(
        harness.psql(`select public.replace_shop_rows('${SHOP}', '${rowsJson}'::jsonb, 1, true);`, 'service_role'),
      ).rejects.toThrow(/no_boom/);
    } finally {
      await harness.psql('alter table public.product_feed_static drop constraint no_boom;');
    }
    expect(await shopRows()).toBe(before);

    // The process killed after the function wrote everything, before the commit.
    const good = JSON.stringify([row('TB-001', 'Ändrad'), row('TB-501', 'Ny')]).replaceAll("'", "''");
    await expect(
      harness.psql(
        `\\set ON_ERROR_STOP on\nbegin;\nselect public.replace_shop_rows('${SHOP}', '${good}'::jsonb, 1, true);\nselect pg_terminate_backend(pg_backend_pid());\ncommit;`,
        'service_role',
      ),
    ).rejects.toThrow(/terminat/);
    expect(await shopRows()).toBe(before);
    expect(await otherRows()).toBe(others);

    // Rows the function refuses before it writes: no SKU, a price not as the table stores it, a repeated SKU.
    for (const bad of [
      [row('', 'Utan SKU')],
      [{ ...row('TB-001', 'X'), Price: '1 299,00' }],
      [row('TB-001', 'A'), row('TB-001', 'B')],
      [{ ...row('TB-001', 'X'), id: '7' }],
    ]) {
      const text = JSON.stringify(bad).replaceAll("'", "''");
      await expect(
        harness.psql(`select public.replace_shop_rows('${SHOP}', '${text}'::jsonb, 1, true);`, 'service_role'),
      ).rejects.toThrow(/replace_shop_rows: (row 1 is not a feed row|the SKU 'TB-001' is on 2 rows)/);
    }
    expect(await shopRows()).toBe(before);
  });

  it('only the service role may run the function', async () => {
    const catalogue = await harness.psql(`
      select json_build_object(
        'definer', p.prosecdef, 'config', p.proconfig,
        'callers', (
          select coalesce(array_agg(r.rolname order by r.rolname), '{}')
            from pg_roles r
           where r.rolname in ('anon', 'authenticated', 'service_role') and has_function_privilege(r.oid, p.oid, 'execute')
        ),
        -- A NULL ACL means the default, which lets PUBLIC execute.
        'public', exists (select 1 from aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a where a.grantee = 0)
      )
      from pg_proc p where p.oid = 'public.replace_shop_rows(text, jsonb, numeric, boolean)'::regprocedure;`);
    expect(JSON.parse(catalogue)).toEqual({
      definer: true,
      config: ['search_path=pg_catalog, pg_temp'],
      callers: ['service_role'],
      public: false,
    });
    const before = await shopRows();
    for (const role of ['anon', 'authenticated']) {
      await expect(
        harness.psql(`select public.replace_shop_rows('${SHOP}', '[]'::jsonb, 1, true);`, role),
      ).rejects.toThrow(/permission denied for function replace_shop_rows/);
    }
    const response = await fetch(`${harness.supabaseUrl}/rest/v1/rpc/replace_shop_rows`, {
      method: 'POST',
      headers: {
        apikey: harness.anonKey,
        Authorization: `Bearer ${harness.anonKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ p_shop: SHOP, p_rows: [], p_force: true }),
    });
    expect([401, 403]).toContain(response.status);
    expect(await shopRows()).toBe(before);

    const file = await feed('ten.tsv', items(1, 10));
    const noKey = await runCli(['--shop', 'testbutiken.se', '--file', file], { SUPABASE_URL: harness.supabaseUrl });
    expect(noKey.code).toBe(2);
    expect(noKey.stderr).toContain('writing to Supabase needs SUPABASE_SERVICE_ROLE_KEY');
    const anonKey = await runCli(['--shop', 'testbutiken.se', '--file', file], {
      SUPABASE_URL: harness.supabaseUrl,
      SUPABASE_SERVICE_ROLE_KEY: harness.anonKey,
    });
    expect(anonKey.code).toBe(2);
    expect(anonKey.stderr).toContain('is a key of the role anon, not service_role');
  });

  it('the shrink guard refuses a feed that lost more than the allowed share, with the numbers; --force writes it', async () => {
    const before = await shopRows();
    const two = await feed('two.tsv', items(1, 2));
    const env = { SUPABASE_URL: harness.supabaseUrl, SUPABASE_SERVICE_ROLE_KEY: harness.serviceKey };
    const refused = await runCli(['--shop', 'testbutiken.se', '--file', two, '--format', 'google-tsv'], env);
    expect(refused.code).toBe(7);
    expect(refused.stderr).toContain('the feed of testbutiken has 2 rows, 80.0% fewer than the 10 it has now');
    expect(refused.stderr).toContain('--force');
    expect(await shopRows()).toBe(before);

    // --force writes it.
    const forced = await runCli(['--shop', 'testbutiken.se', '--file', two, '--format', 'google-tsv', '--force'], env);
    expect(forced.stderr).toBe('');
    expect(forced.code).toBe(0);
    expect(forced.stdout).toContain(
      'database: 2 rows of this shop (it had 10): 0 inserted, 0 updated, 8 deleted, 2 unchanged',
    );
    expect(await skus()).toEqual(['TB-001', 'TB-002']);

    // Growth always passes; a larger --max-drop lets the same shrink through without --force.
    const up = await importFeed(await feed('ten.tsv', items(1, 10)));
    expect(up.database).toMatchObject({ before: 2, rows: 10, inserted: 8 });
    await expect(importFeed(two, { maxDrop: 0.8 })).resolves.toMatchObject({ database: { deleted: 8 } });
  });
});
