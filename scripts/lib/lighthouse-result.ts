/**
 * What a Lighthouse result (LHR) says about one template page: the four
 * category scores, CLS, TBT and simulated LCP, and every audit of those
 * categories that scores below 1, with its display value or explanation.
 * The result is validated on the way in (`parseLhr`), so a changed
 * Lighthouse fails with the field that moved instead of a wrong verdict.
 */
import { z } from 'astro/zod';
import { formatSchemaError } from '../../src/shared/schema-errors';
import type { TemplatePage } from './template-pages';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof CATEGORIES)[number];

// Loose objects: the slice this module reads is checked, the rest of the
// report (hundreds of fields) is kept as it is for Lighthouse's own median.
const auditSchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  score: z.number().nullable(),
  scoreDisplayMode: z.string(),
  numericValue: z.number().optional(),
  displayValue: z.string().optional(),
  explanation: z.string().optional(),
  errorMessage: z.string().optional(),
  details: z.unknown().optional(),
});

const categorySchema = z.looseObject({
  score: z.number().nullable(),
  auditRefs: z.array(z.looseObject({ id: z.string(), weight: z.number() })),
});

export const lhrSchema = z.looseObject({
  finalDisplayedUrl: z.string().optional(),
  runtimeError: z.looseObject({ code: z.string(), message: z.string() }).optional(),
  runWarnings: z.array(z.string()).optional(),
  environment: z.looseObject({ benchmarkIndex: z.number().optional() }).optional(),
  categories: z.record(z.string(), categorySchema),
  audits: z.record(z.string(), auditSchema),
});

/** The slice of a Lighthouse result this project reads. */
export type Lhr = z.infer<typeof lhrSchema>;

/** A Lighthouse result without the fields this project reads; `cause` is zod's error. */
export class LhrFormatError extends Error {
  override readonly name = 'LhrFormatError';
}

/** Checks a Lighthouse result (the `lhr` of a run, or a parsed JSON report). */
export function parseLhr(value: unknown, source = 'Lighthouse result'): Lhr {
  const result = lhrSchema.safeParse(value);
  if (!result.success) {
    const message = formatSchemaError(result.error, {
      source,
      schema: 'the slice of a Lighthouse result this script reads',
      layout: 'lines',
      input: value,
    });
    throw new LhrFormatError(message, { cause: result.error });
  }
  return result.data;
}

export interface AuditFinding {
  readonly category: CategoryId;
  readonly id: string;
  readonly title: string;
  readonly score: number | null;
  /** Weight in its category; 0 = shown by Lighthouse but without effect on the score. */
  readonly weight: number;
  readonly detail: string;
}

export interface PageResult {
  readonly template: TemplatePage;
  readonly scores: Readonly<Record<CategoryId, number | null>>;
  readonly cls: number | null;
  readonly tbtMs: number | null;
  readonly lcpMs: number | null;
  readonly findings: readonly AuditFinding[];
  readonly runtimeError: string | null;
  readonly warnings: readonly string[];
  /** Lighthouse's CPU benchmark of this machine during the run (higher = faster); simulated CPU time scales with it. */
  readonly benchmarkIndex: number | null;
}

/** axe's "Fix any of the following:\n  reason\n  reason" → "reason; reason". */
function axeReason(explanation: string): string {
  const lines = explanation
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !/^Fix (any|all) of the following:?$/.test(line));
  return lines.join('; ') || explanation.trim();
}

/** Items of an audit's details table, as short text (selector, URL or node label). */
function detailItems(details: unknown, limit = 4): string[] {
  if (typeof details !== 'object' || details === null) return [];
  const items = (details as { items?: unknown }).items;
  if (!Array.isArray(items)) return [];
  const out: string[] = [];
  for (const item of items) {
    if (typeof item !== 'object' || item === null) continue;
    const record = item as Record<string, unknown>;
    const node = record.node as { selector?: string; snippet?: string; explanation?: string } | undefined;
    const text =
      (node?.selector ? `${node.selector}${node.explanation ? ` (${axeReason(node.explanation)})` : ''}` : '') ||
      (typeof record.url === 'string' ? record.url : '') ||
      (typeof record.source === 'string' ? record.source : '') ||
      (typeof record.label === 'string' ? record.label : '');
    if (text) out.push(text);
    if (out.length >= limit) break;
  }
  return out;
}

/** What a Lighthouse result says about one template (pure). */
export function summarise(template: TemplatePage, lhr: Lhr): PageResult {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, score === null || score === undefined ? null : Math.round(score * 100)];
    }),
  ) as Record<CategoryId, number | null>;
  const metric = (id: string): number | null => lhr.audits[id]?.numericValue ?? null;
  const findings: AuditFinding[] = [];
  const seen = new Set<string>();
  // A failed run marks every audit as an error: report the cause once instead.
  for (const category of lhr.runtimeError ? [] : CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || seen.has(`${category}:${ref.id}`)) continue;
      const failing =
        audit.scoreDisplayMode === 'error' ||
        (audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative');
      if (!failing) continue;
      seen.add(`${category}:${ref.id}`);
      const items = detailItems(audit.details);
      const detail = [audit.displayValue, audit.explanation, audit.errorMessage, items.length ? items.join('; ') : '']
        .filter((part): part is string => Boolean(part))
        .join(' | ');
      findings.push({ category, id: audit.id, title: audit.title, score: audit.score, weight: ref.weight, detail });
    }
  }
  return {
    template,
    scores,
    cls: metric('cumulative-layout-shift'),
    tbtMs: metric('total-blocking-time'),
    lcpMs: metric('largest-contentful-paint'),
    findings,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    warnings: lhr.runWarnings ?? [],
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}
