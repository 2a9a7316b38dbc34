-- Writing one shop's feed rows (issue 36 §2): `npm run import` without
-- --out calls public.replace_shop_rows through PostgREST with the
-- service-role key. docs/database.md, "Replacing a shop's rows"; docs/feeds.md.
--
--   npm run import ──► rpc('replace_shop_rows', { p_shop, p_rows, p_max_drop, p_force })
--       one transaction: the shop's rows become exactly p_rows
--
-- Design choices:
--
-- * One function, one transaction. PostgREST runs an RPC call in one
--   transaction, so a call that fails anywhere (a bad row, a constraint, the
--   guard, a dropped connection, a killed process) rolls back every change
--   it made: the shop's rows stay exactly as they were. The importer reads
--   and maps the whole feed before it calls, so a feed that fails to
--   download or parse never reaches the database at all.
--
-- * Changes only. A row whose values are all the same (IS NOT DISTINCT FROM,
--   so NULLs compare equal) is not written: no new row version, no trigger,
--   no churn for the nightly price history recorder. A changed row is
--   updated in place and keeps its id; only SKUs the shop no longer has are
--   deleted and only new SKUs inserted. The price history itself is still
--   recorded per offer (link host + SKU) by private.record_price_history
--   from whatever the table holds; an unchanged feed gives it nothing new.
--
-- * The shrink guard, as the pull and the price history recorder have one:
--   a feed with fewer rows than (1 - p_max_drop) of the shop's current rows
--   is refused with both numbers, unless p_force. A half-downloaded feed
--   that still parses would otherwise delete most of a shop's offers.
--
-- * Rows written before product_feed_static.shop existed (shop NULL) are the
--   shop's too when the host of their ProductUrl is one of the shop's hosts,
--   as the file importer (src/import/output.ts) reads them: they are matched
--   by SKU, keep their id and get the shop's slug. The host is read by
--   private.feed_url_host (lower case, "www." dropped), which does not decode
--   Punycode: a legacy row whose link is written "xn--…" is not claimed (the
--   shops table stores hosts decoded) and stays as it is, an orphan the pull
--   still names by its host. Delete such rows by hand if they linger.
--
-- * SECURITY DEFINER with a fixed search_path (pg_catalog, pg_temp; every
--   object schema-qualified), like the project's other functions, because
--   claiming legacy rows needs private.feed_url_host, and the private schema
--   is closed to every API role. The function is the only write path the
--   importer needs: service_role may EXECUTE it and nothing else here;
--   public, anon and authenticated may not. Its input is validated in SQL
--   (below), so a caller cannot write a row the importer would not.
--
-- * Concurrent imports of one shop are serialised by a transaction-level
--   advisory lock on the slug; imports of different shops run side by side
--   (they touch disjoint rows). Readers (the pull, the recorder) never wait:
--   they see the rows before or after, never half.

