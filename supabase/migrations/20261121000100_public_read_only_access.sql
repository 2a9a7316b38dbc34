-- Public read-only access (spec §6): the anon and authenticated API roles may
-- read products and published posts, and nothing else.
--
-- Row level security filters rows for SELECT/INSERT/UPDATE/DELETE, but it does
-- not apply to TRUNCATE, and Supabase's default privileges grant every table
-- privilege (TRUNCATE included) to anon and authenticated. So privileges are
-- revoked first and only SELECT is granted back; with no write policies, RLS
-- additionally rejects any write that a later grant might re-open.

alter table public.product_feed_static enable row level security;
alter table public.blog_posts enable row level security;

revoke all on table public.product_feed_static from anon, authenticated;
revoke all on table public.blog_posts from anon, authenticated;
revoke all on sequence public.product_feed_static_id_seq from anon, authenticated;

grant select on table public.product_feed_static to anon, authenticated;
grant select on table public.blog_posts to anon, authenticated;

create policy "Products are readable by everyone"
  on public.product_feed_static
  for select
  to anon, authenticated
  using (true);

create policy "Published posts are readable by everyone"
  on public.blog_posts
  for select
  to anon, authenticated
  using (status = 'published');

-- Tables created later in this schema must not inherit Supabase's broad
-- defaults for the public roles either.
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
