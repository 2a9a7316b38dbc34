/**
 * The editors' rebuild webhook (supabase/migrations/*_rebuild_webhook.sql)
 * on a real PostgreSQL 15 with every migration applied: which changes of
 * public.blog_posts ask Netlify for a rebuild, that a statement asks at most
 * once, that product imports never ask, the debounce, the pg_net call (with
 * a stand-in for pg_net's net.http_post, which plain PostgreSQL lacks), and
 * that the build hook URL stays out of reach of the public API roles.
 *
 * Every decision lands in private.rebuild_requests; the tests read it as the
 * superuser. A "request" is an outcome that asked (or would have asked)
 * Netlify: sent, no_pg_net or no_hook_url.
 *
 * The trailing request and the hourly cap (*_rebuild_trailing.sql): a
 * debounced or capped change stays pending until a request covers it, and
 * private.flush_rebuild_requests(as_of) sends one trailing request for all
 * of them. The tests pass the flush an explicit clock, or move the outbox
 * into the past, instead of waiting for real minutes.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, restClient, startHarness } from './harness';

let harness: Harness;
const rest = restClient(() => harness);

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.stop();
});

const REQUEST_OUTCOMES = ['sent', 'no_pg_net', 'no_hook_url'];
const HOOK_URL = 'https://api.netlify.com/build_hooks/0123456789abcdef01234567';

interface RebuildRow {
  outcome: string;
  source: string;
  published: number;
  unpublished: number;
  changed: number;
  slugs: string[];
  net_request_id: number | null;
  error: string | null;
}

/** Every row of the outbox, oldest first. */
async function outbox(): Promise<RebuildRow[]> {
  return JSON.parse(
    await harness.psql(`
      select coalesce(json_agg(json_build_object(
        'outcome', outcome, 'source', source, 'published', published, 'unpublished', unpublished,
        'changed', changed, 'slugs', slugs, 'net_request_id', net_request_id, 'error', error
      ) order by id), '[]')
      from private.rebuild_requests;`),
  ) as RebuildRow[];
}

/** Outbox rows that asked for a build. */
async function requests(): Promise<RebuildRow[]> {
  return (await outbox()).filter((row) => REQUEST_OUTCOMES.includes(row.outcome));
}

let counter = 0;
/** A unique slug per call, so that every test works on posts of its own. */
function slug(label: string): string {
  counter += 1;
  return `rebuild-${label}-${counter}`;
}

/** SQL that inserts one post (superuser; the triggers run for it). */
function insertPost(postSlug: string, status: 'draft' | 'published' | 'archived', extra = ''): string {
  const publishedAt = status === 'draft' ? 'null' : `'2026-03-01T10:00:00Z'`;
  return `insert into public.blog_posts (slug, title, content, status, published_at${extra ? ', category' : ''})
          values ('${postSlug}', 'Titel ${postSlug}', '<p>Text</p>', '${status}', ${publishedAt}${extra ? `, '${extra}'` : ''});`;
}

async function settings(sql: string): Promise<void> {
  await harness.psql(`update private.rebuild_settings set ${sql};`);
}

interface LedgerRow extends RebuildRow {
  id: number;
  pending: boolean;
  covered_by: number | null;
}

/** Every row of the outbox with its pending state (columns of the trailing-request migration), oldest first. */
async function ledger(): Promise<LedgerRow[]> {
  return JSON.parse(
    await harness.psql(`
      select coalesce(json_agg(json_build_object(
        'id', id, 'outcome', outcome, 'source', source, 'published', published, 'unpublished', unpublished,
        'changed', changed, 'slugs', slugs, 'net_request_id', net_request_id, 'error', error,
        'pending', pending, 'covered_by', covered_by
      ) order by id), '[]')
      from private.rebuild_requests;`),
  ) as LedgerRow[];
}

/** Runs the flush with the clock at now() plus `offset` (a PostgreSQL interval); returns its answer. */
function flush(offset = '0 seconds'): Promise<string> {
  return harness.psql(`select private.flush_rebuild_requests(now() + interval '${offset}');`);
}

/** Moves every outbox row `interval` into the past, as if that much time had gone by since. */
async function elapse(interval: string): Promise<void> {
  await harness.psql(`update private.rebuild_requests set requested_at = requested_at - interval '${interval}';`);
}

/**
 * A stand-in for pg_net's net.http_post with its signature: 'working' queues
 * the call in net.calls like pg_net does, 'failing' raises like pg_net does
 * when its worker is down. Calling it again swaps the behaviour.
 */
