/**
 * Issue 36 §1 against a real PostgreSQL 15 and PostgREST 12 with Supabase's
 * default privileges (supabase/migrations/…_shops.sql): the anon key reads
 * the public columns of public.shops and the feed rows' shop column, the
 * pull reads them with it, and nothing of private.shop_feeds (feed URLs,
 * network tokens) is reachable by any API role, through the API or in SQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopRowSchema } from '../../src/dataset/schemas/shop';
import { runPipeline } from '../../src/pull/pipeline';
import { readSupabaseRows } from '../../src/pull/source-supabase';
import { type Harness, restClient, startHarness } from './harness';

const SECRET = 'feed-token-9c2e71';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
  await harness.psql(
    `insert into private.shop_feeds (shop, feed_url, network_token)
     values ('kylmagasinet', 'https://feeds.example/kylmagasinet.xml?token=${SECRET}', '${SECRET}');`,
  );
});

afterAll(async () => {
  await harness?.stop();
});

const rest = restClient(() => harness);

const ROLES = [
  { role: 'anon', key: () => harness.anonKey },
  { role: 'authenticated', key: () => harness.authenticatedKey },
] as const;

/** The sample's shops as the table holds them, by slug. */
function sampleShops(): Record<string, unknown>[] {
  return [...harness.rows.shopRows].sort((a, b) => (String(a.slug) < String(b.slug) ? -1 : 1));
}

describe('public.shops through PostgREST', () => {
  it.each(ROLES)('$role reads every shop, every public column, as the sample holds them', async ({ key }) => {
    expect(harness.rows.shopRows.length).toBeGreaterThanOrEqual(5);
    const response = await rest(key(), 'shops?select=*&order=slug');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(sampleShops());
  });

  it.each(ROLES)("$role reads the feed rows' shop column", async ({ key }) => {
    const response = await rest(key(), 'product_feed_static?select=id,shop&id=eq.12');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([{ id: 12, shop: 'vinkylexperten-outlet' }]);
  });

  it.each(ROLES)('$role cannot insert, change or delete a shop', async ({ key }) => {
    const before = await harness.psql("select md5(string_agg(s::text, '|' order by slug)) from public.shops s;");
    const row = { slug: 'inbrytning', name: 'Inbrytning', hosts: ['inbrytning.se'] };
    for (const [path, init] of [
      ['shops', { method: 'POST', body: JSON.stringify(row) }],
      ['shops?slug=eq.kylmagasinet', { method: 'PATCH', body: JSON.stringify({ name: 'Kapad' }) }],
      ['shops?slug=eq.kylmagasinet', { method: 'DELETE' }],
    ] as const) {
      const response = await rest(key(), path, init);
      expect([401, 403], `${init.method} ${path}`).toContain(response.status);
      expect(((await response.json()) as { code?: string }).code).toBe('42501');
    }
    expect(await harness.psql("select md5(string_agg(s::text, '|' order by slug)) from public.shops s;")).toBe(before);
  });

  it.each(['anon', 'authenticated'])('%s cannot TRUNCATE public.shops in SQL', async (role) => {
    await expect(harness.psql('truncate public.shops;', role)).rejects.toThrow(/permission denied for table shops/);
  });

  it('a column added later is not readable by the API roles until it is granted', async () => {
    await harness.psql('alter table public.shops add column contract_note text;');
    try {
      await expect(harness.psql('select contract_note from public.shops;', 'anon')).rejects.toThrow(
        /permission denied for table shops/,
      );
      // The pull's columns, named one by one, still read.
      expect(await harness.psql('select count(*) from public.shops;', 'anon')).toBe(
        String(harness.rows.shopRows.length),
      );
      const columns = Object.keys(shopRowSchema.shape).join(', ');
      expect(await harness.psql(`select count(*) from (select ${columns} from public.shops) s;`, 'anon')).toBe(
        String(harness.rows.shopRows.length),
      );
    } finally {
      await harness.psql('alter table public.shops drop column contract_note;');
    }
  });
});

