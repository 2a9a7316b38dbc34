-- The nightly import's list of feeds (issue 36 §3): every active shop with
-- a feed, its hosts, its format, and where its feed is fetched from.
-- docs/feeds.md, "Every night".
--
-- Design choices:
--
-- * The feed URLs and tokens stay in private.shop_feeds, which no API role
--   can read (…_shops.sql). The import reads them through this one function,
--   which only service_role may run: the key the import already needs to
--   write the rows (replace_shop_rows), kept in the import's environment and
--   never in the site's build. Adding a shop is then two rows (public.shops
--   and private.shop_feeds), with no new CI secret and no code; a direct
--   database connection string in CI would be a second, broader secret for
--   the same read.
--
-- * SECURITY DEFINER with a fixed search_path, every object schema-qualified,
--   like replace_shop_rows. STABLE: it only reads.
--
-- * Only shops marked active and with a feed row are listed, in slug order,
--   so the nightly log reads the same way every night. A shop with a feed
--   but without a feed_format is listed too: the importer sniffs the format.

create function public.shop_feeds_to_import()
returns table (
  -- public.shops.slug
  slug text,
  -- public.shops.hosts: the importer finds the shop, and checks its links, by them.
  hosts text[],
  -- public.shops.feed_format, or NULL to sniff it.
  feed_format text,
  -- private.shop_feeds.feed_url: may hold "{token}" where network_token goes.
  feed_url text,
  -- private.shop_feeds.network_token, or NULL.
  network_token text
)
language sql
stable
security definer
set search_path = pg_catalog, pg_temp
as $$
  select s.slug, s.hosts, s.feed_format, f.feed_url, f.network_token
    from public.shops s
    join private.shop_feeds f on f.shop = s.slug
   where s.active
   order by s.slug;
$$;

comment on function public.shop_feeds_to_import() is
  'Active shops with a feed, with their feed URL and token, for `npm run import -- --all` (issue 36 §3). service_role only: the URLs and tokens are secrets.';

revoke all on function public.shop_feeds_to_import() from public, anon, authenticated;
grant execute on function public.shop_feeds_to_import() to service_role;
