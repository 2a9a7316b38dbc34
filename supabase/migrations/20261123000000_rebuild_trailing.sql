-- Editor's fast path, part 2: a trailing request after the debounce window,
-- and a cap on requests per hour (20261121000200_rebuild_webhook.sql is part 1;
-- docs/rebuild.md describes both).
--
-- The defect this fixes: publishing a post and unpublishing it a second later
-- recorded the second change as 'debounced' and never sent it. If Netlify's
-- build had read the table before the second change, the unpublished post
-- stayed live until the nightly build.
--
--   change ──► debounced or capped: recorded as pending
--          ──► the next request (any source) covers every pending change, or
--          ──► private.flush_rebuild_requests() sends ONE trailing request
--              for all of them once the debounce window since the last
--              request has passed and the hourly cap allows it. It runs
--              from pg_cron every minute, and before every statement on
--              public.blog_posts (so an edit also flushes what is due).
--
-- Design choices:
--
-- * The pending state lives in the outbox itself (private.rebuild_requests
--   .pending, .covered_by) instead of a separate state table: a row is
--   pending while no request has been made after it. Every request clears
--   all pending rows and notes its own id in their covered_by, which
--   answers "which build published my change?". Any request covers them
--   because Netlify's build reads the whole table, not a diff.
--
-- * Debounced within the window since the last request: pending. Debounced
--   because the same transaction already asked: not pending (pg_net sends
--   after the commit, so that request sees the whole transaction); its
--   covered_by is that request.
--
-- * Cap: at most max_requests_per_hour requests (default 6) in any rolling
--   hour. A change over the cap is recorded as 'capped' and is pending; the
--   flush sends the trailing request as soon as the oldest request of the
--   hour ages out. Nothing is ever dropped: the last state always goes out.
--
-- * Debounce and cap count every call of the hook: 'sent', 'no_pg_net',
--   'no_hook_url' (as in part 1, so it can be tested on plain PostgreSQL)
--   and now 'failed'. A failed call is pending too (nothing was sent), so
--   the flush retries it after the window, at most max_requests_per_hour
--   times an hour while pg_net is broken. Only the first three cover
--   pending changes.
--
-- * force => true (an administrator's manual request) skips debounce and cap,
--   as it skipped the debounce before.
--
-- * Time: the flush takes the clock as a parameter (as_of, default now()),
--   so the tests check "after the window" and "after the hour" without
--   sleeping; its own row is recorded at as_of.
--
-- * pg_cron is optional, like pg_net: private.schedule_rebuild_flush()
--   schedules the job through EXECUTE only when cron.schedule exists, so this
--   migration applies on a plain PostgreSQL 15. Enabling pg_cron later needs
--   one call of that function, not a migration. Without pg_cron, pending
--   changes go out with the next edit of any post or the nightly build.
--
-- * Privileges as in part 1: everything in the private schema, SECURITY
--   DEFINER with a fixed search_path, EXECUTE revoked from everyone else.

-- ---------------------------------------------------------------------------
-- Settings and outbox columns.

alter table private.rebuild_settings
  -- Requests (see above) in any rolling hour; more become 'capped' and wait.
  add column max_requests_per_hour integer not null default 6
    check (max_requests_per_hour between 1 and 60);

comment on column private.rebuild_settings.max_requests_per_hour is
  'Most rebuild requests in any rolling hour; a change over it is recorded as capped and sent later as a trailing request.';

alter table private.rebuild_requests
  drop constraint rebuild_requests_outcome_check,
  add constraint rebuild_requests_outcome_check
    check (outcome in ('sent', 'no_pg_net', 'no_hook_url', 'disabled', 'debounced', 'capped', 'failed')),
  -- true: this change has not reached a request yet; a trailing request will send it.
  add column pending boolean not null default false,
  -- The request (rebuild_requests.id) that covered this change once it is no longer pending.
  add column covered_by bigint;

comment on column private.rebuild_requests.pending is
  'The change is waiting for a trailing request (debounced within the window, capped, or failed).';
comment on column private.rebuild_requests.covered_by is
  'id of the request whose build includes this change.';

-- The flush runs every minute and first asks whether anything is pending.
create index rebuild_requests_pending_idx on private.rebuild_requests (id) where pending;

-- ---------------------------------------------------------------------------
-- The call to Netlify, shared by request_rebuild and the flush: 'sent',
-- 'no_hook_url', 'no_pg_net' or 'failed' (with the error text).

create function private.call_build_hook(
  settings private.rebuild_settings,
  source text,
  published integer,
  unpublished integer,
  changed integer,
  slugs text[],
  out outcome text,
  out request_id bigint,
  out failure text
)
language plpgsql
volatile
security definer
set search_path = pg_catalog, pg_temp
as $$
declare
  title text;
begin
  if settings.build_hook_url is null then
    outcome := 'no_hook_url';
    return;
  end if;
  if not exists (
    select 1
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'net' and p.proname = 'http_post'
  ) then
    outcome := 'no_pg_net';
    return;
  end if;

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
end;
$$;

comment on function private.call_build_hook(private.rebuild_settings, text, integer, integer, integer, text[]) is
  'POSTs to the Netlify build hook through pg_net when both exist; returns the outcome. Records nothing.';

-- ---------------------------------------------------------------------------
-- Why a request may not go now: 'debounced' (a call of the hook within the
-- debounce window), 'capped' (the hour is full), or NULL (it may go).

create function private.rebuild_wait_reason(settings private.rebuild_settings, as_of timestamptz)
returns text
language plpgsql
stable
security definer
set search_path = pg_catalog, pg_temp
as $$
begin
  if exists (
    select 1
    from private.rebuild_requests r
    where r.outcome in ('sent', 'no_pg_net', 'no_hook_url', 'failed')
      and r.requested_at > as_of - make_interval(secs => settings.debounce_seconds)
  ) then
    return 'debounced';
  end if;
  if (
    select count(*)
    from private.rebuild_requests r
    where r.outcome in ('sent', 'no_pg_net', 'no_hook_url', 'failed')
      and r.requested_at > as_of - interval '1 hour'
  ) >= settings.max_requests_per_hour then
    return 'capped';
  end if;
  return null;
end;
$$;

comment on function private.rebuild_wait_reason(private.rebuild_settings, timestamptz) is
  'debounced, capped, or NULL when a rebuild request may be made at as_of.';

-- ---------------------------------------------------------------------------
-- The request made by the triggers (same signature as part 1, so the
-- trigger function and manual calls stay as they are):
--   select private.request_rebuild('manual', force => true);

create or replace function private.request_rebuild(
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
  is_pending boolean := false;
  covering bigint;
  new_id bigint;
begin
  -- Serialise concurrent requests (and the flush) on the settings row, so
  -- that each sees the outbox rows of the others (READ COMMITTED: every
  -- statement takes a new snapshot) and debounce, cap and pending hold.
  -- Held only until the editor's transaction ends.
  select * into settings from private.rebuild_settings where singleton for update;

  if not found then
    outcome := 'no_hook_url';
  elsif not settings.enabled then
    outcome := 'disabled';
  elsif not force then
    -- This transaction already asked: that request sees this change too.
    select max(r.id) into covering
    from private.rebuild_requests r
    where r.outcome in ('sent', 'no_pg_net', 'no_hook_url') and r.txid = txid_current();
    if covering is not null then
      outcome := 'debounced';
    else
      outcome := private.rebuild_wait_reason(settings, now());
      is_pending := outcome is not null;
    end if;
  end if;

  if outcome is null then
    select c.outcome, c.request_id, c.failure into outcome, request_id, failure
    from private.call_build_hook(settings, source, published, unpublished, changed, slugs) c;
    -- Nothing was sent: a later flush tries again.
    is_pending := outcome = 'failed';
  end if;

  insert into private.rebuild_requests
    (outcome, source, published, unpublished, changed, slugs, net_request_id, error, pending, covered_by)
  values
    (outcome, source, published, unpublished, changed, slugs, request_id, failure, is_pending, covering)
  returning id into new_id;

  if outcome in ('sent', 'no_pg_net', 'no_hook_url') then
    -- This request's build reads the whole table: it covers every change
    -- still waiting for a trailing request.
    update private.rebuild_requests r
       set pending = false, covered_by = new_id
     where r.pending and r.id < new_id;
  end if;

  -- Keep the audit trail small; a change still waiting stays.
  delete from private.rebuild_requests r where r.requested_at < now() - interval '90 days' and not r.pending;

  if outcome = 'failed' then
    raise warning 'rebuild webhook failed (recorded in private.rebuild_requests): %', failure;
  end if;
  return outcome;
end;
$$;

comment on function private.request_rebuild(text, integer, integer, integer, text[], boolean) is
  'Asks Netlify to rebuild (build hook via pg_net), debounced and capped per hour; records every decision in private.rebuild_requests; a debounced or capped change stays pending for the trailing request.';

-- ---------------------------------------------------------------------------
-- The trailing request: one request for every pending change, once the
-- debounce window since the last request has passed and the cap allows it.
-- Run by pg_cron every minute and before every statement on
-- public.blog_posts; the tests call it with an explicit clock:
--   select private.flush_rebuild_requests();
-- Returns the outcome of the trailing request it recorded, or why it
-- recorded nothing: 'idle' (nothing pending), 'disabled', 'debounced', 'capped'.

create function private.flush_rebuild_requests(as_of timestamptz default now())
returns text
language plpgsql
volatile
security definer
set search_path = pg_catalog, pg_temp
as $$
declare
  settings private.rebuild_settings;
  wait text;
  n_pending integer;
  n_published integer;
  n_unpublished integer;
  n_changed integer;
  affected text[];
  outcome text;
  request_id bigint;
  failure text;
  new_id bigint;
begin
  -- Without the lock first: nearly every run finds nothing, and must not
  -- queue behind an editor's open transaction to learn that.
  if not exists (select 1 from private.rebuild_requests r where r.pending) then
    return 'idle';
  end if;

  select * into settings from private.rebuild_settings where singleton for update;
  if found then
    if not settings.enabled then
      return 'disabled';
    end if;
    wait := private.rebuild_wait_reason(settings, as_of);
    if wait is not null then
      return wait;
    end if;
  end if;
  -- Without the settings row, settings stays all NULL: 'no_hook_url', as in
  -- request_rebuild.

  -- Again under the lock: another flush may have sent them meanwhile.
  select count(*),
         coalesce(sum(r.published), 0),
         coalesce(sum(r.unpublished), 0),
         coalesce(sum(r.changed), 0)
    into n_pending, n_published, n_unpublished, n_changed
    from private.rebuild_requests r
   where r.pending;
  if n_pending = 0 then
    return 'idle';
  end if;
  select coalesce(array_agg(distinct s.slug order by s.slug), '{}')
    into affected
    from private.rebuild_requests r
    cross join lateral unnest(r.slugs) as s(slug)
   where r.pending;

  select c.outcome, c.request_id, c.failure into outcome, request_id, failure
  from private.call_build_hook(settings, 'trailing', n_published, n_unpublished, n_changed, affected) c;

  -- Not pending itself: the changes it carries stay pending in their own
  -- rows until a request succeeds.
  insert into private.rebuild_requests
    (requested_at, outcome, source, published, unpublished, changed, slugs, net_request_id, error)
  values
    (as_of, outcome, 'trailing', n_published, n_unpublished, n_changed, affected, request_id, failure)
  returning id into new_id;

  if outcome in ('sent', 'no_pg_net', 'no_hook_url') then
    update private.rebuild_requests r
       set pending = false, covered_by = new_id
     where r.pending and r.id < new_id;
  else
    raise warning 'rebuild webhook failed (recorded in private.rebuild_requests): %', failure;
  end if;
  return outcome;
end;
$$;

comment on function private.flush_rebuild_requests(timestamptz) is
  'Sends one trailing rebuild request for all pending (debounced, capped, failed) changes once debounce and cap allow it. pg_cron runs it every minute.';

-- ---------------------------------------------------------------------------
-- Opportunistic flush: before every statement on public.blog_posts (the
-- trigger sorts before the blog_posts_rebuild_on_* ones). If it sends, the
-- statement's own request is then 'debounced' by the same transaction, so
-- one build carries both. Without anything pending it costs one index probe.

create function private.blog_posts_rebuild_flush()
returns trigger
language plpgsql
volatile
security definer
set search_path = pg_catalog, pg_temp
as $$
begin
  perform private.flush_rebuild_requests();
  return null;
end;
$$;

comment on function private.blog_posts_rebuild_flush() is
  'Statement trigger on public.blog_posts: sends a due trailing rebuild request (private.flush_rebuild_requests).';

create trigger blog_posts_rebuild_flush
  after insert or update or delete on public.blog_posts
  for each statement execute function private.blog_posts_rebuild_flush();

-- ---------------------------------------------------------------------------
-- pg_cron: run the flush every minute. Idempotent (pg_cron replaces a job of
-- the same name). Call it again after enabling pg_cron:
--   select private.schedule_rebuild_flush();

create function private.schedule_rebuild_flush()
returns text
language plpgsql
volatile
security definer
set search_path = pg_catalog, pg_temp
as $$
declare
  job bigint;
begin
  if not exists (
    select 1
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'cron' and p.proname = 'schedule'
  ) then
    return 'no_pg_cron';
  end if;
  -- Dynamic SQL for the same reason as net.http_post: cron.schedule does not
  -- exist without pg_cron. The job runs as this function's owner.
  execute 'select cron.schedule(job_name => $1, schedule => $2, command => $3)'
    into job
    using 'vinkyl-rebuild-flush'::text, '* * * * *'::text, 'select private.flush_rebuild_requests();'::text;
  return 'scheduled: job ' || job;
end;
$$;

comment on function private.schedule_rebuild_flush() is
  'Schedules private.flush_rebuild_requests() every minute as pg_cron job vinkyl-rebuild-flush when pg_cron is installed.';

do $$
begin
  raise notice 'rebuild trailing flush: %', private.schedule_rebuild_flush();
end;
$$;

-- Only the owner (the migration role) runs these; the triggers and the
-- cron job run them as the owner.
revoke all on function private.call_build_hook(private.rebuild_settings, text, integer, integer, integer, text[])
  from public, anon, authenticated, service_role;
revoke all on function private.rebuild_wait_reason(private.rebuild_settings, timestamptz)
  from public, anon, authenticated, service_role;
revoke all on function private.request_rebuild(text, integer, integer, integer, text[], boolean)
  from public, anon, authenticated, service_role;
revoke all on function private.flush_rebuild_requests(timestamptz)
  from public, anon, authenticated, service_role;
revoke all on function private.blog_posts_rebuild_flush()
  from public, anon, authenticated, service_role;
revoke all on function private.schedule_rebuild_flush()
  from public, anon, authenticated, service_role;
