-- Editor's fast path: when a change to public.blog_posts changes what the
-- public site shows, ask Netlify to rebuild the site (a Netlify build hook).
-- Everything else waits for the nightly CI build (.github/workflows/rebuild.yml).
-- docs/rebuild.md describes both paths and how to set them up.
--
--   editor saves a post ──► statement trigger on public.blog_posts
--       ──► private.blog_posts_rebuild_check(): did the public site change?
--       ──► private.request_rebuild(): debounce, record in the outbox,
--           net.http_post(<build hook URL>) when pg_net is installed
--       ──► Netlify builds (npm run build: pull + astro build) and publishes
--
-- Design choices:
--
-- * Statement-level triggers with transition tables (REFERENCING NEW TABLE /
--   OLD TABLE) instead of row-level triggers: a bulk UPDATE of 200 posts is
--   one statement and asks for one rebuild, not 200. A transition table can
--   only belong to a trigger with a single event, hence one trigger each for
--   INSERT, UPDATE and DELETE (all calling the same function), plus one for
--   TRUNCATE, which has no transition tables.
--
-- * Only changes the public can see count: a post becoming published
--   (insert or status change), a published post being unpublished (status
--   draft/archived) or deleted, so it disappears from the site, and a
--   published post whose published columns change. Edits to drafts and
--   archived posts, and a bare updated_at touch, do not rebuild; updated_at
--   only feeds dateModified and the sitemap's lastmod, which the nightly
--   build refreshes. The one exception: a published post without
--   published_at shows updated_at as its date (src/pull/normalise-post.ts),
--   so there updated_at counts as published content.
--
-- * Nothing on public.product_feed_static. Product imports replace thousands
--   of rows; the nightly build picks them up. A bulk import must never start
--   builds.
--
-- * A private schema that the API does not expose (supabase/config.toml
--   exposes only public) and on which anon, authenticated and service_role
--   have no privileges: the build hook URL lets anyone who has it start
--   builds, so it must not be readable through PostgREST.
--
-- * An outbox table, private.rebuild_requests, always gets one row per
--   decision (sent, recorded without pg_net, not configured, debounced, or
--   failed). It is the audit trail for "why did (not) my post go live?", and
--   what the tests read on plain PostgreSQL, where pg_net does not exist.
--
-- * pg_net is optional. Supabase's pg_net provides net.http_post, which only
--   queues the request; its background worker sends it after the
--   transaction commits, so a rolled-back edit never rebuilds and the
--   editor's transaction never waits for Netlify. The call goes through
--   EXECUTE (dynamic SQL), so this migration and its functions compile and
--   run on a plain PostgreSQL 15 without the extension (the integration
--   tests). Enabling pg_net later needs no new migration.
--
-- * Failures never block editors: an error from pg_net (worker down, bad
--   URL) is caught and recorded as outcome 'failed'; the post is saved and
--   the nightly build publishes it.
--
-- * Debounce: a request within debounce_seconds of the previous sent or
--   recorded request is skipped (recorded as 'debounced'), so a publishing
--   spree gives one build. Netlify's build reads the tables only after it
--   has started and installed dependencies (tens of seconds after the hook),
--   so a change shortly after the request still lands in that build; keep
--   the window below that delay. The default is 30 s. A second statement in
--   the same transaction never asks again: pg_net sends after the commit, so
--   the first request already sees every change of the transaction.
--
-- * SECURITY DEFINER with a fixed search_path (pg_catalog, pg_temp; every
--   object schema-qualified): the functions run as their owner, so editors
--   need no privileges on the private schema, and nobody can shadow a name
--   through their own search_path. EXECUTE is revoked from everyone else.

create schema if not exists private;

comment on schema private is
  'Not exposed through the API. Settings and audit trail of the rebuild webhook (docs/rebuild.md).';

-- The API roles and PUBLIC may not even look up names in this schema.
revoke all on schema private from public;
revoke all on schema private from anon, authenticated, service_role;

-- Nothing created here later is executable or readable by default either.
alter default privileges in schema private revoke all on tables from public, anon, authenticated, service_role;
alter default privileges in schema private revoke all on sequences from public, anon, authenticated, service_role;
alter default privileges in schema private revoke execute on functions from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- Settings: exactly one row (the primary key can only be true).

