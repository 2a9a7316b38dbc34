import { findShopInDatabase, replaceShopRows, type SupabaseTarget } from './database';
import { ImportError } from './errors';
import { ITEM_BUDGET_MS } from './limits';
import { type MapContext, mapItem } from './map-row';
import { writeShopRows } from './output';
import { feedItems } from './read-feed';
import { ImportReport, type ImportSummary } from './report';
import { findShop, type Shop } from './shops';
import { type FeedFormat, FORMATS, isFormat, sniffFormat } from './sniff';
import { openFeed } from './source';
import { RowSpool } from './spool';

/**
 * `npm run import` as a function (scripts/import.ts is its command line):
 * the shop from `DIR/shops.json`, the feed opened and its format sniffed,
 * every item read, mapped and spooled (a bad item is skipped and named,
 * never the end of the feed), then the shop's rows written into
 * `DIR/product_feed_static.json`, or, with `supabase` instead of `out`,
 * the shop from public.shops and its rows replaced in the database in one
 * transaction (src/import/database.ts). Any failure before the write
 * leaves the folder, or the database, as it was: the whole feed is read
 * and mapped before anything is written.
 */

export interface ImportOptions {
  /** The shop's host as a person writes it. */
  readonly shop: string;
  /** A file path or an http(s) URL. */
  readonly file: string;
  /** How the report and messages name the feed, when `file` holds a secret (a token in its URL); `file` by default. */
  readonly shownAs?: string | undefined;
  /** The folder with shops.json, where product_feed_static.json is written; or `supabase`. */
  readonly out?: string | undefined;
  /** Write to Supabase instead of a folder. */
  readonly supabase?: SupabaseTarget | undefined;
  /** The feed's format; sniffed when missing. */
  readonly format?: FeedFormat | undefined;
  /** The instant sale dates are compared with (the clock by default). */
  readonly now?: number | undefined;
  /** Replace the shop's rows even with none (a feed with no importable item is refused otherwise). */
  readonly allowEmpty?: boolean | undefined;
}

/** A feed that gave no row: refused, with the report that says why each item was skipped. */
export class NoRowsError extends ImportError {
  constructor(
    message: string,
    readonly summary: ImportSummary,
  ) {
    super(message, { kind: 'feed' });
    this.name = 'NoRowsError';
  }
}

/** Microseconds of CPU this thread has used (the process's where the runtime has no thread clock). */
function cpuMicros(): number {
  const usage = typeof process.threadCpuUsage === 'function' ? process.threadCpuUsage() : process.cpuUsage();
  return usage.user + usage.system;
}

type Target =
  | { readonly kind: 'dir'; readonly dir: string }
  | { readonly kind: 'supabase'; readonly supabase: SupabaseTarget };

function targetOf(options: ImportOptions): Target {
  if (options.out !== undefined && options.supabase !== undefined)
    throw new ImportError('write either to a folder (--out) or to Supabase, not both', { kind: 'usage' });
  if (options.out !== undefined) return { kind: 'dir', dir: options.out };
  if (options.supabase !== undefined) return { kind: 'supabase', supabase: options.supabase };
  throw new ImportError('nowhere to write: pass --out DIR, or set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY', {
    kind: 'usage',
  });
}

export async function runImport(options: ImportOptions): Promise<ImportSummary> {
  const target = targetOf(options);
  const shop: Shop =
    target.kind === 'dir'
      ? await findShop(target.dir, options.shop)
      : await findShopInDatabase(target.supabase, options.shop);
  const shown = options.shownAs ?? options.file;
  const report = new ImportReport(shop.slug, shown, ITEM_BUDGET_MS);
  if (!shop.active)
    report.warn('the shop', `${shop.slug} is marked inactive in the shops table; its rows are imported all the same`);
  const feed = await openFeed(options.file, shown);
  const format =
    options.format ??
    sniffFormat(feed.head) ??
    (shop.feedFormat !== null && isFormat(shop.feedFormat) ? shop.feedFormat : null);
  if (format === null) {
    throw new ImportError(
      `cannot tell the format of ${shown} from its start; pass --format (one of ${FORMATS.join(', ')})`,
      { kind: 'feed' },
    );
  }
  report.format = format;
  report.encoding = feed.encoding;
  report.gzip = feed.gzip;

  const context: MapContext = { now: options.now ?? Date.now(), shopHosts: shop.hosts, report };
  const spool = await RowSpool.create();
  try {
    const seen = new Set<string>();
    for await (const item of feedItems(feed, format, report)) {
      report.itemsRead += 1;
      // Before the mapping, so a repeated item's repairs are not reported for a row never written.
      if (item.id !== null && seen.has(item.id)) {
        report.skip(
          item.where,
          'duplicate_id',
          `the id ${JSON.stringify(item.id)} came before in the feed; the first item with it is kept`,
        );
        continue;
      }
      const start = cpuMicros();
      const row = mapItem(item, context);
      const cpuMs = (cpuMicros() - start) / 1000;
      if (cpuMs > ITEM_BUDGET_MS) report.overBudget.push({ item: item.where, cpu_ms: Math.round(cpuMs * 10) / 10 });
      if (row === null) continue;
      seen.add(row.SKU ?? '');
      await spool.add(row);
      report.rowsKept += 1;
    }
    if (report.rowsKept === 0 && options.allowEmpty !== true) {
      throw new NoRowsError(
        `${shown} gave no row to import (${report.itemsRead} items read, ${report.skipped} skipped); the shop's rows are left as they were (--allow-empty replaces them with none)`,
        report.summary(null),
      );
    }
    // Only now, with every item read and mapped, is anything written.
    if (target.kind === 'supabase') {
      const { shop: _slug, ...counts } = await replaceShopRows(target.supabase, shop, spool);
      return report.summary(null, counts);
    }
    const output = await writeShopRows(target.dir, { slug: shop.slug, hosts: shop.hosts }, spool);
    return report.summary(output);
  } finally {
    await spool.dispose();
  }
}
