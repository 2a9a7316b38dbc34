/**
 * Exit codes of `npm run pull`, so CI and tests can tell failures apart.
 * Every code the pull can exit with is here (README, "Exit codes").
 */
export const EXIT = {
  ok: 0,
  /** Bad command-line arguments or environment (e.g. URL without key). */
  usage: 2,
  /** The data source failed: unreachable, refused, timed out, bad answer. */
  source: 3,
  /** The guard refused: too few products or posts, or no usable baseline (docs/pull-guard.md). */
  guard: 4,
  /** Writing the output failed. */
  output: 5,
  /** An unexpected error: a bug in the pull, never a verdict on the data. */
  internal: 6,
} as const;

export type PullErrorKind = Exclude<keyof typeof EXIT, 'ok'>;
export type FailureCode = (typeof EXIT)[PullErrorKind];

/** The tables the pull reads; a failure that concerns one of them names it. */
export type PullTable = 'product_feed_static' | 'blog_posts' | 'price_history' | 'shops';

export interface PullErrorOptions extends ErrorOptions {
  /** What failed, and so the exit code (EXIT). */
  readonly kind: PullErrorKind;
  /** The table the failure concerns, when it concerns one; the message then begins with its name. */
  readonly table?: PullTable | undefined;
}

/**
 * A failure the pull expects and explains. It keeps its parts apart rather
 * than only in the message: `kind` (and so `exitCode`), the `table` it
 * concerns, `detail` (the message without the table) and `cause`, the
 * error behind it, so that no caller reads any of them back out of text.
 */
export class PullError extends Error {
  readonly kind: PullErrorKind;
  readonly exitCode: FailureCode;
  readonly table: PullTable | null;
  readonly detail: string;

  constructor(detail: string, options: PullErrorOptions) {
    const { kind, table, ...errorOptions } = options;
    super(table ? `${table}: ${detail}` : detail, errorOptions);
    this.name = 'PullError';
    this.kind = kind;
    this.exitCode = EXIT[kind];
    this.table = table ?? null;
    this.detail = detail;
  }
}

/** What the pull prints and exits with for an error that ended it. */
export interface Failure {
  readonly exitCode: FailureCode;
  readonly text: string;
}

/**
 * Maps anything thrown to a documented exit code: a PullError to its own,
 * everything else to EXIT.internal with its message and stack, since it is
 * a bug in the pull rather than something the data or the setup did.
 */
export function failureOf(error: unknown): Failure {
  if (error instanceof PullError) return { exitCode: error.exitCode, text: `pull failed: ${error.message}` };
  const detail =
    error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : `thrown value: ${String(error)}`;
  const message = error instanceof Error ? error.message : String(error);
  return {
    exitCode: EXIT.internal,
    text: `pull failed with an unexpected error (exit ${EXIT.internal}, a bug in the pull): ${message}\n${detail}`,
  };
}
