import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import {
  formatIssue,
  formatIssuePath,
  formatSchemaError,
  formatSchemaIssues,
  previewValue,
} from '../../src/shared/schema-errors';

/** The error zod gives for `value` under `schema` (the test fails if the value passes). */
function errorOf(schema: z.ZodType, value: unknown, params?: { reportInput?: boolean }) {
  const parsed = schema.safeParse(value, params);
  if (parsed.success) throw new Error('expected the value to fail its schema');
  return parsed.error;
}

const entry = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  price: z.number().nonnegative(),
  kind: z.enum(['a', 'b']),
  note: z.union([z.string(), z.number()]),
});

describe('formatSchemaError: one format for every schema error', () => {
  it('names the file, the schema and each path with its message', () => {
    const error = errorOf(z.object({ entries: z.array(entry) }), {
      entries: [{ id: 'x', at: '2025-01-01T00:00:00Z', price: 1, kind: 'a', note: 'n' }, { id: 7 }],
    });
    expect(formatSchemaError(error, { source: 'products.json', maxIssues: 2 })).toBe(
      'products.json does not match its schema: entries.1.id: Invalid input: expected string, received number; ' +
        'entries.1.at: Invalid input: expected string, received undefined; and 3 more',
    );
  });

  it('without a source gives the issues alone; an empty path gets the root label', () => {
    const error = errorOf(z.object({ a: z.string() }), 'text');
    expect(formatSchemaError(error)).toBe('(root): Invalid input: expected object, received string');
    expect(formatSchemaError(error, { root: 'row' })).toBe('row: Invalid input: expected object, received string');
  });

  it('lists every issue up to maxIssues and counts the rest', () => {
    const error = errorOf(z.array(z.string()), [1, 2, 3, 4, 5]);
    expect(formatSchemaIssues(error.issues)).toMatch(/^0: .*; 1: .*; 2: .*; and 2 more$/);
    expect(formatSchemaIssues(error.issues, { maxIssues: 10 }).split('; ')).toHaveLength(5);
    // At least one issue is always shown: a message that only counts says nothing.
    expect(formatSchemaIssues(error.issues, { maxIssues: 0 })).toMatch(/^0: .*; and 4 more$/);
  });

  it('puts one issue per indented line with layout "lines"', () => {
    const error = errorOf(z.strictObject({ a: z.number(), b: z.number() }), { a: 'x', b: 'y', c: 1 });
    expect(formatSchemaError(error, { source: 'budgets.json', schema: 'the budget schema', layout: 'lines' })).toBe(
      [
        'budgets.json does not match the budget schema:',
        '  a: Invalid input: expected number, received string',
        '  b: Invalid input: expected number, received string',
        '  (root): Unrecognized key: "c"',
      ].join('\n'),
    );
  });

  it('shows what was received where the message does not say it, from the input', () => {
    const value = { id: 'x', at: 'yesterday', price: -3, kind: 'c', note: 'n' };
    const error = errorOf(entry, value);
    expect(formatSchemaIssues(error.issues, { input: value })).toBe(
      'at: Invalid ISO datetime (received "yesterday"); ' +
        'price: Too small: expected number to be >=0 (received -3); ' +
        'kind: Invalid option: expected one of "a"|"b" (received "c")',
    );
    // Without the input there is nothing to show.
    expect(formatSchemaIssues(error.issues)).not.toMatch(/received "yesterday"/);
  });

  it('shows the received value zod kept with reportInput', () => {
    const error = errorOf(z.object({ at: z.iso.datetime() }), { at: 'soon' }, { reportInput: true });
    expect(formatSchemaError(error)).toBe('at: Invalid ISO datetime (received "soon")');
  });

  it('names the alternatives of a union of types instead of "Invalid input"', () => {
    const value = { id: 'x', at: '2025-01-01T00:00:00Z', price: 1, kind: 'a', note: true };
    const error = errorOf(entry, value);
    expect(formatSchemaError(error, { input: value })).toBe(
      'note: Invalid input: expected string | number (received true)',
    );
  });

  it('keeps zod\'s message for a union of shapes, where "expected A | B" would mislead', () => {
    const shapes = z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]);
    expect(formatSchemaError(errorOf(shapes, {}))).toBe('(root): Invalid input');
  });
});

describe('untrusted values stay short and inert', () => {
  it('quotes strings and escapes controls, bidi marks and line separators', () => {
    expect(previewValue('a\u001b[31mred')).toBe('"a\\u001b[31mred"');
    expect(previewValue('x\u202eevil\u2028y\u0085')).toBe('"x\\u202eevil\\u2028y\\u0085"');
  });

  it('cuts a long string to 40 characters, never inside a surrogate pair', () => {
    const long = `${'å'.repeat(39)}🍷${'x'.repeat(100)}`;
    expect(previewValue(long)).toBe(`"${'å'.repeat(39)}🍷…"`);
  });

  it('shows numbers, booleans, null and bigints as themselves; objects, arrays and undefined not at all', () => {
    expect([previewValue(-1.5), previewValue(false), previewValue(null), previewValue(10n)]).toEqual([
      '-1.5',
      'false',
      'null',
      '10n',
    ]);
    expect([previewValue({ a: 1 }), previewValue([1]), previewValue(undefined)]).toEqual([null, null, null]);
  });

  it('never shows a value for a wrong type (the message names the type) or one found through a prototype', () => {
    const issue = { path: ['a'], message: 'Invalid input: expected string, received number', code: 'invalid_type' };
    expect(formatIssue(issue, { input: { a: 5 } })).toBe('a: Invalid input: expected string, received number');
    const custom = { path: ['toString'], message: 'bad', code: 'custom' };
    expect(formatIssue(custom, { input: {} })).toBe('toString: bad');
    expect(formatIssue({ path: ['a', 'b'], message: 'bad', code: 'custom' }, { input: { a: 'text' } })).toBe(
      'a.b: bad',
    );
  });

  it('joins paths with dots and names symbols', () => {
    expect(formatIssuePath(['entries', 0, 'at'])).toBe('entries.0.at');
    expect(formatIssuePath([Symbol('key')])).toBe('Symbol(key)');
    expect(formatIssuePath([], '(file)')).toBe('(file)');
  });

  it('says something even for an error without issues', () => {
    expect(formatSchemaError({ issues: [] }, { source: 'x.json' })).toBe(
      'x.json does not match its schema: (no details)',
    );
  });
});
