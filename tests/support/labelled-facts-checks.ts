/**
 * Checks of a labelled product-fact set itself (never the reader), shared by
 * the tests of each set (tests/unit/labelled-facts-*-set.test.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ENERGY_CLASSES, INSTALLATION_TYPES } from '../../src/shared/product-facts';
import { EXPECTED_FIELDS, type ExpectedFacts, type LabelledRow } from '../fixtures/labelled-facts';

const root = path.resolve(import.meta.dirname, '../..');

/** At most one decimal (sizes are labelled to the tenth of a centimetre). */
export const oneDecimal = (value: number): boolean => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;

/** Every row whose numeric field is not null and fails the check, for a readable failure. */
export function offenders(
  rows: readonly LabelledRow[],
  fields: readonly (keyof ExpectedFacts)[],
  ok: (value: number) => boolean,
): string[] {
  const bad: string[] = [];
  for (const row of rows) {
    for (const field of fields) {
      const value = row.expected[field];
      if (value !== null && (typeof value !== 'number' || !ok(value))) bad.push(`${row.name}: ${field} = ${value}`);
    }
  }
  return bad;
}

/** Values that occur more than once. */
export function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) twice.add(value);
    seen.add(value);
  }
  return [...twice];
}

/** Rows that do not label exactly the thirteen fields, each with a value or null. */
export function unlabelled(rows: readonly LabelledRow[]): string[] {
  const fields = [...EXPECTED_FIELDS].sort().join();
  return rows
    .filter(
      (row) =>
        Object.keys(row.expected).sort().join() !== fields ||
        EXPECTED_FIELDS.some((field) => row.expected[field] === undefined),
    )
    .map((row) => row.name);
}

/** Rows whose installation or energy class is outside the closed value sets. */
export function outsideValueSets(rows: readonly LabelledRow[]): string[] {
  const installations: readonly unknown[] = INSTALLATION_TYPES;
  const classes: readonly unknown[] = ENERGY_CLASSES;
  return rows
    .filter(
      (row) =>
        (row.expected.installation !== null && !installations.includes(row.expected.installation)) ||
        (row.expected.energy_class !== null && !classes.includes(row.expected.energy_class)),
    )
    .map((row) => row.name);
}

/**
 * Rows copied from the sample feed: a sample product's name, or the first 80
 * characters of a sample description (very short ones would match by
 * accident, not by copying). Throws when the sample has no description to compare.
 */
export function copiedFromSample(rows: readonly LabelledRow[]): string[] {
  const sample = JSON.parse(readFileSync(path.join(root, 'data/sample/product_feed_static.json'), 'utf8')) as {
    Name?: unknown;
    Description?: unknown;
  }[];
  const names = new Set(sample.map((row) => row.Name).filter((name): name is string => typeof name === 'string'));
  const openings = sample
    .map((row) => row.Description)
    .filter((text): text is string => typeof text === 'string')
    .map((text) => text.trim().slice(0, 80))
    .filter((opening) => opening.length >= 30);
  if (openings.length === 0) throw new Error('the sample feed has no description to compare with');
  return rows
    .filter((row) => names.has(row.name) || openings.some((opening) => row.description.includes(opening)))
    .map((row) => row.name);
}

/**
 * The checks every labelled set must pass, registered in the calling
 * `describe`: all thirteen fields labelled, the closed value sets kept,
 * whole bottle counts and 1–4 zones.
 */
export function itIsWellFormed(rows: readonly LabelledRow[]): void {
  it('labels all thirteen fields of every row, each with a value or null, and nothing else', () => {
    expect(unlabelled(rows)).toEqual([]);
  });

  it('uses only the closed value sets for installation and energy class', () => {
    expect(outsideValueSets(rows)).toEqual([]);
  });

  it('has whole positive bottle counts and 1–4 temperature zones', () => {
    expect(offenders(rows, ['capacity'], (n) => Number.isInteger(n) && n >= 1 && n <= 5000)).toEqual([]);
    expect(offenders(rows, ['temperature_zones'], (n) => Number.isInteger(n) && n >= 1 && n <= 4)).toEqual([]);
  });
}

/** Precision and recall of one field over a labelled set, and a line per row the reader got wrong. */
export interface FieldScore<F extends string> {
  readonly field: F;
  readonly given: number;
  readonly expected: number;
  readonly correct: number;
  readonly precision: number;
  readonly recall: number;
  readonly wrong: readonly string[];
}

/**
 * Scores what a reader gave against the labels, per field: a stated value
 * (a number, a choice, a yes or a no) is an answer, null is none.
 * - precision = correct non-null answers / non-null answers given
 * - recall    = correct non-null answers / non-null values expected
 */
export function scoreFields<F extends string, R extends { readonly name: string }>(
  answers: readonly {
    readonly row: R;
    readonly got: Readonly<Record<F, unknown>>;
    readonly want: Readonly<Record<F, unknown>>;
  }[],
  fields: readonly F[],
  same: (a: unknown, b: unknown) => boolean = (a, b) => a === b,
): FieldScore<F>[] {
  return fields.map((field) => {
    let given = 0;
    let expected = 0;
    let correct = 0;
    const wrong: string[] = [];
    for (const { row, got, want } of answers) {
      const value = got[field] ?? null;
      const label = want[field] ?? null;
      if (value !== null) given += 1;
      if (label !== null) expected += 1;
      if (value !== null && same(value, label)) correct += 1;
      else if (value !== null || label !== null) {
        wrong.push(`${row.name}: got ${JSON.stringify(value)}, expected ${JSON.stringify(label)}`);
      }
    }
    return {
      field,
      given,
      expected,
      correct,
      precision: given === 0 ? 0 : correct / given,
      recall: expected === 0 ? 0 : correct / expected,
      wrong,
    };
  });
}
