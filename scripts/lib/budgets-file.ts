/**
 * budgets.json: the page-weight budgets per template and site-wide, and the
 * Lighthouse targets with their allowlist. Budgets are in bytes; the issue's
 * "KB" are KiB (30 KB = 30720 B).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'astro/zod';
import { PAGE_KINDS, type PageKind } from '../../src/routing/routes';
import { formatSchemaError } from '../../src/shared/schema-errors';
import { ROOT } from './repo';

export const DEFAULT_BUDGETS = path.join(ROOT, 'budgets.json');

const bytes = z.number().int().nonnegative();

const templateBudgetSchema = z.strictObject({
  /** HTML of one page, gzip. */
  htmlGzipBytes: bytes,
  /** Stylesheets the page links plus its inline `<style>`, gzip. */
  cssGzipBytes: bytes,
  /** JavaScript fetched and run at page load on a desktop-sized screen, gzip. */
  jsLoadGzipBytes: bytes,
  /** JavaScript that only screens matching a client:media query load, gzip. */
  jsMobileGzipBytes: bytes,
  /** JavaScript of client:visible islands, gzip. */
  jsScrollGzipBytes: bytes,
  /** JavaScript loaded by dynamic import() on interaction, gzip. */
  jsInteractionGzipBytes: bytes,
});
export type TemplateBudget = z.infer<typeof templateBudgetSchema>;

const allowSchema = z.strictObject({
  /** Lighthouse audit id, e.g. `modern-http-insight`. */
  audit: z.string().min(1),
  /** Template ids the entry covers; absent = every template. */
  templates: z.array(z.string().min(1)).optional(),
  /** Why the audit cannot pass on this setup: required, at least a sentence. */
  reason: z.string().min(20),
});
export type LighthouseAllow = z.infer<typeof allowSchema>;

/** Limits of one audited page that differ from the site's, with the reason; an absent limit is the site's. */
const lighthouseTemplateSchema = z.strictObject({
  minScore: z.number().min(0).max(100).optional(),
  maxCls: z.number().nonnegative().optional(),
  maxTbtMs: z.number().nonnegative().optional(),
  maxLcpMs: z.number().positive().optional(),
  /** Why this page cannot meet the site's limits: required, at least a sentence. */
  reason: z.string().min(20),
});

export const budgetsSchema = z.strictObject({
  site: z.strictObject({
    /** Every dist/_astro/*.css summed, gzip. */
    cssGzipBytes: bytes,
    /** All JavaScript (any timing) of a page without any island, gzip: 0 = such pages ship none. */
    jsWithoutIslandsGzipBytes: bytes,
  }),
  templates: z.strictObject(
    Object.fromEntries(PAGE_KINDS.map((kind) => [kind, templateBudgetSchema])) as Record<
      PageKind,
      typeof templateBudgetSchema
    >,
  ),
  lighthouse: z.strictObject({
    minScore: z.number().min(0).max(100),
    maxCls: z.number().nonnegative(),
    maxTbtMs: z.number().nonnegative(),
    maxLcpMs: z.number().positive(),
    allow: z.array(allowSchema),
    /** Per audited template id (scripts/lib/template-pages.ts): its own limits, where the site's cannot hold. */
    templates: z.record(z.string().min(1), lighthouseTemplateSchema).optional(),
  }),
});
export type Budgets = z.infer<typeof budgetsSchema>;

/** budgets.json cannot be read, is not JSON or does not match the schema; `cause` holds the underlying error. */
export class BudgetsFileError extends Error {
  override readonly name = 'BudgetsFileError';
}

/** Parses and validates the text of a budgets file; `source` names it in errors. */
export function parseBudgets(json: string, source = 'budgets.json'): Budgets {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw new BudgetsFileError(`${source} is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
  const result = budgetsSchema.safeParse(value);
  if (!result.success) {
    // Every issue, one per line: the file is edited by hand, and each fix is one line of it.
    const message = formatSchemaError(result.error, {
      source,
      schema: 'the budget schema',
      layout: 'lines',
      maxIssues: result.error.issues.length,
      input: value,
    });
    throw new BudgetsFileError(message, { cause: result.error });
  }
  return result.data;
}

export function loadBudgets(file = DEFAULT_BUDGETS): Budgets {
  const source = path.relative(process.cwd(), file) || file;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new BudgetsFileError(`${source} cannot be read: ${(error as Error).message}`, { cause: error });
  }
  return parseBudgets(text, source);
}
