/**
 * The one way a schema's complaint (a zod error) becomes words, for every
 * reader of untrusted JSON: the pull's rows, the data files, the pull
 * baseline, budgets.json. One format means one thing to learn when reading a
 * warning or an error, and one place that keeps untrusted text harmless.
 *
 * Written against the shape of an issue rather than zod's classes, so it
 * formats an error from `zod` and from `astro/zod` alike (the idea of
 * Starlight's utils/error-map.ts: name the path, say what was expected, show
 * what came instead).
 */

/** What this module needs of one zod issue. */
export interface SchemaIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly code?: string | undefined;
  /** The value that failed; zod 4 keeps it only when parsing with `reportInput`. */
  readonly input?: unknown;
  /** Of a wrong type: the type expected. */
  readonly expected?: unknown;
  /** Of a union: the issues of each alternative. */
  readonly errors?: unknown;
}

/** What this module needs of a zod error (or of a failed safeParse result's `error`). */
export interface SchemaErrorLike {
  readonly issues: readonly SchemaIssue[];
}

export interface SchemaErrorOptions {
  /**
   * What was checked, e.g. a file path or "budgets.json". With it the message
   * has a lead, "<source> does not match <schema>", followed by the issues.
   */
  readonly source?: string | undefined;
  /** The schema's name in the lead; "its schema" unless told. */
  readonly schema?: string | undefined;
  /** Label of an issue about the value as a whole (an empty path); "(root)" unless told. */
  readonly root?: string | undefined;
  /** Most issues listed; the rest are counted ("and 2 more"). Three unless told. */
  readonly maxIssues?: number | undefined;
  /** "line": issues joined by "; " (the lead ends with ": "); "lines": one indented issue per line. */
  readonly layout?: 'line' | 'lines' | undefined;
  /**
   * The value that was checked. Lets an issue show what it found at its
   * path ("(received "abc")") where zod's message does not already say it.
   */
  readonly input?: unknown;
}

export const DEFAULT_MAX_ISSUES = 3;

/** Longest preview of a received value, in characters (before quoting). */
const MAX_PREVIEW = 40;

/** "entries.0.at", as zod paths have always been shown in this project. */
export function formatIssuePath(path: readonly PropertyKey[], root = '(root)'): string {
  return path.length === 0
    ? root
    : path.map((key) => (typeof key === 'symbol' ? key.toString() : String(key))).join('.');
}

/** The value at `path` inside `value`, or undefined when there is none. */
function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    if (!Object.hasOwn(current, key)) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/**
 * Characters a terminal or a log viewer may act on, or that hide or reorder
 * text: C1 controls, zero-width and bidi marks, line and paragraph separators.
 * JSON.stringify already escapes C0 controls (ESC among them).
 */
const UNSAFE_CHARACTERS = /[\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

/** A short, quoted, inert preview of an untrusted primitive; null for values not worth showing. */
export function previewValue(value: unknown): string | null {
  let text: string;
  if (typeof value === 'string') {
    const cut = [...value];
    text = JSON.stringify(cut.length > MAX_PREVIEW ? `${cut.slice(0, MAX_PREVIEW).join('')}…` : value);
  } else if (typeof value === 'number' || typeof value === 'boolean' || value === null) {
    text = String(value);
  } else if (typeof value === 'bigint') {
    text = `${value}n`;
  } else {
    // Objects and arrays would be long and say little; undefined is "missing", which zod's message says.
    return null;
  }
  return text.replace(UNSAFE_CHARACTERS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * zod's message for a wrong type already names the type received; other
 * messages ("Invalid ISO datetime", "Too small: expected number to be >=0")
 * do not say what the value was.
 */
function receivedOf(issue: SchemaIssue, options: SchemaErrorOptions): string | null {
  if (issue.code === 'invalid_type' || issue.code === 'unrecognized_keys') return null;
  const value = 'input' in issue ? issue.input : valueAt(options.input, issue.path);
  const preview = previewValue(value);
  return preview === null ? null : `(received ${preview})`;
}

/**
 * zod says only "Invalid input" when no alternative of a union fits. When
 * each alternative is just a type (string | number), name them, as
 * Starlight's error map does.
 */
function messageOf(issue: SchemaIssue): string {
  if (issue.code !== 'invalid_union' || !Array.isArray(issue.errors) || issue.errors.length === 0) return issue.message;
  const expected: string[] = [];
  for (const branch of issue.errors as unknown[]) {
    const only = Array.isArray(branch) && branch.length === 1 ? (branch[0] as Partial<SchemaIssue>) : null;
    if (only?.code !== 'invalid_type' || only.path?.length !== 0 || typeof only.expected !== 'string') {
      return issue.message;
    }
    if (!expected.includes(only.expected)) expected.push(only.expected);
  }
  return `Invalid input: expected ${expected.join(' | ')}`;
}

/** One issue: "path: message", plus the received value where it helps. */
export function formatIssue(issue: SchemaIssue, options: SchemaErrorOptions = {}): string {
  const received = receivedOf(issue, options);
  const line = `${formatIssuePath(issue.path, options.root)}: ${messageOf(issue)}`;
  return received === null ? line : `${line} ${received}`;
}

/** The issues alone, without a lead: "a: …; b.0: …; and 2 more". */
export function formatSchemaIssues(issues: readonly SchemaIssue[], options: SchemaErrorOptions = {}): string {
  const max = Math.max(1, options.maxIssues ?? DEFAULT_MAX_ISSUES);
  const shown = issues.slice(0, max).map((issue) => formatIssue(issue, options));
  if (issues.length > max) shown.push(`and ${issues.length - max} more`);
  if (shown.length === 0) shown.push('(no details)');
  return options.layout === 'lines' ? shown.map((line) => `  ${line}`).join('\n') : shown.join('; ');
}

/**
 * A schema error as one message: with `source`, "<source> does not match
 * <schema>: a: …; b: …" (or the issues on their own lines with
 * `layout: 'lines'`); without, just the issues.
 */
export function formatSchemaError(error: SchemaErrorLike, options: SchemaErrorOptions = {}): string {
  const issues = formatSchemaIssues(error.issues, options);
  if (options.source === undefined) return issues;
  const lead = `${options.source} does not match ${options.schema ?? 'its schema'}`;
  return options.layout === 'lines' ? `${lead}:\n${issues}` : `${lead}: ${issues}`;
}
