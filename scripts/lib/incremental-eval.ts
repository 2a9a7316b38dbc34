/**
 * The parts of the incremental-build evaluation (scripts/incremental-eval.ts,
 * docs/incremental-build.md) that its test uses too: editor changes made to
 * the pull's input rows (so they go through the real pull, as a change in
 * Supabase would), and a byte-for-byte comparison of two dist folders.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parsePrice } from '../../src/pull/price';
import type { SourceRows } from '../../src/pull/source-types';

type Row = Record<string, unknown>;

/** Writes rows as a sample folder that `npm run pull -- --sample-dir DIR` reads. */
export function writeSampleDir(dir: string, rows: SourceRows): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'product_feed_static.json'), JSON.stringify(rows.feedRows));
  writeFileSync(path.join(dir, 'blog_posts.json'), JSON.stringify(rows.postRows));
  writeFileSync(path.join(dir, 'price_history.json'), JSON.stringify(rows.historyRows));
}

/**
 * An editor's correction of the newest post's body: one sentence added. The
 * newest post is the one an editor most likely touches, and it is in every
 * page's footer (by title), which this change leaves alone.
 */
export function withNewestPostEdited(rows: SourceRows): { rows: SourceRows; slug: string } {
  const posts = rows.postRows as Row[];
  let newest = -1;
  posts.forEach((post, index) => {
    const date = String(post.published_at ?? '');
    if (typeof post.content === 'string' && (newest < 0 || date > String(posts[newest]?.published_at ?? ''))) {
      newest = index;
    }
  });
  const post = posts[newest];
  if (!post) throw new Error('incremental eval: no post with content to edit');
  const edited = { ...post, content: `${post.content as string}\n<p>Uppdaterad: vi har lagt till ett tips.</p>` };
  return {
    rows: { ...rows, postRows: posts.map((row, index) => (index === newest ? edited : row)) },
    slug: String(post.slug),
  };
}

/**
 * One product's price lowered by 10 % in the feed, recorded in the price
 * history as the database's recorder would: the open row ends on the data's
 * current day and a new one starts then (or that day's row gets the new
 * price). The current day is the history's newest day, the prices' "as of"
 * day: an editor's rebuild during the day follows other changes of that day.
 * (The first change of a new day moves "Priser uppdaterade" on every page.)
 */
export function withOnePriceChanged(rows: SourceRows): { rows: SourceRows; sku: string } {
  const feed = rows.feedRows as Row[];
  let index = Math.floor(feed.length / 2);
  while (index < feed.length) {
    const row = feed[index];
    if (row && typeof row.SKU === 'string' && parsePrice(row.Price as string | null) !== null) break;
    index += 1;
  }
  const row = feed[index];
  const old = row && parsePrice(row.Price as string | null);
  if (!row || old === null || old === undefined) throw new Error('incremental eval: no product with a price to change');
  const price = Math.round(old * 0.9);
  const sku = row.SKU as string;
  const feedRows = feed.map((item, i) =>
    i === index ? { ...item, Price: typeof item.Price === 'number' ? price : String(price) } : item,
  );
  const history = rows.historyRows as Row[];
  // YYYY-MM-DD days sort as text.
  const today =
    history
      .map((h) => String(h.valid_from))
      .sort()
      .at(-1) ?? '';
  const open = history.find((h) => h.sku === sku && h.valid_to === null);
  const nextId = history.reduce((max, h) => Math.max(max, Number(h.id) || 0), 0) + 1;
  let historyRows: Row[];
  if (!open) {
    historyRows = [...history];
  } else if (open.valid_from === today) {
    historyRows = history.map((h) => (h === open ? { ...h, price } : h));
  } else {
    historyRows = [
      ...history.map((h) => (h === open ? { ...h, valid_to: today } : h)),
      { ...open, id: nextId, valid_from: today, valid_to: null, price },
    ];
  }
  return { rows: { ...rows, feedRows, historyRows }, sku };
}

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

export interface DistDifference {
  /** Files in both folders whose bytes differ. */
  readonly differing: readonly string[];
  readonly onlyInFirst: readonly string[];
  readonly onlyInSecond: readonly string[];
  readonly compared: number;
}

/** Every file of two build outputs, compared byte for byte. */
export function compareDists(first: string, second: string): DistDifference {
  const a = files(first);
  const b = files(second);
  const inB = new Set(b);
  const inA = new Set(a);
  const both = a.filter((file) => inB.has(file));
  return {
    differing: both.filter(
      (file) => !readFileSync(path.join(first, file)).equals(readFileSync(path.join(second, file))),
    ),
    onlyInFirst: a.filter((file) => !inB.has(file)),
    onlyInSecond: b.filter((file) => !inA.has(file)),
    compared: both.length,
  };
}

/** Pages an incremental build took from its cache instead of rendering, from Astro's build log. */
export function reusedPages(log: string): number {
  return (log.match(/\((?:cached|restored)\)/g) ?? []).length;
}
