/**
 * The price history the database keeps itself
 * (supabase/migrations/*_price_history.sql, *_price_history_per_offer.sql)
 * on a real PostgreSQL 15 with every migration applied:
 * private.record_price_history(day) records the feed's prices per offer
 * (shop and SKU, the shop read as src/features/offers/shop.pull.ts reads it) as the
 * pull parses them, changes only, idempotent within a day; pg_cron
 * schedules it; anon and authenticated can read the history (SQL and
 * PostgREST) and can neither write it nor run the functions.
 *
 * The recorder's tests run in databases of their own (migrations only, rows
 * of their own), days given explicitly: `select * from
 * private.record_price_history('2026-01-05')` is what the nightly job does
 * on that day. The privilege tests use the harness's database, which holds
 * the sample's and synthetic histories (tests/integration/harness.ts).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopOf } from '../../src/features/offers/shop.pull';
import { parsePrice } from '../../src/pull/price';
import { readSampleFiles } from '../../src/pull/source-sample';
import { SAMPLE_TODAY } from '../../src/pull/synthetic-history';
import { cleanName } from '../../src/shared/taxonomy';
import { HOSTILE_FEED_ROWS } from '../fixtures/hostile';
import { FLOOR_MS, LINEAR_LIMIT } from '../support/linear-time';
import { applyMigrations, type Harness, ROOT, restClient, SUPABASE_DATABASE_SQL, startHarness } from './harness';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.stop();
});

// ---------------------------------------------------------------------------
// Helpers

interface RunCounts {
  observed: number;
  unchanged: number;
  opened: number;
  revised: number;
  closed: number;
  skipped: number;
}

interface HistoryRow {
  shop: string;
  sku: string;
  valid_from: string;
  valid_to: string | null;
  price: number;
  original_price: number | null;
  in_stock: boolean;
}

/** A feed row as the import writes it (raw text); unset columns NULL. */
interface FeedRow {
  Name?: string | null;
  SKU?: string | null;
  Price?: string | null;
  OriginalPrice?: string | null;
  Instock?: string | null;
  ProductUrl?: string | null;
  TrackingUrl?: string | null;
}

/** SQL text for a literal (standard_conforming_strings is on). */
function literal(value: string | null | undefined): string {
  return value === null || value === undefined ? 'null' : `'${value.replaceAll("'", "''")}'`;
}

let databases = 0;

/**
 * A database of its own with Supabase's setup and the migrations (all, or
 * those up to `through`, a migration's version), and helpers on it.
 */
async function freshDatabase(options: { through?: string } = {}) {
  databases += 1;
  const database = `price_history_${databases}`;
  await harness.psql(`create database ${database};`);
  await harness.psql(SUPABASE_DATABASE_SQL, undefined, { database });
  await applyMigrations(harness.psql, { database, through: options.through });
  const sql = (text: string, role?: string) => harness.psql(text, role, { database });
  return {
    database,
    sql,
    /** Replaces the feed with these rows (ids in the given order). */
    async feed(rows: readonly FeedRow[]) {
      const values = rows.map(
        (row, i) =>
          `(${i + 1}, ${literal(row.Name === undefined ? `Produkt ${i + 1}` : row.Name)}, ${literal(row.SKU)}, ${literal(row.Price)}, ${literal(row.OriginalPrice)}, ${literal(row.Instock === undefined ? 'yes' : row.Instock)}, ${literal(row.ProductUrl)}, ${literal(row.TrackingUrl)})`,
      );
      await sql(
        `delete from public.product_feed_static;
         ${rows.length > 0 ? `insert into public.product_feed_static (id, "Name", "SKU", "Price", "OriginalPrice", "Instock", "ProductUrl", "TrackingUrl") values ${values.join(', ')};` : ''}`,
      );
    },
    /** Runs the recorder for `day` and returns its counts. */
    async record(day: string): Promise<RunCounts> {
      return JSON.parse(await sql(`select row_to_json(r) from private.record_price_history('${day}') r;`));
    },
    /** Runs the recorder for the days day(from) … day(to - 1), one call per day, as the nightly job would. */
    async recordDays(from: number, to: number): Promise<void> {
      await sql(`do $$
        begin
          for n in ${from}..${to - 1} loop
            perform private.record_price_history(date '${day(0)}' + n);
          end loop;
        end;
      $$;`);
    },
    /** The history, by shop, SKU and day. */
    async history(): Promise<HistoryRow[]> {
      return JSON.parse(
        await sql(`
          select coalesce(json_agg(json_build_object(
            'shop', shop, 'sku', sku, 'valid_from', valid_from, 'valid_to', valid_to, 'price', price,
            'original_price', original_price, 'in_stock', in_stock
          ) order by shop, sku, valid_from), '[]')
          from public.price_history;`),
      ) as HistoryRow[];
    },
  };
}

/** The migration that made the history per offer, and the one before it. */
const PER_OFFER_MIGRATION = '20261126000000';
const PER_SKU_MIGRATION = '20261124000000';

/** A shop key as the site compares it: the host of `http://<shop>/` (punycode for a non-ASCII host). */
function canonicalShop(shop: string): string {
  return shop === '' ? '' : new URL(`http://${shop}/`).hostname;
}

/** The day `n` days after 2026-01-01. */
function day(n: number): string {
  return new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10);
}

/** Row count and a digest of every row of a table: any write changes one of them. */
function fingerprint(table: string): Promise<string> {
  return harness.psql(
    `select count(*) || ':' || md5(coalesce(string_agg(t::text, '|' order by t.id), '')) from public.${table} t;`,
  );
}

const rest = restClient(() => harness);

const API_ROLES = [
  { role: 'anon', key: () => harness.anonKey },
  { role: 'authenticated', key: () => harness.authenticatedKey },
] as const;

/** Every function the migrations add to the private schema. */
const FUNCTIONS = [
  "private.parse_feed_price('1')",
  "private.clean_feed_text('x')",
  "private.trim_feed_text('x')",
  "private.percent_decode('%41')",
  "private.is_ipv6('::1')",
  "private.feed_url_host('https://a.se/')",
  "private.feed_shop('https://a.se/', null)",
  'private.record_price_history()',
  "private.record_price_history('2030-01-01')",
  'private.schedule_price_history()',
];

