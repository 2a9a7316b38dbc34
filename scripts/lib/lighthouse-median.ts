/**
 * The run to report when a page is measured several times: Lighthouse's own
 * median run (closest to the median FCP and TTI, lighthouse/core/lib/median-run.js)
 * among the runs that produced those metrics; a failed run never wins over
 * a valid one.
 */
import type { Lhr } from './lighthouse-result';

export async function medianRun<T extends { readonly lhr: Lhr }>(runs: readonly T[]): Promise<T | undefined> {
  if (runs.length <= 1) return runs[0];
  // Imported on use: the rest of the Lighthouse modules load without Lighthouse.
  const { computeMedianRun, filterToValidRuns } = await import('lighthouse/core/lib/median-run.js');
  // Lighthouse's functions are typed for its full result; they read only audits' numericValue, which Lhr keeps.
  type Results = Parameters<typeof computeMedianRun>[0];
  const valid = filterToValidRuns(runs.map((run) => run.lhr) as unknown as Results);
  if (valid.length === 0) return runs[0];
  const median: unknown = computeMedianRun(valid);
  return runs.find((run) => run.lhr === median) ?? runs[0];
}
