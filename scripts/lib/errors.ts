/** Exit codes of `npm run pull`, so CI and tests can tell failures apart. */
export const EXIT = {
  ok: 0,
  /** Bad command-line arguments or environment (e.g. URL without key). */
  usage: 2,
  /** The data source failed: unreachable, refused, timed out, bad answer. */
  source: 3,
  /** The guard refused to replace a good output (product count fell too far). */
  guard: 4,
  /** Writing the output failed. */
  output: 5,
} as const;

export class PullError extends Error {
  constructor(
    message: string,
    readonly exitCode: (typeof EXIT)[keyof typeof EXIT],
  ) {
    super(message);
    this.name = 'PullError';
  }
}
