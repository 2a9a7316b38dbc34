/** What every source hands the pipeline: raw rows of the tables. */
export interface SourceRows {
  readonly feedRows: readonly unknown[];
  readonly postRows: readonly unknown[];
  /** public.price_history within the window of src/pull/history-window.ts (the last 400 days). */
  readonly historyRows: readonly unknown[];
  /**
   * The public columns of every row of public.shops (issue 36), or null when the source has no shops
   * table or file (a database before the migration, an older sample folder): offers are then named from
   * their links' hosts, and the report says so.
   */
  readonly shopRows: readonly unknown[] | null;
}
