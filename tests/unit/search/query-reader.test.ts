/**
 * Issue 38 §1: a buyer's query read into the listings' filters
 * (src/features/search/query-reader.browser.ts). The labelled set
 * (tests/fixtures/query-readings.ts, written before the reader ran on it)
 * must reach precision and recall of 0.95 on the understood filters; the
 * table of misses is printed, so a miss is seen, not hidden.
 */
import { describe, expect, it } from 'vitest';
import {
  closeTo,
  foldWord,
  MAX_QUERY_LENGTH,
  readingAtoms,
  readQuery,
  withoutPart,
} from '../../../src/features/search/query-reader.browser';
import { BRANDS, LABELLED_QUERIES } from '../../fixtures/query-readings';
import { HOLDOUT_QUERIES } from '../../fixtures/query-readings-holdout';

const read = (query: string) => readQuery(query, BRANDS);

/** Precision and recall of the understood filters over `set`, and one line per query the reader got wrong. */
function score(set: readonly { readonly query: string; readonly atoms: readonly string[] }[]) {
  let predicted = 0;
  let expected = 0;
  let right = 0;
  const misses: string[] = [];
  for (const { query, atoms } of set) {
    const got = readingAtoms(read(query));
    const want = new Set(atoms);
    predicted += got.length;
    expected += want.size;
    right += got.filter((atom) => want.has(atom)).length;
    const extra = got.filter((atom) => !want.has(atom));
    const missing = [...want].filter((atom) => !got.includes(atom));
    if (extra.length > 0 || missing.length > 0)
      misses.push(`${JSON.stringify(query)}: extra [${extra.join(', ')}], missing [${missing.join(', ')}]`);
  }
  return { predicted, expected, right, precision: right / predicted, recall: right / expected, misses };
}

/** The line the test prints: counts, precision and recall, and every miss. */
function report(name: string, queries: number, result: ReturnType<typeof score>): string {
  const misses = result.misses.length > 0 ? `\n  ${result.misses.join('\n  ')}` : '';
  return `${name}: ${queries} queries, ${result.expected} filters expected, ${result.predicted} read, ${result.right} right: precision ${result.precision.toFixed(3)}, recall ${result.recall.toFixed(3)}${misses}`;
}

describe('the labelled query set', () => {
  it('has at least 80 queries', () => {
    expect(LABELLED_QUERIES.length).toBeGreaterThanOrEqual(80);
    expect(new Set(LABELLED_QUERIES.map((entry) => entry.query)).size).toBe(LABELLED_QUERIES.length);
  });

  it('reaches precision and recall of 0.95 on the understood filters', () => {
    const result = score(LABELLED_QUERIES);
    console.log(report('query reader', LABELLED_QUERIES.length, result));
    expect(result.precision).toBeGreaterThanOrEqual(0.95);
    expect(result.recall).toBeGreaterThanOrEqual(0.95);
  });

  it('leaves the words it does not understand to the text search, as typed', () => {
    const wrong: string[] = [];
    for (const { query, rest } of LABELLED_QUERIES) {
      const got = read(query).rest;
      if (got !== (rest ?? ''))
        wrong.push(`${JSON.stringify(query)}: ${JSON.stringify(got)}, expected ${JSON.stringify(rest ?? '')}`);
    }
    // Held to the same share as the filters: a few leftovers may differ in a filler word.
    expect(wrong.length / LABELLED_QUERIES.length, wrong.join('\n')).toBeLessThanOrEqual(0.05);
  });
});

describe('the held-out query set (written without seeing the reader or its words)', () => {
  it('reaches precision and recall of 0.95 too', () => {
    const result = score(HOLDOUT_QUERIES);
    console.log(report('query reader, held out', HOLDOUT_QUERIES.length, result));
    expect(HOLDOUT_QUERIES.length).toBeGreaterThanOrEqual(60);
    expect(result.precision).toBeGreaterThanOrEqual(0.95);
    expect(result.recall).toBeGreaterThanOrEqual(0.95);
  });
});