create function public.replace_shop_rows(
  p_shop text,
  p_rows jsonb,
  p_max_drop numeric default 0.5,
  p_force boolean default false
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = pg_catalog, pg_temp
as $$
declare
  -- The feed columns of public.product_feed_static (create_feed_and_blog.sql);
  -- id and shop are set here, never taken from the caller.
  columns constant text[] := array[
    'Name', 'SKU', 'Price', 'OriginalPrice', 'Currency', 'Description', 'ImageUrl', 'Brand',
    'Category', 'Ean', 'ManufacturerArticleNumber', 'Instock', 'Shipping', 'ProductUrl',
    'TrackingUrl', 'Color', 'Slug'
  ];
  shop_hosts text[];
  bad record;
  current_rows integer;
  new_rows integer;
  n_deleted integer := 0;
  n_updated integer := 0;
  n_inserted integer := 0;
  n integer;
begin
  -- Parameters.
  if p_shop is null or p_shop !~ '^[a-z0-9]+(-[a-z0-9]+)*$' then
    raise exception using errcode = '22023',
      message = format('replace_shop_rows: %L is not a shop slug', p_shop);
  end if;
  if p_max_drop is null or p_max_drop < 0 or p_max_drop > 1 then
    raise exception using errcode = '22023',
      message = format('replace_shop_rows: p_max_drop must be a share from 0 to 1, not %s', coalesce(p_max_drop::text, 'NULL'));
  end if;
  if p_rows is null or jsonb_typeof(p_rows) <> 'array' then
    raise exception using errcode = '22023',
      message = format('replace_shop_rows: p_rows must be a JSON array of rows, not %s', coalesce(jsonb_typeof(p_rows), 'NULL'));
  end if;
  select s.hosts into shop_hosts from public.shops s where s.slug = p_shop;
  if not found then
    raise exception using errcode = '22023',
      message = format('replace_shop_rows: no shop %L in public.shops; add it first', p_shop);
  end if;

  -- The rows' shape, all of them before anything is written: objects whose
  -- keys are feed columns and whose values are text or null, a non-empty
  -- SKU unique within the feed, prices as the table stores them ("1299",
  -- "1299.50": the importer's plain SEK amounts).
  select e.n, e.v into bad
    from jsonb_array_elements(p_rows) with ordinality as e(v, n)
   where jsonb_typeof(e.v) <> 'object'
      or exists (select 1 from jsonb_each(e.v) k where k.key <> all (columns) or jsonb_typeof(k.value) not in ('string', 'null'))
      or coalesce(e.v ->> 'SKU', '') = ''
      or coalesce(e.v ->> 'Price', '') !~ '^[0-9]+(\.[0-9]{2})?$'
      or (e.v ->> 'OriginalPrice') !~ '^[0-9]+(\.[0-9]{2})?$'
   order by e.n
   limit 1;
  if found then
    raise exception using errcode = '22023',
      message = format(
        'replace_shop_rows: row %s is not a feed row (an object of feed columns with text values, a non-empty SKU, Price and OriginalPrice as plain amounts such as "1299" or "1299.50"): %s',
        bad.n, left(bad.v::text, 300)
      );
  end if;
  select e.v ->> 'SKU' as sku, count(*) as times into bad
    from jsonb_array_elements(p_rows) e(v)
   group by e.v ->> 'SKU'
  having count(*) > 1
   order by 1
   limit 1;
  if found then
    raise exception using errcode = '22023',
      message = format('replace_shop_rows: the SKU %L is on %s rows; a shop''s SKUs must be unique', bad.sku, bad.times);
  end if;

  -- One import of a shop at a time.
  perform pg_advisory_xact_lock(hashtext('replace_shop_rows:' || p_shop));

  -- The shop's rows now: its own, and those written before the shop column
  -- whose link's host is one of its hosts. Locked, so nothing else writes them meanwhile.
  create temp table replace_shop_current on commit drop as
  select f.id, f."SKU" as sku
    from public.product_feed_static f
   where f.shop = p_shop
      or (f.shop is null and private.feed_url_host(f."ProductUrl") = any (shop_hosts));
  perform 1 from public.product_feed_static f
    join pg_temp.replace_shop_current c on c.id = f.id
     for update of f;

  current_rows := (select count(*) from pg_temp.replace_shop_current);
  new_rows := jsonb_array_length(p_rows);

  if not p_force and new_rows < (1 - p_max_drop) * current_rows then
    raise exception using errcode = 'VG001',
      message = format(
        'replace_shop_rows: the feed of %s has %s rows, %s%% fewer than the %s it has now (more than the %s%% allowed); nothing was changed',
        p_shop, new_rows, round(100 * (current_rows - new_rows)::numeric / current_rows, 1), current_rows,
        round(100 * p_max_drop, 1)
      ),
      hint = 'If the shop really has fewer products, import again with --force.';
  end if;

  -- The new rows, typed as the table's; each SKU's existing row (the
  -- lowest id when an old import left it twice) keeps its id.
  create temp table replace_shop_new on commit drop as
  select r.*, (select min(c.id) from pg_temp.replace_shop_current c where c.sku = r."SKU") as keep_id
    from jsonb_array_elements(p_rows) e(v)
   cross join lateral jsonb_populate_record(null::public.product_feed_static, e.v) r;

  -- Rows of the shop that the feed no longer has, and second rows of a SKU.
  delete from public.product_feed_static f
   using pg_temp.replace_shop_current c
   where f.id = c.id
     and not exists (select 1 from pg_temp.replace_shop_new x where x.keep_id = c.id);
  get diagnostics n_deleted = row_count;

  -- Rows whose values changed: only those are written.
  update public.product_feed_static f
     set "Name" = x."Name", "SKU" = x."SKU", "Price" = x."Price", "OriginalPrice" = x."OriginalPrice",
         "Currency" = x."Currency", "Description" = x."Description", "ImageUrl" = x."ImageUrl",
         "Brand" = x."Brand", "Category" = x."Category", "Ean" = x."Ean",
         "ManufacturerArticleNumber" = x."ManufacturerArticleNumber", "Instock" = x."Instock",
         "Shipping" = x."Shipping", "ProductUrl" = x."ProductUrl", "TrackingUrl" = x."TrackingUrl",
         "Color" = x."Color", "Slug" = x."Slug", shop = p_shop
    from pg_temp.replace_shop_new x
   where f.id = x.keep_id
     and (f."Name", f."SKU", f."Price", f."OriginalPrice", f."Currency", f."Description", f."ImageUrl",
          f."Brand", f."Category", f."Ean", f."ManufacturerArticleNumber", f."Instock", f."Shipping",
          f."ProductUrl", f."TrackingUrl", f."Color", f."Slug", f.shop)
         is distinct from
         (x."Name", x."SKU", x."Price", x."OriginalPrice", x."Currency", x."Description", x."ImageUrl",
          x."Brand", x."Category", x."Ean", x."ManufacturerArticleNumber", x."Instock", x."Shipping",
          x."ProductUrl", x."TrackingUrl", x."Color", x."Slug", p_shop);
  get diagnostics n_updated = row_count;

  -- New SKUs, in SKU order so their ids follow it as the file importer's do.
  insert into public.product_feed_static
    ("Name", "SKU", "Price", "OriginalPrice", "Currency", "Description", "ImageUrl", "Brand", "Category",
     "Ean", "ManufacturerArticleNumber", "Instock", "Shipping", "ProductUrl", "TrackingUrl", "Color", "Slug", shop)
  select x."Name", x."SKU", x."Price", x."OriginalPrice", x."Currency", x."Description", x."ImageUrl", x."Brand",
         x."Category", x."Ean", x."ManufacturerArticleNumber", x."Instock", x."Shipping", x."ProductUrl",
         x."TrackingUrl", x."Color", x."Slug", p_shop
    from pg_temp.replace_shop_new x
   where x.keep_id is null
   order by x."SKU" collate "C";
  get diagnostics n_inserted = row_count;

  drop table pg_temp.replace_shop_new;
  drop table pg_temp.replace_shop_current;

  return jsonb_build_object(
    'shop', p_shop,
    'before', current_rows,
    'rows', new_rows,
    'inserted', n_inserted,
    'updated', n_updated,
    'deleted', n_deleted,
    'unchanged', new_rows - n_inserted - n_updated
  );
end;
$$;

comment on function public.replace_shop_rows(text, jsonb, numeric, boolean) is
  'Replaces one shop''s rows of public.product_feed_static with p_rows in one transaction, writing only what changed; refuses a feed more than p_max_drop smaller than the shop''s current rows unless p_force (issue 36). service_role only.';

-- Functions are executable by PUBLIC by default; only the importer's key may call this one.
revoke all on function public.replace_shop_rows(text, jsonb, numeric, boolean) from public, anon, authenticated;
grant execute on function public.replace_shop_rows(text, jsonb, numeric, boolean) to service_role;
