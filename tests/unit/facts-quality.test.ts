import { describe, expect, it } from 'vitest';
import { normaliseFeedRow, type ProductDraft } from '../../src/pull/normalise';
import { type ExpectedFacts, LABELLED_FACTS } from '../fixtures/labelled-facts';
import { feedRow } from '../fixtures/rows';

/**
 * Issue 12 §1: the facts the pull reads from feed text, scored on a labelled
 * set through the real row normalisation (the same path `npm run pull` takes).
 *
 * Per field:
 * - precision = correct non-null answers / non-null answers given
 * - recall    = correct non-null answers / non-null values expected
 * A null answer is never "correct"; a non-null answer is correct when it
 * equals the label (sizes to the tenth of a centimetre). Each must be ≥ 0.95.
 */
const FIELDS = [
  'capacity',
  'temperature_zones',
  'installation',
  'width_cm',
  'height_cm',
  'depth_cm',
  'noise_db',
  'energy_class',
] as const satisfies readonly (keyof ExpectedFacts)[];
type Field = (typeof FIELDS)[number];

const THRESHOLD = 0.95;

function normalised(name: string, description: string, category: string): ProductDraft {
  const result = normaliseFeedRow(feedRow({ id: 1, Name: name, Description: description, Category: category }));
  if (!result.ok) throw new Error(`labelled row ${JSON.stringify(name)} was skipped: ${result.detail}`);
  return result.value;
}

const same = (a: unknown, b: unknown): boolean =>
  typeof a === 'number' && typeof b === 'number' ? Math.abs(a - b) < 1e-9 : a === b;

interface Score {
  readonly field: Field;
  readonly given: number;
  readonly expected: number;
  readonly correct: number;
  readonly precision: number;
  readonly recall: number;
  readonly wrong: readonly string[];
}

function score(): Score[] {
  const answers = LABELLED_FACTS.map((row) => ({ row, got: normalised(row.name, row.description, 'Vinkyl') }));
  return FIELDS.map((field) => {
    let given = 0;
    let expected = 0;
    let correct = 0;
    const wrong: string[] = [];
    for (const { row, got } of answers) {
      const value = got[field];
      const label = row.expected[field];
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

describe('product facts from feed text: precision and recall on the labelled set (issue 12 §1)', () => {
  const scores = score();

  it('has at least 150 labelled rows, with facts and distractors for every field', () => {
    expect(LABELLED_FACTS.length).toBeGreaterThanOrEqual(150);
    for (const field of FIELDS) {
      const stated = LABELLED_FACTS.filter((row) => row.expected[field] !== null).length;
      // Enough of both kinds that one row cannot move a score by more than a few hundredths.
      expect(stated, field).toBeGreaterThanOrEqual(30);
      expect(LABELLED_FACTS.length - stated, field).toBeGreaterThanOrEqual(30);
    }
  });

  it('reaches precision and recall of at least 0.95 for every field', () => {
    const percent = (value: number) => value.toFixed(3);
    const table = [
      '| field | expected | answered | correct | precision | recall |',
      '| --- | ---: | ---: | ---: | ---: | ---: |',
      ...scores.map(
        (s) =>
          `| ${s.field} | ${s.expected} | ${s.given} | ${s.correct} | ${percent(s.precision)} | ${percent(s.recall)} |`,
      ),
    ].join('\n');
    const misses = scores.flatMap((s) => s.wrong.map((line) => `${s.field} – ${line}`));
    console.log(`Product facts on ${LABELLED_FACTS.length} labelled rows\n${table}\n\nMisses:\n${misses.join('\n')}`);
    for (const s of scores) {
      expect(s.precision, `${s.field} precision`).toBeGreaterThanOrEqual(THRESHOLD);
      expect(s.recall, `${s.field} recall`).toBeGreaterThanOrEqual(THRESHOLD);
    }
  });

  it('reads the same facts whatever the category: nothing is guessed from it', () => {
    for (const row of LABELLED_FACTS) {
      const asBuiltIn = normalised(row.name, row.description, 'Inbyggbar Vinkyl');
      const asRack = normalised(row.name, row.description, 'Vinställ');
      for (const field of FIELDS) expect(asBuiltIn[field], `${row.name} ${field}`).toEqual(asRack[field]);
    }
  });
});
