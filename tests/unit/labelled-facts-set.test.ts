import { describe, expect, it } from 'vitest';
import { type ExpectedFacts, LABELLED_FACTS, type LabelledRow } from '../fixtures/labelled-facts';
import { LABELLED_FACTS_OTHER_SHOPS } from '../fixtures/labelled-facts-other-shops';
import { copiedFromSample, duplicates, itIsWellFormed, offenders, oneDecimal } from '../support/labelled-facts-checks';

/**
 * The labelled product-fact set (issue 12 §1, grown in issue 21 §1) must stay
 * what it claims to be: every row labels all thirteen fields, the values are
 * plausible, no row is written twice, the rows from other shops are enough and
 * state the new fields often enough, and none of them is copied from the
 * sample feed. This checks the set only, never the reader.
 */
const ALL: readonly LabelledRow[] = [...LABELLED_FACTS, ...LABELLED_FACTS_OTHER_SHOPS];

const NICHE_FIELDS = ['niche_width_cm', 'niche_height_cm', 'niche_depth_cm'] as const;
const NEW_FIELDS = [...NICHE_FIELDS, 'clearance_cm', 'energy_kwh_year'] as const;

const stated = (row: LabelledRow, field: keyof ExpectedFacts): boolean => row.expected[field] !== null;
const count = (predicate: (row: LabelledRow) => boolean): number => LABELLED_FACTS_OTHER_SHOPS.filter(predicate).length;

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

  itIsWellFormed(ALL);

  it('has sizes, niches and clearances in plausible centimetres with at most one decimal', () => {
    expect(
      offenders(ALL, ['width_cm', 'height_cm', 'depth_cm'], (cm) => cm >= 5 && cm <= 300 && oneDecimal(cm)),
    ).toEqual([]);
    expect(offenders(ALL, NICHE_FIELDS, (cm) => cm >= 10 && cm <= 250 && oneDecimal(cm))).toEqual([]);
    expect(offenders(ALL, ['clearance_cm'], (cm) => cm > 0 && cm <= 30 && oneDecimal(cm))).toEqual([]);
    expect(offenders(ALL, ['noise_db'], (db) => db >= 10 && db <= 70 && oneDecimal(db))).toEqual([]);
  });

  it('has yearly energy use as whole kWh between 10 and 1000', () => {
    expect(offenders(ALL, ['energy_kwh_year'], (n) => Number.isInteger(n) && n >= 10 && n <= 1000)).toEqual([]);
  });

  it('has no name and no non-empty description twice across both files', () => {
    expect(duplicates(ALL.map((row) => row.name))).toEqual([]);
    expect(duplicates(ALL.map((row) => row.description).filter((text) => text !== ''))).toEqual([]);
  });

  it('copies no row text from the sample feed', () => {
    expect(copiedFromSample(LABELLED_FACTS_OTHER_SHOPS)).toEqual([]);
  });
});
