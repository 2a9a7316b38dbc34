import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nextBaseline } from '../../src/pull/baseline';
import { EXIT, failureOf, PullError } from '../../src/pull/errors';
import { OUTPUT_FILES, writeDatasetAtomically } from '../../src/pull/output';
import { runPipeline } from '../../src/pull/pipeline';
import { formatReport } from '../../src/pull/report';
import { feedRow, postRow } from '../fixtures/rows';

const dataset = runPipeline({
  feedRows: [feedRow({ id: 1 }), feedRow({ id: 2, Name: null })],
  postRows: [postRow({ id: 'a' })],
  ownHosts: new Set(),
  source: { kind: 'sample', detail: 'test' },
});
const baseline = nextBaseline(null, dataset.report, new Date('2026-05-01T02:30:00.000Z'), { reset: false });
const output = { ...dataset, baseline };

describe('writeDatasetAtomically', () => {
  it('writes every output file and replaces the previous folder as a whole', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'pull-out-'));
    const out = path.join(parent, 'data');
    await mkdir(out);
    await writeFile(path.join(out, 'stale.json'), '[]');
    await writeDatasetAtomically(out, output);
    expect((await readdir(out)).sort()).toEqual(Object.values(OUTPUT_FILES).sort());
    expect(JSON.parse(await readFile(path.join(out, OUTPUT_FILES.products), 'utf8'))).toEqual(dataset.products);
    expect(await readdir(parent)).toEqual(['data']);
    expect(JSON.parse(await readFile(path.join(out, 'report.json'), 'utf8')).tables.product_feed_static.kept).toBe(1);
    expect(JSON.parse(await readFile(path.join(out, 'pull-baseline.json'), 'utf8'))).toEqual({
      version: 1,
      source: { kind: 'sample', detail: 'test' },
      entries: [{ at: '2026-05-01T02:30:00.000Z', products: 1, posts: 1 }],
    });
  });

  it('leaves the previous output untouched when writing fails', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'pull-out-'));
    const out = path.join(parent, 'data');
    await mkdir(out);
    await writeFile(path.join(out, 'products.json'), 'previous');
    const broken = {
      ...output,
      products: [
        {
          toJSON: () => {
            throw new Error('boom');
          },
        },
      ],
    } as unknown as typeof output;
    const error = await writeDatasetAtomically(out, broken).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PullError);
    expect((error as PullError).exitCode).toBe(EXIT.output);
    expect(await readFile(path.join(out, 'products.json'), 'utf8')).toBe('previous');
    expect(await readdir(parent)).toEqual(['data']);
  });

  it('an output path under a regular file is an output error (exit 5), with the cause kept', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'pull-out-'));
    await writeFile(path.join(parent, 'file'), 'a file');
    const error = await writeDatasetAtomically(path.join(parent, 'file', 'out'), output).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PullError);
    expect((error as PullError).exitCode).toBe(EXIT.output);
    expect((error as PullError).kind).toBe('output');
    expect((error as PullError).message).toMatch(/cannot write .*file\/out: ENOTDIR/);
    expect(((error as PullError).cause as NodeJS.ErrnoException).code).toBe('ENOTDIR');
    expect(await readFile(path.join(parent, 'file'), 'utf8')).toBe('a file');
  });

  it('refuses to replace a file at the output path with a folder', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'pull-out-'));
    const out = path.join(parent, 'data');
    await writeFile(out, 'keep me');
    const error = await writeDatasetAtomically(out, output).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PullError);
    expect((error as PullError).exitCode).toBe(EXIT.output);
    expect((error as PullError).message).toMatch(/exists and is not a folder/);
    expect(await readFile(out, 'utf8')).toBe('keep me');
    expect(await readdir(parent)).toEqual(['data']);
  });
});

describe('failureOf: every error maps to a documented exit code', () => {
  it('a PullError keeps its kind, exit code, table, message and cause apart', () => {
    const cause = new Error('ECONNREFUSED');
    const error = new PullError('counting rows failed', { kind: 'source', table: 'product_feed_static', cause });
    expect(error.cause).toBe(cause);
    expect(error).toMatchObject({
      kind: 'source',
      exitCode: EXIT.source,
      table: 'product_feed_static',
      detail: 'counting rows failed',
      message: 'product_feed_static: counting rows failed',
    });
    expect(failureOf(error)).toEqual({
      exitCode: EXIT.source,
      text: 'pull failed: product_feed_static: counting rows failed',
    });
  });

  it('a PullError without a table or a cause has neither', () => {
    const error = new PullError('--synthetic needs a product count of at least 1', { kind: 'usage' });
    expect(error).toMatchObject({ kind: 'usage', exitCode: EXIT.usage, table: null });
    expect(error.message).toBe('--synthetic needs a product count of at least 1');
    expect('cause' in error).toBe(false);
    expect(failureOf(error)).toEqual({
      exitCode: 2,
      text: 'pull failed: --synthetic needs a product count of at least 1',
    });
  });

  it('anything else is an internal error (exit 6) with its message and stack', () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'kept')");
    const failure = failureOf(bug);
    expect(failure.exitCode).toBe(EXIT.internal);
    expect(failure.exitCode).toBe(6);
    expect(failure.text).toContain(
      "pull failed with an unexpected error (exit 6, a bug in the pull): Cannot read properties of undefined (reading 'kept')",
    );
    expect(failure.text).toContain(bug.stack as string);
    expect(failureOf('a string').exitCode).toBe(EXIT.internal);
    expect(failureOf(undefined).text).toContain('thrown value: undefined');
  });

  it('the exit codes are distinct and none is 1, Node’s own code for a crash', () => {
    const codes = Object.values(EXIT);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).not.toContain(1);
  });
});

describe('formatReport', () => {
  it('prints read, kept and skipped per table and reason, and the warnings', () => {
    const text = formatReport(dataset.report, 'src/data/report.json');
    expect(text).toMatch(/product_feed_static\s+2\s+1\s+1/);
    expect(text).toMatch(/missing_name\s+1/);
    expect(text).toMatch(/blog_posts\s+1\s+1\s+0/);
    expect(text).toContain('warn: product_feed_static row id=2');
    expect(text).toContain('derived: 1 categories, 1 brands, 0 excluded product(s)');
  });
});
