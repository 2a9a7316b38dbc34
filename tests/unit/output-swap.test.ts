/**
 * The swap of writeDatasetAtomically when a rename fails half-way, which a
 * real file system does rarely (EXDEV, EBUSY, a full disk): the previous
 * output must come back and the staging folder must go, with the file
 * system's error kept as the cause.
 */
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { feedRow, postRow } from '../fixtures/rows';

/** Renames of these sources fail with the given code. */
const failing = vi.hoisted(() => new Map<string, string>());

vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs/promises')>();
  return {
    ...real,
    rename: async (from: string, to: string) => {
      for (const [pattern, code] of failing) {
        if (path.basename(from).includes(pattern)) {
          throw Object.assign(new Error(`${code}: rename ${from} -> ${to}`), { code });
        }
      }
      return real.rename(from, to);
    },
  };
});

const { nextBaseline } = await import('../../src/pull/baseline');
const { EXIT, PullError } = await import('../../src/pull/errors');
const { writeDatasetAtomically } = await import('../../src/pull/output');
const { runPipeline } = await import('../../src/pull/pipeline');

const dataset = runPipeline({
  feedRows: [feedRow({ id: 1 })],
  postRows: [postRow({ id: 'a' })],
  ownHosts: new Set(),
  source: { kind: 'sample', detail: 'test' },
});
const output = { ...dataset, baseline: nextBaseline(null, dataset.report, new Date(0), { reset: false }) };

async function previousOutput(): Promise<{ parent: string; out: string }> {
  const parent = await mkdtemp(path.join(tmpdir(), 'pull-swap-'));
  const out = path.join(parent, 'data');
  await mkdir(out);
  await writeFile(path.join(out, 'products.json'), 'previous');
  return { parent, out };
}

describe('writeDatasetAtomically when the swap fails', () => {
  afterEach(() => failing.clear());

  it('puts the previous output back when the new folder cannot be moved in', async () => {
    const { parent, out } = await previousOutput();
    failing.set('.data.staging-', 'EXDEV');
    const error = await writeDatasetAtomically(out, output).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PullError);
    expect(error).toMatchObject({ kind: 'output', exitCode: EXIT.output, table: null });
    expect((error as Error).message).toMatch(/^cannot write .*data: EXDEV: rename /);
    expect(((error as Error).cause as NodeJS.ErrnoException).code).toBe('EXDEV');
    expect(await readFile(path.join(out, 'products.json'), 'utf8')).toBe('previous');
    expect(await readdir(parent)).toEqual(['data']);
  });

  it('keeps the previous output in place when it cannot be moved aside', async () => {
    const { parent, out } = await previousOutput();
    failing.set('data', 'EBUSY');
    const error = await writeDatasetAtomically(out, output).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'output' });
    expect(((error as Error).cause as NodeJS.ErrnoException).code).toBe('EBUSY');
    expect(await readFile(path.join(out, 'products.json'), 'utf8')).toBe('previous');
    expect(await readdir(parent)).toEqual(['data']);
  });
});