// ---------------------------------------------------------------------------

describe('parsing: the recorder reads the feed as the pull does', () => {
  it('private.parse_feed_price gives what parsePrice (src/pull/price.ts) gives, for every form', async () => {
    const sample = await readSampleFiles();
    const inputs = new Set<string>(
      [
        '1 299,00',
        '1\u00a0299,00',
        '1\u202f299,00',
        '1\u2009299,00',
        '\ufeff1299',
        '1299.00',
        '1299,50',
        '1.299,00',
        '1,299.00',
        '12 990 kr',
        '12 990 KR.',
        '12990:-',
        'SEK 4 490',
        '4490 SEK',
        "12'990",
        '12990',
        '1.299',
        '1,299',
        '1.299.000',
        '12.99.000',
        '1,2,3',
        '12.9999',
        '1.2.3,45',
        '1.299,',
        ',50',
        '0',
        ' 349 ',
        'ring för pris',
        '',
        '   ',
        '-100',
        'abc123',
        'kr',
        '999999999999999',
        ...(sample.feedRows as FeedRow[]).flatMap((row) => [row.Price, row.OriginalPrice]),
        ...HOSTILE_FEED_ROWS.flatMap(({ row }) => [row.Price, row.OriginalPrice]),
      ].filter((value): value is string => typeof value === 'string'),
    );
    const list = [...inputs];
    const parsed = JSON.parse(
      await harness.psql(
        `select json_agg(private.parse_feed_price(x) order by n) from unnest(array[${list.map(literal).join(', ')}]::text[]) with ordinality as t(x, n);`,
      ),
    ) as (number | null)[];
    const mismatches = list
      .map((input, i) => ({ input, sql: parsed[i], pull: parsePrice(input) }))
      // Beyond 15 integer digits the SQL gives up where JavaScript makes a huge
      // number; the pull skips both as out of range.
      .filter(({ sql, pull }) => !(sql === pull || (sql === null && pull !== null && pull >= 1e15)));
    expect(mismatches).toEqual([]);
    expect(list.length).toBeGreaterThan(60);
  });

  it('private.clean_feed_text gives what cleanName (src/shared/taxonomy.ts) gives', async () => {
    const inputs = [
      '  MQ-WE38S ',
      'a\u00a0\u00a0b',
      'a \u202e b',
      'x\u200by',
      '\ufeffSKU-1',
      'tab\there',
      'line\nbreak',
      '   ',
      '',
      'ÅÄÖ åäö',
      `O'Brien "x"`,
      '\u2066iso\u2069',
    ];
    const cleaned = JSON.parse(
      await harness.psql(
        `select json_agg(private.clean_feed_text(x) order by n) from unnest(array[${inputs.map(literal).join(', ')}]::text[]) with ordinality as t(x, n);`,
      ),
    ) as (string | null)[];
    expect(cleaned).toEqual(inputs.map((input) => cleanName(input)));
  });

  it('private.feed_shop gives what shopOf (src/features/offers/shop.pull.ts) gives, an empty string for its null', async () => {
    // [ProductUrl, TrackingUrl]
    const pairs: [string | null, string | null][] = [
      ['https://www.shop-a.se/p/1', null],
      ['HTTPS://WWW.SHOP-A.SE/P/1', null],
      ['Http://Shop-B.se', 'https://t.net/c?url=https://ignored.se/'],
      ['https://shop.se:8443/p', null],
      ['https://shop.se:/p', null],
      ['https://shop.se:0080/p', null],
      ['https://shop.se:abc/p', 'https://t.net/c?url=https://port-fallback.se/'],
      ['https://shop.se:99999/p', 'https://t.net/c?url=https://big-port.se/'],
      ['https://user:pass@www.shop.se/p', null],
      ['https://a@b@shop.se:81/p', null],
      ['https://shop.se?x=1@evil.se', null],
      ['https://shop.se#frag@evil.se', null],
      ['https://shop.se/p?x=1#y', null],
      ['https:\\\\www.back.se\\p\\1', null],
      ['http:no-slash.se/p', null],
      ['https:////many.se/p', null],
      ['  https://spaced.se/p \n', null],
      ['https://ta\tb.se/p', null],
      ['https://[2001:DB8::1]:8443/p', null],
      ['https://[2001:db8::1]/p', null],
      ['https://[zz]/p', 'https://t.net/c?url=https://v6-fallback.se/'],
      ['https://[1::2::3]/p', 'https://t.net/c?url=https://v6-twice-fallback.se/'],
      // Kept as written; the site's parser writes it [::ffff:102:304].
      ['https://[::FFFF:1.2.3.4]/p', null],
      ['https://ex%61mple.se/', null],
      ['https://%zz.se/', 'https://t.net/c?u=https://pct-fallback.se/'],
      ['https://exa mple.se/', 'https://t.net/c?u=https://space-fallback.se/'],
      ['https://www./', 'https://t.net/c?u=https://www-only-fallback.se/'],
      ['https://', null],
      ['ftp://files.se/x', 'https://t.net/c?url=https%3A%2F%2Fwww.ftp-fallback.se%2Fp%3Fid%3D1'],
      ['javascript:alert(1)', 'https://t.net/c?a=1&u=https://js-fallback.se/p'],
      ['mailto:x@mail.se', 'https://t.net/c?target=https://mail-fallback.se/'],
      ['shop.se/p/1', 'https://t.net/c?dest=https://noscheme-fallback.se/'],
      ['', 'https://t.net/c?r=https://r.se/&target=https://t.se/'],
      [null, 'https://t.net/c?url=notaurl&dest=https://d.se/'],
      [null, 'https://t.net/c?url=ftp://x.se/&url=https://y.se/&murl=https://m.se/'],
      [null, 'https://t.net/c?redirect=https://red.se/&destination=https://dest.se/'],
      [null, 'https://t.net/c?ued=https://u.se/a+b'],
      [null, 'https://t.net/c?url=+https://plus.se/'],
      [null, 'https://t.net/c?url=https%3A%2F%2Fplus%2Bsign.se%2F'],
      [null, 'https://t.net/c?%75rl=https://encoded-name.se/'],
      [null, 'https://t.net/c#?url=https://frag.se/'],
      [null, 'https://t.net/c?x=1#&url=https://frag.se/'],
      [null, 'https://t.net/c?destination=HTTPS://WWW.Dest.SE/'],
      [null, 'track.net/c?url=https://x.se/'],
      [null, null],
      [null, ''],
      [null, 'https://t.net/c?url&u=https://u2.se/'],
      [null, 'https://t.net/c?&&redirect=https://red.se/&'],
      [null, 'https://t.net/c?url=https://e.se/?a=b=c'],
      [null, 'https://t.net/c?murl=https%3A%2F%2Fuser%40m.se%3A8080%2Fp'],
      [null, 'https://t.net/c?url=https%253A%252F%252Fdouble.se'],
      [null, 'https://t.net/c?url=javascript:alert(1)&r=http://r2.se'],
      [null, 'https://t.net/c?URL=https://upper-name.se/&u=https://lower.se/'],
      [null, 'https://t.net/c?url=https://[2001:db8::2]/'],
      [null, 'javascript:void(0)?url=https://opaque.se/'],
      // Non-ASCII hosts: the SQL keeps them as they are, shopOf gives punycode.
      [null, 'https://t.net/c?url=https%3A%2F%2Fkylsk%C3%A5p.se%2F'],
      ['https://KYLSKÅP.se/p', null],
      ['https://www.kylskåp.se/p', null],
    ];
    const sql = JSON.parse(
      await harness.psql(
        `select json_agg(private.feed_shop(p, t) order by n) from (values ${pairs
          .map(([p, t], i) => `(${i}, ${literal(p)}::text, ${literal(t)}::text)`)
          .join(', ')}) as v(n, p, t);`,
      ),
    ) as string[];
    const mismatches = pairs
      .map(([productUrl, trackingUrl], i) => ({
        productUrl,
        trackingUrl,
        sql: sql[i],
        site: shopOf(productUrl, trackingUrl) ?? '',
      }))
      // Names must match exactly; IPv6 and non-ASCII hosts as the site canonicalises them.
      .filter(({ sql, site }) =>
        sql === undefined || (!sql.startsWith('[') && [...sql].every((c) => c.charCodeAt(0) < 128))
          ? sql !== site
          : canonicalShop(sql) !== canonicalShop(site),
      );
    expect(mismatches).toEqual([]);
    expect(pairs.length).toBeGreaterThanOrEqual(30);
    // The SQL returns a non-ASCII host lowercased as it is, not as punycode.
    expect(sql.slice(-3)).toEqual(['kylskåp.se', 'kylskÅp.se', 'kylskåp.se']);
    expect(new Set(sql.slice(-3).map(canonicalShop))).toEqual(new Set([canonicalShop('xn--kylskp-mua.se')]));
  });

  it('private.feed_shop skips a target that is not UTF-8, and is linear on hostile input', async () => {
    // A URL parser would read %FF as U+FFFD and take that target; the recorder does not.
    expect(
      await harness.psql(
        `select private.feed_shop(null, 'https://t.net/c?url=https%3A%2F%2Fbad.se%2F%FF&u=https://good.se/');`,
      ),
    ).toBe('good.se');
    expect(await harness.psql(`select private.percent_decode('a%zz%4%C3%A5+%e2%82%ac');`)).toBe('a%zz%4å+€');
    expect(
      await harness.psql(`select private.percent_decode('%C3') is null and private.percent_decode('%00') is null;`),
    ).toBe('t');
    // 300,000 characters of what a backtracking pattern would choke on ({n}: the size).
    const hostile = [
      `private.feed_shop('https://' || repeat('@', {n}) || 'x.se', null)`,
      `private.feed_shop('https://' || repeat('%', {n}) || 'x.se', null)`,
      `private.feed_shop('https://[' || repeat(':', {n}) || ']', null)`,
      `private.feed_shop('https://[' || repeat('1:', {n}) || '1]', null)`,
      `private.feed_shop('https://[::' || repeat('1.', {n}) || '1]', null)`,
      `private.feed_shop(repeat(' ', {n}) || 'x' || repeat(' ', {n}), repeat('a', {n}) || ':?' || repeat('=', {n}))`,
      `private.feed_shop(null, 'https://t/?' || repeat('&', {n}) || 'url=https://x.se')`,
      `private.feed_shop(null, 'https://t/?' || repeat('url=%41&', {n} / 8) || 'u=https://y.se')`,
    ];
    const at = (size: number) => hostile.map((call) => call.replaceAll('{n}', String(size)));
    const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
    expect(await harness.psql(`select concat_ws(',', ${at(300_000).join(', ')});`)).toBe('x.se,,,,,,x.se,y.se');
    // Linear: each call's time for 8× the input over its time for the input, measured in the
    // server (tests/support/linear-time.ts explains the rule: a ratio, never a time).
    const growth = await harness.psql(`
      create function pg_temp.ms(call text) returns float8 language plpgsql as $$
      declare started timestamptz; best float8 := 'infinity'; ignored text;
      begin
        for run in 1..3 loop
          started := clock_timestamp();
          execute 'select ' || call into ignored;
          best := least(best, extract(epoch from clock_timestamp() - started) * 1000);
        end loop;
        return greatest(best, ${FLOOR_MS});
      end $$;
      create function pg_temp.growth(small text, large text) returns float8 language plpgsql as $$
      declare ratio float8 := 'infinity';
      begin
        perform pg_temp.ms(small);
        for attempt in 1..3 loop
          exit when ratio < ${LINEAR_LIMIT};
          ratio := least(ratio, pg_temp.ms(large) / pg_temp.ms(small));
        end loop;
        return ratio;
      end $$;
      select string_agg(round(pg_temp.growth(small, large)::numeric, 1)::text, ',' order by i)
      from unnest(array[${at(37_500).map(quote).join(', ')}], array[${at(300_000).map(quote).join(', ')}])
        with ordinality as calls(small, large, i);`);
    const ratios = growth.split(',').map(Number);
    expect(ratios).toHaveLength(hostile.length);
    for (const [i, ratio] of ratios.entries()) expect(ratio, hostile[i]).toBeLessThan(LINEAR_LIMIT);
  });
});