async function installPgNet(mode: 'working' | 'failing'): Promise<void> {
  const definition =
    mode === 'working'
      ? `language sql as $$
           insert into net.calls (url, body, params, headers, timeout_ms)
           values (url, body, params, headers, timeout_milliseconds) returning id;
         $$`
      : `language plpgsql as $$
         begin
           raise exception 'the pg_net background worker must be up when doing requests';
         end;
         $$`;
  await harness.psql(`
    create schema if not exists net;
    create table if not exists net.calls (
      id bigserial primary key, url text, body jsonb, params jsonb, headers jsonb, timeout_ms int
    );
    create or replace function net.http_post(
      url text,
      body jsonb default '{}'::jsonb,
      params jsonb default '{}'::jsonb,
      headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
      timeout_milliseconds int default 5000
    ) returns bigint ${definition};`);
}

interface NetCall {
  id: number;
  url: string;
  body: Record<string, unknown>;
  params: Record<string, string>;
}

/** The calls the pg_net stand-in received, oldest first. */
async function netCalls(): Promise<NetCall[]> {
  return JSON.parse(
    await harness.psql(`select coalesce(json_agg(c order by id), '[]') from net.calls c;`),
  ) as NetCall[];
}

beforeEach(async () => {
  // Each test starts from an empty outbox, no debounce, no hook URL, no
  // pg_net, no pg_cron. (The tests that change the hourly cap reset it.)
  await harness.psql(`
    delete from private.rebuild_requests;
    update private.rebuild_settings
      set build_hook_url = null, debounce_seconds = 0, timeout_milliseconds = 5000, enabled = true;
    drop schema if exists net cascade;
    drop schema if exists cron cascade;`);
});

