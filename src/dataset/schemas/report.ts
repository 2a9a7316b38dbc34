import { z } from 'astro/zod';

/** Counts for one table of one pull. */
export const tableReportSchema = z.object({
  /** Rows the source returned. */
  read: z.number().int().nonnegative(),
  /** Rows that became entries of the output (feed rows: products). */
  kept: z.number().int().nonnegative(),
  /** Feed rows kept as another shop's offer of a product an earlier row started (issue 20); absent when none. */
  merged: z.number().int().positive().optional(),
  /** Rows left out, per reason (reason → count). */
  skipped: z.record(z.string(), z.number().int().positive()),
});

/** One row's normalisation time. */
export const rowTimeEntrySchema = z.object({
  /** The row, named as in the warnings ("product_feed_static row id=…, SKU …"). */
  row: z.string(),
  /** CPU time of the pull's thread while it normalised the row, in ms (the budget's measure). */
  cpu_ms: z.number().nonnegative(),
  /** Wall time, in ms: includes time other processes held the core. */
  wall_ms: z.number().nonnegative(),
});

/** Time the pull took per feed and post row (issue 19: a budget per row, reported). */
export const rowTimeSchema = z.object({
  /** The budget per row, in ms of CPU time. */
  budget_ms: z.number().positive(),
  /** Rows timed: every feed and post row read. */
  rows: z.number().int().nonnegative(),
  /** CPU time of all of them, in ms. */
  total_cpu_ms: z.number().nonnegative(),
  /** Rows over the budget on a second, warm run too (src/pull/row-timer.ts). */
  over_budget: z.number().int().nonnegative(),
  /**
   * Those rows, named (the pull prints each). Not in `warnings`, which depend
   * only on the rows; absent in reports written before issue 34.
   */
  over: z.array(rowTimeEntrySchema).optional(),
  /** The slowest rows, slowest first (at most 5). */
  slowest: z.array(rowTimeEntrySchema),
});

export type RowTime = z.infer<typeof rowTimeSchema>;

/** The build report of `npm run pull`, written to src/data/report.json. */
export const pullReportSchema = z.object({
  /** Where the rows came from: sample, supabase (with host) or synthetic (with size). */
  source: z.object({ kind: z.enum(['sample', 'supabase', 'synthetic']), detail: z.string() }),
  /** Per table: rows read, kept and skipped (price_history: the rows of the window the pull reads). */
  tables: z.object({
    product_feed_static: tableReportSchema,
    blog_posts: tableReportSchema,
    price_history: tableReportSchema,
    /** Rows of public.shops (issue 36); absent in reports written before it, and when the source has no shops table. */
    shops: tableReportSchema.optional(),
  }),
  /** Sizes of the derived lists. */
  derived: z.object({
    categories: z.number().int().nonnegative(),
    brands: z.number().int().nonnegative(),
    excluded_products: z.number().int().nonnegative(),
  }),
  /** Normalisation time per row; absent in reports written before issue 19. */
  row_time: rowTimeSchema.optional(),
  /** One line per skipped row or repaired field, naming the table and row. */
  warnings: z.array(z.string()),
});

export type TableReport = z.infer<typeof tableReportSchema>;
export type PullReport = z.infer<typeof pullReportSchema>;