describe('recording a day (private.record_price_history)', () => {
  it('records every product with a usable price, skips the rest as the pull does, and is idempotent within the day', async () => {
    const db = await freshDatabase();
    await db.feed([
      { SKU: 'A', Price: '1 299,00', OriginalPrice: '1 499,00' },
      { SKU: ' B ', Price: '12 990 kr', Instock: 'no' },
      { SKU: 'C', Price: '499', OriginalPrice: 'ring', Instock: ' YES ' },
      { SKU: 'D', Price: '2 000 000' },
      { SKU: 'E', Price: 'ring för pris' },
      { SKU: 'F', Price: null },
      { SKU: null, Price: '100' },
      { SKU: 'G', Name: '  ', Price: '100' },
      // A in another case, dearer: the same offer, and the cheaper row counts.
      { SKU: 'a', Price: '1 500' },
      { SKU: 'H', Price: '100', OriginalPrice: '5 000 000', Instock: null },
    ]);
    const first = await db.record(day(0));
    expect(first).toEqual({ observed: 4, unchanged: 0, opened: 4, revised: 0, closed: 0, skipped: 6 });
    const rows = await db.history();
    expect(rows).toEqual([
      { shop: '', sku: 'A', valid_from: day(0), valid_to: null, price: 1299, original_price: 1499, in_stock: true },
      { shop: '', sku: 'B', valid_from: day(0), valid_to: null, price: 12990, original_price: null, in_stock: false },
      { shop: '', sku: 'C', valid_from: day(0), valid_to: null, price: 499, original_price: null, in_stock: true },
      { shop: '', sku: 'H', valid_from: day(0), valid_to: null, price: 100, original_price: null, in_stock: false },
    ]);

    const before = await db.sql(`select md5(string_agg(t::text, '|' order by t.id)) from public.price_history t;`);
    const again = await db.record(day(0));
    expect(again).toEqual({ observed: 4, unchanged: 4, opened: 0, revised: 0, closed: 0, skipped: 6 });
    expect(await db.sql(`select md5(string_agg(t::text, '|' order by t.id)) from public.price_history t;`)).toBe(
      before,
    );
    // The run log keeps one row per day, with the counts of the last run.
    expect(await db.sql(`select day || ' ' || runs || ' ' || unchanged from private.price_history_runs;`)).toBe(
      `${day(0)} 2 4`,
    );
  });

  it('stores changes only: steady prices over 90 days add no rows; one change adds one row and ends the old one', async () => {
    const db = await freshDatabase();
    await db.feed([
      { SKU: 'STEADY', Price: '1 299,00' },
      { SKU: 'CUT', Price: '999', OriginalPrice: '999' },
    ]);
    await db.recordDays(0, 90);
    expect(await db.sql('select count(*) from public.price_history;')).toBe('2');
    expect(await db.sql('select count(*) from private.price_history_runs;')).toBe('90');

    await db.sql(`update public.product_feed_static set "Price" = '799', "OriginalPrice" = '999' where "SKU" = 'CUT';`);
    expect(await db.record(day(90))).toMatchObject({ unchanged: 1, opened: 1, closed: 0 });
    await db.recordDays(91, 100);
    expect(await db.history()).toEqual([
      { shop: '', sku: 'CUT', valid_from: day(0), valid_to: day(90), price: 999, original_price: 999, in_stock: true },
      { shop: '', sku: 'CUT', valid_from: day(90), valid_to: null, price: 799, original_price: 999, in_stock: true },
      {
        shop: '',
        sku: 'STEADY',
        valid_from: day(0),
        valid_to: null,
        price: 1299,
        original_price: null,
        in_stock: true,
      },
    ]);

    // Stock and the claimed original price are part of the state too.
    await db.sql(`update public.product_feed_static set "Instock" = 'no' where "SKU" = 'STEADY';`);
    await db.record(day(100));
    await db.sql(`update public.product_feed_static set "OriginalPrice" = null where "SKU" = 'CUT';`);
    await db.record(day(101));
    expect(await db.sql('select count(*) from public.price_history;')).toBe('5');
  });

  it('a change later the same day revises that day in place; changing back restores the state before', async () => {
    const db = await freshDatabase();
    await db.feed([{ SKU: 'A', Price: '1000' }]);
    await db.record(day(0));
    await db.sql(`update public.product_feed_static set "Price" = '900';`);
    await db.record(day(5));
    // A late import the same day.
    await db.sql(`update public.product_feed_static set "Price" = '850';`);
    expect(await db.record(day(5))).toMatchObject({ revised: 1, opened: 0 });
    expect(await db.history()).toEqual([
      { shop: '', sku: 'A', valid_from: day(0), valid_to: day(5), price: 1000, original_price: null, in_stock: true },
      { shop: '', sku: 'A', valid_from: day(5), valid_to: null, price: 850, original_price: null, in_stock: true },
    ]);
    // The import is undone before the day ends: as if the price never changed.
    await db.sql(`update public.product_feed_static set "Price" = '1000';`);
    expect(await db.record(day(5))).toMatchObject({ revised: 1, opened: 0, unchanged: 0 });
    expect(await db.history()).toEqual([
      { shop: '', sku: 'A', valid_from: day(0), valid_to: null, price: 1000, original_price: null, in_stock: true },
    ]);
  });

  it('a product that leaves the feed ends on its first missing day and returns with a new row, leaving a gap', async () => {
    const db = await freshDatabase();
    // Others stay, so the feed does not shrink below the guard's 70 %.
    const others = Array.from({ length: 9 }, (_, i) => ({ SKU: `STAY-${i}`, Price: '700' }));
    await db.feed([{ SKU: 'AWAY', Price: '500' }, ...others]);
    await db.record(day(0));
    await db.feed(others);
    expect(await db.record(day(10))).toMatchObject({ observed: 9, unchanged: 9, closed: 1 });
    await db.record(day(11));
    // An unusable price takes it off the site as well.
    await db.feed([...others, { SKU: 'AWAY', Price: 'ring för pris' }]);
    expect(await db.record(day(12))).toMatchObject({ observed: 9, closed: 0, opened: 0, skipped: 1 });
    await db.feed([...others, { SKU: 'AWAY', Price: '500' }]);
    expect(await db.record(day(20))).toMatchObject({ opened: 1 });
    expect((await db.history()).filter((row) => row.sku === 'AWAY')).toEqual([
      {
        shop: '',
        sku: 'AWAY',
        valid_from: day(0),
        valid_to: day(10),
        price: 500,
        original_price: null,
        in_stock: true,
      },
      { shop: '', sku: 'AWAY', valid_from: day(20), valid_to: null, price: 500, original_price: null, in_stock: true },
    ]);
    expect(await db.sql(`select count(*) from public.price_history where sku like 'STAY-%';`)).toBe('9');
  });

  it('a feed with under 70 % of the last day’s products (a failed import) is refused; force records it', async () => {
    const db = await freshDatabase();
    const feed = Array.from({ length: 10 }, (_, i) => ({ SKU: `P${i}`, Price: '100' }));
    await db.feed(feed);
    await db.record(day(0));
    const before = await db.history();
    await db.feed([]);
    await expect(db.record(day(1))).rejects.toThrow(
      /the feed has 0 usable products on 2026-01-02, under 70 % of the 10 of 2026-01-01 \(a failed import\?\); nothing recorded/,
    );
    await db.feed(feed.slice(0, 6));
    await expect(db.record(day(1))).rejects.toThrow(/the feed has 6 usable products/);
    expect(await db.history()).toEqual(before);
    expect(await db.sql('select count(*) from private.price_history_runs;')).toBe('1');
    // 7 of 10 is within the guard.
    await db.feed(feed.slice(0, 7));
    expect(await db.record(day(1))).toMatchObject({ observed: 7, closed: 3 });
    // A real shrink, on purpose.
    await db.feed(feed.slice(0, 2));
    await expect(db.record(day(2))).rejects.toThrow(/under 70 %/);
    expect(
      JSON.parse(
        await db.sql(`select row_to_json(r) from private.record_price_history('${day(2)}', force => true) r;`),
      ),
    ).toMatchObject({ observed: 2, closed: 5 });
  });

  it('within one day, leaving and returning leaves no trace, and a product seen only that day none either', async () => {
    const db = await freshDatabase();
    await db.feed([{ SKU: 'OLD', Price: '100' }]);
    await db.record(day(0));
    await db.feed([{ SKU: 'NEW', Price: '200' }]);
    expect(await db.record(day(3))).toMatchObject({ opened: 1, closed: 1 });
    await db.feed([{ SKU: 'OLD', Price: '100' }]);
    expect(await db.record(day(3))).toMatchObject({ revised: 1, closed: 1, opened: 0 });
    expect(await db.history()).toEqual([
      { shop: '', sku: 'OLD', valid_from: day(0), valid_to: null, price: 100, original_price: null, in_stock: true },
    ]);
  });

  it('refuses a day before the newest one recorded, and NULL, changing nothing', async () => {
    const db = await freshDatabase();
    await db.feed([{ SKU: 'A', Price: '100' }]);
    await db.record(day(10));
    // A day with no change still counts: the run log remembers it.
    await db.record(day(20));
    const before = await db.history();
    await expect(db.record(day(15))).rejects.toThrow(/already holds 2026-01-21 \(newer than 2026-01-16\)/);
    await expect(db.sql('select private.record_price_history(null);')).rejects.toThrow(/must not be NULL/);
    expect(await db.history()).toEqual(before);
  });

  it('two runs at the same time are serialised: one history, no duplicate', async () => {
    const db = await freshDatabase();
    await db.feed(Array.from({ length: 300 }, (_, i) => ({ SKU: `P${i}`, Price: String(100 + i) })));
    const runs = await Promise.all([db.record(day(0)), db.record(day(0)), db.record(day(0))]);
    expect(runs.map((run) => run.opened).sort()).toEqual([0, 0, 300]);
    expect(await db.sql('select count(*) from public.price_history;')).toBe('300');
    expect(await db.sql('select runs from private.price_history_runs;')).toBe('3');
  });

  it('two shops selling one SKU get two histories that change independently; one leaving ends only its own', async () => {
    const db = await freshDatabase();
    const others = Array.from({ length: 8 }, (_, i) => ({
      SKU: `STAY-${i}`,
      Price: '700',
      ProductUrl: `https://stay.se/p/${i}`,
    }));
    const a = { SKU: 'X-1', Price: '1 000', ProductUrl: 'https://www.shop-a.se/p/x1' };
    // Shop B has no product URL: its shop is its tracking link's target.
    const b = {
      SKU: 'x-1',
      Price: '1 100',
      TrackingUrl: 'https://track.example/c?id=7&url=https%3A%2F%2Fshop-b.se%2Fx',
    };
    // A row without any shop is an offer of its own ('').
    const none = { SKU: 'X-1', Price: '1 200' };
    await db.feed([a, b, none, ...others]);
    expect(await db.record(day(0))).toMatchObject({ observed: 11, opened: 11, skipped: 0 });
    // Shop A cuts its price: only A's history changes.
    await db.feed([{ ...a, Price: '900' }, b, none, ...others]);
    expect(await db.record(day(3))).toMatchObject({ observed: 11, unchanged: 10, opened: 1, closed: 0 });
    // Shop B leaves: only B's row ends.
    await db.feed([{ ...a, Price: '900' }, none, ...others]);
    expect(await db.record(day(5))).toMatchObject({ observed: 10, unchanged: 10, opened: 0, closed: 1 });
    const row = { original_price: null, in_stock: true };
    expect((await db.history()).filter(({ sku }) => sku.toLowerCase() === 'x-1')).toEqual([
      { shop: '', sku: 'X-1', valid_from: day(0), valid_to: null, price: 1200, ...row },
      { shop: 'shop-a.se', sku: 'X-1', valid_from: day(0), valid_to: day(3), price: 1000, ...row },
      { shop: 'shop-a.se', sku: 'X-1', valid_from: day(3), valid_to: null, price: 900, ...row },
      { shop: 'shop-b.se', sku: 'x-1', valid_from: day(0), valid_to: day(5), price: 1100, ...row },
    ]);
    expect(await db.sql(`select count(*) from public.price_history where shop = 'stay.se' and valid_to is null;`)).toBe(
      '8',
    );
  });

  it('one shop listing one SKU on two rows is one offer: the cheaper row is recorded, ties by id', async () => {
    const db = await freshDatabase();
    await db.feed([
      { SKU: 'DUO', Price: '1 000', Instock: 'no', ProductUrl: 'https://www.shop-a.se/p/1' },
      { SKU: 'duo', Price: '950', ProductUrl: 'HTTPS://SHOP-A.SE/p/2' },
      { SKU: 'TIE', Price: '500', OriginalPrice: '600', ProductUrl: 'https://shop-a.se/p/3' },
      { SKU: 'tie', Price: '500,00', OriginalPrice: '700', ProductUrl: 'https://shop-a.se/p/4' },
    ]);
    expect(await db.record(day(0))).toMatchObject({ observed: 2, opened: 2, skipped: 2 });
    expect(await db.history()).toEqual([
      {
        shop: 'shop-a.se',
        sku: 'TIE',
        valid_from: day(0),
        valid_to: null,
        price: 500,
        original_price: 600,
        in_stock: true,
      },
      {
        shop: 'shop-a.se',
        sku: 'duo',
        valid_from: day(0),
        valid_to: null,
        price: 950,
        original_price: null,
        in_stock: true,
      },
    ]);
    // The cheaper row becomes the dearer: the other row's state (and spelling) is recorded.
    await db.sql(`update public.product_feed_static set "Price" = '1 100' where id = 2;`);
    expect(await db.record(day(1))).toMatchObject({ observed: 2, unchanged: 1, opened: 1, closed: 0 });
    // The same state with the SKU in another case is the same offer: nothing changes.
    await db.sql(`update public.product_feed_static set "SKU" = 'Duo' where id = 1;`);
    expect(await db.record(day(2))).toMatchObject({ observed: 2, unchanged: 2, opened: 0, revised: 0, closed: 0 });
    expect(await db.history()).toEqual([
      {
        shop: 'shop-a.se',
        sku: 'DUO',
        valid_from: day(1),
        valid_to: null,
        price: 1000,
        original_price: null,
        in_stock: false,
      },
      {
        shop: 'shop-a.se',
        sku: 'TIE',
        valid_from: day(0),
        valid_to: null,
        price: 500,
        original_price: 600,
        in_stock: true,
      },
      {
        shop: 'shop-a.se',
        sku: 'duo',
        valid_from: day(0),
        valid_to: day(1),
        price: 950,
        original_price: null,
        in_stock: true,
      },
    ]);
  });

  it('the table refuses what the recorder never writes: overlapping current states, empty spans, bad prices', async () => {
    const db = await freshDatabase();
    await db.sql(
      `insert into public.price_history (sku, valid_from, price, in_stock) values ('A', '2026-01-01', 1, true);`,
    );
    const refused = [
      `insert into public.price_history (sku, valid_from, price, in_stock) values ('A', '2026-02-01', 1, true);`,
      `insert into public.price_history (sku, valid_from, price, in_stock) values ('a', '2026-02-01', 1, true);`,
      `insert into public.price_history (sku, valid_from, price, in_stock) values ('A', '2026-01-01', 2, true);`,
      `insert into public.price_history (sku, valid_from, valid_to, price, in_stock) values ('B', '2026-01-01', '2026-01-01', 1, true);`,
      `insert into public.price_history (sku, valid_from, price, in_stock) values ('C', '2026-01-01', -1, true);`,
      `insert into public.price_history (sku, valid_from, price, in_stock) values (' D', '2026-01-01', 1, true);`,
      `insert into public.price_history (sku, valid_from, price, in_stock) values ('', '2026-01-01', 1, true);`,
    ];
    for (const statement of refused) {
      await expect(db.sql(statement), statement).rejects.toThrow(/duplicate key|check constraint/);
    }
    // Another shop's offer of the same SKU is another history.
    await db.sql(
      `insert into public.price_history (shop, sku, valid_from, price, in_stock) values ('shop-b.se', 'A', '2026-01-01', 1, true);`,
    );
    await expect(
      db.sql(
        `insert into public.price_history (shop, sku, valid_from, price, in_stock) values ('shop-b.se', 'a', '2026-03-01', 1, true);`,
      ),
    ).rejects.toThrow(/duplicate key/);
  });

  it('the sample history ends in the sample feed: recording supabase/seed.sql on its today changes nothing', async () => {
    const db = await freshDatabase();
    await db.sql(await readFile(path.join(ROOT, 'supabase/seed.sql'), 'utf8'));
    const before = await db.history();
    const run = await db.record(SAMPLE_TODAY);
    expect(run).toMatchObject({ opened: 0, revised: 0, closed: 0 });
    expect(run.unchanged).toBe(run.observed);
    expect(run.observed).toBeGreaterThan(300);
    expect(await db.history()).toEqual(before);
  });

  it('so do the harness’s synthetic histories: recording its feed on the same day changes nothing', async () => {
    const before = await fingerprint('price_history');
    const run = JSON.parse(
      await harness.psql(`select row_to_json(r) from private.record_price_history('${SAMPLE_TODAY}') r;`),
    ) as RunCounts;
    expect(run).toMatchObject({ opened: 0, revised: 0, closed: 0 });
    expect(run.unchanged).toBe(run.observed);
    expect(run.observed).toBeGreaterThan(1500);
    expect(await fingerprint('price_history')).toBe(before);
  });
});