describe('which blog changes ask for a rebuild', () => {
  it('a new draft asks nothing; publishing it asks once', async () => {
    const s = slug('publish');
    await harness.psql(insertPost(s, 'draft'));
    expect(await outbox()).toEqual([]);

    await harness.psql(`update public.blog_posts set status = 'published', published_at = now() where slug = '${s}';`);
    const rows = await requests();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      outcome: 'no_hook_url',
      source: 'blog_posts update',
      published: 1,
      unpublished: 0,
      changed: 0,
      slugs: [s],
    });
  });

  it('inserting a published post asks once; one INSERT of three published posts and a draft asks once', async () => {
    await harness.psql(insertPost(slug('insert'), 'published'));
    expect(await requests()).toHaveLength(1);

    await harness.psql('delete from private.rebuild_requests;');
    const many = [slug('multi'), slug('multi'), slug('multi')];
    await harness.psql(`
      insert into public.blog_posts (slug, title, status, published_at) values
        ('${many[0]}', 'A', 'published', now()),
        ('${many[1]}', 'B', 'published', now()),
        ('${many[2]}', 'C', 'published', now()),
        ('${slug('multi-draft')}', 'D', 'draft', null);`);
    const rows = await requests();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'blog_posts insert', published: 3, slugs: many });
  });

  it.each([
    ['content', `content = '<p>Ny text</p>'`],
    ['title', `title = 'Ny titel'`],
    ['slug', `slug = slug || '-ny'`],
    ['description', `description = 'Ny ingress'`],
    ['meta_description', `meta_description = 'Ny metabeskrivning'`],
    ['image_url', `image_url = 'https://example.com/ny.jpg'`],
    ['category', `category = 'Vinkyl'`],
    ['author', `author = 'Ny skribent'`],
    ['published_at', `published_at = '2026-04-01T10:00:00Z'`],
  ])('editing the %s of a published post asks once', async (_column, assignment) => {
    const s = slug('edit');
    await harness.psql(insertPost(s, 'published'));
    await harness.psql('delete from private.rebuild_requests;');

    await harness.psql(`update public.blog_posts set ${assignment} where slug = '${s}';`);
    const rows = await requests();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ published: 0, unpublished: 0, changed: 1 });
  });

  it.each([
    ['set back to draft', (s: string) => `update public.blog_posts set status = 'draft' where slug = '${s}';`],
    ['archived', (s: string) => `update public.blog_posts set status = 'archived' where slug = '${s}';`],
    ['deleted', (s: string) => `delete from public.blog_posts where slug = '${s}';`],
  ])('a published post that is %s asks once, so it disappears from the site', async (_label, sql) => {
    const s = slug('unpublish');
    await harness.psql(insertPost(s, 'published'));
    await harness.psql('delete from private.rebuild_requests;');

    await harness.psql(sql(s));
    const rows = await requests();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ published: 0, unpublished: 1, changed: 0, slugs: [s] });
  });

  it('touching only updated_at of a published post, or rewriting the same values, asks nothing', async () => {
    const s = slug('touch');
    await harness.psql(insertPost(s, 'published'));
    await harness.psql('delete from private.rebuild_requests;');

    await harness.psql(`update public.blog_posts set updated_at = now() + interval '1 minute' where slug = '${s}';`);
    await harness.psql(`update public.blog_posts set title = title, content = content where slug = '${s}';`);
    await harness.psql(`update public.blog_posts set status = 'published' where slug = '${s}';`);
    await harness.psql(`update public.blog_posts set updated_at = now() where false;`);
    expect(await outbox()).toEqual([]);
  });

  it('updated_at counts for a published post without published_at, whose page shows updated_at as its date', async () => {
    const s = slug('no-date');
    await harness.psql(
      `insert into public.blog_posts (slug, title, status, published_at) values ('${s}', 'Utan datum', 'published', null);`,
    );
    await harness.psql('delete from private.rebuild_requests;');

    await harness.psql(`update public.blog_posts set updated_at = now() + interval '1 day' where slug = '${s}';`);
    expect(await requests()).toHaveLength(1);
  });

  it('editing drafts and archived posts, or moving one between draft and archived, asks nothing', async () => {
    const draft = slug('draft');
    const archived = slug('archived');
    await harness.psql(insertPost(draft, 'draft'));
    await harness.psql(insertPost(archived, 'archived'));

    await harness.psql(`
      update public.blog_posts set content = '<p>Utkast 2</p>', title = 'Utkast 2', slug = '${draft}-2'
        where slug = '${draft}';
      update public.blog_posts set content = '<p>Arkiv 2</p>' where slug = '${archived}';
      update public.blog_posts set status = 'archived' where slug = '${draft}-2';
      update public.blog_posts set status = 'draft' where slug = '${archived}';
      delete from public.blog_posts where slug in ('${draft}-2', '${archived}');`);
    // The harness's own draft and archived rows, too.
    await harness.psql(
      `update public.blog_posts set content = coalesce(content, '') || '<p>mer</p>' where status <> 'published';`,
    );
    expect(await outbox()).toEqual([]);
  });

  it('a bulk UPDATE of every published post asks exactly once', async () => {
    const published = Number(await harness.psql(`select count(*) from public.blog_posts where status = 'published';`));
    expect(published).toBeGreaterThan(3);

    await harness.psql(
      // coalesce: some sample posts have no content, and null || text stays null.
      `update public.blog_posts set content = coalesce(content, '') || '<p>Tillägg</p>' where status = 'published';`,
    );
    const rows = await outbox();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ outcome: 'no_hook_url', changed: published, published: 0, unpublished: 0 });
    expect(rows[0]?.slugs).toHaveLength(published);
  });

  it('a bulk UPDATE that publishes, unpublishes and edits at once asks once and counts each kind', async () => {
    const toPublish = slug('mix-pub');
    const toUnpublish = slug('mix-unpub');
    const toEdit = slug('mix-edit');
    const draft = slug('mix-draft');
    await harness.psql(
      [
        insertPost(toPublish, 'draft'),
        insertPost(toUnpublish, 'published'),
        insertPost(toEdit, 'published'),
        insertPost(draft, 'draft'),
      ].join('\n'),
    );
    await harness.psql('delete from private.rebuild_requests;');

    await harness.psql(`
      update public.blog_posts set
        status = case slug when '${toPublish}' then 'published' when '${toUnpublish}' then 'draft' else status end,
        published_at = coalesce(published_at, now()),
        content = content || '<p>x</p>'
      where slug in ('${toPublish}', '${toUnpublish}', '${toEdit}', '${draft}');`);
    const rows = await outbox();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ published: 1, unpublished: 1, changed: 1 });
    expect(rows[0]?.slugs.sort()).toEqual([toEdit, toPublish, toUnpublish].sort());
  });

  it('TRUNCATE of blog_posts with published posts asks once (checked inside a rolled-back transaction)', async () => {
    const inside = await harness.psql(`
      begin;
      truncate public.blog_posts;
      select count(*) || ':' || max(source) from private.rebuild_requests where outcome = 'no_hook_url';
      rollback;`);
    expect(inside).toBe('1:blog_posts truncate');
    expect(await outbox()).toEqual([]);
  });

  it('a rolled-back change leaves no request behind', async () => {
    const s = slug('rollback');
    await harness.psql(`begin;\n${insertPost(s, 'published')}\nrollback;`);
    expect(await outbox()).toEqual([]);
  });
});

describe('products never ask for a rebuild', () => {
  it('inserting, updating and deleting 500 product rows (and truncating the table) asks nothing', async () => {
    await harness.psql(`
      insert into public.product_feed_static ("Name", "SKU", "Price", "Category", "Brand", "Instock")
      select 'Importerad vinkyl ' || i, 'REBUILD-IMPORT-' || i, '1 299,00', 'Vinkyl', 'Testmärke', 'yes'
      from generate_series(1, 500) as i;`);
    await harness.psql(`
      update public.product_feed_static set "Price" = '1 199,00', "Instock" = 'no'
      where "SKU" like 'REBUILD-IMPORT-%';`);
    await harness.psql(`delete from public.product_feed_static where "SKU" like 'REBUILD-IMPORT-%';`);
    await harness.psql('begin; truncate public.product_feed_static; rollback;');
    expect(await outbox()).toEqual([]);

    const triggers = await harness.psql(
      `select count(*) from pg_trigger where tgrelid = 'public.product_feed_static'::regclass and not tgisinternal;`,
    );
    expect(triggers).toBe('0');
  });
});

