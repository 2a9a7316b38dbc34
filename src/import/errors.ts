/**
 * Exit codes of `npm run import` (docs/feeds.md, "Exit codes"). Every
 * failure leaves the output folder, or the shop's rows in the database, as they were.
 */
export const IMPORT_EXIT = {
  ok: 0,
  /** Bad command-line arguments: a missing or unknown option; neither `--out` nor SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY. */
  usage: 2,
  /** The shop is not in `DIR/shops.json`, or that file is missing or not a list of shops. */
  shop: 3,
  /** The feed cannot be read or parsed at all: unreachable, not a known format, not well-formed, truncated, no items. */
  feed: 4,
  /** The output cannot be read or written: `DIR/product_feed_static.json` is not a JSON array of rows, or the disk or the database refused. */
  output: 5,
  /** An unexpected error: a bug in the import, never a verdict on the feed. */
  internal: 6,
  /** Writing to Supabase: the feed has fewer rows than the shrink guard allows (--max-drop); --force writes them. */
  guard: 7,
  /** `--all`: at least one shop's feed failed (each is named); the others were imported, the failed ones keep their rows. */
  partial: 8,
} as const;

export type ImportErrorKind = Exclude<keyof typeof IMPORT_EXIT, 'ok'>;
export type ImportExitCode = (typeof IMPORT_EXIT)[ImportErrorKind];

/**
 * A failure the import expects and explains, with its kind (and so its exit
 * code) and the error behind it as `cause`, so no caller reads them back out
 * of the message.
 */
export class ImportError extends Error {
  readonly kind: ImportErrorKind;
  readonly exitCode: ImportExitCode;

  constructor(message: string, options: ErrorOptions & { readonly kind: ImportErrorKind }) {
    const { kind, ...errorOptions } = options;
    super(message, errorOptions);
    this.name = 'ImportError';
    this.kind = kind;
    this.exitCode = IMPORT_EXIT[kind];
  }
}

/**
 * The feed is not well-formed where a format requires it: where it broke
 * (line and column when the parser knows them), apart from the message.
 */
export class FeedSyntaxError extends ImportError {
  readonly line: number | null;
  readonly column: number | null;

  constructor(detail: string, where: { line: number | null; column: number | null }, options: ErrorOptions = {}) {
    const at =
      where.line === null ? '' : ` at line ${where.line}${where.column === null ? '' : `, column ${where.column}`}`;
    super(`the feed is not well-formed${at}: ${detail}`, { ...options, kind: 'feed' });
    this.name = 'FeedSyntaxError';
    this.line = where.line;
    this.column = where.column;
  }
}

/** What the import prints and exits with for an error that ended it. */
export function importFailureOf(error: unknown): { readonly exitCode: ImportExitCode; readonly text: string } {
  if (error instanceof ImportError) return { exitCode: error.exitCode, text: `import failed: ${error.message}` };
  const message = error instanceof Error ? error.message : String(error);
  const detail = error instanceof Error ? (error.stack ?? message) : `thrown value: ${message}`;
  return {
    exitCode: IMPORT_EXIT.internal,
    text: `import failed with an unexpected error (exit ${IMPORT_EXIT.internal}, a bug in the import): ${message}\n${detail}`,
  };
}