describe('the move to per-offer history (the migration after …_price_history.sql)', () => {
  it('gives existing rows the shop of the feed row the old recorder recorded; the next run continues them', async () => {
    const db = await freshDatabase({ through: PER_SKU_MIGRATION });
    const stay = Array.from({ length: 8 }, (_, i) => ({
      SKU: `STAY-${i}`,
      Price: '700',
      ProductUrl: 'https://stay.se/',
    }));
    const feed = [
      // X: the old recorder took the first row by id (shop A); shop B sells it cheaper.
      { SKU: 'X', Price: '500', ProductUrl: 'https://www.shop-a.se/x' },
      { SKU: 'x', Price: '400', ProductUrl: 'https://shop-b.se/x' },
      // Y: the first row has no usable price; the second's shop is its tracking link's target.
      { SKU: 'Y', Price: 'ring för pris', ProductUrl: 'https://shop-c.se/y' },
      { SKU: 'Y', Price: '300', TrackingUrl: 'https://t.net/c?u=https://www.shop-d.se/y' },
      ...stay,
    ];
    // GONE is in the history but no longer in the feed.
    await db.feed([...feed, { SKU: 'GONE', Price: '100', ProductUrl: 'https://shop-e.se/g' }]);
    await db.record(day(0));
    await db.feed(feed);
    await db.record(day(1));
    const rowsBefore = await db.sql(
      `select json_agg(json_build_object('id', id, 'sku', sku, 'valid_from', valid_from, 'valid_to', valid_to) order by id) from public.price_history;`,
    );
    expect(await db.sql('select count(*) from public.price_history;')).toBe('11');

    expect(
      await applyMigrations(harness.psql, {
        database: db.database,
        after: PER_SKU_MIGRATION,
        through: PER_OFFER_MIGRATION,
      }),
    ).toEqual([expect.stringMatching(new RegExp(`^${PER_OFFER_MIGRATION}_`))]);
    const shops = JSON.parse(
      await db.sql(`select json_object_agg(sku, shop) from public.price_history where sku not like 'STAY-%';`),
    ) as Record<string, string>;
    expect(shops).toEqual({ X: 'shop-a.se', Y: 'shop-d.se', GONE: '' });
    expect(
      await db.sql(`select count(*) from public.price_history where sku like 'STAY-%' and shop = 'stay.se';`),
    ).toBe('8');

    // The next day: every state already recorded is unchanged, and shop B's
    // offer of X, which the old recorder never saw, starts its history.
    expect(await db.record(day(2))).toEqual({
      observed: 11,
      unchanged: 10,
      opened: 1,
      revised: 0,
      closed: 0,
      skipped: 1,
    });
    expect(
      await db.sql(
        `select json_agg(json_build_object('id', id, 'sku', sku, 'valid_from', valid_from, 'valid_to', valid_to) order by id) from public.price_history where valid_from < '${day(2)}';`,
      ),
    ).toBe(rowsBefore);
    expect((await db.history()).filter(({ valid_from }) => valid_from === day(2))).toEqual([
      {
        shop: 'shop-b.se',
        sku: 'x',
        valid_from: day(2),
        valid_to: null,
        price: 400,
        original_price: null,
        in_stock: true,
      },
    ]);
  });
});

