/**
 * `npm run bench -- --rows`: the per-row time budget (issue 19) judged where
 * speed goals belong, in a benchmark (issue 34), not in a test. The pull's
 * pipeline runs over the embedded sample rows plus the hostile fixture's
 * (tests/fixtures/hostile.ts: the rows that once took seconds) several
 * times in this process; the first run is cold, as a nightly pull is, and
 * each reports its row times as the build report does (src/pull/row-timer.ts:
 * a row over the budget is timed again, warm, and the faster run counts).
 */
import type { RowTime } from '../../src/dataset/schemas/report';
import { runPipeline } from '../../src/pull/pipeline';
import { DEFAULT_SAMPLE_DIR, readSampleRows } from '../../src/pull/source-sample';
import { withHostileRows } from '../../tests/fixtures/hostile';

/** Row times of `runs` pipeline runs over the sample and hostile rows, the first one cold. */
export async function benchRows(runs: number): Promise<RowTime[]> {
  const rows = withHostileRows(await readSampleRows(DEFAULT_SAMPLE_DIR));
  const times: RowTime[] = [];
  for (let run = 0; run < runs; run += 1) {
    const { report } = runPipeline({
      ...rows,
      ownHosts: new Set(['www.vinkylguiden.se', 'vinkylguiden.se']),
      source: { kind: 'sample', detail: 'bench: sample and hostile rows' },
    });
    if (!report.row_time) throw new Error('bench: the pull reported no row times');
    times.push(report.row_time);
  }
  return times;
}

/** What the bench prints: a line per run, the rows over the budget, and one machine-readable line. */
export function rowBenchReport(times: readonly RowTime[]): { lines: string[]; withinBudget: boolean } {
  const lines: string[] = [];
  for (const [run, time] of times.entries()) {
    const slowest = time.slowest[0];
    lines.push(
      `rows run ${run + 1}/${times.length}${run === 0 ? ' (cold)' : ''}: ${time.rows} rows in ${time.total_cpu_ms} ms CPU; ` +
        `slowest ${slowest ? `${slowest.cpu_ms} ms (${slowest.row})` : '-'}; ${time.over_budget} over ${time.budget_ms} ms`,
    );
    for (const over of time.over ?? []) lines.push(`  over the budget: ${over.cpu_ms} ms, ${over.row}`);
  }
  const slowestMs = Math.max(0, ...times.map((time) => time.slowest[0]?.cpu_ms ?? 0));
  const over = Math.max(0, ...times.map((time) => time.over_budget));
  const budget = times[0]?.budget_ms ?? 0;
  lines.push(
    `bench-rows: runs=${times.length} rows=${times[0]?.rows ?? 0} slowest_ms=${slowestMs} budget_ms=${budget} over_budget=${over}`,
  );
  return { lines, withinBudget: times.length > 0 && over === 0 };
}
