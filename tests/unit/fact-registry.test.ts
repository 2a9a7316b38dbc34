/**
 * The fact registry (issue 37 §1): every product fact is declared in one row
 * of src/shared/fact-registry.ts, bound to its reader in the pull
 * (src/pull/facts/index.ts) and worded in src/copy/; the pull, the schema,
 * the product page, the compare table, the cards, the listing filter, the
 * JSON-LD and the search record draw their facts from the registry, so no
 * other file names a fact, but for the files that compute with a
 * particular one, each with its reason (scripts/lib/fact-files.ts `USES`).
 * `npm run fact-files` prints which files declare each fact.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  COPY_FOLDER,
  derivingFiles,
  factsNamedIn,
  factTable,
  filesByFact,
  READER_BINDING,
  READER_FOLDER,
  REGISTRY_FILES,
  readerBindings,
  registryRows,
  USES,
} from '../../scripts/lib/fact-files';
import { BROWSER_FACTS, formattedValue, isValueOf } from '../../src/client/facts';
import { productSchema, valueSchema } from '../../src/dataset/schemas/product';
import { COMPARE_ROWS, LOWEST_IS_BEST } from '../../src/features/compare/compare-data.browser';
import { columnValue, valueOfColumn } from '../../src/features/listing-filter/listing-data.browser';
import { inTypeOrder } from '../../src/features/listing-filter/listing-filter.browser';
import { formValue, optionOfControl } from '../../src/features/listing-filter/listing-form.browser';
import { optionOf, optionText, QUERY, STATE_KEYS } from '../../src/features/listing-filter/listing-query.browser';
import { READERS } from '../../src/pull/facts';
import { placeholder } from '../../src/render/card-html';
import {
  browserFacts,
  compareFactRows,
  FACT_GROUPS,
  FACT_KEYS,
  FACTS,
  type FactRow,
  groupMembers,
  SECTIONS,
  sourceKey,
  type ValueType,
  valueText,
} from '../../src/shared/fact-registry';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Whether a file may name a fact: the registry, the reader binding and modules, the copy, or a listed use of it. */
function mayName(file: string, key: string): boolean {
  return (
    REGISTRY_FILES.includes(file) ||
    file === READER_BINDING ||
    file.startsWith(READER_FOLDER) ||
    file.startsWith(COPY_FOLDER) ||
    (USES.get(file)?.facts.includes(key) ?? false)
  );
}

const rowOf = (key: (typeof FACT_KEYS)[number]): FactRow => FACTS[key];

describe('one declaration per fact', () => {
  it('declares every fact in exactly one registry row, in the order of the product’s fields', () => {
    const rows = registryRows(ROOT);
    expect([...rows.keys()]).toEqual([...FACT_KEYS]);
    for (const [key, row] of rows) expect(row.at, key).toMatch(/^src\/shared\/fact-registry\.ts:\d+$/);
  });

  it('binds every fact to a reader module of the pull (a missing one does not compile; this reads the binding)', () => {
    const bindings = readerBindings(ROOT);
    expect([...bindings.keys()]).toEqual([...FACT_KEYS]);
    expect(Object.keys(READERS)).toEqual([...FACT_KEYS]);
    for (const [key, binding] of bindings) {
      expect(binding.uses.length, `${key} calls no reader module`).toBeGreaterThan(0);
      for (const use of binding.uses) expect(use, key).toMatch(/^src\/pull\/facts\/[\w-]+\.ts: \w+$/);
    }
  });

  it('takes every fact’s words from src/copy', () => {
    for (const [key, row] of registryRows(ROOT)) {
      expect(row.uses.length, `${key} has no copy`).toBeGreaterThan(0);
      for (const use of row.uses) expect(use, key).toMatch(/^src\/copy\/[\w-]+\.ts: /);
    }
  });

  it('names a fact in no other file but those that compute with it, each with its reason', () => {
    const outside: string[] = [];
    for (const [key, files] of filesByFact(ROOT, FACT_KEYS)) {
      for (const file of files) if (!mayName(file, key)) outside.push(`${file} names ${key}`);
    }
    expect(outside).toEqual([]);
  });

  it('lists exactly the facts each of those files computes with, so the list cannot go stale', () => {
    for (const [file, use] of USES) {
      expect(use.why.length, file).toBeGreaterThan(20);
      expect(factsNamedIn(ROOT, file, FACT_KEYS), file).toEqual(use.facts);
    }
  });

  it('has the pull, the schema, the page, the compare table, the cards, the filter, the JSON-LD and search draw from it', () => {
    const deriving = derivingFiles(ROOT);
    for (const file of [
      'src/features/offers/offers.pull.ts',
      'src/pull/pipeline.ts',
      'src/dataset/schemas/product.ts',
      'src/render/routes/product.ts',
      'src/features/compare/compare.build.ts',
      'src/features/compare/compare-route.build.ts',
      'src/features/compare/compare-data.browser.ts',
      'src/client/card.ts',
      'src/render/card-html.ts',
      'src/features/listing-filter/listing-data.browser.ts',
      'src/features/listing-filter/listing-filter.browser.ts',
      'src/features/listing-filter/listing-query.browser.ts',
      'src/features/listing-filter/listing.build.ts',
      'src/render/jsonld.ts',
      'src/features/search/search-record.build.ts',
    ]) {
      expect(deriving, file).toContain(file);
    }
  });

  it('prints, per fact, its row, its reader, its copy and the files computing with it', () => {
    const table = factTable(ROOT, FACT_KEYS);
    expect(table).toContain('noise_db\n  registry row  src/shared/fact-registry.ts:');
    expect(table).toContain('src/pull/facts/noise.ts');
    expect(table).toContain('src/copy/facts.ts (productFacts.noiseLabel, productFacts.decibels');
    expect(table).toContain('every fact is drawn from the registry by:\n');
  });
});

