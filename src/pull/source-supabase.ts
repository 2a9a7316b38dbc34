import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { isoDaySchema } from '../dataset/schemas/price-history';
import { shopRowSchema } from '../dataset/schemas/shop';
import { PullError, type PullTable } from './errors';
import { historyWindowStart, swedishToday } from './history-window';
import type { SourceRows } from './source-types';

/**
 * Reads every row of the feed and the posts, the last 400 days of the
 * price history (src/pull/history-window.ts) and the public columns of the
 * shops (issue 36), through Supabase's REST API
 * with the public key. Supabase answers at most `max_rows` (1000) rows per
 * request and says nothing when it cuts, so the pull first asks for the
 * exact count and then pages with an ordered .range() on the unique key
 * until it has that many. Transient failures (network, timeout, 408, 429,
 * 5xx) are retried with exponential backoff; anything else fails at once.
 */

export interface SupabaseSourceOptions {
  readonly url: string;
  readonly key: string;
  /** Rows per request; keep at or below the server's max_rows. */
  readonly pageSize?: number;
  /** Per-request timeout. */
  readonly timeoutMs?: number;
  /** Attempts per request, the first included. */
  readonly attempts?: number;
  /** First backoff delay; doubles on every retry. */
  readonly backoffMs?: number;
  readonly log?: (message: string) => void;
  /** Today in Sweden (YYYY-MM-DD): the history window ends on the newest day up to it. Default: the clock's. */
  readonly today?: string;
}

interface PostgrestResult {
  readonly data: unknown;
  readonly error: {
    readonly message: string;
    readonly details?: string | null;
    readonly hint?: string | null;
    readonly code?: string;
  } | null;
  readonly count: number | null;
  readonly status: number;
  readonly statusText?: string;
}

const TABLES = {
  product_feed_static: 'id',
  blog_posts: 'id',
  price_history: 'id',
  shops: 'slug',
} as const satisfies Record<PullTable, string>;

/**
 * The columns of public.shops the pull asks for: by name, never `*`, so a
 * column added to the table later is not read until the schema knows it
 * (and the anon role may only select these; the migration grants them one
 * by one).
 */
const SHOP_COLUMNS = Object.keys(shopRowSchema.shape).join(',');