describe('debounce and transactions', () => {
  it('within the debounce window a second change is recorded as debounced; force asks anyway', async () => {
    await settings('debounce_seconds = 60');
    const first = slug('spree');
    const second = slug('spree');
    await harness.psql(insertPost(first, 'published'));
    await harness.psql(insertPost(second, 'published'));
    await harness.psql(`update public.blog_posts set title = 'Ändrad' where slug = '${first}';`);

    expect((await outbox()).map((row) => row.outcome)).toEqual(['no_hook_url', 'debounced', 'debounced']);
    expect(await requests()).toHaveLength(1);

    expect(await harness.psql(`select private.request_rebuild('manual', force => true);`)).toBe('no_hook_url');
    expect(await requests()).toHaveLength(2);
  });

  it('with debounce 0 every statement in its own transaction asks', async () => {
    await harness.psql(insertPost(slug('nodebounce'), 'published'));
    await harness.psql(insertPost(slug('nodebounce'), 'published'));
    expect(await requests()).toHaveLength(2);
  });

  it('two statements in one transaction ask once (pg_net sends after the commit, seeing both)', async () => {
    await harness.psql(
      `begin;\n${insertPost(slug('tx'), 'published')}\n${insertPost(slug('tx'), 'published')}\ncommit;`,
    );
    expect((await outbox()).map((row) => row.outcome)).toEqual(['no_hook_url', 'debounced']);
  });

  it('disabled settings record the change without asking', async () => {
    await settings(`enabled = false, build_hook_url = '${HOOK_URL}'`);
    await harness.psql(insertPost(slug('disabled'), 'published'));
    expect((await outbox()).map((row) => row.outcome)).toEqual(['disabled']);
  });
});

