import type { PullReport } from '../dataset/schemas/report';
import { overBudgetLines } from './row-timer';

const MAX_WARNINGS_SHOWN = 30;

/** The build report as a short table for the terminal. */
export function formatReport(report: PullReport, reportPath: string): string {
  const lines: string[] = [];
  const source =
    report.source.kind === 'sample'
      ? `embedded sample data (${report.source.detail})`
      : `${report.source.kind} (${report.source.detail})`;
  lines.push(`Pull report: ${source}`);
  const header = ['table', 'read', 'kept', 'skipped'];
  const rows: string[][] = [];
  for (const [table, counts] of Object.entries(report.tables)) {
    // shops is absent when the source has no shops table.
    if (!counts) continue;
    const skipped = Object.values(counts.skipped).reduce((a, b) => a + b, 0);
    rows.push([table, String(counts.read), String(counts.kept), String(skipped)]);
    for (const [reason, count] of Object.entries(counts.skipped)) rows.push([`  ${reason}`, '', '', String(count)]);
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const format = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  lines.push(format(header), ...rows.map(format));
  const { categories, brands, excluded_products } = report.derived;
  lines.push(`derived: ${categories} categories, ${brands} brands, ${excluded_products} excluded product(s)`);
  const time = report.row_time;
  if (time) {
    const slowest = time.slowest[0];
    lines.push(
      `row time: ${time.rows} rows in ${time.total_cpu_ms} ms CPU; slowest ${slowest ? `${slowest.cpu_ms} ms (${slowest.row})` : '-'}; budget ${time.budget_ms} ms a row, ${time.over_budget} over`,
    );
    for (const line of overBudgetLines(time)) lines.push(`  slow: ${line}`);
  }
  if (report.warnings.length > 0) {
    const shown = report.warnings.slice(0, MAX_WARNINGS_SHOWN);
    lines.push(
      `warnings: ${report.warnings.length}${report.warnings.length > shown.length ? ` (first ${shown.length} shown)` : ''}; all in ${reportPath}`,
    );
    for (const warning of shown) lines.push(`  warn: ${warning}`);
  }
  return lines.join('\n');
}
