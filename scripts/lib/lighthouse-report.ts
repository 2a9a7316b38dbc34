/** What `npm run lighthouse` prints about its results (pure). */
import type { Budgets, LighthouseAllow } from './budgets-file';
import type { PageResult } from './lighthouse-result';
import { allowEntryFor, type Failure, formatMetric } from './lighthouse-verdict';
import { formatTable } from './text-table';

/** One row per template: the four scores, CLS, TBT, simulated LCP and the CPU benchmark. */
export function resultTable(results: readonly PageResult[]): string {
  const score = (value: number | null) => (value === null ? '-' : String(value));
  return formatTable(
    ['template', 'page', 'perf', 'a11y', 'best-pr', 'seo', 'CLS', 'TBT ms', 'LCP s', 'CPU index'],
    results.map((result) => [
      result.template.label,
      result.template.path,
      score(result.scores.performance),
      score(result.scores.accessibility),
      score(result.scores['best-practices']),
      score(result.scores.seo),
      result.cls === null ? '-' : formatMetric(result.cls),
      result.tbtMs === null ? '-' : String(Math.round(result.tbtMs)),
      result.lcpMs === null ? '-' : (result.lcpMs / 1000).toFixed(2),
      result.benchmarkIndex === null ? '-' : String(Math.round(result.benchmarkIndex)),
    ]),
  );
}

/** Per page, every audit below 1 (allowlisted ones with their reason) and Lighthouse's warnings. */
export function findingsReport(results: readonly PageResult[], allow: readonly LighthouseAllow[]): string {
  const lines: string[] = [];
  for (const result of results) {
    if (result.findings.length === 0 && result.warnings.length === 0) continue;
    lines.push(`${result.template.label} (${result.template.path}):`);
    for (const finding of result.findings) {
      const score = finding.score === null ? 'error' : finding.score.toFixed(2);
      const weight = finding.weight > 0 ? `weight ${finding.weight}` : 'weight 0, no effect on the score';
      const allowEntry = allowEntryFor(allow, result.template.id, finding.id);
      lines.push(
        `  - [${finding.category}] ${finding.id} (score ${score}, ${weight})${allowEntry ? ' ALLOWED' : ''}: ${finding.title}` +
          (finding.detail ? `\n      ${finding.detail}` : '') +
          (allowEntry ? `\n      allowed because: ${allowEntry.reason}` : ''),
      );
    }
    for (const warning of result.warnings) lines.push(`  ! warning: ${warning}`);
  }
  return lines.length > 0 ? lines.join('\n') : 'No audit below 1 in any category.';
}

/** A note per allowlist entry that matched no failing audit. */
export function unusedAllowNotes(unused: readonly LighthouseAllow[]): string[] {
  return unused.map((entry) => `note: allowlist entry ${entry.audit} matched no failing audit; remove it?`);
}

/** The warning for results measured on a busy machine, or null when there are none. */
export function busyWarning(busy: readonly PageResult[], threshold: number): string | null {
  if (busy.length === 0) return null;
  return (
    `warning: the CPU index was below ${threshold} for ${busy.map((result) => result.template.id).join(', ')}: ` +
    'the machine was busy (or slow), and simulated TBT and LCP grow with observed CPU time. ' +
    'Rerun on an idle machine (this 2-core machine measures about 1600 when idle) before trusting those numbers.'
  );
}

/** The failures against the targets, with the targets themselves. */
export function failuresReport(failures: readonly Failure[], limits: Budgets['lighthouse']): string {
  return (
    `LIGHTHOUSE BELOW TARGET (scores ≥ ${limits.minScore}, CLS ≤ ${limits.maxCls}, ` +
    `TBT ≤ ${limits.maxTbtMs} ms, LCP ≤ ${limits.maxLcpMs} ms):\n` +
    failures.map((failure) => `  ✗ [${failure.template}] ${failure.message}`).join('\n')
  );
}