create table private.rebuild_settings (
  singleton boolean primary key default true check (singleton),
  -- Netlify: Project configuration → Build & deploy → Continuous deployment
  -- → Build hooks. NULL = not configured: changes are recorded, nothing is sent.
  build_hook_url text check (build_hook_url ~ '^https://[^[:space:]]+$'),
  -- Minimum seconds between two requests; 0 turns debouncing off.
  debounce_seconds integer not null default 30 check (debounce_seconds between 0 and 3600),
  -- pg_net's per-request timeout.
  timeout_milliseconds integer not null default 5000 check (timeout_milliseconds between 100 and 60000),
  -- false pauses the fast path (changes are still recorded, as 'disabled').
  enabled boolean not null default true,
  updated_at timestamptz not null default now()
);

comment on table private.rebuild_settings is
  'One row: the Netlify build hook URL (secret) and the debounce window of the rebuild webhook.';

insert into private.rebuild_settings default values;

-- ---------------------------------------------------------------------------
-- Outbox / audit trail: one row per decision.

create table private.rebuild_requests (
  id bigint generated always as identity primary key,
  requested_at timestamptz not null default now(),
  -- The transaction that asked: a second trigger in the same transaction does not ask again.
  txid bigint not null default txid_current(),
  -- What happened (see the header): only 'sent', 'no_pg_net' and 'no_hook_url'
  -- count as requests for the debounce.
  outcome text not null
    check (outcome in ('sent', 'no_pg_net', 'no_hook_url', 'disabled', 'debounced', 'failed')),
  -- Which statement asked and what it changed, for the log and Netlify's deploy title.
  source text not null,
  published integer not null default 0,
  unpublished integer not null default 0,
  changed integer not null default 0,
  slugs text[] not null default '{}',
  -- pg_net's request id (net._http_response.id holds the answer) or the error text.
  net_request_id bigint,
  error text
);

comment on table private.rebuild_requests is
  'Audit trail of the rebuild webhook: every change of the public blog and what was done about it.';

create index rebuild_requests_requested_at_idx on private.rebuild_requests (requested_at desc);

revoke all on table private.rebuild_settings, private.rebuild_requests from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- Asks for a rebuild (debounced) and records the decision. Called by the
-- triggers; an administrator can call it by hand:
--   select private.request_rebuild('manual', force => true);

create function private.request_rebuild(
  source text,
  published integer default 0,
  unpublished integer default 0,
  changed integer default 0,
  slugs text[] default '{}',
  force boolean default false
)
returns text
language plpgsql
volatile
security definer
set search_path = pg_catalog, pg_temp
as $$
declare
  settings private.rebuild_settings;
  outcome text;
  request_id bigint;
  failure text;
  title text;
begin
  -- Serialise concurrent requests on the settings row, so that two
  -- transactions publishing at the same moment see each other's outbox row
  -- (READ COMMITTED: the next statement takes a new snapshot) and the
  -- debounce holds. Held only until the editor's transaction ends.
  select * into settings from private.rebuild_settings where singleton for update;

  if not found then
    outcome := 'no_hook_url';
  elsif not settings.enabled then
    outcome := 'disabled';
  elsif not force and exists (
    select 1
    from private.rebuild_requests r
    where r.outcome in ('sent', 'no_pg_net', 'no_hook_url')
      and (
        r.txid = txid_current()
        or r.requested_at > now() - make_interval(secs => settings.debounce_seconds)
      )
  ) then
    outcome := 'debounced';
  elsif settings.build_hook_url is null then
    outcome := 'no_hook_url';
  elsif not exists (
    select 1
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'net' and p.proname = 'http_post'
  ) then
    outcome := 'no_pg_net';
  else
    -- Netlify shows trigger_title as the deploy message; the JSON body
    -- reaches the build as INCOMING_HOOK_BODY.
    title := format(
      'Supabase %s: %s published, %s unpublished, %s changed%s',
      source, published, unpublished, changed,
      case when cardinality(slugs) > 0
        then ' (' || array_to_string(slugs[1:5], ', ') || case when cardinality(slugs) > 5 then ', …' else '' end || ')'
        else '' end
    );
    begin
      -- Dynamic SQL: net.http_post does not exist when pg_net is missing, and
      -- a static call would not compile. Named arguments pick the right
      -- overload across pg_net versions.
      execute
        'select net.http_post(url => $1, body => $2, params => $3, headers => $4, timeout_milliseconds => $5)'
        into request_id
        using
          settings.build_hook_url,
          jsonb_build_object(
            'source', source,
            'published', published,
            'unpublished', unpublished,
            'changed', changed,
            'slugs', to_jsonb(slugs)
          ),
          jsonb_build_object('trigger_title', left(title, 200)),
          '{"Content-Type": "application/json"}'::jsonb,
          settings.timeout_milliseconds;
      outcome := 'sent';
    exception when others then
      -- Never fail the editor's save because the webhook failed.
      outcome := 'failed';
      failure := sqlerrm;
    end;
  end if;

  insert into private.rebuild_requests (outcome, source, published, unpublished, changed, slugs, net_request_id, error)
  values (outcome, source, published, unpublished, changed, slugs, request_id, failure);

  -- Keep the audit trail small.
  delete from private.rebuild_requests where requested_at < now() - interval '90 days';

  if outcome = 'failed' then
    raise warning 'rebuild webhook failed (recorded in private.rebuild_requests): %', failure;
  end if;
  return outcome;