function isTransient(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/**
 * supabase-js turns a failed fetch into a result with status 0 and the
 * error flattened into strings; the pull's own fetch (below) keeps the
 * original error, so the reason is read from its structure.
 */
function describeFailure(result: PostgrestResult, networkError: unknown, signal: AbortSignal | null): string {
  const { status, error } = result;
  // A HEAD answer (the row count) has no body, so PostgREST's JSON error
  // never arrives and supabase-js reports an empty message: fall back to the
  // HTTP status text rather than print "()".
  const message = error?.message?.trim() || result.statusText?.trim() || 'no error message';
  if (status === 0) {
    if (signal?.aborted) return 'the request timed out';
    // fetch rejects with "fetch failed" and keeps the reason (ECONNREFUSED, ENOTFOUND, a TLS error) as its cause.
    const cause =
      networkError instanceof Error && networkError.cause instanceof Error ? networkError.cause : networkError;
    return `the server could not be reached (${cause instanceof Error ? cause.message : message})`;
  }
  if (status === 401 || status === 403) {
    return `HTTP ${status}: the key was rejected (${message}); check SUPABASE_ANON_KEY`;
  }
  return `HTTP ${status}: ${message}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function validateSupabaseUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch (error) {
    throw new PullError(`SUPABASE_URL is not a URL: ${JSON.stringify(value)}`, { kind: 'usage', cause: error });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new PullError(`SUPABASE_URL must be an http(s) URL: ${JSON.stringify(value)}`, { kind: 'usage' });
  }
  return url.href.replace(/\/$/, '');
}

export async function readSupabaseRows(options: SupabaseSourceOptions): Promise<SourceRows> {
  const {
    pageSize = 1000,
    timeoutMs = 20_000,
    attempts = 4,
    backoffMs = 500,
    log = () => {},
    today = swedishToday(),
  } = options;
  // Requests run one at a time, so one slot holds the network error of the current attempt.
  let networkError: unknown = null;
  const keepingFetch: typeof fetch = async (input, init) => {
    try {
      return await fetch(input, init);
    } catch (error) {
      networkError = error;
      throw error;
    }
  };
  const client: SupabaseClient = createClient(validateSupabaseUrl(options.url), options.key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: keepingFetch },
  });

  /** One request with retries; with `missingIsAnswer`, a 404 (no such table) is returned, not thrown. */
  async function request(
    table: PullTable,
    what: string,
    run: (signal: AbortSignal) => PromiseLike<PostgrestResult>,
    missingIsAnswer = false,
  ) {
    let last: PostgrestResult | null = null;
    let lastError: unknown = null;
    let lastSignal: AbortSignal | null = null;
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      networkError = null;
      const signal = AbortSignal.timeout(timeoutMs);
      const result = await run(signal);
      if (!result.error || (missingIsAnswer && result.status === 404)) return result;
      last = result;
      lastError = networkError;
      lastSignal = signal;
      if (!isTransient(result.status) || attempt === attempts) break;
      const delay = backoffMs * 2 ** (attempt - 1);
      log(
        `${table}: ${what} failed (${describeFailure(result, lastError, signal)}); retrying in ${delay} ms (attempt ${attempt + 1} of ${attempts})`,
      );
      await sleep(delay);
    }
    const tries = last && isTransient(last.status) ? ` after ${attempts} attempts` : '';
    throw new PullError(`${what} failed${tries}: ${describeFailure(last as PostgrestResult, lastError, lastSignal)}`, {
      kind: 'source',
      table,
      cause: lastError ?? last?.error,
    });
  }

  interface ReadOptions {
    /** A PostgREST filter such as `a.is.null,a.gt.1`: only the rows it lets through. */
    readonly or?: string;
    /** The columns to select (default `*`). */
    readonly columns?: string;
  }

  /** Every row of `table` (as `options` narrow them), or null with `missingIsNull` when the table does not exist. */
  async function readTable(table: PullTable, options?: ReadOptions): Promise<unknown[]>;
  async function readTable(table: PullTable, options: ReadOptions, missingIsNull: true): Promise<unknown[] | null>;
  async function readTable(table: PullTable, options: ReadOptions = {}, missingIsNull = false) {
    const { or, columns = '*' } = options;
    const key = TABLES[table];
    // A table that may be missing is counted with a GET of one row: a 404
    // answer to HEAD has no body, and supabase-js reports that as an empty
    // success (status 204, no count) instead of an error.
    const counted = await request(
      table,
      'counting rows',
      (signal) => {
        const query = client.from(table).select(columns, { count: 'exact', head: !missingIsNull });
        const filtered = (or ? query.or(or) : query).retry(false).abortSignal(signal);
        return missingIsNull ? filtered.limit(1) : filtered;
      },
      missingIsNull,
    );
    if (counted.error) {
      log(`${table}: no such table (HTTP 404)`);
      return null;
    }
    const { count } = counted;
    if (count === null) throw new PullError('the server did not return a row count', { kind: 'source', table });

    const rows: unknown[] = [];
    while (rows.length < count) {
      const from = rows.length;
      const { data } = await request(table, `reading rows ${from}–${from + pageSize - 1}`, (signal) => {
        const query = client.from(table).select(columns);
        return (or ? query.or(or) : query)
          .order(key, { ascending: true })
          .range(from, from + pageSize - 1)
          .retry(false)
          .abortSignal(signal);
      });
      if (!Array.isArray(data)) throw new PullError('the server returned no rows array', { kind: 'source', table });
      // A short page is fine (the server's max_rows may be below pageSize);
      // an empty one before the count is reached means rows vanished mid-pull.
      if (data.length === 0) {
        throw new PullError(
          `expected ${count} rows but the table ended after ${rows.length}; was it changed during the pull?`,
          { kind: 'source', table },
        );
      }
      rows.push(...data);
    }
    log(`${table}: ${rows.length} rows read in ${Math.max(1, Math.ceil(count / pageSize))}+ requests`);
    return rows;
  }

  /**
   * The price history of the window: the newest valid_from up to today first
   * (one row; a later day is an error the pipeline reports, and must not
   * move the window past every real row), then every row still current or
   * ending after the window's first day.
   */
  async function readHistory(): Promise<unknown[]> {
    const table = 'price_history';
    const { data } = await request(table, 'finding the newest day', (signal) =>
      client
        .from(table)
        .select('valid_from')
        .lte('valid_from', today)
        .order('valid_from', { ascending: false })
        .limit(1)
        .retry(false)
        .abortSignal(signal),
    );
    if (!Array.isArray(data)) throw new PullError('the server returned no rows array', { kind: 'source', table });
    if (data.length === 0) {
      log(`${table}: empty, no price history yet`);
      return [];
    }
    const value = (data[0] as { valid_from?: unknown } | null)?.valid_from;
    const newest = isoDaySchema.safeParse(value);
    if (!newest.success) {
      throw new PullError(`the newest valid_from is not a day: ${JSON.stringify(value)}`, { kind: 'source', table });
    }
    const start = historyWindowStart(newest.data);
    log(`${table}: reading the days ${start} to ${newest.data}`);
    return readTable(table, { or: `valid_to.is.null,valid_to.gt.${start}` });
  }

  // Sequential on purpose: a failure in one table should not leave requests
  // for another running.
  const feedRows = await readTable('product_feed_static');
  const postRows = await readTable('blog_posts');
  const historyRows = await readHistory();
  // A database the shops migration has not reached yet answers 404: the
  // pull names the shops from their hosts (as before issue 36) rather than
  // fail the nightly build; any other failure fails it.
  const shopRows = await readTable('shops', { columns: SHOP_COLUMNS }, true);
  return { feedRows, postRows, historyRows, shopRows };
}