describe('the check that finds a fact named elsewhere', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'vinkylguiden-fact-files-'));
  mkdirSync(path.join(root, 'src/render'), { recursive: true });
  const write = (file: string, text: string) => writeFileSync(path.join(root, file), text);

  it('sees code that names a fact, never a comment, a longer string or another word', () => {
    write(
      'src/render/a.ts',
      "// noise_db\nconst text = 'the noise_db field';\nexport const n = (p: P) => p.noise_db;\n",
    );
    write('src/render/b.ts', "export const row = { capacityLabel: 'x', 'temperature_zones': 1 };\n");
    write('src/render/c.ts', 'const re = /"capacity/; export const width = re;\n');
    expect(factsNamedIn(root, 'src/render/a.ts', FACT_KEYS)).toEqual(['noise_db']);
    expect(factsNamedIn(root, 'src/render/b.ts', FACT_KEYS)).toEqual(['temperature_zones']);
    expect(factsNamedIn(root, 'src/render/c.ts', FACT_KEYS)).toEqual([]);
  });

  it('reads an .astro page’s frontmatter and markup, an attribute name as one word', () => {
    write(
      'src/render/D.astro',
      '---\nconst x = product.energy_class;\n---\n<!-- clearance_cm --><p data-capacity-note>{x}</p>\n',
    );
    expect(factsNamedIn(root, 'src/render/D.astro', FACT_KEYS)).toEqual(['energy_class']);
  });

  it('fails a file outside the registry that names a fact', () => {
    expect(mayName('src/render/routes/category.ts', 'noise_db')).toBe(false);
    expect(mayName('src/render/seo.ts', 'noise_db')).toBe(false);
    expect(mayName('src/render/seo.ts', 'capacity')).toBe(true);
    expect(mayName('src/pull/facts/noise.ts', 'noise_db')).toBe(true);
  });
});

describe('the rows agree with each other and with the parts they feed', () => {
  it('filters a fact the way its values allow', () => {
    for (const key of FACT_KEYS) {
      const { value, listing } = rowOf(key);
      const kind = listing?.facet?.kind;
      if (kind === 'range' || kind === 'max') expect(['whole', 'measure'], key).toContain(value.kind);
      if (kind === 'atLeast') expect(value.kind, key).toBe('choice');
    }
  });

  it('gives every filter its own query parameter and every fact its own column, none the listing’s own', () => {
    const params = FACT_KEYS.flatMap((key) => rowOf(key).listing?.facet?.param ?? []);
    expect(new Set(params).size).toBe(params.length);
    for (const param of params) expect(Object.values(QUERY)).not.toContain(param);
    expect(new Set(STATE_KEYS).size).toBe(STATE_KEYS.length);
    const columns = FACT_KEYS.flatMap((key) => rowOf(key).listing?.column ?? []);
    expect(new Set(columns).size).toBe(columns.length);
    for (const column of columns)
      expect(['v', 'cards', 'chunk', 'brands', 'pos', 'price', 'brand', 'red', 'stock']).not.toContain(column);
  });

  it('gives each compare row its own key, "Lägst" only to numbers', () => {
    const rows = compareFactRows();
    expect(new Set(COMPARE_ROWS).size).toBe(COMPARE_ROWS.length);
    expect(COMPARE_ROWS).toEqual(expect.arrayContaining(rows.map((row) => row.part.row)));
    for (const row of rows.filter((fact) => fact.part.best === 'lowest')) {
      expect(LOWEST_IS_BEST, row.part.row).toContain(row.part.row);
      const kinds = (row.key === null ? groupMembers(row.group ?? 'size') : [row.key]).map(
        (key) => rowOf(key).value.kind,
      );
      for (const kind of kinds) expect(['whole', 'measure'], row.part.row).toContain(kind);
    }
  });

  it('groups facts of one value type, a group on cards only as a whole', () => {
    for (const [name, group] of Object.entries(FACT_GROUPS)) {
      const members = groupMembers(name as keyof typeof FACT_GROUPS);
      expect(members.length, name).toBe(3);
      expect(new Set(members.map((key) => JSON.stringify(rowOf(key).value))).size, name).toBe(1);
      expect(new Set(members.map((key) => rowOf(key).section)).size, name).toBe(1);
      if (group.card !== null) expect(group.whole, name).toBe(true);
    }
    for (const key of FACT_KEYS) expect(SECTIONS, key).toContain(rowOf(key).section);
  });

  it('lets a category state only a choice', () => {
    for (const key of FACT_KEYS) if (rowOf(key).fromCategory) expect(rowOf(key).value.kind, key).toBe('choice');
  });

  it('builds the product schema’s fact fields from the rows, in their order, a source beside a category-stated fact', () => {
    const fields = Object.keys(productSchema.shape);
    const first = fields.indexOf(FACT_KEYS[0] ?? '');
    const expected = FACT_KEYS.flatMap((key) => (rowOf(key).fromCategory ? [key, sourceKey(key)] : [key]));
    expect(fields.slice(first, first + expected.length)).toEqual(expected);
  });

  it('gives browser code the rows’ browser-facing parts, and the build’s constant is that view', () => {
    expect(BROWSER_FACTS).toEqual(browserFacts());
    for (const fact of browserFacts().facts) {
      const row = rowOf(fact.key);
      expect(fact.type.kind, fact.key).toBe(row.value.kind);
      expect(fact.column, fact.key).toBe(row.listing?.column);
      expect(fact.facet?.param, fact.key).toBe(row.listing?.facet?.param ?? undefined);
      expect(fact.card !== undefined, fact.key).toBe(row.card !== null);
    }
    // No label, page, compare, JSON-LD or search part reaches the browser.
    expect(JSON.stringify(browserFacts())).not.toMatch(/label|jsonLd|compare|keyword|followedBy/);
  });
});

