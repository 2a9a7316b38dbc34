import { z } from 'astro/zod';
import { clientOf, type SupabaseTarget } from './database';
import { IMPORT_EXIT, ImportError, type ImportExitCode, importFailureOf } from './errors';
import type { ImportSummary } from './report';
import { type ImportOptions, NoRowsError, runImport } from './run';
import { FORMATS, isFormat } from './sniff';

/**
 * `npm run import -- --all` (issue 36 §3): every active shop's feed, one
 * after the other, each replaced atomically as `--shop` does. A shop whose
 * feed fails (unreachable, unparseable, refused by the shrink guard) is
 * reported and keeps its previous rows; the others are imported all the
 * same, so one shop never holds back the night's prices. The list comes
 * from public.shop_feeds_to_import() (supabase/migrations/…_shop_feeds_to_import.sql),
 * which only the service-role key may call: feed URLs and tokens live in
 * private.shop_feeds and never reach the site.
 */

/** One row of public.shop_feeds_to_import(). */
export const shopFeedSchema = z.object({
  /** public.shops.slug */
  slug: z.string().min(1),
  /** The shop's hosts: the import finds the shop, and checks its links, by them. */
  hosts: z.array(z.string()),
  /** The feed's layout, or null to sniff it. */
  feed_format: z.string().nullable(),
  /** Where the feed is fetched; may hold `{token}` where network_token goes. */
  feed_url: z.string().min(1),
  /** The network's token, or null. A secret, like the URL. */
  network_token: z.string().nullable(),
});
export type ShopFeed = z.infer<typeof shopFeedSchema>;

/** Where a feed URL takes the shop's network token. */
export const TOKEN_PLACEHOLDER = '{token}';

/** How one shop's import ended. */
export interface ShopOutcome {
  readonly shop: string;
  /** `changed`: rows inserted, updated or deleted; `unchanged`: the feed gave the rows the shop had; `failed`: its rows are as they were. */
  readonly status: 'changed' | 'unchanged' | 'failed';
  /** The exit code `--shop` would have given for this shop alone. */
  readonly exit_code: ImportExitCode | typeof IMPORT_EXIT.ok;
  /** Why it failed, with the feed's URL shown without its secrets; null when it did not. */
  readonly error: string | null;
  /** The shop's report; null when the import failed before it had one. */
  readonly report: ImportSummary | null;
}

/** What `--all` did: the workflow reads `changed` to decide whether to rebuild. */
export interface AllShopsSummary {
  /** Whether any shop's rows changed: only then does a rebuild show anything new. */
  readonly changed: boolean;
  readonly imported: number;
  readonly failed: number;
  readonly shops: readonly ShopOutcome[];
}

/**
 * The URL to fetch, with the token in its place. A token set without a
 * place for it, or a place without a token, is the owner's mistake in
 * private.shop_feeds: refused for that shop rather than fetching a URL
 * that cannot work.
 */
export function feedUrlOf(feed: Pick<ShopFeed, 'slug' | 'feed_url' | 'network_token'>): string {
  const hasPlace = feed.feed_url.includes(TOKEN_PLACEHOLDER);
  const token = feed.network_token ?? '';
  if (hasPlace && token === '') {
    throw new ImportError(
      `the feed URL of ${feed.slug} has ${TOKEN_PLACEHOLDER} but private.shop_feeds has no network_token for it`,
      {
        kind: 'shop',
      },
    );
  }
  if (!hasPlace && token !== '') {
    throw new ImportError(
      `private.shop_feeds has a network_token for ${feed.slug} but its feed URL has no ${TOKEN_PLACEHOLDER} to put it in`,
      { kind: 'shop' },
    );
  }
  return hasPlace ? feed.feed_url.replaceAll(TOKEN_PLACEHOLDER, encodeURIComponent(token)) : feed.feed_url;
}

/**
 * How logs and reports name a feed: its scheme and host only. Networks put
 * the token in the path (Awin's /apikey/…/) or the query (Adtraction's,
 * Tradedoubler's token=…), and a workflow's log is not a place for it.
 */
export function shownFeedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}/…`;
  } catch {
    return '(a feed URL that does not parse)';
  }
}

/** The active shops with a feed, from the database. */
export async function listShopFeeds(target: SupabaseTarget): Promise<ShopFeed[]> {
  const { data, error } = await clientOf(target).rpc('shop_feeds_to_import');
  if (error) {
    throw new ImportError(
      `cannot list the shops' feeds (public.shop_feeds_to_import) at ${target.url}: ${error.message}`,
      {
        kind: 'shop',
        cause: error,
      },
    );
  }
  const parsed = z.array(shopFeedSchema).safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ImportError(
      `public.shop_feeds_to_import answered something else than a list of feeds: ${issue ? `${issue.path.join('.')}: ${issue.message}` : parsed.error.message}`,
      { kind: 'internal' },
    );
  }
  return parsed.data;
}

