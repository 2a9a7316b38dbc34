/**
 * The pull guard's baseline (docs/pull-guard.md): which pulls it remembers,
 * where a pull reads it from, and the next one a pull writes. Pure functions
 * except loadBaseline, which reads a file or fetches a URL.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DATA_FILES } from '../dataset/files';
import {
  BASELINE_MAX_ENTRIES,
  BASELINE_VERSION,
  type BaselineEntry,
  type PullBaseline,
  parseBaseline,
} from '../dataset/schemas/baseline';
import type { PullReport } from '../dataset/schemas/report';
import { PullError } from './errors';

/** How long a pull's counts take part in the rolling maximum. */
export const WINDOW_DAYS = 30;
const WINDOW_MS = WINDOW_DAYS * 24 * 60 * 60 * 1000;

/** File name in the output folder, and path on the published site. */
export const BASELINE_FILE = DATA_FILES.baseline.file;

type Source = PullReport['source'];

export function sameSource(a: Source, b: Source): boolean {
  return a.kind === b.kind && a.detail === b.detail;
}

/** The counts one pull adds to the baseline. */
export function entryOf(report: PullReport, now: Date): BaselineEntry {
  return {
    at: now.toISOString(),
    products: report.tables.product_feed_static.kept,
    posts: report.tables.blog_posts.kept,
  };
}

/**
 * The entries that count at `now`, oldest first: those younger than
 * WINDOW_DAYS. When none is (no successful build for a month), the newest
 * entry still counts: it is what the live site shows, and an empty window
 * would leave the next pull unguarded.
 */
export function entriesInWindow(entries: readonly BaselineEntry[], now: Date): BaselineEntry[] {
  const sorted = [...entries].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const recent = sorted.filter((entry) => now.getTime() - Date.parse(entry.at) < WINDOW_MS);
  const newest = sorted.at(-1);
  return recent.length > 0 || !newest ? recent : [newest];
}

export interface Peak {
  readonly count: number;
  /** When the pull with that count ran (the latest such pull). */
  readonly at: string;
}

/** Highest products and highest posts over the given entries (each may come from another pull). */
export function rollingMax(entries: readonly BaselineEntry[]): { products: Peak; posts: Peak } | null {
  const first = entries[0];
  if (!first) return null;
  let products: Peak = { count: first.products, at: first.at };
  let posts: Peak = { count: first.posts, at: first.at };
  for (const entry of entries) {
    if (entry.products >= products.count) products = { count: entry.products, at: entry.at };
    if (entry.posts >= posts.count) posts = { count: entry.posts, at: entry.at };
  }
  return { products, posts };
}

/**
 * Keeps at most `cap` entries without changing any future rolling maximum:
 * an entry whose products and posts are each matched by some later entry
 * can go (the later ones stay in the window longer), oldest first. Only if
 * that is not enough do the oldest entries go.
 */
export function thinEntries(entries: readonly BaselineEntry[], cap: number): BaselineEntry[] {
  if (entries.length <= cap) return [...entries];
  const drop = new Set<number>();
  let excess = entries.length - cap;
  const laterProducts: number[] = [];
  const laterPosts: number[] = [];
  let products = Number.NEGATIVE_INFINITY;
  let posts = Number.NEGATIVE_INFINITY;
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    laterProducts[i] = products;
    laterPosts[i] = posts;
    const entry = entries[i] as BaselineEntry;
    products = Math.max(products, entry.products);
    posts = Math.max(posts, entry.posts);
  }
  for (let i = 0; i < entries.length && excess > 0; i += 1) {
    const entry = entries[i] as BaselineEntry;
    if (entry.products <= (laterProducts[i] as number) && entry.posts <= (laterPosts[i] as number)) {
      drop.add(i);
      excess -= 1;
    }
  }
  const kept = entries.filter((_, i) => !drop.has(i));
  return kept.slice(kept.length - cap);
}

/**
 * The baseline a successful pull writes: the previous one's window plus this
 * pull, or this pull alone when there is no previous baseline of the same
 * source or when `reset` (--allow-drop: the accepted counts are the new
 * reference, otherwise the next build would refuse them again).
 */
export function nextBaseline(
  previous: PullBaseline | null,
  report: PullReport,
  now: Date,
  options: { readonly reset: boolean },
): PullBaseline {
  const carried =
    !options.reset && previous && sameSource(previous.source, report.source)
      ? entriesInWindow(previous.entries, now)
      : [];
  return {
    version: BASELINE_VERSION,
    source: { kind: report.source.kind, detail: report.source.detail },
    entries: thinEntries([...carried, entryOf(report, now)], BASELINE_MAX_ENTRIES),
  };
}

// ---------------------------------------------------------------------------
// Where the baseline comes from

export type BaselineLocation =
  | { readonly kind: 'url'; readonly url: URL }
  | { readonly kind: 'file'; readonly file: string };

export function describeLocation(location: BaselineLocation): string {
  return location.kind === 'url' ? location.url.href : location.file;
}

