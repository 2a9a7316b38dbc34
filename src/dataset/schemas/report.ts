import { z } from 'astro/zod';

/** Counts for one table of one pull. */
export const tableReportSchema = z.object({
  /** Rows the source returned. */
  read: z.number().int().nonnegative(),
  /** Rows that became entries of the output. */
  kept: z.number().int().nonnegative(),
  /** Rows left out, per reason (reason → count). */
  skipped: z.record(z.string(), z.number().int().positive()),
});

/** The build report of `npm run pull`, written to src/data/report.json. */
export const pullReportSchema = z.object({
  /** Where the rows came from: sample, supabase (with host) or synthetic (with size). */
  source: z.object({ kind: z.enum(['sample', 'supabase', 'synthetic']), detail: z.string() }),
  /** Per table: rows read, kept and skipped (price_history: the rows of the window the pull reads). */
  tables: z.object({
    product_feed_static: tableReportSchema,
    blog_posts: tableReportSchema,
    price_history: tableReportSchema,
  }),
  /** Sizes of the derived lists. */
  derived: z.object({
    categories: z.number().int().nonnegative(),
    brands: z.number().int().nonnegative(),
    excluded_products: z.number().int().nonnegative(),
  }),
  /** One line per skipped row or repaired field, naming the table and row. */
  warnings: z.array(z.string()),
});

export type TableReport = z.infer<typeof tableReportSchema>;
export type PullReport = z.infer<typeof pullReportSchema>;
