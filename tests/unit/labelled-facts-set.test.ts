import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENERGY_CLASSES, INSTALLATION_TYPES } from '../../src/shared/product-facts';
import { EXPECTED_FIELDS, type ExpectedFacts, LABELLED_FACTS, type LabelledRow } from '../fixtures/labelled-facts';
import { LABELLED_FACTS_OTHER_SHOPS } from '../fixtures/labelled-facts-other-shops';

/**
 * The labelled product-fact set (issue 12 §1, grown in issue 21 §1) must stay
 * what it claims to be: every row labels all thirteen fields, the values are
 * plausible, no row is written twice, the rows from other shops are enough and
 * state the new fields often enough, and none of them is copied from the
 * sample feed. This checks the set only, never the reader.
 */
const root = path.resolve(import.meta.dirname, '../..');
const ALL: readonly LabelledRow[] = [...LABELLED_FACTS, ...LABELLED_FACTS_OTHER_SHOPS];

const NICHE_FIELDS = ['niche_width_cm', 'niche_height_cm', 'niche_depth_cm'] as const;
const NEW_FIELDS = [...NICHE_FIELDS, 'clearance_cm', 'energy_kwh_year'] as const;

const stated = (row: LabelledRow, field: keyof ExpectedFacts): boolean => row.expected[field] !== null;
const count = (predicate: (row: LabelledRow) => boolean): number => LABELLED_FACTS_OTHER_SHOPS.filter(predicate).length;

/** At most one decimal (sizes are labelled to the tenth of a centimetre). */
const oneDecimal = (value: number): boolean => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;

/** Every row whose numeric field is not null and fails the check, for a readable failure. */
function offenders(fields: readonly (keyof ExpectedFacts)[], ok: (value: number) => boolean): string[] {
  const bad: string[] = [];
  for (const row of ALL) {
    for (const field of fields) {
      const value = row.expected[field];
      if (value !== null && (typeof value !== 'number' || !ok(value))) bad.push(`${row.name}: ${field} = ${value}`);
    }
  }
  return bad;
}

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) twice.add(value);
    seen.add(value);
  }
  return [...twice];
}

describe('the labelled product-fact set (issue 21 §1)', () => {
  it('has at least 110 rows from other shops, 100 of them stating one of the new fields', () => {
    expect(LABELLED_FACTS_OTHER_SHOPS.length).toBeGreaterThanOrEqual(110);
    expect(count((row) => NEW_FIELDS.some((field) => stated(row, field)))).toBeGreaterThanOrEqual(100);
  });

  it('states a niche in at least 40, a yearly kWh in at least 30 and a clearance in at least 15 of them', () => {
    expect(count((row) => NICHE_FIELDS.some((field) => stated(row, field)))).toBeGreaterThanOrEqual(40);
    expect(count((row) => stated(row, 'energy_kwh_year'))).toBeGreaterThanOrEqual(30);
    expect(count((row) => stated(row, 'clearance_cm'))).toBeGreaterThanOrEqual(15);
  });

  it('labels all thirteen fields of every row, each with a value or null, and nothing else', () => {
    const bad = ALL.filter((row) => {
      const keys = Object.keys(row.expected).sort();
      return (
        keys.join() !== [...EXPECTED_FIELDS].sort().join() ||
        EXPECTED_FIELDS.some((field) => row.expected[field] === undefined)
      );
    }).map((row) => row.name);
    expect(bad).toEqual([]);
  });

  it('uses only the closed value sets for installation and energy class', () => {
    const installations: readonly unknown[] = INSTALLATION_TYPES;
    const classes: readonly unknown[] = ENERGY_CLASSES;
    const bad = ALL.filter(
      (row) =>
        (row.expected.installation !== null && !installations.includes(row.expected.installation)) ||
        (row.expected.energy_class !== null && !classes.includes(row.expected.energy_class)),
    ).map((row) => row.name);
    expect(bad).toEqual([]);
  });

  it('has whole positive bottle counts and 1–4 temperature zones', () => {
    expect(offenders(['capacity'], (n) => Number.isInteger(n) && n >= 1 && n <= 5000)).toEqual([]);
    expect(offenders(['temperature_zones'], (n) => Number.isInteger(n) && n >= 1 && n <= 4)).toEqual([]);
  });

  it('has sizes, niches and clearances in plausible centimetres with at most one decimal', () => {
    expect(offenders(['width_cm', 'height_cm', 'depth_cm'], (cm) => cm >= 5 && cm <= 300 && oneDecimal(cm))).toEqual(
      [],
    );
    expect(offenders(NICHE_FIELDS, (cm) => cm >= 10 && cm <= 250 && oneDecimal(cm))).toEqual([]);
    expect(offenders(['clearance_cm'], (cm) => cm > 0 && cm <= 30 && oneDecimal(cm))).toEqual([]);
    expect(offenders(['noise_db'], (db) => db >= 10 && db <= 70 && oneDecimal(db))).toEqual([]);
  });

  it('has yearly energy use as whole kWh between 10 and 1000', () => {
    expect(offenders(['energy_kwh_year'], (n) => Number.isInteger(n) && n >= 10 && n <= 1000)).toEqual([]);
  });

  it('has no name and no non-empty description twice across both files', () => {
    expect(duplicates(ALL.map((row) => row.name))).toEqual([]);
    expect(duplicates(ALL.map((row) => row.description).filter((text) => text !== ''))).toEqual([]);
  });

  it('copies no row text from the sample feed', () => {
    const sample = JSON.parse(readFileSync(path.join(root, 'data/sample/product_feed_static.json'), 'utf8')) as {
      Name?: unknown;
      Description?: unknown;
    }[];
    const names = new Set(sample.map((row) => row.Name).filter((name): name is string => typeof name === 'string'));
    // The first 80 characters of each sample description; very short ones
    // (a bare "<p>Vinkyl</p>") would match by accident, not by copying.
    const openings = sample
      .map((row) => row.Description)
      .filter((text): text is string => typeof text === 'string')
      .map((text) => text.trim().slice(0, 80))
      .filter((opening) => opening.length >= 30);
    expect(openings.length).toBeGreaterThan(0);
    const copied = LABELLED_FACTS_OTHER_SHOPS.filter(
      (row) => names.has(row.name) || openings.some((opening) => row.description.includes(opening)),
    ).map((row) => row.name);
    expect(copied).toEqual([]);
  });
});
