/** What every source hands the pipeline: raw rows of the two tables. */
export interface SourceRows {
  readonly feedRows: readonly unknown[];
  readonly postRows: readonly unknown[];
}
