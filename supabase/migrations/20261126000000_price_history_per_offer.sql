-- Price history per offer (issue 20): the history is kept per shop and SKU
-- instead of per SKU, because the feed holds rows of several retailers and
-- two shops can sell the same SKU. Until now the recorder kept one state per
-- lower(SKU), the first usable row by id, so one shop's prices were shown as
-- the history of another shop's offer. docs/database.md describes the objects.
--
--   private.feed_shop("ProductUrl", "TrackingUrl")  the row's shop, as the site reads it
--       (helpers private.feed_url_host, private.percent_decode, private.is_ipv6)
--   public.price_history.shop                      new column, part of the key
--   private.record_price_history(day)              one state per (shop, lower(sku))
--
-- Design choices:
--
-- * The shop is read as the site reads it (src/pull/matching/shop.ts
--   shopOf): the host of ProductUrl, lowercased, a leading "www." dropped;
--   when the row has no usable http(s) ProductUrl, the host of the target
--   URL carried in the TrackingUrl's query (the first of the parameters url,
--   u, target, dest, destination, redirect, r, murl, ued whose value is an
--   http(s) URL with a host). '' when neither gives one (shopOf's null):
--   such rows share the shop ''.
--   It is plain string work in linear time (no pattern that can backtrack),
--   because a feed row's URLs are untrusted text. Internationalised hosts are
--   not converted to punycode: a non-ASCII host is kept lowercased as it is,
--   and the site canonicalises a history row's shop by parsing
--   `http://<shop>/` with the WHATWG URL parser, so "kylskåp.se" and
--   "xn--kylskp-mua.se" are the same shop to it.
--
-- * One offer, one history. The key is (shop, lower(sku)). A shop listing one
--   SKU on several rows is one offer, and, as on the site, the cheaper row
--   is the one kept: per key the recorded row is the usable row with the
--   lowest price, ties by lowest id. A state whose SKU changed only in case
--   is the same offer (an unchanged state stays the same row); a new row
--   stores the recorded row's spelling.
--
-- * The existing history is kept, not restarted: each row gets the shop of
--   the feed row the old recorder recorded for its SKU (the first usable row
--   by id), so the next run continues the same rows and a shop's history
--   does not lose the days already observed. Rows whose SKU is no longer in
--   the feed keep '' (their shop cannot be read any more; they have ended).
--   Where another shop offered the SKU before the migration, that shop's
--   offer starts its history on the first run after it, which can only make
--   the site claim less.
--
-- * Everything else is as before (changes only, idempotent within a day,
--   backwards days refused, the 70 % guard, the lock, the run log, the
--   schedule, public read only). On the first run after the migration the
--   guard compares the day's offers with the SKUs of the last run before
--   it; a SKU sold by two shops is two offers, so it can only count more.

-- ---------------------------------------------------------------------------
-- Reading the shop, as src/pull/matching/shop.ts does.
--
-- percent_decode, and feed_url_host and feed_shop that call it, are not
-- PARALLEL SAFE: percent_decode catches the error of an invalid UTF-8 byte
-- sequence in an EXCEPTION block, which starts a subtransaction. The
-- queries that call them never run in parallel anyway.

-- application/x-www-form-urlencoded and URL host percent-decoding: every
-- %XX becomes the byte XX, anything else stays (a "%" not followed by two
-- hex digits included), and the bytes are read as UTF-8. NULL when they are
-- not valid UTF-8 (or hold a NUL byte, which text cannot hold); a URL parser
-- would put U+FFFD there instead, the recorder does not use such a value.
create function private.percent_decode(value text)
returns text
language plpgsql
immutable
security definer
set search_path = pg_catalog, pg_temp
as $$
begin
  if value is null or strpos(value, '%') = 0 then
    return value;
  end if;
  begin
    -- One match per escape or per run of other characters: no overlap, no
    -- backtracking, so linear in the length.
    return convert_from(
      (select string_agg(case when m[1] is null then convert_to(m[2], 'UTF8') else decode(m[1], 'hex') end, ''::bytea order by n)
         from regexp_matches(value, '%([0-9A-Fa-f]{2})|([^%]+|%)', 'g') with ordinality as t(m, n)),
      'UTF8'
    );
  exception when character_not_in_repertoire then
    return null;
  end;
end;
$$;

comment on function private.percent_decode(text) is
  'Percent-decodes text as UTF-8 (%XX to bytes, anything else kept); NULL when the bytes are not valid UTF-8.';

-- An IPv6 address as a URL parser accepts it between brackets: eight
-- groups of one to four hex digits, or fewer with one "::", the last two
-- groups possibly a dotted IPv4 address (no leading zeros).
create function private.is_ipv6(address text)
returns boolean
language plpgsql
immutable
parallel safe
security definer
set search_path = pg_catalog, pg_temp
as $$
declare
  head text;
  tail text;
  groups text[];
  last_group text;
  compressed boolean;
  counted integer;
begin
  if address is null or address !~ '^[0-9A-Fa-f:.]+$' then
    return false;
  end if;
  compressed := strpos(address, '::') > 0;
  if compressed then
    head := left(address, strpos(address, '::') - 1);
    tail := substr(address, strpos(address, '::') + 2);
    if strpos(tail, '::') > 0 then
      return false;
    end if;
  else
    head := address;
    tail := '';
  end if;
  groups := case when head = '' then '{}'::text[] else string_to_array(head, ':') end
         || case when tail = '' then '{}'::text[] else string_to_array(tail, ':') end;
  counted := cardinality(groups);
  last_group := groups[counted];
  if last_group ~ '\.' then
    if last_group !~ '^(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])(\.(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])){3}$' then
      return false;
    end if;
    groups := groups[1:counted - 1];
    counted := counted + 1;
  end if;
  -- Every other group (an empty one: a stray ":") is hex.
  if exists (select 1 from unnest(groups) g where g !~ '^[0-9A-Fa-f]{1,4}$') then
    return false;
  end if;
  return (compressed and counted <= 7) or (not compressed and counted = 8);
end;
$$;

comment on function private.is_ipv6(text) is
  'True for an IPv6 address as the WHATWG URL parser accepts it between brackets.';

-- hostOf() of src/pull/matching/shop.ts: the host of an http(s) URL as the
-- WHATWG URL parser reads it, lowercased, a leading "www." dropped; NULL for
-- any other scheme or when there is no host. Step by step: C0 controls and
-- spaces trimmed, tabs and newlines removed; the scheme http or https in
-- any case; any slashes and backslashes after it; the authority up to the
-- first "/", "\", "?" or "#"; userinfo up to the last "@" dropped; a port
-- (digits, at most 65535) dropped; an IPv6 address in brackets kept as it
-- is; other hosts percent-decoded and refused when they hold a character a
-- host may not hold. Not done (a URL parser does them, feeds do not need
-- them): IDNA (punycode), IPv4 shorthand ("127.1"), IPv6 compression.
create function private.feed_url_host(url text)
returns text
language plpgsql
immutable
security definer
set search_path = pg_catalog, pg_temp
as $$
declare
  -- U+0001 to U+0020 (text cannot hold U+0000): what a URL parser trims.
  c0 constant text := E'\x01\x02\x03\x04\x05\x06\x07\x08\x09\x0a\x0b\x0c\x0d\x0e\x0f\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f\x20';
  rest text;
  colon integer;
  host text;
  port text;
  bracket integer;
begin
  if url is null then
    return null;
  end if;
  rest := translate(btrim(url, c0), E'\t\n\r', '');
  colon := strpos(rest, ':');
  if colon = 0 or lower(left(rest, colon - 1)) not in ('http', 'https') then
    return null;
  end if;
  -- The authority: after the scheme's slashes (any number, either kind), up
  -- to the path, query or fragment; the host after the last "@".
  rest := ltrim(substr(rest, colon + 1), '/\');
  host := substring(rest from '^[^/\\?#]*');
  host := reverse(split_part(reverse(host), '@', 1));

  if left(host, 1) = '[' then
    -- IPv6: the brackets and what is between them; only a port may follow.
    bracket := strpos(host, ']');
    if bracket = 0 then
      return null;
    end if;
    port := substr(host, bracket + 1);
    host := left(host, bracket);
    if port <> '' and left(port, 1) <> ':' then
      return null;
    end if;
    port := substr(port, 2);
    if not private.is_ipv6(substr(host, 2, length(host) - 2)) then
      return null;
    end if;
  else
    port := case when strpos(host, ':') > 0 then substr(host, strpos(host, ':') + 1) else '' end;
    host := split_part(host, ':', 1);
    host := private.percent_decode(host);
    -- Characters no host may hold (after decoding: a "%" left is one).
    if host is null or host ~ '[\x01-\x20#%/:<>?@[\\\]^|\x7f]' then
      return null;
    end if;
  end if;
  if port !~ '^[0-9]*$' or length(ltrim(port, '0')) > 5 then
    return null;
  end if;
  if coalesce(nullif(ltrim(port, '0'), ''), '0')::integer > 65535 then
    return null;
  end if;

  host := lower(host);
  if left(host, 4) = 'www.' then
    host := substr(host, 5);
  end if;
  return nullif(host, '');
end;
$$;

comment on function private.feed_url_host(text) is
  'hostOf() of src/pull/matching/shop.ts: the lowercased host of an http(s) URL without a leading www., or NULL.';

-- shopOf() of src/pull/matching/shop.ts: the host of the product URL, else
-- the host of the tracking link's target, else ''. The target is read from
-- the tracking URL's query (after the first "?", before the first "#"; the
-- URL must have a scheme) as application/x-www-form-urlencoded: pairs split
-- on "&", name and value at the first "=", "+" a space, %XX bytes read as
-- UTF-8 (a pair that is not valid UTF-8 is unusable). Of each name the first
-- pair counts (URLSearchParams.get), names in the order of TARGET_PARAMETERS,
-- and the first whose value has an http(s) host wins.
create function private.feed_shop(product_url text, tracking_url text)
returns text
language plpgsql
immutable
security definer
set search_path = pg_catalog, pg_temp
as $$
declare
  c0 constant text := E'\x01\x02\x03\x04\x05\x06\x07\x08\x09\x0a\x0b\x0c\x0d\x0e\x0f\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f\x20';
  -- TARGET_PARAMETERS of src/pull/matching/shop.ts, in its order.
  names constant text[] := array['url', 'u', 'target', 'dest', 'destination', 'redirect', 'r', 'murl', 'ued'];
  shop text;
  query text;
begin
  shop := private.feed_url_host(product_url);
  if shop is not null then
    return shop;
  end if;
  if tracking_url is null then
    return '';
  end if;
  query := translate(btrim(tracking_url, c0), E'\t\n\r', '');
  if query !~ '^[A-Za-z][A-Za-z0-9+.-]*:' then
    return '';
  end if;
  query := split_part(query, '#', 1);
  if strpos(query, '?') = 0 then
    return '';
  end if;
  query := substr(query, strpos(query, '?') + 1);

  select h.host into shop
    from (
      select distinct on (p.name) p.name, p.value
        from (
          select
            private.percent_decode(replace(split_part(s.pair, '=', 1), '+', ' ')) as name,
            case when strpos(s.pair, '=') > 0 then substr(s.pair, strpos(s.pair, '=') + 1) else '' end as value,
            s.n
          from string_to_table(query, '&') with ordinality as s(pair, n)
          where s.pair <> ''
        ) p
       where p.name = any (names)
       order by p.name, p.n
    ) f
    join unnest(names) with ordinality as o(name, rank) on o.name = f.name
    cross join lateral (
      select private.feed_url_host(private.percent_decode(replace(f.value, '+', ' '))) as host
    ) h
   where h.host is not null
   order by o.rank
   limit 1;
  return coalesce(shop, '');
end;
$$;

comment on function private.feed_shop(text, text) is
  'shopOf() of src/pull/matching/shop.ts: the shop of a feed row from its ProductUrl, else its TrackingUrl''s target; '''' when neither gives a host.';

-- ---------------------------------------------------------------------------
-- The history: the shop becomes part of the key.

alter table public.price_history add column shop text not null default '';

comment on column public.price_history.shop is
  'The offer''s shop (private.feed_shop of the recorded feed row: host of ProductUrl or of the TrackingUrl''s target, lowercased, without www.); '''' = no shop could be read from the row.';
comment on table public.price_history is
  'Price, original price and stock per offer (shop and SKU), changes only: one row per state over [valid_from, valid_to). Written only by private.record_price_history (pg_cron); read-only for the public API roles.';

-- Backfill: the shop of the row the old recorder recorded for each SKU, the
-- first usable row by id (SKU, Name and a price up to 1,000,000, as it
-- selected them). Every row of that SKU, ended ones too, belongs to it.
update public.price_history h
   set shop = f.shop
  from (
    select distinct on (lower(p.sku))
      lower(p.sku) as sku_key,
      private.feed_shop(p.product_url, p.tracking_url) as shop
    from (
      select
        f.id,
        private.clean_feed_text(f."SKU") as sku,
        private.clean_feed_text(f."Name") as name,
        private.parse_feed_price(f."Price") as price,
        f."ProductUrl" as product_url,
        f."TrackingUrl" as tracking_url
      from public.product_feed_static f
    ) p
    where p.sku is not null and p.name is not null and p.price is not null and p.price <= 1000000
    order by lower(p.sku), p.id
  ) f
 where lower(h.sku) = f.sku_key;

-- One state per offer and day, and at most one current state per offer.
drop index public.price_history_sku_valid_from_idx;
drop index public.price_history_current_idx;
create unique index price_history_offer_valid_from_idx on public.price_history (shop, lower(sku), valid_from);
create unique index price_history_offer_current_idx on public.price_history (shop, lower(sku)) where valid_to is null;
-- price_history_valid_from_idx and price_history_valid_to_idx (the pull's
-- window) stay. RLS, the policy and the grants are unchanged: a new column
-- is covered by the table's SELECT grant, and nothing else is granted.

-- ---------------------------------------------------------------------------
-- Recording one day, per offer.
--
--   select * from private.record_price_history();              -- today
--   select * from private.record_price_history('2026-11-23');  -- a given day (tests)
--
-- A feed with fewer than 70 % of the offers of the last recorded day is
-- refused (a failed import would otherwise end every missing offer's
-- history); `force => true` records it anyway.
-- Returns what it did: observed (offers, shop and SKU, with a usable price
-- in the feed), unchanged (their state was already current), opened (new
-- rows: a change, a new offer or a return), revised (a state first recorded
-- earlier the same day, changed again), closed (offers no longer in the
-- feed, or without a usable price) and skipped (feed rows without SKU, Name
-- or usable Price, or repeating the shop and SKU of a cheaper or earlier row).

create or replace function private.record_price_history(
  day date default current_date,
  force boolean default false,
  out observed integer,
  out unchanged integer,
  out opened integer,
  out revised integer,
  out closed integer,
  out skipped integer
)
language plpgsql
volatile
security definer
set search_path = pg_catalog, pg_temp
as $$
declare
  latest date;
  feed_rows integer;
  previous private.price_history_runs;
  n integer;
begin
  if day is null then
    raise exception 'record_price_history: day must not be NULL';
  end if;

  -- One run at a time; SHARE ROW EXCLUSIVE conflicts with itself and with
  -- writes, not with the readers (ACCESS SHARE) of the API.
  lock table public.price_history in share row exclusive mode;

  select greatest(
    (select max(h.valid_from) from public.price_history h),
    (select max(h.valid_to) from public.price_history h),
    (select max(r.day) from private.price_history_runs r)
  ) into latest;
  if latest > day then
    raise exception 'record_price_history: the history already holds % (newer than %); it is never rewritten backwards', latest, day
      using errcode = '22023';
  end if;

  -- Today's state per offer, as the pull would read the feed.
  -- Left over only when an earlier call in this transaction failed and was
  -- caught; DROP ... IF EXISTS would print a notice on every nightly run.
  if to_regclass('pg_temp.price_history_today') is not null then
    drop table pg_temp.price_history_today;
  end if;
  create temp table price_history_today (
    shop text not null,
    -- lower(sku): the key; sku keeps the recorded row's spelling.
    sku_key text not null,
    sku text not null,
    price numeric(12, 2) not null,
    original_price numeric(12, 2),
    in_stock boolean not null,
    primary key (shop, sku_key)
  ) on commit drop;

  -- Per shop and SKU the cheapest usable row, ties by id: the offer the site
  -- keeps of a shop listing one SKU twice. The shop is read only for usable rows.
  with usable as (
    select p.*
    from (
      select
        f.id,
        private.clean_feed_text(f."SKU") as sku,
        private.clean_feed_text(f."Name") as name,
        private.parse_feed_price(f."Price") as price,
        private.parse_feed_price(f."OriginalPrice") as original_price,
        coalesce(lower(private.trim_feed_text(f."Instock")) = 'yes', false) as in_stock,
        f."ProductUrl" as product_url,
        f."TrackingUrl" as tracking_url
      from public.product_feed_static f
    ) p
    where p.sku is not null and p.name is not null and p.price is not null and p.price <= 1000000
  ),
  offers as (
    select private.feed_shop(u.product_url, u.tracking_url) as shop, u.*
    from usable u
  )
  insert into pg_temp.price_history_today (shop, sku_key, sku, price, original_price, in_stock)
  select distinct on (o.shop, lower(o.sku))
    o.shop,
    lower(o.sku),
    o.sku,
    o.price,
    case when o.original_price <= 1000000 then o.original_price end,
    o.in_stock
  from offers o
  order by o.shop, lower(o.sku), o.price, o.id;

  select count(*) into observed from pg_temp.price_history_today;
  select count(*) into feed_rows from public.product_feed_static;
  skipped := feed_rows - observed;

  -- A failed or partial import (an empty feed, half the catalogue) must not
  -- end the history of every offer that is missing from it: the run is
  -- refused, like the pull's guard (docs/pull-guard.md), and fails loudly in
  -- cron.job_run_details. A catalogue that really shrank is recorded with force.
  select * into previous
    from private.price_history_runs r
   where r.day < record_price_history.day
   order by r.day desc
   limit 1;
  if not force and previous.observed > 0 and observed < previous.observed * 0.7 then
    raise exception using
      errcode = '22023',
      message = format(
        'record_price_history: the feed has %s usable products on %s, under 70 %% of the %s of %s (a failed import?); nothing recorded',
        observed, day, previous.observed, previous.day
      ),
      hint = format('If the catalogue really shrank: select * from private.record_price_history(%L, force => true);', day);
  end if;

  -- Rows and today's states match by offer: the same shop, the SKU in any case.

  -- Offers no longer in the feed: a row opened today is undone (it held for
  -- no whole day), an older one ends today.
  delete from public.price_history h
   where h.valid_to is null and h.valid_from = day
     and not exists (select 1 from pg_temp.price_history_today t where t.shop = h.shop and t.sku_key = lower(h.sku));
  get diagnostics n = row_count;
  closed := n;
  update public.price_history h
     set valid_to = day
   where h.valid_to is null
     and not exists (select 1 from pg_temp.price_history_today t where t.shop = h.shop and t.sku_key = lower(h.sku));
  get diagnostics n = row_count;
  closed := closed + n;

  -- An unchanged state stays the same row, whatever the case of today's SKU.
  select count(*) into unchanged
    from public.price_history h
    join pg_temp.price_history_today t on t.shop = h.shop and t.sku_key = lower(h.sku)
   where h.valid_to is null
     and (h.price, h.original_price, h.in_stock) is not distinct from (t.price, t.original_price, t.in_stock);

  -- A change of a state observed before today: that state ends today.
  update public.price_history h
     set valid_to = day
    from pg_temp.price_history_today t
   where h.valid_to is null and t.shop = h.shop and t.sku_key = lower(h.sku) and h.valid_from < day
     and (h.price, h.original_price, h.in_stock) is distinct from (t.price, t.original_price, t.in_stock);

  -- A change of a state first recorded earlier today. When the state before
  -- it comes back, the day's row goes and that state is current again (the
  -- next statement reopens it); otherwise the day's row is revised in place.
  delete from public.price_history h
   using pg_temp.price_history_today t
   where h.valid_to is null and t.shop = h.shop and t.sku_key = lower(h.sku) and h.valid_from = day
     and (h.price, h.original_price, h.in_stock) is distinct from (t.price, t.original_price, t.in_stock)
     and exists (
       select 1 from public.price_history p
        where p.shop = t.shop and lower(p.sku) = t.sku_key and p.valid_to = day
          and (p.price, p.original_price, p.in_stock) is not distinct from (t.price, t.original_price, t.in_stock)
     );
  update public.price_history h
     set sku = t.sku, price = t.price, original_price = t.original_price, in_stock = t.in_stock
    from pg_temp.price_history_today t
   where h.valid_to is null and t.shop = h.shop and t.sku_key = lower(h.sku) and h.valid_from = day
     and (h.price, h.original_price, h.in_stock) is distinct from (t.price, t.original_price, t.in_stock);
  get diagnostics n = row_count;
  revised := n;

  -- A state that an earlier run today ended (a change, or the offer
  -- missing) and that is back: it simply continues.
  update public.price_history p
     set valid_to = null
    from pg_temp.price_history_today t
   where p.shop = t.shop and lower(p.sku) = t.sku_key and p.valid_to = day
     and (p.price, p.original_price, p.in_stock) is not distinct from (t.price, t.original_price, t.in_stock)
     and not exists (
       select 1 from public.price_history h
        where h.shop = t.shop and lower(h.sku) = t.sku_key and h.valid_to is null
     );
  get diagnostics n = row_count;
  revised := revised + n;

  -- Everything else observed without a current row starts one today.
  insert into public.price_history (shop, sku, valid_from, price, original_price, in_stock)
  select t.shop, t.sku, day, t.price, t.original_price, t.in_stock
    from pg_temp.price_history_today t
   where not exists (
     select 1 from public.price_history h
      where h.shop = t.shop and lower(h.sku) = t.sku_key and h.valid_to is null
   )
   order by t.shop, t.sku;
  get diagnostics n = row_count;
  opened := n;

  insert into private.price_history_runs as r (day, observed, unchanged, opened, revised, closed, skipped)
  values (day, observed, unchanged, opened, revised, closed, skipped)
  on conflict on constraint price_history_runs_pkey do update
    set last_run_at = now(),
        runs = r.runs + 1,
        observed = excluded.observed,
        unchanged = excluded.unchanged,
        opened = excluded.opened,
        revised = excluded.revised,
        closed = excluded.closed,
        skipped = excluded.skipped;

  drop table pg_temp.price_history_today;
end;
$$;

comment on function private.record_price_history(date, boolean) is
  'Records the day''s price, original price and stock of every offer (shop and SKU) of public.product_feed_static into public.price_history (changes only, idempotent within a day). pg_cron runs it nightly.';

-- The pg_cron job calls private.record_price_history() by name: replacing
-- the function keeps it, so nothing is rescheduled.

-- Only the owner (the migration role) runs these; the cron job runs as the owner.
revoke all on function private.percent_decode(text) from public, anon, authenticated, service_role;
revoke all on function private.is_ipv6(text) from public, anon, authenticated, service_role;
revoke all on function private.feed_url_host(text) from public, anon, authenticated, service_role;
revoke all on function private.feed_shop(text, text) from public, anon, authenticated, service_role;
revoke all on function private.record_price_history(date, boolean) from public, anon, authenticated, service_role;
