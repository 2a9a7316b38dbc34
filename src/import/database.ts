import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { z } from 'astro/zod';
import { ImportError } from './errors';
import { type ImportRow, ROW_COLUMNS } from './map-row';
import { type Shop, shopOfRows } from './shops';
import type { RowSpool } from './spool';

/**
 * Writing to Supabase (issue 36 §2): the shop from `public.shops`, then the
 * shop's rows replaced by one call of `public.replace_shop_rows`
 * (supabase/migrations/…_replace_shop_rows.sql), which runs in one
 * transaction: it writes all of them or nothing, only what changed, and
 * refuses a feed that shrank by more than `maxDrop` unless `force`. The
 * feed is read and mapped completely before this is called, so a feed
 * that fails never reaches the database.
 */

/** The share of a shop's rows a feed may lose before the import is refused without --force. */
export const DEFAULT_MAX_DROP = 0.5;

export interface SupabaseTarget {
  /** The project URL (SUPABASE_URL). */
  readonly url: string;
  /** The service-role key (SUPABASE_SERVICE_ROLE_KEY): the only role that may run the function. */
  readonly serviceKey: string;
  /** The share of the shop's current rows the feed may lose, 0 to 1. */
  readonly maxDrop: number;
  /** Replace the rows even when the feed shrank by more than maxDrop. */
  readonly force: boolean;
}

/** What the function did, as it answers. */
export const replaceResultSchema = z.object({
  shop: z.string(),
  before: z.number().int(),
  rows: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  deleted: z.number().int(),
  unchanged: z.number().int(),
});
export type ReplaceResult = z.infer<typeof replaceResultSchema>;

/** SQLSTATE of the function's shrink guard. */
const GUARD_CODE = 'VG001';

/** The JWT's role claim, read without verifying it (the server verifies): only to catch the wrong key early. */
function roleOfKey(key: string): string | null {
  const body = key.split('.')[1];
  if (body === undefined) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    return typeof claims === 'object' && claims !== null && 'role' in claims && typeof claims.role === 'string'
      ? claims.role
      : null;
  } catch {
    return null;
  }
}

/**
 * The target from the environment, or a usage error that says what is
 * missing. Only the service-role key is read: the anon key may not run the
 * function, and falling back to it would only fail later, less clearly.
 * The process environment only, never `.env` (which the pull reads), so the
 * service-role key is not kept beside the build's settings.
 */
export function supabaseTargetFromEnv(
  env: NodeJS.ProcessEnv,
  options: { readonly maxDrop: number; readonly force: boolean },
): SupabaseTarget {
  const url = env.SUPABASE_URL?.trim() ?? '';
  const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY?.trim() ?? '';
  const missing = [url === '' ? 'SUPABASE_URL' : null, serviceKey === '' ? 'SUPABASE_SERVICE_ROLE_KEY' : null].filter(
    (name) => name !== null,
  );
  if (missing.length > 0) {
    throw new ImportError(
      `writing to Supabase needs ${missing.join(' and ')} (the project URL and its service-role key; the anon key cannot write); or pass --out DIR to write files`,
      { kind: 'usage' },
    );
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch (error) {
    throw new ImportError(`SUPABASE_URL is not a URL: ${JSON.stringify(url)}`, { kind: 'usage', cause: error });
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new ImportError(`SUPABASE_URL must be an http(s) URL: ${JSON.stringify(url)}`, { kind: 'usage' });
  const role = roleOfKey(serviceKey);
  if (role !== null && role !== 'service_role') {
    throw new ImportError(
      `SUPABASE_SERVICE_ROLE_KEY is a key of the role ${role}, not service_role; use the project's service-role key`,
      { kind: 'usage' },
    );
  }
  return { url: parsed.href.replace(/\/$/u, ''), serviceKey, ...options };
}

/** A client with the service-role key that keeps no session: the import is one process, one job. */
export function clientOf(target: SupabaseTarget): SupabaseClient {
  return createClient(target.url, target.serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** The shop of `public.shops` one of whose hosts is `written`. */
export async function findShopInDatabase(target: SupabaseTarget, written: string): Promise<Shop> {
  const { data, error } = await clientOf(target)
    .from('shops')
    .select('slug, name, hosts, feed_format, active')
    .order('slug');
  if (error) {
    throw new ImportError(`cannot read public.shops from ${target.url}: ${error.message}`, {
      kind: 'shop',
      cause: error,
    });
  }
  return shopOfRows(data, written, 'public.shops');
}

/** The rows as the function takes them: every feed column, in the table's order. */
async function rowsOf(spool: RowSpool): Promise<ImportRow[]> {
  const rows: ImportRow[] = [];
  for await (const row of spool.sorted()) {
    const out: Partial<ImportRow> = {};
    for (const column of ROW_COLUMNS) out[column] = row[column];
    rows.push(out as ImportRow);
  }
  return rows;
}

/** Replaces the shop's rows in one transaction; throws, having changed nothing, when the database refuses. */
export async function replaceShopRows(target: SupabaseTarget, shop: Shop, spool: RowSpool): Promise<ReplaceResult> {
  const rows = await rowsOf(spool);
  const { data, error } = await clientOf(target).rpc('replace_shop_rows', {
    p_shop: shop.slug,
    p_rows: rows,
    p_max_drop: target.maxDrop,
    p_force: target.force,
  });
  if (error) {
    if (error.code === GUARD_CODE) {
      throw new ImportError(`${error.message} (--max-drop ${target.maxDrop}; --force replaces them all the same)`, {
        kind: 'guard',
        cause: error,
      });
    }
    const hint = error.hint ? ` (${error.hint})` : '';
    throw new ImportError(
      `the database refused the rows of ${shop.slug}; its rows are as they were: ${error.message}${hint}`,
      { kind: 'output', cause: error },
    );
  }
  const parsed = replaceResultSchema.safeParse(data);
  if (!parsed.success) {
    throw new ImportError(`replace_shop_rows answered ${JSON.stringify(data)}, not its counts`, { kind: 'internal' });
  }
  return parsed.data;
}
