import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT, PullError } from '../../scripts/lib/errors';
import { OUTPUT_FILES, readPreviousReport, writeDatasetAtomically } from '../../scripts/lib/output';
import { formatReport } from '../../scripts/lib/report';
import { runPipeline } from '../../src/lib/pipeline';
import { feedRow, postRow } from '../fixtures/rows';

const dataset = runPipeline({
  feedRows: [feedRow({ id: 1 }), feedRow({ id: 2, Name: null })],
  postRows: [postRow({ id: 'a' })],
  ownHosts: new Set(),
  source: { kind: 'sample', detail: 'test' },
});

describe('writeDatasetAtomically', () => {
  it('writes every output file and replaces the previous folder as a whole', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'pull-out-'));
    const out = path.join(parent, 'data');
    await mkdir(out);
    await writeFile(path.join(out, 'stale.json'), '[]');
    await writeDatasetAtomically(out, dataset);
    expect((await readdir(out)).sort()).toEqual(Object.values(OUTPUT_FILES).sort());
    expect(JSON.parse(await readFile(path.join(out, OUTPUT_FILES.products), 'utf8'))).toEqual(dataset.products);
    expect(await readdir(parent)).toEqual(['data']);
    expect((await readPreviousReport(out))?.tables.product_feed_static.kept).toBe(1);
  });

  it('leaves the previous output untouched when writing fails', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'pull-out-'));
    const out = path.join(parent, 'data');
    await mkdir(out);
    await writeFile(path.join(out, 'products.json'), 'previous');
    const broken = {
      ...dataset,
      products: [
        {
          toJSON: () => {
            throw new Error('boom');
          },
        },
      ],
    } as unknown as typeof dataset;
    const error = await writeDatasetAtomically(out, broken).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PullError);
    expect((error as PullError).exitCode).toBe(EXIT.output);
    expect(await readFile(path.join(out, 'products.json'), 'utf8')).toBe('previous');
    expect(await readdir(parent)).toEqual(['data']);
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