describe('the schedule (pg_cron)', () => {
  it('without pg_cron nothing is scheduled; with it the recorder runs nightly, idempotently', async () => {
    const db = await freshDatabase();
    expect(await db.sql('select private.schedule_price_history();')).toBe('no_pg_cron');

    // A stand-in with pg_cron's cron.schedule(job_name, schedule, command),
    // which replaces a job of the same name like pg_cron does.
    await db.sql(`
      create schema cron;
      create table cron.job (jobid bigserial primary key, jobname text unique, schedule text, command text);
      create function cron.schedule(job_name text, schedule text, command text) returns bigint language sql as $$
        insert into cron.job (jobname, schedule, command) values (job_name, schedule, command)
        on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command
        returning jobid;
      $$;`);
    expect(await db.sql('select private.schedule_price_history();')).toBe('scheduled: job 1');
    expect(await db.sql(`select private.schedule_price_history('45 1 * * *');`)).toBe('scheduled: job 1');
    expect(await db.sql('select private.schedule_price_history();')).toBe('scheduled: job 1');
    const jobs = JSON.parse(await db.sql('select json_agg(j order by jobid) from cron.job j;')) as {
      jobname: string;
      schedule: string;
      command: string;
    }[];
    expect(jobs).toEqual([
      expect.objectContaining({
        jobname: 'vinkyl-price-history',
        schedule: '15 2 * * *',
        command: 'select private.record_price_history();',
      }),
    ]);

    // The job's command records today.
    await db.feed([{ SKU: 'A', Price: '100' }]);
    await db.sql(jobs[0]?.command ?? '');
    expect(await db.sql('select valid_from = current_date from public.price_history;')).toBe('t');
  });
});

