/**
 * The public API roles can read products and published posts, and change
 * nothing (supabase/migrations/*_public_read_only_access.sql), against
 * Supabase's default privileges, which grant them everything including
 * TRUNCATE. Every refused write is checked against the database before and
 * after; positive controls show that each check would see a write.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, restClient, SUPABASE_DATABASE_SQL, startHarness } from './harness';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.stop();
});

const TABLES = ['product_feed_static', 'blog_posts'] as const;
type Table = (typeof TABLES)[number];

/** Row count and a digest of every row: any write changes one of them. */
async function fingerprint(table: Table): Promise<string> {
  return harness.psql(
    `select count(*) || ':' || md5(coalesce(string_agg(t::text, '|' order by t.id), '')) from public.${table} t;`,
  );
}

async function fingerprints(): Promise<Record<Table, string>> {
  return { product_feed_static: await fingerprint('product_feed_static'), blog_posts: await fingerprint('blog_posts') };
}

const rest = restClient(() => harness);

async function firstId(table: Table): Promise<string> {
  return harness.psql(`select id from public.${table} order by id limit 1;`);
}

/** A new row for each table, as a writer would send it. */
function newRow(table: Table): Record<string, unknown> {
  return table === 'product_feed_static'
    ? { Name: 'Inbrytning', SKU: 'RLS-TEST-1', Price: '1,00', Category: 'Vinkyl' }
    : { slug: 'rls-test-inlagg', title: 'Inbrytning', status: 'published', published_at: '2026-01-01T00:00:00Z' };
}

/** The column each table's PATCH tries to change. */
const PATCH: Record<Table, Record<string, string>> = {
  product_feed_static: { Price: '1,00' },
  blog_posts: { title: 'Ändrad av anon' },
};

const ROLES = [
  { role: 'anon', key: () => harness.anonKey },
  { role: 'authenticated', key: () => harness.authenticatedKey },
] as const;