export interface LocationOptions {
  /** PULL_BASELINE: an http(s) URL or a file path; empty = the default. */
  readonly override: string | undefined;
  readonly source: Source;
  /** The production origin (SITE_URL or its default). */
  readonly siteUrl: string;
  /** The output folder, which holds the previous pull's baseline. */
  readonly outDir: string;
  /** Relative file paths in PULL_BASELINE are resolved from here. */
  readonly cwd: string;
}

/**
 * PULL_BASELINE if set; otherwise the live site's /pull-baseline.json for
 * Supabase (the same file for every build path: Netlify, CI, a laptop), and
 * the previous output folder's file for the sample and synthetic sources,
 * which never reach production and must build offline.
 */
export function baselineLocation(options: LocationOptions): BaselineLocation {
  const override = options.override?.trim();
  if (override) {
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(override)) {
      let url: URL;
      try {
        url = new URL(override);
      } catch (error) {
        throw new PullError(`PULL_BASELINE is not a URL: ${JSON.stringify(override)}`, { kind: 'usage', cause: error });
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new PullError(`PULL_BASELINE must be an http(s) URL or a file path: ${JSON.stringify(override)}`, {
          kind: 'usage',
        });
      }
      return { kind: 'url', url };
    }
    return { kind: 'file', file: path.resolve(options.cwd, override) };
  }
  if (options.source.kind === 'supabase') return { kind: 'url', url: new URL(`/${BASELINE_FILE}`, options.siteUrl) };
  return { kind: 'file', file: path.join(options.outDir, BASELINE_FILE) };
}

export type BaselineLookup =
  | { readonly status: 'found'; readonly from: string; readonly baseline: PullBaseline }
  | {
      /** missing: no file, 404; unreadable: I/O or HTTP failure; invalid: not a baseline; unread: not asked for (--allow-drop). */
      readonly status: 'missing' | 'unreadable' | 'invalid' | 'unread';
      readonly from: string;
      readonly problem: string;
    };

export interface LoadOptions {
  /** Per-attempt timeout of a URL. */
  readonly timeoutMs: number;
  /** Attempts for a URL, the first included; only network errors, timeouts, 408, 429 and 5xx are retried. */
  readonly attempts: number;
  /** First retry delay; doubles every retry. */
  readonly backoffMs: number;
  readonly log?: (message: string) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function parsed(from: string, text: string): BaselineLookup {
  const result = parseBaseline(text);
  return result.ok
    ? { status: 'found', from, baseline: result.baseline }
    : { status: 'invalid', from, problem: result.problem };
}

async function loadFile(file: string): Promise<BaselineLookup> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { status: 'missing', from: file, problem: 'does not exist' };
    return { status: 'unreadable', from: file, problem: `cannot be read (${(error as Error).message})` };
  }
  return parsed(file, text);
}

function networkProblem(error: unknown, signal: AbortSignal, timeoutMs: number): string {
  if (signal.aborted) return `did not answer within ${timeoutMs} ms`;
  // fetch rejects with "fetch failed" and keeps the reason (ECONNREFUSED, ENOTFOUND, a TLS error) as its cause.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return `could not be reached (${cause instanceof Error ? cause.message : String(cause)})`;
}

async function loadUrl(url: URL, options: LoadOptions): Promise<BaselineLookup> {
  const from = url.href;
  let problem = '';
  for (let attempt = 1; attempt <= options.attempts; attempt += 1) {
    const signal = AbortSignal.timeout(options.timeoutMs);
    let transient: boolean;
    try {
      const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
      // A site without the file may answer with its catch-all redirect
      // (Netlify: any unknown path → 302 /) instead of a 404.
      if (response.status === 404 || response.status === 410 || new URL(response.url).pathname !== url.pathname) {
        await response.body?.cancel();
        const where = response.status === 404 || response.status === 410 ? `HTTP ${response.status}` : response.url;
        return { status: 'missing', from, problem: `is not on the site (${where})` };
      }
      if (response.ok) return parsed(from, await response.text());
      await response.body?.cancel();
      problem = `answered HTTP ${response.status}`;
      transient = response.status === 408 || response.status === 429 || response.status >= 500;
    } catch (error) {
      problem = networkProblem(error, signal, options.timeoutMs);
      transient = true;
    }
    if (!transient || attempt === options.attempts) break;
    const delay = options.backoffMs * 2 ** (attempt - 1);
    options.log?.(
      `baseline ${from} ${problem}; retrying in ${delay} ms (attempt ${attempt + 1} of ${options.attempts})`,
    );
    await sleep(delay);
  }
  return { status: 'unreadable', from, problem };
}

/** Reads the baseline; any failure is a result for the guard to judge, never an exception. */
export async function loadBaseline(location: BaselineLocation, options: LoadOptions): Promise<BaselineLookup> {
  return location.kind === 'url' ? loadUrl(location.url, options) : loadFile(location.file);
}