export interface AllShopsOptions {
  readonly supabase: SupabaseTarget;
  /** The instant sale dates are compared with (the clock by default). */
  readonly now?: number | undefined;
  /** Called with each shop's outcome as soon as it is known, so a long night's log is live. */
  readonly onShop?: ((outcome: ShopOutcome) => void) | undefined;
  /** One shop's import; `runImport` unless a test stands in for the network. */
  readonly importShop?: ((options: ImportOptions) => Promise<ImportSummary>) | undefined;
}

/** One shop: its import, or why it failed; never throws for the shop's own fault. */
async function importOne(feed: ShopFeed, options: AllShopsOptions): Promise<ShopOutcome> {
  const importShop = options.importShop ?? runImport;
  const failed = (error: unknown, report: ImportSummary | null = null): ShopOutcome => {
    const failure = importFailureOf(error);
    return { shop: feed.slug, status: 'failed', exit_code: failure.exitCode, error: failure.text, report };
  };
  const host = feed.hosts[0];
  if (host === undefined) {
    return failed(
      new ImportError(`${feed.slug} has no host in public.shops to find it and check its links by`, { kind: 'shop' }),
    );
  }
  if (feed.feed_format !== null && !isFormat(feed.feed_format)) {
    return failed(
      new ImportError(`${feed.slug}'s feed_format ${feed.feed_format} is not one of ${FORMATS.join(', ')}`, {
        kind: 'shop',
      }),
    );
  }
  let url: string;
  try {
    url = feedUrlOf(feed);
  } catch (error) {
    return failed(error);
  }
  try {
    const report = await importShop({
      shop: host,
      file: url,
      shownAs: shownFeedUrl(url),
      format: feed.feed_format ?? undefined,
      supabase: options.supabase,
      now: options.now,
    });
    const counts = report.database;
    const changed = counts !== null && counts.inserted + counts.updated + counts.deleted > 0;
    return {
      shop: feed.slug,
      status: changed ? 'changed' : 'unchanged',
      exit_code: IMPORT_EXIT.ok,
      error: null,
      report,
    };
  } catch (error) {
    return failed(error, error instanceof NoRowsError ? error.summary : null);
  }
}

/**
 * Imports every active shop's feed in slug order. Throws only when the list
 * itself cannot be read (nothing was imported then); a shop's failure is in
 * its outcome.
 */
export async function importAllShops(options: AllShopsOptions): Promise<AllShopsSummary> {
  const feeds = await listShopFeeds(options.supabase);
  const shops: ShopOutcome[] = [];
  for (const feed of feeds) {
    const outcome = await importOne(feed, options);
    options.onShop?.(outcome);
    shops.push(outcome);
  }
  const failed = shops.filter((shop) => shop.status === 'failed').length;
  return {
    changed: shops.some((shop) => shop.status === 'changed'),
    imported: shops.length - failed,
    failed,
    shops,
  };
}

/** The exit code of `--all`: 0 when every shop was imported, `partial` when any failed. */
export function exitCodeOfAll(summary: AllShopsSummary): ImportExitCode | typeof IMPORT_EXIT.ok {
  return summary.failed === 0 ? IMPORT_EXIT.ok : IMPORT_EXIT.partial;
}

/** The outcome as the log's lines: one per shop, failures with their reason. */
export function formatAllShops(summary: AllShopsSummary): string {
  const lines = [
    `import --all: ${summary.shops.length} shops with a feed, ${summary.imported} imported, ${summary.failed} failed; ${summary.changed ? 'rows changed' : 'no row changed'}`,
  ];
  for (const shop of summary.shops) {
    const counts = shop.report?.database;
    const detail =
      shop.status === 'failed'
        ? `failed (exit ${shop.exit_code}), its rows are as they were: ${shop.error ?? ''}`
        : counts
          ? `${shop.status}: ${counts.inserted} inserted, ${counts.updated} updated, ${counts.deleted} deleted, ${counts.unchanged} unchanged`
          : shop.status;
    lines.push(`  ${shop.shop}: ${detail}`);
  }
  return `${lines.join('\n')}\n`;
}