end;
$$;

comment on function private.request_rebuild(text, integer, integer, integer, text[], boolean) is
  'Asks Netlify to rebuild (build hook via pg_net), debounced; records every decision in private.rebuild_requests.';

-- ---------------------------------------------------------------------------
-- Trigger function: compares the statement's old and new rows and asks for
-- one rebuild when the public site changes.

create function private.blog_posts_rebuild_check()
returns trigger
language plpgsql
volatile
security definer
set search_path = pg_catalog, pg_temp
as $$
declare
  n_published integer := 0;
  n_unpublished integer := 0;
  n_changed integer := 0;
  affected text[] := '{}';
begin
  if tg_op = 'INSERT' then
    select count(*), coalesce(array_agg(n.slug order by n.slug), '{}')
      into n_published, affected
      from new_rows n
      where n.status = 'published';

  elsif tg_op = 'DELETE' then
    select count(*), coalesce(array_agg(o.slug order by o.slug), '{}')
      into n_unpublished, affected
      from old_rows o
      where o.status = 'published';

  elsif tg_op = 'UPDATE' then
    -- Pair old and new versions by primary key; a changed id shows up as one
    -- row leaving and one arriving.
    with pairs as (
      select o.id is not null and o.status = 'published' as was_public,
             n.id is not null and n.status = 'published' as is_public,
             coalesce(n.slug, o.slug) as slug,
             (
               o.title, o.slug, o.description, o.meta_description, o.content,
               o.image_url, o.category, o.author, o.published_at,
               case when o.published_at is null then o.updated_at end
             ) is distinct from (
               n.title, n.slug, n.description, n.meta_description, n.content,
               n.image_url, n.category, n.author, n.published_at,
               case when n.published_at is null then n.updated_at end
             ) as content_changed
        from old_rows o
        full join new_rows n on n.id = o.id
    ),
    classified as (
      select slug,
             case
               when is_public and not was_public then 'published'
               when was_public and not is_public then 'unpublished'
               when is_public and was_public and content_changed then 'changed'
             end as change
        from pairs
    )
    select count(*) filter (where change = 'published'),
           count(*) filter (where change = 'unpublished'),
           count(*) filter (where change = 'changed'),
           coalesce(array_agg(slug order by slug) filter (where change is not null), '{}')
      into n_published, n_unpublished, n_changed, affected
      from classified;

  elsif tg_op = 'TRUNCATE' then
    -- BEFORE TRUNCATE: the rows are still there to look at.
    select count(*), coalesce(array_agg(p.slug order by p.slug), '{}')
      into n_unpublished, affected
      from public.blog_posts p
      where p.status = 'published';
  end if;

  if n_published + n_unpublished + n_changed > 0 then
    perform private.request_rebuild(
      'blog_posts ' || lower(tg_op), n_published, n_unpublished, n_changed, affected
    );
  end if;
  return null;
end;
$$;

comment on function private.blog_posts_rebuild_check() is
  'Statement trigger on public.blog_posts: one rebuild request when published posts appear, disappear or change.';

create trigger blog_posts_rebuild_on_insert
  after insert on public.blog_posts
  referencing new table as new_rows
  for each statement execute function private.blog_posts_rebuild_check();

create trigger blog_posts_rebuild_on_update
  after update on public.blog_posts
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.blog_posts_rebuild_check();

create trigger blog_posts_rebuild_on_delete
  after delete on public.blog_posts
  referencing old table as old_rows
  for each statement execute function private.blog_posts_rebuild_check();

create trigger blog_posts_rebuild_on_truncate
  before truncate on public.blog_posts
  for each statement execute function private.blog_posts_rebuild_check();

-- Only the owner (the migration role) runs these; the triggers run them as
-- the owner regardless of who edits the posts.
revoke all on function private.request_rebuild(text, integer, integer, integer, text[], boolean)
  from public, anon, authenticated, service_role;
revoke all on function private.blog_posts_rebuild_check()
  from public, anon, authenticated, service_role;