describe('trailing request and hourly cap', () => {
  afterEach(async () => {
    await settings('max_requests_per_hour = 6');
  });

  it('publish, then unpublish a second later: the unpublish is debounced, and the flush after the window sends exactly one trailing request', async () => {
    await installPgNet('working');
    await settings(`build_hook_url = '${HOOK_URL}', debounce_seconds = 30`);
    const s = slug('flipflop');
    await harness.psql(insertPost(s, 'draft'));
    await harness.psql(`update public.blog_posts set status = 'published', published_at = now() where slug = '${s}';`);
    await harness.psql(`update public.blog_posts set status = 'draft' where slug = '${s}';`);

    const before = await ledger();
    expect(before.map((row) => [row.outcome, row.pending])).toEqual([
      ['sent', false],
      ['debounced', true],
    ]);
    expect(await netCalls()).toHaveLength(1);

    // Within the window the flush waits and records nothing.
    expect(await flush()).toBe('debounced');
    expect(await flush('20 seconds')).toBe('debounced');
    expect(await ledger()).toHaveLength(2);

    expect(await flush('31 seconds')).toBe('sent');
    const after = await ledger();
    expect(after).toHaveLength(3);
    const trailing = after[2];
    expect(trailing).toMatchObject({
      outcome: 'sent',
      source: 'trailing',
      published: 0,
      unpublished: 1,
      changed: 0,
      slugs: [s],
      pending: false,
    });
    expect(after[1]).toMatchObject({ outcome: 'debounced', pending: false, covered_by: trailing?.id });
    const calls = await netCalls();
    expect(calls).toHaveLength(2);
    expect(trailing?.net_request_id).toBe(calls[1]?.id);
    expect(calls[1]?.url).toBe(HOOK_URL);
    expect(calls[1]?.body).toEqual({ source: 'trailing', published: 0, unpublished: 1, changed: 0, slugs: [s] });
    expect(calls[1]?.params.trigger_title).toBe(`Supabase trailing: 0 published, 1 unpublished, 0 changed (${s})`);

    // Idempotent: nothing is pending any more.
    expect(await flush('31 seconds')).toBe('idle');
    expect(await flush('2 hours')).toBe('idle');
    expect(await ledger()).toHaveLength(3);
    expect(await netCalls()).toHaveLength(2);
  });

  it('any number of debounced changes coalesce into one trailing request that carries all of them', async () => {
    await settings('debounce_seconds = 60');
    const [a, b, c] = [slug('coalesce'), slug('coalesce'), slug('coalesce')];
    await harness.psql(insertPost(a, 'published'));
    await harness.psql(insertPost(b, 'published'));
    await harness.psql(insertPost(c, 'published'));
    await harness.psql(`update public.blog_posts set title = 'Ny titel' where slug = '${a}';`);
    await harness.psql(`update public.blog_posts set content = '<p>Ny</p>' where slug in ('${a}', '${b}');`);
    await harness.psql(`delete from public.blog_posts where slug = '${c}';`);

    const before = await ledger();
    expect(before.map((row) => row.outcome)).toEqual([
      'no_hook_url',
      'debounced',
      'debounced',
      'debounced',
      'debounced',
      'debounced',
    ]);
    expect(before.filter((row) => row.pending)).toHaveLength(5);

    expect(await flush('61 seconds')).toBe('no_hook_url');
    const after = await ledger();
    expect(after).toHaveLength(7);
    expect(after[6]).toMatchObject({
      outcome: 'no_hook_url',
      source: 'trailing',
      // b and c published, a changed, a and b changed, c deleted.
      published: 2,
      unpublished: 1,
      changed: 3,
      slugs: [a, b, c].sort(),
    });
    expect(after.filter((row) => row.pending)).toEqual([]);
    expect(after.slice(1, 6).map((row) => row.covered_by)).toEqual(Array(5).fill(after[6]?.id));
    expect(await requests()).toHaveLength(2);
    expect(await flush('10 minutes')).toBe('idle');
  });

  it('over the hourly cap a change is recorded as capped and stays pending; a flush after the hour sends it', async () => {
    await installPgNet('working');
    await settings(`build_hook_url = '${HOOK_URL}', max_requests_per_hour = 2`);
    const posts = [slug('cap'), slug('cap'), slug('cap'), slug('cap')];
    for (const s of posts) await harness.psql(insertPost(s, 'published'));

    expect((await ledger()).map((row) => [row.outcome, row.pending])).toEqual([
      ['sent', false],
      ['sent', false],
      ['capped', true],
      ['capped', true],
    ]);
    expect(await netCalls()).toHaveLength(2);

    expect(await flush()).toBe('capped');
    expect(await flush('59 minutes')).toBe('capped');
    expect(await ledger()).toHaveLength(4);

    expect(await flush('1 hour 1 second')).toBe('sent');
    const calls = await netCalls();
    expect(calls).toHaveLength(3);
    expect(calls[2]?.body).toMatchObject({ source: 'trailing', published: 2, slugs: posts.slice(2).sort() });
    expect((await ledger()).filter((row) => row.pending)).toEqual([]);
    expect(await flush('1 hour 1 second')).toBe('idle');
    expect(await netCalls()).toHaveLength(3);
  });

  it('the cap counts a rolling hour, and force (an administrator) is not capped', async () => {
    await settings('max_requests_per_hour = 2');
    await harness.psql(insertPost(slug('rolling'), 'published'));
    await elapse('40 minutes');
    await harness.psql(insertPost(slug('rolling'), 'published'));
    await harness.psql(insertPost(slug('rolling'), 'published'));
    expect((await ledger()).map((row) => row.outcome)).toEqual(['no_hook_url', 'no_hook_url', 'capped']);

    // 21 minutes on, the first request is more than an hour old: one slot free.
    expect(await flush('21 minutes')).toBe('no_hook_url');
    expect(await harness.psql(`select private.request_rebuild('manual', force => true);`)).toBe('no_hook_url');
    expect((await ledger()).map((row) => row.outcome)).toEqual([
      'no_hook_url',
      'no_hook_url',
      'capped',
      'no_hook_url',
      'no_hook_url',
    ]);
  });

  it('a manual request covers every pending change: no extra trailing request', async () => {
    await settings('debounce_seconds = 60');
    await harness.psql(insertPost(slug('cover'), 'published'));
    await harness.psql(insertPost(slug('cover'), 'published'));
    expect(await harness.psql(`select private.request_rebuild('manual', force => true);`)).toBe('no_hook_url');

    const rows = await ledger();
    expect(rows.map((row) => [row.outcome, row.source, row.pending])).toEqual([
      ['no_hook_url', 'blog_posts insert', false],
      ['debounced', 'blog_posts insert', false],
      ['no_hook_url', 'manual', false],
    ]);
    expect(rows[1]?.covered_by).toBe(rows[2]?.id);
    expect(await flush('1 day')).toBe('idle');
    expect(await requests()).toHaveLength(2);
  });

  it('once the window has passed, the next statement on blog_posts flushes, even one that changes nothing public', async () => {
    await settings('debounce_seconds = 60');
    const published = slug('opportunistic');
    const draft = slug('opportunistic-draft');
    await harness.psql(insertPost(draft, 'draft'));
    await harness.psql(insertPost(published, 'published'));
    await harness.psql(`update public.blog_posts set status = 'archived' where slug = '${published}';`);
    await elapse('2 minutes');

    // A draft edit asks for nothing itself, but sends the due trailing request.
    await harness.psql(`update public.blog_posts set content = '<p>Utkast</p>' where slug = '${draft}';`);
    const rows = await ledger();
    expect(rows.map((row) => [row.outcome, row.source, row.pending])).toEqual([
      ['no_hook_url', 'blog_posts insert', false],
      ['debounced', 'blog_posts update', false],
      ['no_hook_url', 'trailing', false],
    ]);
    expect(rows[2]).toMatchObject({ unpublished: 1, slugs: [published] });
  });

  it('a public change when a trailing request is due asks once: the trailing request covers the change of its own transaction', async () => {
    await settings('debounce_seconds = 60');
    const [a, b] = [slug('due'), slug('due')];
    await harness.psql(insertPost(a, 'published'));
    await harness.psql(`update public.blog_posts set title = 'Ändrad' where slug = '${a}';`);
    await elapse('2 minutes');
    await harness.psql(insertPost(b, 'published'));

    const rows = await ledger();
    expect(rows.map((row) => [row.outcome, row.source, row.pending])).toEqual([
      ['no_hook_url', 'blog_posts insert', false],
      ['debounced', 'blog_posts update', false],
      ['no_hook_url', 'trailing', false],
      ['debounced', 'blog_posts insert', false],
    ]);
    expect(rows[3]?.covered_by).toBe(rows[2]?.id);
    expect(await requests()).toHaveLength(2);
    expect(await flush('1 day')).toBe('idle');
  });

  it('statements after the request of their own transaction are not pending: that request sees them', async () => {
    await settings('debounce_seconds = 60');
    await harness.psql(
      `begin;\n${insertPost(slug('tx-pending'), 'published')}\n${insertPost(slug('tx-pending'), 'published')}\ncommit;`,
    );
    const rows = await ledger();
    expect(rows.map((row) => [row.outcome, row.pending])).toEqual([
      ['no_hook_url', false],
      ['debounced', false],
    ]);
    expect(rows[1]?.covered_by).toBe(rows[0]?.id);
    expect(await flush('1 day')).toBe('idle');
  });

  it('a failed call stays pending and is retried after the window, at most up to the cap, until pg_net works again', async () => {
    await installPgNet('failing');
    await settings(`build_hook_url = '${HOOK_URL}', debounce_seconds = 30, max_requests_per_hour = 2`);
    const posts = [slug('retry'), slug('retry')];
    for (const s of posts) await harness.psql(insertPost(s, 'published'));
    expect((await ledger()).map((row) => [row.outcome, row.pending])).toEqual([
      ['failed', true],
      ['debounced', true],
    ]);

    // Still failing after the window: recorded, and the changes stay pending.
    expect(await flush('31 seconds')).toBe('failed');
    const rows = await ledger();
    expect(rows[2]).toMatchObject({ outcome: 'failed', source: 'trailing', pending: false });
    expect(rows[2]?.error).toMatch(/background worker/);
    expect(rows.filter((row) => row.pending)).toHaveLength(2);
    // Two failed calls fill the hour's cap of 2: retries are bounded.
    expect(await flush('2 minutes')).toBe('capped');
    expect(await ledger()).toHaveLength(3);

    await installPgNet('working');
    expect(await flush('1 hour 1 minute')).toBe('sent');
    const calls = await netCalls();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({ source: 'trailing', published: 2, slugs: [...posts].sort() });
    expect((await ledger()).filter((row) => row.pending)).toEqual([]);
  });

  it('while disabled the flush sends nothing; the pending change goes out once enabled again', async () => {
    await settings('debounce_seconds = 60');
    await harness.psql(insertPost(slug('paused'), 'published'));
    await harness.psql(insertPost(slug('paused'), 'published'));
    await settings('enabled = false');
    expect(await flush('2 minutes')).toBe('disabled');
    expect(await ledger()).toHaveLength(2);

    await settings('enabled = true');
    expect(await flush('2 minutes')).toBe('no_hook_url');
    expect((await ledger()).map((row) => row.source)).toEqual(['blog_posts insert', 'blog_posts insert', 'trailing']);
  });

  it('the settings refuse an hourly cap outside 1 to 60', async () => {
    expect(await harness.psql('select max_requests_per_hour from private.rebuild_settings;')).toBe('6');
    for (const value of [0, 61, -1]) {
      await expect(settings(`max_requests_per_hour = ${value}`)).rejects.toThrow(/check constraint/);
    }
  });

  it('without pg_cron nothing is scheduled; with it the flush is scheduled every minute, idempotently', async () => {
    expect(await harness.psql('select private.schedule_rebuild_flush();')).toBe('no_pg_cron');

    // A stand-in with pg_cron's cron.schedule(job_name, schedule, command),
    // which replaces a job of the same name like pg_cron does.
    await harness.psql(`
      create schema cron;
      create table cron.job (jobid bigserial primary key, jobname text unique, schedule text, command text);
      create function cron.schedule(job_name text, schedule text, command text) returns bigint language sql as $$
        insert into cron.job (jobname, schedule, command) values (job_name, schedule, command)
        on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command
        returning jobid;
      $$;`);
    expect(await harness.psql('select private.schedule_rebuild_flush();')).toBe('scheduled: job 1');
    expect(await harness.psql('select private.schedule_rebuild_flush();')).toBe('scheduled: job 1');
    const jobs = JSON.parse(await harness.psql('select json_agg(j order by jobid) from cron.job j;')) as {
      jobname: string;
      schedule: string;
      command: string;
    }[];
    expect(jobs).toEqual([
      expect.objectContaining({
        jobname: 'vinkyl-rebuild-flush',
        schedule: '* * * * *',
        command: 'select private.flush_rebuild_requests();',
      }),
    ]);

    // The job's command is the flush: it sends a due trailing request.
    await settings('debounce_seconds = 60');
    await harness.psql(insertPost(slug('cron'), 'published'));
    await harness.psql(insertPost(slug('cron'), 'published'));
    await elapse('2 minutes');
    expect(await harness.psql(jobs[0]?.command ?? '')).toBe('no_hook_url');
    expect((await ledger()).map((row) => row.source)).toEqual(['blog_posts insert', 'blog_posts insert', 'trailing']);
  });
});

