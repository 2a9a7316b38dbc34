import { isoDaySchema } from '../dataset/schemas/price-history';

/**
 * Which price history the pull reads: the last 400 days, counted back from
 * the newest day the history holds (its newest valid_from up to today; a
 * later day is an error the pipeline reports, and must not move the window
 * past every real row), never from the clock otherwise, so the same table
 * gives the same rows whenever the pull runs and every source reads the
 * same window. A row counts when any of its days
 * [valid_from, valid_to) falls in the window: a price set long ago and still
 * current is read, so the first day of the window has a known price.
 *
 * The Supabase source asks the server for exactly these rows; the sample
 * source filters its file with {@link withinHistoryWindow}.
 */

/** Today's date in Sweden, YYYY-MM-DD: the day the database's nightly recorder writes, and the last day history may hold. */
export function swedishToday(now = new Date()): string {
  // sv-SE formats a date as YYYY-MM-DD.
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(now);
}

/** Days of history the pull reads (the chart shows 180, the 30-day rule needs 30 more; the rest is margin). */
export const HISTORY_DAYS = 400;

/** The first day of the window that ends on `newest` (YYYY-MM-DD), `days` days long. */
export function historyWindowStart(newest: string, days = HISTORY_DAYS): string {
  const time = Date.parse(`${newest}T00:00:00Z`);
  if (Number.isNaN(time)) throw new Error(`not a day: ${JSON.stringify(newest)}`);
  return new Date(time - (days - 1) * 86_400_000).toISOString().slice(0, 10);
}

function dayOf(value: unknown): string | null {
  const parsed = isoDaySchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The rows of the window, in their order. Rows are untrusted: one whose
 * dates cannot be read stays in, so the pipeline reports it rather than the
 * window hiding it.
 */
export function withinHistoryWindow(rows: readonly unknown[], today: string, days = HISTORY_DAYS): unknown[] {
  let newest: string | null = null;
  for (const row of rows) {
    const from = dayOf((row as { valid_from?: unknown } | null)?.valid_from);
    if (from !== null && from <= today && (newest === null || from > newest)) newest = from;
  }
  if (newest === null) return [...rows];
  const start = historyWindowStart(newest, days);
  return rows.filter((row) => {
    const to = dayOf((row as { valid_to?: unknown } | null)?.valid_to);
    return to === null || to > start;
  });
}
