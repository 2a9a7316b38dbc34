import { describe, expect, it } from 'vitest';
import { type ExpectedFacts, LABELLED_FACTS, type LabelledRow } from '../fixtures/labelled-facts';
import { LABELLED_FACTS_FIFTH } from '../fixtures/labelled-facts-fifth';
import { LABELLED_FACTS_OTHER_SHOPS } from '../fixtures/labelled-facts-other-shops';
import { LABELLED_FACTS_THIRD } from '../fixtures/labelled-facts-third';
import { copiedFromSample, duplicates, itIsWellFormed, offenders, oneDecimal } from '../support/labelled-facts-checks';

/**
 * The labelled set of issue 35 §5 (tests/fixtures/labelled-facts-fifth.ts)
 * must hold rows of each class it is for, with their distractors, label all
 * thirteen fields plausibly, and share no row with the other sets nor copy
 * the sample feed. This checks the set only, never the reader
 * (tests/unit/facts-quality.test.ts scores the reader on it).
 */
const SET = LABELLED_FACTS_FIFTH;
const OTHERS: readonly LabelledRow[] = [...LABELLED_FACTS, ...LABELLED_FACTS_OTHER_SHOPS, ...LABELLED_FACTS_THIRD];

const NICHE_FIELDS = ['niche_width_cm', 'niche_height_cm', 'niche_depth_cm'] as const;
const SIZE_FIELDS = ['width_cm', 'height_cm', 'depth_cm'] as const;

const stated = (row: LabelledRow, field: keyof ExpectedFacts): boolean => row.expected[field] !== null;
const text = (row: LabelledRow): string => `${row.name} ${row.description}`;
const count = (pattern: RegExp, predicate: (row: LabelledRow) => boolean = () => true): number =>
  SET.filter((row) => pattern.test(text(row)) && predicate(row)).length;

describe('the labelled product-fact set of issue 35 §5', () => {
  it('has at least 45 rows', () => {
    expect(SET.length).toBeGreaterThanOrEqual(45);
  });

  it('holds labels after their noun, for niches and sizes, in three languages', () => {
    const afterNoun =
      /\b(?:bredd|höjd|djup|høyde|højde|bredde|dybde|width|height|depth)(?:,| i| för| till)? ?\(?(?:nisch|nisje|niche|produkt)/iu;
    expect(count(afterNoun, (row) => NICHE_FIELDS.some((field) => stated(row, field)))).toBeGreaterThanOrEqual(7);
    expect(count(/\d ?mm \((?:höjd|bredd|djup)\)/iu)).toBeGreaterThanOrEqual(3);
  });

  it('holds yearly labels without a yearly unit, and kWh that is no consumption', () => {
    const yearlyLabel =
      /(?:års\p{L}*|årlig\p{L}*|yearly|annual)[^:\n<]{0,25}:? ?\d{2,3} ?kwh(?! ?\/)|(?:förbrukning|forbrug),? (?:år|\(årlig\)|årlig)/iu;
    expect(count(yearlyLabel, (row) => stated(row, 'energy_kwh_year'))).toBeGreaterThanOrEqual(8);
    expect(count(/kwh|årsförbrukning/iu, (row) => !stated(row, 'energy_kwh_year'))).toBeGreaterThanOrEqual(2);
  });

  it('holds clearances stated in words (0 cm), one beside a larger stated size, and negated or unrelated ones', () => {
    expect(SET.filter((row) => row.expected.clearance_cm === 0).length).toBeGreaterThanOrEqual(7);
    expect(
      count(/utan|uten|inget|no clearance/iu, (row) => (row.expected.clearance_cm ?? 0) > 0),
    ).toBeGreaterThanOrEqual(2);
    expect(count(/utan (?:avstånd|mellanrum)/iu, (row) => !stated(row, 'clearance_cm'))).toBeGreaterThanOrEqual(2);
  });

  it('holds orders of dimensions stated in many ways, and a list that states none', () => {
    const orders = [
      /\(H ?x ?B ?x ?D\)/u,
      /höjd, bredd, djup/iu,
      /højde x bredde x dybde|høyde × bredde × dybde/iu,
      /WxHxD|HxWxD/u,
      /djup x bredd x höjd/iu,
      /höjd \d+ x bredd/iu,
      /Mått \(HxBxD\):\n/u,
    ];
    for (const order of orders) {
      expect(
        count(order, (row) => [...SIZE_FIELDS, ...NICHE_FIELDS].some((f) => stated(row, f))),
        `${order}`,
      ).toBe(count(order));
      expect(count(order), `${order}`).toBeGreaterThanOrEqual(1);
    }
    expect(count(/Mått: \d+ x \d+ x \d+ cm\./u, (row) => SIZE_FIELDS.every((f) => !stated(row, f)))).toBe(1);
  });

  it('holds texts that claim silence beside a level (no level), and hedged or negated claims (a level)', () => {
    const silent = /helt ljudlös|ljudlös drift|lydløs|completely silent|\b0 dB/iu;
    expect(count(silent, (row) => !stated(row, 'noise_db'))).toBeGreaterThanOrEqual(4);
    expect(count(silent, (row) => /\b[1-9]\d ?dB/u.test(row.description))).toBeGreaterThanOrEqual(3);
    expect(count(/nästan ljudlös|inte helt ljudlös/iu, (row) => stated(row, 'noise_db'))).toBe(2);
  });

  itIsWellFormed(SET);

  it('has plausible values with at most one decimal; a clearance may be 0', () => {
    expect(offenders(SET, SIZE_FIELDS, (cm) => cm >= 5 && cm <= 300 && oneDecimal(cm))).toEqual([]);
    expect(offenders(SET, NICHE_FIELDS, (cm) => cm >= 10 && cm <= 250 && oneDecimal(cm))).toEqual([]);
    expect(offenders(SET, ['clearance_cm'], (cm) => cm >= 0 && cm <= 30 && oneDecimal(cm))).toEqual([]);
    expect(offenders(SET, ['noise_db'], (db) => db >= 10 && db <= 70 && oneDecimal(db))).toEqual([]);
    expect(offenders(SET, ['energy_kwh_year'], (n) => Number.isInteger(n) && n >= 10 && n <= 1000)).toEqual([]);
  });

  it('has no name and no description twice, within the set or with the other sets', () => {
    expect(duplicates(SET.map((row) => row.name))).toEqual([]);
    expect(duplicates(SET.map((row) => row.description))).toEqual([]);
    const names = new Set(OTHERS.map((row) => row.name));
    const descriptions = new Set(OTHERS.map((row) => row.description));
    expect(
      SET.filter((row) => names.has(row.name) || descriptions.has(row.description)).map((row) => row.name),
    ).toEqual([]);
  });

  it('copies no row text from the sample feed', () => {
    expect(copiedFromSample(SET)).toEqual([]);
  });
});