describe('the build hook call', () => {
  it('with a hook URL but without pg_net (plain PostgreSQL) the request is recorded as no_pg_net', async () => {
    await settings(`build_hook_url = '${HOOK_URL}'`);
    await harness.psql(insertPost(slug('nopgnet'), 'published'));
    expect((await outbox()).map((row) => row.outcome)).toEqual(['no_pg_net']);
  });

  it("with pg_net's net.http_post present, POSTs to the hook URL with a deploy title and JSON body", async () => {
    // A stand-in with pg_net's signature that queues the call like pg_net does.
    await harness.psql(`
      create schema net;
      create table net.calls (id bigserial primary key, url text, body jsonb, params jsonb, headers jsonb, timeout_ms int);
      create function net.http_post(
        url text,
        body jsonb default '{}'::jsonb,
        params jsonb default '{}'::jsonb,
        headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
        timeout_milliseconds int default 5000
      ) returns bigint language sql as $$
        insert into net.calls (url, body, params, headers, timeout_ms)
        values (url, body, params, headers, timeout_milliseconds) returning id;
      $$;`);
    await settings(`build_hook_url = '${HOOK_URL}', timeout_milliseconds = 7000`);
    const s = slug('sent');
    await harness.psql(insertPost(s, 'published'));

    const rows = await outbox();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ outcome: 'sent', error: null });
    const calls = JSON.parse(await harness.psql(`select json_agg(c order by id) from net.calls c;`)) as {
      id: number;
      url: string;
      body: Record<string, unknown>;
      params: Record<string, string>;
      headers: Record<string, string>;
      timeout_ms: number;
    }[];
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(rows[0]?.net_request_id).toBe(call?.id);
    expect(call?.url).toBe(HOOK_URL);
    expect(call?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(call?.timeout_ms).toBe(7000);
    expect(call?.body).toEqual({ source: 'blog_posts insert', published: 1, unpublished: 0, changed: 0, slugs: [s] });
    expect(call?.params.trigger_title).toBe(`Supabase blog_posts insert: 1 published, 0 unpublished, 0 changed (${s})`);
  });

  it('a failing net.http_post is recorded as failed and does not stop the editor saving the post', async () => {
    await harness.psql(`
      create schema net;
      create function net.http_post(
        url text, body jsonb default '{}'::jsonb, params jsonb default '{}'::jsonb,
        headers jsonb default '{}'::jsonb, timeout_milliseconds int default 5000
      ) returns bigint language plpgsql as $$
      begin
        raise exception 'the pg_net background worker must be up when doing requests';
      end;
      $$;`);
    await settings(`build_hook_url = '${HOOK_URL}'`);
    const s = slug('failing');
    await harness.psql(insertPost(s, 'published'));

    expect(await harness.psql(`select count(*) from public.blog_posts where slug = '${s}';`)).toBe('1');
    const rows = await outbox();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.outcome).toBe('failed');
    expect(rows[0]?.error).toMatch(/background worker/);
  });

  it('the settings refuse a hook URL that is not https', async () => {
    await expect(settings(`build_hook_url = 'http://api.netlify.com/build_hooks/x'`)).rejects.toThrow(
      /check constraint/,
    );
    await expect(settings('debounce_seconds = -1')).rejects.toThrow(/check constraint/);
    await expect(harness.psql('insert into private.rebuild_settings (singleton) values (false);')).rejects.toThrow(
      /check constraint/,
    );
  });
});