describe('private.shop_feeds: the secrets', () => {
  it('positive control: the owner sees the feed URL and token', async () => {
    expect(await harness.psql('select network_token from private.shop_feeds;')).toBe(SECRET);
  });

  it.each([...ROLES, { role: 'service_role', key: () => harness.serviceKey }])(
    '$role cannot reach it through the API, by any path',
    async ({ key }) => {
      const inPublic = await rest(key(), 'shop_feeds?select=*');
      expect(inPublic.status).toBe(404);
      // The schema is not exposed: PostgREST refuses to switch to it.
      const inPrivate = await rest(key(), 'shop_feeds?select=*', { headers: { 'Accept-Profile': 'private' } });
      expect(inPrivate.status).toBe(406);
      const body = await inPrivate.text();
      expect(body).not.toContain(SECRET);
      // Nor by embedding it from a table the role can read.
      const embedded = await rest(key(), 'shops?select=slug,shop_feeds(feed_url)');
      expect(embedded.status).toBeGreaterThanOrEqual(400);
      expect(await embedded.text()).not.toContain(SECRET);
    },
  );

  it.each(['anon', 'authenticated', 'service_role'])('%s cannot read or change it in SQL', async (role) => {
    for (const statement of [
      'select * from private.shop_feeds;',
      "update private.shop_feeds set feed_url = 'https://x.example/';",
      'truncate private.shop_feeds;',
    ]) {
      await expect(harness.psql(statement, role), statement).rejects.toThrow(/permission denied for schema private/);
    }
    const privileges = await harness.psql(
      `select string_agg(p || ':' || has_table_privilege('${role}', 'private.shop_feeds', p)::text, ',' order by p)
         from unnest(array['SELECT', 'INSERT', 'UPDATE', 'TRUNCATE']) p;`,
    );
    expect(privileges).toBe('INSERT:false,SELECT:false,TRUNCATE:false,UPDATE:false');
    expect(await harness.psql('select network_token from private.shop_feeds;')).toBe(SECRET);
  });

  it('a feed needs a shop of the table, and goes with it', async () => {
    await expect(
      harness.psql("insert into private.shop_feeds (shop, feed_url) values ('okand', 'https://feeds.example/x.xml');"),
    ).rejects.toThrow(/foreign key/);
    await expect(
      harness.psql(
        "insert into private.shop_feeds (shop, feed_url) values ('hemmakallaren', 'http://feeds.example/x');",
      ),
    ).rejects.toThrow(/check constraint/);
  });
});

describe('the pull reads the shops with the anon key', () => {
  it('reads every row of the table and names the offers from it, never a secret', async () => {
    const rows = await readSupabaseRows({ url: harness.supabaseUrl, key: harness.anonKey });
    expect(rows.shopRows).toEqual(sampleShops());
    expect(JSON.stringify(rows)).not.toContain(SECRET);
    const dataset = runPipeline({ ...rows, ownHosts: new Set(), source: { kind: 'supabase', detail: 'test' } });
    expect(dataset.report.tables.shops).toEqual({
      read: sampleShops().length,
      kept: sampleShops().length,
      skipped: {},
    });
    const names = new Set(dataset.products.flatMap((product) => product.offers.map((offer) => offer.shop_name)));
    for (const name of ['Hemmakällaren', 'Kylmagasinet', 'Vinförvaringshuset', 'Vinkylexperten']) {
      expect(names).toContain(name);
    }
  });

  it('without the shops table (a database before the migration), names shops from their hosts', async () => {
    await harness.psql('alter table public.shops rename to shops_away;');
    try {
      const rows = await readSupabaseRows({ url: harness.supabaseUrl, key: harness.anonKey });
      expect(rows.shopRows).toBeNull();
      const dataset = runPipeline({ ...rows, ownHosts: new Set(), source: { kind: 'supabase', detail: 'test' } });
      expect(dataset.report.warnings).toContain(
        "shops: the source has no shops table; every shop is named from its links' host",
      );
      expect(dataset.products.length).toBeGreaterThan(1000);
    } finally {
      await harness.psql('alter table public.shops_away rename to shops;');
    }
  });

  it('a key the table refuses fails the pull, naming the table', async () => {
    await harness.psql('revoke select on public.shops from anon;');
    try {
      const failure = await readSupabaseRows({ url: harness.supabaseUrl, key: harness.anonKey, attempts: 1 }).catch(
        (error: unknown) => error,
      );
      expect(failure).toMatchObject({ kind: 'source', table: 'shops' });
    } finally {
      await harness.psql(
        'grant select (slug, name, hosts, network, feed_format, active, free_shipping_over, return_days) on public.shops to anon;',
      );
    }
  });
});