describe('privileges: the public may read the history, and nothing else', () => {
  it.each(API_ROLES)('$role reads every history row through PostgREST (paged by max_rows)', async ({ key }) => {
    const total = Number(await harness.psql('select count(*) from public.price_history;'));
    expect(total).toBeGreaterThan(1000);
    const counted = await rest(key(), 'price_history?select=id', {
      method: 'HEAD',
      headers: { Prefer: 'count=exact' },
    });
    expect(counted.ok).toBe(true);
    expect(counted.headers.get('content-range')).toMatch(new RegExp(`/${total}$`));
    const response = await rest(key(), 'price_history?select=sku,valid_from,price&order=id&limit=2');
    expect(response.status).toBe(200);
    expect(((await response.json()) as unknown[]).length).toBe(2);
  });

  it.each(API_ROLES)('$role cannot insert, change or delete history through PostgREST', async ({ key }) => {
    const before = await fingerprint('price_history');
    const id = await harness.psql('select min(id) from public.price_history;');
    const attempts: [string, RequestInit][] = [
      [
        'price_history',
        {
          method: 'POST',
          body: JSON.stringify({ sku: 'FAKE', valid_from: '2026-01-01', price: 1, in_stock: true }),
        },
      ],
      [`price_history?id=eq.${id}`, { method: 'PATCH', body: JSON.stringify({ price: 1 }) }],
      [`price_history?id=eq.${id}`, { method: 'DELETE' }],
    ];
    for (const [pathAndQuery, init] of attempts) {
      const response = await rest(key(), pathAndQuery, init);
      const body = (await response.json()) as { code?: string };
      expect([401, 403], `${init.method} ${pathAndQuery}`).toContain(response.status);
      expect(body.code).toBe('42501');
    }
    expect(await fingerprint('price_history')).toBe(before);
  });

  it('no API role can run the recorder through PostgREST, in either schema', async () => {
    const before = await fingerprint('price_history');
    const runsBefore = await harness.psql('select count(*) from private.price_history_runs;');
    for (const key of [harness.anonKey, harness.authenticatedKey, harness.serviceKey]) {
      for (const headers of [{}, { 'Content-Profile': 'private' }]) {
        for (const fn of ['record_price_history', 'schedule_price_history', 'parse_feed_price', 'feed_shop']) {
          const response = await rest(key, `rpc/${fn}`, { method: 'POST', body: '{}', headers });
          expect(response.status, `${fn} ${JSON.stringify(headers)}`).toBeGreaterThanOrEqual(400);
          await response.arrayBuffer();
        }
      }
    }
    expect(await fingerprint('price_history')).toBe(before);
    expect(await harness.psql('select count(*) from private.price_history_runs;')).toBe(runsBefore);
    // The API's description lists the table, and no function or run log at all.
    const openapi = JSON.parse(await (await rest(harness.anonKey, '')).text()) as {
      paths: Record<string, unknown>;
      definitions: Record<string, unknown>;
    };
    expect(Object.keys(openapi.paths)).toContain('/price_history');
    expect(Object.keys(openapi.paths).filter((route) => route.startsWith('/rpc/'))).toEqual([]);
    expect(Object.keys(openapi.definitions)).not.toContain('price_history_runs');
  });

  for (const role of ['anon', 'authenticated'] as const) {
    it(`${role}: SELECT works in SQL; INSERT, UPDATE, DELETE and TRUNCATE are denied`, async () => {
      expect(await harness.psql('select count(*) > 0 from public.price_history;', role)).toBe('t');
      const before = await fingerprint('price_history');
      for (const statement of [
        `insert into public.price_history (sku, valid_from, price, in_stock) values ('FAKE', '2030-01-01', 1, true);`,
        'update public.price_history set price = 1;',
        'delete from public.price_history;',
        'truncate public.price_history;',
        "select nextval('public.price_history_id_seq');",
      ]) {
        await expect(harness.psql(statement, role), statement).rejects.toThrow(/permission denied/);
      }
      expect(await fingerprint('price_history')).toBe(before);
    });

    it(`${role}: cannot execute the recorder or any other function of the migration`, async () => {
      const before = await fingerprint('price_history');
      for (const call of FUNCTIONS) {
        await expect(harness.psql(`select ${call};`, role), call).rejects.toThrow(/permission denied/);
      }
      // Not even with the schema usable: EXECUTE itself is not granted.
      await harness.psql(`grant usage on schema private to ${role};`);
      try {
        for (const call of FUNCTIONS) {
          await expect(harness.psql(`select ${call};`, role), call).rejects.toThrow(/permission denied for function/);
        }
      } finally {
        await harness.psql(`revoke usage on schema private from ${role};`);
      }
      expect(await fingerprint('price_history')).toBe(before);
    });
  }

  it('service_role may read the history but not write it: only the recorder writes', async () => {
    const before = await fingerprint('price_history');
    expect(await harness.psql('select count(*) > 0 from public.price_history;', 'service_role')).toBe('t');
    for (const statement of [
      `insert into public.price_history (sku, valid_from, price, in_stock) values ('FAKE', '2030-01-01', 1, true);`,
      'update public.price_history set price = 1;',
      'truncate public.price_history;',
      'select private.record_price_history();',
    ]) {
      await expect(harness.psql(statement, 'service_role'), statement).rejects.toThrow(/permission denied/);
    }
    const response = await rest(harness.serviceKey, 'price_history', {
      method: 'POST',
      body: JSON.stringify({ sku: 'FAKE', valid_from: '2030-01-01', price: 1, in_stock: true }),
    });
    expect([401, 403]).toContain(response.status);
    await response.arrayBuffer();
    expect(await fingerprint('price_history')).toBe(before);
  });

  it('every function of the migration is SECURITY DEFINER with a fixed search_path and executable by no API role or PUBLIC', async () => {
    const functions = JSON.parse(
      await harness.psql(`
        select json_agg(json_build_object(
          'name', p.proname, 'definer', p.prosecdef, 'config', p.proconfig,
          'callers', (
            select coalesce(array_agg(r.rolname order by r.rolname), '{}')
            from pg_roles r
            where r.rolname in ('anon', 'authenticated', 'service_role') and has_function_privilege(r.oid, p.oid, 'execute')
          ),
          'public', exists (
            select 1 from aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a where a.grantee = 0
          )
        ) order by p.proname)
        from pg_proc p
        where p.pronamespace = 'private'::regnamespace
          and p.proname in (
            'parse_feed_price', 'clean_feed_text', 'trim_feed_text', 'record_price_history', 'schedule_price_history',
            'percent_decode', 'is_ipv6', 'feed_url_host', 'feed_shop'
          );`),
    ) as { name: string; definer: boolean; config: string[] | null; callers: string[]; public: boolean }[];
    expect(functions.map((f) => f.name)).toEqual([
      'clean_feed_text',
      'feed_shop',
      'feed_url_host',
      'is_ipv6',
      'parse_feed_price',
      'percent_decode',
      'record_price_history',
      'schedule_price_history',
      'trim_feed_text',
    ]);
    for (const f of functions) {
      expect(f, f.name).toMatchObject({
        definer: true,
        config: ['search_path=pg_catalog, pg_temp'],
        callers: [],
        public: false,
      });
    }
  });

  it('row level security is on, with one policy: SELECT for anon and authenticated', async () => {
    expect(
      await harness.psql(`select relrowsecurity from pg_class where oid = 'public.price_history'::regclass;`),
    ).toBe('t');
    expect(
      await harness.psql(
        `select cmd || ' ' || array_to_string(roles, ',') || ' ' || qual from pg_policies where tablename = 'price_history';`,
      ),
    ).toBe('SELECT anon,authenticated true');
  });

  it('positive control: the superuser can write, and the fingerprint sees it', async () => {
    const before = await fingerprint('price_history');
    await harness.psql(
      `insert into public.price_history (sku, valid_from, price, in_stock) values ('KONTROLL', '2030-01-01', 1, true);`,
    );
    expect(await fingerprint('price_history')).not.toBe(before);
    await harness.psql(`delete from public.price_history where sku = 'KONTROLL';`);
    expect(await fingerprint('price_history')).toBe(before);
  });
});