describe('readQuery', () => {
  it("reads the issue's example as one listing view", () => {
    expect(read('Vinkyl minst 40 flaskor 2 zoner högst 10 000 kr')).toMatchObject({
      category: 'vinkyl',
      bottles: { min: 40, max: null },
      zones: 2,
      price: { min: null, max: 10000 },
      rest: '',
    });
  });

  it('reads a model code as a word, never as a quantity', () => {
    const reading = read('STX60DB 45 cm');
    expect(reading.maxNoise).toBeNull();
    expect(reading.maxWidth).toBe(45);
    expect(reading.rest).toBe('STX60DB');
  });

  it('reads nothing into an empty or unrelated query', () => {
    expect(readingAtoms(read(''))).toEqual([]);
    expect(readingAtoms(read('   '))).toEqual([]);
    expect(readingAtoms(read('!!! ??? 123'))).toEqual([]);
  });

  it('takes time linear in the query, whatever it holds, and reads at most the first 200 characters', () => {
    const hostile = [
      '9'.repeat(5000),
      '1 '.repeat(3000),
      'x'.repeat(5000),
      '60x'.repeat(2000),
      'vinkyl '.repeat(1000),
      'minst '.repeat(1000),
      '-'.repeat(5000),
      'å'.repeat(5000),
      '1.'.repeat(3000),
    ];
    for (const query of hostile) {
      // What is left for the text search comes from the first 200 characters only (a decimal comma may be added).
      expect(read(query).rest.length, query.slice(0, 20)).toBeLessThanOrEqual(MAX_QUERY_LENGTH * 2);
    }
    // The cut comes first: what follows the 200th character is never read.
    expect(read(`${'a '.repeat(100)}vinkyl`).category).toBeNull();
  });
});

describe('the parts of a query', () => {
  it('says where each filter was read, so a chip can be removed by dropping its words', () => {
    const query = 'tyst inbyggd vinkyl 2 zoner under 10 000 kr';
    const reading = read(query);
    expect(reading.parts.map((part) => [query.slice(part.start, part.end), part.atoms])).toEqual([
      ['tyst', ['maxNoise=38', 'sort=ljud']],
      ['inbyggd', ['installation=inbyggbar']],
      ['vinkyl', ['category=vinkyl']],
      ['2 zoner', ['zones=2']],
      ['under 10 000 kr', ['price.max=10000']],
    ]);
    const price = reading.parts[4];
    if (price === undefined) throw new Error('no price part');
    const wider = withoutPart(query, price);
    expect(wider).toBe('tyst inbyggd vinkyl 2 zoner');
    expect(readingAtoms(read(wider))).not.toContain('price.max=10000');
    expect(readingAtoms(read(wider)).length).toBe(readingAtoms(reading).length - 1);
  });

  it("gives the listing an installation implies to the installation's part", () => {
    const reading = read('inbyggd 60 cm');
    expect(reading.parts[0]?.atoms).toEqual(['category=vinkyl', 'installation=inbyggbar']);
    expect(reading.parts[1]?.atoms).toEqual(['maxWidth=60']);
  });

  it('covers every filter read by some part, on every labelled query', () => {
    for (const { query } of LABELLED_QUERIES) {
      const reading = read(query);
      const covered = new Set(reading.parts.flatMap((part) => part.atoms));
      expect(
        readingAtoms(reading).filter((atom) => !covered.has(atom)),
        query,
      ).toEqual([]);
    }
  });
});

describe('closeTo and foldWord', () => {
  it('folds å, ä, ö and case', () => {
    expect(foldWord('FRISTÅENDE Ölkyl Vinkällare')).toBe('fristaende olkyl vinkallare');
  });

  it('allows one typo from five letters, two from nine, none in the first letter', () => {
    expect(closeTo('vinkly', 'vinkyl')).toBe(true);
    expect(closeTo('vinkl', 'vinkyl')).toBe(true);
    expect(closeTo('vnkl', 'vinkyl')).toBe(false);
    expect(closeTo('las', 'lock')).toBe(false);
    expect(closeTo('ryst', 'tyst')).toBe(false);
    expect(closeTo('fristande', 'fristaende')).toBe(true);
    expect(closeTo('vinlagringskap', 'vinlagringsskap')).toBe(true);
    expect(closeTo('vinlagrngskp', 'vinlagringsskap')).toBe(false);
    expect(closeTo('billig', 'villig')).toBe(false);
  });
});