describe('reads through PostgREST', () => {
  it.each(ROLES)('$role sees only published posts', async ({ key }) => {
    const published = Number(await harness.psql(`select count(*) from public.blog_posts where status = 'published';`));
    const unpublished = Number(
      await harness.psql(`select count(*) from public.blog_posts where status <> 'published';`),
    );
    expect(unpublished).toBeGreaterThan(0);

    const response = await rest(key(), 'blog_posts?select=slug,status');
    expect(response.status).toBe(200);
    const rows = (await response.json()) as { slug: string; status: string }[];
    expect(rows.length).toBe(published);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['published']));

    const counted = await rest(key(), 'blog_posts?select=id', { method: 'HEAD', headers: { Prefer: 'count=exact' } });
    expect(counted.headers.get('content-range')).toMatch(new RegExp(`/${published}$`));
  });

  it.each(ROLES)("$role gets nothing when asking for a draft's slug or for drafts by status", async ({ key }) => {
    const draftSlugs = (await harness.psql(`select slug from public.blog_posts where status = 'draft' order by slug;`))
      .split('\n')
      .filter(Boolean);
    expect(draftSlugs.length).toBeGreaterThan(0);
    for (const slug of draftSlugs) {
      const response = await rest(key(), `blog_posts?select=*&slug=eq.${encodeURIComponent(slug)}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([]);
    }
    for (const status of ['draft', 'archived']) {
      const response = await rest(key(), `blog_posts?select=id&status=eq.${status}`);
      expect(await response.json()).toEqual([]);
    }
  });

  it.each(ROLES)('$role reads every product row (paged by max_rows)', async ({ key }) => {
    const total = Number(await harness.psql('select count(*) from public.product_feed_static;'));
    const counted = await rest(key(), 'product_feed_static?select=id', {
      method: 'HEAD',
      headers: { Prefer: 'count=exact' },
    });
    expect(counted.headers.get('content-range')).toMatch(new RegExp(`/${total}$`));
  });
});

describe('writes through PostgREST are refused and change nothing', () => {
  for (const { role, key } of ROLES) {
    for (const table of TABLES) {
      it(`${role}: INSERT into ${table}`, async () => {
        const before = await fingerprints();
        const response = await rest(key(), table, { method: 'POST', body: JSON.stringify(newRow(table)) });
        const body = (await response.json()) as { code?: string; message?: string };
        expect([401, 403]).toContain(response.status);
        expect(body.code).toBe('42501');
        expect(body.message).toMatch(/permission denied/);
        expect(await fingerprints()).toEqual(before);
      });

      it(`${role}: UPDATE (PATCH) ${table}`, async () => {
        const before = await fingerprints();
        const id = await firstId(table);
        const response = await rest(key(), `${table}?id=eq.${id}`, {
          method: 'PATCH',
          body: JSON.stringify(PATCH[table]),
          headers: { Prefer: 'return=representation' },
        });
        const body = (await response.json()) as { code?: string };
        expect([401, 403]).toContain(response.status);
        expect(body.code).toBe('42501');
        expect(await fingerprints()).toEqual(before);
      });

      it(`${role}: DELETE from ${table}`, async () => {
        const before = await fingerprints();
        const id = await firstId(table);
        const response = await rest(key(), `${table}?id=eq.${id}`, { method: 'DELETE' });
        const body = (await response.json()) as { code?: string };
        expect([401, 403]).toContain(response.status);
        expect(body.code).toBe('42501');
        expect(await fingerprints()).toEqual(before);
      });
    }
  }

  it('positive control: the same INSERT, PATCH and DELETE with the service key do write, and the checks see it', async () => {
    for (const table of TABLES) {
      const before = await fingerprint(table);
      const inserted = await rest(harness.serviceKey, table, {
        method: 'POST',
        body: JSON.stringify(newRow(table)),
        headers: { Prefer: 'return=representation' },
      });
      expect(inserted.status).toBe(201);
      const [row] = (await inserted.json()) as { id: string | number }[];
      expect(row?.id).toBeDefined();
      const afterInsert = await fingerprint(table);
      expect(afterInsert).not.toBe(before);

      const patched = await rest(harness.serviceKey, `${table}?id=eq.${row?.id}`, {
        method: 'PATCH',
        body: JSON.stringify(PATCH[table]),
      });
      expect(patched.status).toBe(204);

      const deleted = await rest(harness.serviceKey, `${table}?id=eq.${row?.id}`, { method: 'DELETE' });
      expect(deleted.status).toBe(204);
      expect(await fingerprint(table)).toBe(before);
    }
  });

  it('positive control: the superuser can insert, and the fingerprint sees it', async () => {
    const before = await fingerprint('product_feed_static');
    await harness.psql(`insert into public.product_feed_static ("Name") values ('kontroll');`);
    expect(await fingerprint('product_feed_static')).not.toBe(before);
    await harness.psql(`delete from public.product_feed_static where "Name" = 'kontroll';`);
    expect(await fingerprint('product_feed_static')).toBe(before);
  });
});

describe('SQL as the API roles', () => {
  for (const role of ['anon', 'authenticated'] as const) {
    for (const table of TABLES) {
      it(`${role}: TRUNCATE ${table} is denied`, async () => {
        const before = await fingerprints();
        await expect(harness.psql(`truncate public.${table};`, role)).rejects.toThrow(
          new RegExp(`permission denied for table ${table}`),
        );
        expect(await fingerprints()).toEqual(before);
      });

      it(`${role}: INSERT, UPDATE and DELETE on ${table} are denied`, async () => {
        const before = await fingerprints();
        const id = await firstId(table);
        const key = table === 'product_feed_static' ? id : `'${id}'`;
        const statements = [
          table === 'product_feed_static'
            ? `insert into public.${table} ("Name") values ('x');`
            : `insert into public.${table} (slug, title) values ('x', 'x');`,
          `update public.${table} set ${table === 'product_feed_static' ? '"Price"' : 'title'} = 'x' where id = ${key};`,
          `delete from public.${table} where id = ${key};`,
        ];
        for (const statement of statements) {
          await expect(harness.psql(statement, role)).rejects.toThrow(/permission denied/);
        }
        expect(await fingerprints()).toEqual(before);
      });
    }

    it(`${role}: the identity sequence cannot be advanced`, async () => {
      await expect(harness.psql(`select nextval('public.product_feed_static_id_seq');`, role)).rejects.toThrow(
        /permission denied for sequence/,
      );
    });
  }

  it('positive control: TRUNCATE as the superuser empties the tables (rolled back)', async () => {
    const counts = await harness.psql(
      `begin;
       truncate public.product_feed_static, public.blog_posts;
       select (select count(*) from public.product_feed_static) + (select count(*) from public.blog_posts);
       rollback;`,
    );
    expect(counts).toBe('0');
    expect(Number(await harness.psql('select count(*) from public.product_feed_static;'))).toBeGreaterThan(0);
  });

  it('positive control: under Supabase’s default privileges alone, anon and authenticated can TRUNCATE', async () => {
    // A database with the harness's Supabase setup but without the
    // migrations: what the revokes in the migration have to close.
    await harness.psql('create database defaults_probe;');
    try {
      const probe = { database: 'defaults_probe' };
      await harness.psql(SUPABASE_DATABASE_SQL, undefined, probe);
      await harness.psql(
        'create table public.probe (id int); alter table public.probe enable row level security; insert into public.probe values (1);',
        undefined,
        probe,
      );
      for (const role of ['anon', 'authenticated']) {
        await harness.psql('insert into public.probe values (1);', undefined, probe);
        await harness.psql('truncate public.probe;', role, probe);
        expect(await harness.psql('select count(*) from public.probe;', undefined, probe)).toBe('0');
      }
    } finally {
      await harness.psql('drop database defaults_probe;');
    }
  });

  it('tables created after the migration do not inherit the broad defaults', async () => {
    await harness.psql('create table public.later_table (id int);');
    try {
      const privileges = await harness.psql(
        `select string_agg(r || ':' || has_table_privilege(r, 'public.later_table', p)::text, ',' order by r, p)
           from unnest(array['anon', 'authenticated', 'service_role']) r,
                unnest(array['SELECT', 'INSERT', 'TRUNCATE']) p;`,
      );
      expect(privileges).toBe(
        [
          'anon:false',
          'anon:false',
          'anon:false',
          'authenticated:false',
          'authenticated:false',
          'authenticated:false',
          'service_role:true',
          'service_role:true',
          'service_role:true',
        ].join(','),
      );
    } finally {
      await harness.psql('drop table public.later_table;');
    }
  });
});