describe('the value types a new fact may take', () => {
  const flag: ValueType = { kind: 'flag' };
  const row = { ...rowOf('capacity'), value: flag } as FactRow;

  it('a yes-or-no fact: checked by its schema, shown as Ja or Nej, kept apart from unknown in a column', () => {
    expect(valueSchema(flag).safeParse(true).success).toBe(true);
    expect(valueSchema(flag).safeParse('ja').success).toBe(false);
    expect([valueText(row, true), valueText(row, false)]).toEqual(['Ja', 'Nej']);
    expect([true, false, null].map((value) => columnValue(flag, value))).toEqual([2, 1, 0]);
    expect([2, 1, 0].map((stored) => valueOfColumn(flag, stored))).toEqual([true, false, null]);
    expect([true, null, 1].map((value) => isValueOf(flag, value))).toEqual([true, true, false]);
    expect(formattedValue(true)).toBe('true');
    expect(placeholder(flag)).toBe(true);
  });

  it('a yes-or-no filter: yes before no, 1 or 0 in its controls and its query', () => {
    expect(inTypeOrder(flag, [false, true])).toEqual([true, false]);
    expect(inTypeOrder(flag, [false])).toEqual([false]);
    expect([true, false].map(formValue)).toEqual(['1', '0']);
    expect([true, false].map(optionText)).toEqual(['1', '0']);
    expect(['1', '0', 'ja'].map((text) => optionOf(flag, text))).toEqual([true, false, null]);
    expect(['1', '0'].map((value) => optionOfControl(flag, value))).toEqual([true, false]);
  });

  it('a filter on a choice or a number: the choice’s order, numbers ascending, a choice read in any case', () => {
    const choice: ValueType = { kind: 'choice', values: ['A', 'B', 'C'] };
    expect(inTypeOrder(choice, ['C', 'A'])).toEqual(['A', 'C']);
    expect(inTypeOrder({ kind: 'whole' }, [3, 1, 2])).toEqual([1, 2, 3]);
    expect(['c', 'C', 'D'].map((text) => optionOf(choice, text))).toEqual(['C', 'C', null]);
    expect([optionText('C'), optionText(59.5)]).toEqual(['c', '59.5']);
    expect([optionOfControl(choice, 'C'), optionOfControl({ kind: 'measure' }, '59.5')]).toEqual(['C', 59.5]);
    expect([placeholder(choice), placeholder({ kind: 'whole' })]).toEqual(['A', 1]);
  });

  it('a measure from 0, a whole number and a choice, in a column and as a card holds them', () => {
    const zero: ValueType = { kind: 'measure', max: 100, zero: true };
    expect([0, 5.5, null].map((value) => columnValue(zero, value))).toEqual([1, 56, 0]);
    expect([1, 56, 0].map((stored) => valueOfColumn(zero, stored))).toEqual([0, 5.5, null]);
    const choice: ValueType = { kind: 'choice', values: ['A', 'B'] };
    expect(['B', 'C', null].map((value) => columnValue(choice, value))).toEqual([2, 0, 0]);
    expect(valueOfColumn(choice, 3)).toBeNull();
    expect(['A', 'C', 1].map((value) => isValueOf(choice, value))).toEqual([true, false, false]);
    expect([40, Number.NaN, '4'].map((value) => isValueOf({ kind: 'whole' }, value))).toEqual([true, false, false]);
    expect(valueSchema({ kind: 'whole', max: 3 }).safeParse(4).success).toBe(false);
    expect(formattedValue(59.5)).toBe('59,5');
  });
});
