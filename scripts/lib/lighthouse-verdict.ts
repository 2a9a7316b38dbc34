/**
 * Whether a Lighthouse result meets budgets.json `lighthouse` (pure): scores
 * at least `minScore`, CLS, TBT and LCP within their limits (a template's
 * own where `templates` gives them, with a reason), unless every audit
 * responsible is allowlisted with a reason.
 */
import type { Budgets, LighthouseAllow } from './budgets-file';
import { CATEGORIES, type PageResult } from './lighthouse-result';

/** Lighthouse's CPU benchmark below this: the host is busy and CPU-bound metrics are inflated. */
export const BUSY_BENCHMARK_INDEX = 1000;

/** The allowlist entry that excuses `auditId` on template `templateId`, if any. */
export function allowEntryFor(
  allow: readonly LighthouseAllow[],
  templateId: string,
  auditId: string,
): LighthouseAllow | undefined {
  return allow.find(
    (entry) => entry.audit === auditId && (entry.templates === undefined || entry.templates.includes(templateId)),
  );
}

export interface Failure {
  readonly template: string;
  readonly message: string;
}

/**
 * Failures of one page against the Lighthouse limits (pure). A score below
 * the minimum is excused only when every audit that costs points in that
 * category (weight > 0, score < 1) is allowlisted for the template; a metric
 * over its limit only when its audit is allowlisted.
 */
export function judge(result: PageResult, site: Budgets['lighthouse']): Failure[] {
  const id = result.template.id;
  const own = site.templates?.[id];
  const limits = {
    allow: site.allow,
    minScore: own?.minScore ?? site.minScore,
    maxCls: own?.maxCls ?? site.maxCls,
    maxTbtMs: own?.maxTbtMs ?? site.maxTbtMs,
    maxLcpMs: own?.maxLcpMs ?? site.maxLcpMs,
  };
  const failures: Failure[] = [];
  if (result.runtimeError) return [{ template: id, message: `Lighthouse failed: ${result.runtimeError}` }];
  for (const category of CATEGORIES) {
    const score = result.scores[category];
    if (score === null) {
      failures.push({ template: id, message: `${category}: no score` });
      continue;
    }
    if (score >= limits.minScore) continue;
    const culprits = result.findings.filter((finding) => finding.category === category && finding.weight > 0);
    const open = culprits.filter((finding) => !allowEntryFor(limits.allow, id, finding.id));
    if (open.length > 0 || culprits.length === 0) {
      failures.push({
        template: id,
        message: `${category} ${score} < ${limits.minScore}${open.length ? `: ${open.map((finding) => finding.id).join(', ')}` : ''}`,
      });
    }
  }
  const metrics: readonly [string, number | null, number, string][] = [
    ['cumulative-layout-shift', result.cls, limits.maxCls, 'CLS'],
    ['total-blocking-time', result.tbtMs, limits.maxTbtMs, 'TBT ms'],
    ['largest-contentful-paint', result.lcpMs, limits.maxLcpMs, 'LCP ms'],
  ];
  for (const [auditId, value, limit, label] of metrics) {
    if (value === null) failures.push({ template: id, message: `${label}: not measured` });
    else if (value > limit && !allowEntryFor(limits.allow, id, auditId)) {
      failures.push({ template: id, message: `${label} ${formatMetric(value)} > ${limit}` });
    }
  }
  return failures;
}

/** A metric for messages: three decimals at most below 10 (CLS), whole numbers above (milliseconds). */
export function formatMetric(value: number): string {
  return value < 10 ? value.toFixed(3).replace(/\.?0+$/, '') || '0' : String(Math.round(value));
}

/** Allowlist entries whose audit failed on no page: candidates for removal. */
export function unusedAllowEntries(
  results: readonly PageResult[],
  allow: readonly LighthouseAllow[],
): LighthouseAllow[] {
  const used = new Set(results.flatMap((result) => result.findings.map((finding) => finding.id)));
  return allow.filter((entry) => !used.has(entry.audit));
}

/** Results measured while the machine was busy (CPU benchmark below `threshold`): their TBT and LCP are inflated. */
export function busyResults(results: readonly PageResult[], threshold = BUSY_BENCHMARK_INDEX): PageResult[] {
  return results.filter((result) => result.benchmarkIndex !== null && result.benchmarkIndex < threshold);
}
