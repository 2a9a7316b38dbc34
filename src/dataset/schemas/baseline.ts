import { z } from 'astro/zod';
import { formatSchemaIssues } from '../../shared/schema-errors';
import { pullReportSchema } from './report';

/** Format version of pull-baseline.json; a pull treats any other version as no baseline. */
export const BASELINE_VERSION = 1;

/**
 * Most entries a baseline keeps. Far above one pull a night plus the
 * editors' builds for 30 days; the pull thins the list before it reaches
 * this (src/pull/baseline.ts), so the cap only bounds a hostile file.
 */
export const BASELINE_MAX_ENTRIES = 500;

/**
 * The pull guard's memory (docs/pull-guard.md): the counts of the recent
 * successful pulls of one source. Every pull writes the next one into its
 * output folder (src/data/pull-baseline.json) and the site publishes it at
 * /pull-baseline.json, where the next build of any path reads it back.
 */
export const pullBaselineSchema = z.object({
  /** Format version, BASELINE_VERSION. */
  version: z.literal(BASELINE_VERSION),
  /** The source the counts belong to, as in report.json: a baseline of another source is not comparable. */
  source: pullReportSchema.shape.source,
  /** One entry per successful pull within the window, oldest first. */
  entries: z
    .array(
      z.object({
        /** When the pull ran, ISO 8601 in UTC. */
        at: z.iso.datetime(),
        /** Products the pull kept (report.json: tables.product_feed_static.kept). */
        products: z.number().int().nonnegative(),
        /** Published posts the pull kept (report.json: tables.blog_posts.kept). */
        posts: z.number().int().nonnegative(),
      }),
    )
    .min(1)
    .max(BASELINE_MAX_ENTRIES),
});

export type PullBaseline = z.infer<typeof pullBaselineSchema>;
export type BaselineEntry = PullBaseline['entries'][number];

export type ParsedBaseline =
  | { readonly ok: true; readonly baseline: PullBaseline }
  | { readonly ok: false; readonly problem: string };

/** Parses the text of a pull-baseline.json; says what is wrong (a predicate: "is not valid JSON …") instead of throwing. */
export function parseBaseline(text: string): ParsedBaseline {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: `is not valid JSON (${(error as Error).message})` };
  }
  const parsed = pullBaselineSchema.safeParse(json);
  if (parsed.success) return { ok: true, baseline: parsed.data };
  const issues = formatSchemaIssues(parsed.error.issues, { root: '(document)', input: json });
  return { ok: false, problem: `does not match the baseline schema (${issues})` };
}