describe('the private schema is out of reach of the API roles', () => {
  const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;

  it.each(API_ROLES)('%s cannot read the settings or the outbox, nor call the functions', async (role) => {
    await settings(`build_hook_url = '${HOOK_URL}'`);
    for (const sql of [
      'select build_hook_url from private.rebuild_settings;',
      'select * from private.rebuild_requests;',
      `select private.request_rebuild('${role}');`,
      'select private.flush_rebuild_requests();',
      'select private.schedule_rebuild_flush();',
      `update private.rebuild_settings set build_hook_url = 'https://evil.example/hook';`,
    ]) {
      await expect(harness.psql(sql, role)).rejects.toThrow(/permission denied/);
    }
    expect(await harness.psql('select build_hook_url from private.rebuild_settings;')).toBe(HOOK_URL);
  });

  it.each(API_ROLES)('%s has no privilege on any object of the schema', async (role) => {
    const granted = await harness.psql(`
      select count(*) from (
        select has_schema_privilege('${role}', 'private', 'usage') as ok
        union all
        select has_table_privilege('${role}', c.oid, 'select,insert,update,delete,truncate,references,trigger')
          from pg_class c where c.relnamespace = 'private'::regnamespace and c.relkind in ('r', 'v', 'm', 'S')
        union all
        select has_function_privilege('${role}', p.oid, 'execute')
          from pg_proc p where p.pronamespace = 'private'::regnamespace
      ) as checks where ok;`);
    expect(granted).toBe('0');
  });

  it('every function of the schema, the flush included, is SECURITY DEFINER with a fixed search_path and executable by no API role', async () => {
    expect(
      await harness.psql(`select to_regprocedure('private.flush_rebuild_requests(timestamptz)') is not null;`),
    ).toBe('t');
    const functions = JSON.parse(
      await harness.psql(`
        select json_agg(json_build_object(
          'name', p.proname, 'definer', p.prosecdef, 'config', p.proconfig,
          'callers', (
            select coalesce(array_agg(r.rolname order by r.rolname), '{}')
            from pg_roles r
            where r.rolname in ('anon', 'authenticated', 'service_role') and has_function_privilege(r.oid, p.oid, 'execute')
          ),
          -- A NULL ACL means the default, which lets PUBLIC execute.
          'public', exists (
            select 1 from aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a where a.grantee = 0
          )
        ) order by p.proname)
        from pg_proc p where p.pronamespace = 'private'::regnamespace;`),
    ) as { name: string; definer: boolean; config: string[] | null; callers: string[]; public: boolean }[];
    expect(functions.map((f) => f.name)).toEqual(
      expect.arrayContaining(['flush_rebuild_requests', 'request_rebuild', 'schedule_rebuild_flush']),
    );
    for (const f of functions) {
      expect(f, f.name).toMatchObject({
        definer: true,
        config: ['search_path=pg_catalog, pg_temp'],
        callers: [],
        public: false,
      });
    }
  });

  it('service_role (an editor tool) can still publish: the trigger runs as the owner', async () => {
    const s = slug('service');
    await harness.psql(insertPost(s, 'draft'));
    await harness.psql(
      `update public.blog_posts set status = 'published', published_at = now() where slug = '${s}';`,
      'service_role',
    );
    expect(await requests()).toHaveLength(1);
  });

  it('the build hook URL is not readable through PostgREST', async () => {
    await settings(`build_hook_url = '${HOOK_URL}'`);
    const keys = [harness.anonKey, harness.authenticatedKey, harness.serviceKey];
    const attempts: [string, RequestInit][] = [
      ['rebuild_settings?select=*', {}],
      ['rebuild_settings?select=*', { headers: { 'Accept-Profile': 'private' } }],
      ['rebuild_requests?select=*', { headers: { 'Accept-Profile': 'private' } }],
      ['rpc/request_rebuild', { method: 'POST', body: JSON.stringify({ source: 'api' }) }],
      ['rpc/flush_rebuild_requests', { method: 'POST', body: '{}', headers: { 'Content-Profile': 'private' } }],
      [
        'rpc/request_rebuild',
        { method: 'POST', body: JSON.stringify({ source: 'api' }), headers: { 'Content-Profile': 'private' } },
      ],
    ];
    for (const key of keys) {
      for (const [pathAndQuery, init] of attempts) {
        const response = await rest(key, pathAndQuery, init);
        const body = await response.text();
        expect(response.status, `${pathAndQuery} ${JSON.stringify(init.headers ?? {})}`).toBeGreaterThanOrEqual(400);
        expect(body).not.toContain('build_hooks');
      }
    }
    // The OpenAPI description of the API lists no private object either.
    const openapi = await fetch(`${harness.supabaseUrl}/rest/v1/`, {
      headers: { apikey: harness.anonKey, Authorization: `Bearer ${harness.anonKey}` },
    });
    const description = await openapi.text();
    expect(description).not.toMatch(/rebuild_settings|rebuild_requests|request_rebuild|flush_rebuild|build_hooks/);
    // And nothing asked for a rebuild on the way.
    expect(await outbox()).toEqual([]);
  });
});
