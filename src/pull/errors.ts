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

const KIND_BY_CODE = new Map<number, PullErrorKind>(
  (Object.entries(EXIT) as [keyof typeof EXIT, number][])
    .filter((entry): entry is [PullErrorKind, number] => entry[0] !== 'ok')
    .map(([kind, code]) => [code, kind]),
);

/** A failure the pull expects and explains; `kind` names its exit code, `cause` keeps the error behind it. */
export class PullError extends Error {
  readonly kind: PullErrorKind;

  constructor(
    message: string,
    readonly exitCode: FailureCode,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'PullError';
    this.kind = KIND_BY_CODE.get(exitCode) ?? 'internal';
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
