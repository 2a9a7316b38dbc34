-- Shops are data (issue 36): a shop's name, the hosts its links use, its
-- network and feed layout, and what a buyer should know about it live in a
-- table instead of in the site's code. docs/database.md, "Shops".
--
--   public.shops               one row per shop; the API roles may read its public columns
--   private.shop_feeds         each shop's feed URL and network token: secrets, no API role can read them
--   product_feed_static.shop   the slug of a row's shop, set by the importer
--
-- Design choices:
--
-- * The secrets get a table of their own in the private schema, not columns
--   of public.shops behind column grants: the schema is not exposed by the
--   API (supabase/config.toml exposes only public) and the API roles have
--   no USAGE on it, so no grant, policy or `select=*` mistake on the public
--   table can ever reach them, and the pull's select list cannot ask for
--   them. They are not environment secrets of CI either: the importer runs
--   next to the data it loads, one shop is added with one INSERT in the SQL
--   editor instead of a new CI secret per shop, and a feed row cannot exist
--   for a shop the table does not have (a foreign key).
--
-- * public.shops grants SELECT column by column. Every column it has today
--   is public; a column added later (a contact, a contract note) stays
--   unreadable by the API until someone grants it.
--
-- * product_feed_static.shop is plain text, not a foreign key: an import of
--   a shop whose row is not there yet must not fail (the feed's columns are
--   raw text for the same reason, create_feed_and_blog.sql), and the pull
--   names such a row's shop from its link's host. No check either: the pull
--   reports a value it cannot use.
--
-- * The price history stays keyed by the link's host (private.feed_shop,
--   …_price_history_per_offer.sql), so the histories recorded so far keep
--   their offers; the column names the shop, not the offer.

-- ---------------------------------------------------------------------------
-- The shops.

create table public.shops (
  -- Lower-case letters and digits in words joined by single hyphens: what
  -- product_feed_static.shop names the shop by.
  slug text primary key
    check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 64),
  -- The name visitors read, in its own letters ("Vinkällaren").
  name text not null
    check (btrim(name) <> '' and length(name) <= 100),
  -- The hosts its links use as people read them: decoded ("vinkällaren.se",
  -- never "xn--vinkllaren-t5a.se"), lower case, without "www.". A host also
  -- covers its subdomains. The pull compares them decoded and without
  -- "www." whatever is stored (src/shared/shop-host.ts).
  hosts text[] not null default '{}'
    check (array_position(hosts, null) is null and cardinality(hosts) <= 20),
  -- The affiliate network its links go through ("adtraction", "awin",
  -- "tradedoubler", "google"), or NULL.
  network text
    check (network ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(network) <= 64),
  -- Its feed's layout, for the importer; NULL when it has no feed of its own.
  feed_format text
    check (feed_format in ('adtraction-xml', 'adtraction-csv', 'google-xml', 'google-tsv', 'awin-csv', 'tradedoubler-xml')),
  -- Whether the importer reads its feed.
  active boolean not null default true,
  -- Shipping is free from this order value in SEK; NULL when not known.
  free_shipping_over numeric(10, 2)
    check (free_shipping_over >= 0 and free_shipping_over <= 100000),
  -- Days a buyer may return a purchase; NULL when not known.
  return_days integer
    check (return_days between 0 and 365)
);

comment on table public.shops is
  'The retailers whose offers the site lists (issue 36): name, hosts, network, feed format and what a buyer should know. Feed URLs and tokens are in private.shop_feeds. The public API roles may read these columns.';
comment on column public.shops.hosts is
  'Hosts of the shop''s links, decoded (vinkällaren.se, not xn--…), lower case, without www.; each covers its subdomains.';

-- The importer finds the shop of a link by its hosts.
create index shops_hosts_idx on public.shops using gin (hosts);

alter table public.shops enable row level security;

-- Supabase's defaults grant every privilege (TRUNCATE included, which RLS
-- does not cover); the public_read_only_access migration revoked them for
-- tables created later, and this says it again for this table.
revoke all on table public.shops from public, anon, authenticated;
grant select (slug, name, hosts, network, feed_format, active, free_shipping_over, return_days)
  on table public.shops to anon, authenticated;

create policy "Shops are readable by everyone"
  on public.shops
  for select
  to anon, authenticated
  using (true);

-- ---------------------------------------------------------------------------
-- The feeds: secrets.

create table private.shop_feeds (
  shop text primary key references public.shops (slug) on update cascade on delete cascade,
  -- Where the importer fetches the shop's feed; the URL itself often holds
  -- the network's token.
  feed_url text not null check (feed_url ~ '^https://[^[:space:]]+$'),
  -- A token the network asks for beside the URL (a header or a login), or NULL.
  network_token text,
  updated_at timestamptz not null default now()
);

comment on table private.shop_feeds is
  'Each shop''s feed URL and network token (issue 36): secrets. Not readable by any API role; the importer reads it with the owner''s connection.';

-- The private schema's default privileges already revoke everything
-- (rebuild_webhook.sql); RLS without a policy is the second lock, should
-- anyone grant a privilege on it later.
alter table private.shop_feeds enable row level security;
revoke all on table private.shop_feeds from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- The shop of each feed row.

alter table public.product_feed_static add column shop text;

comment on column public.product_feed_static.shop is
  'Slug of the row''s shop in public.shops, set by the importer; NULL for rows imported before it. Not a foreign key: a row of a shop the table does not know is named from its link''s host.';

-- The importer replaces one shop's rows at a time.
create index product_feed_static_shop_idx on public.product_feed_static (shop);
-- RLS, the policy and the grants of product_feed_static are unchanged: the
-- new column is covered by the table's SELECT grant.
