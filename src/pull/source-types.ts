/** What every source hands the pipeline: raw rows of the three tables. */
export interface SourceRows {
  readonly feedRows: readonly unknown[];
  readonly postRows: readonly unknown[];
  /** public.price_history within the window of src/pull/history-window.ts (the last 400 days). */
  readonly historyRows: readonly unknown[];
}
