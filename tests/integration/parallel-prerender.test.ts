/**
 * src/integrations/parallel-prerender/index.ts on the real site: `astro build` of
 * the pulled sample data with one render thread beside the main thread, and
 * with the main thread alone (PRERENDER_WORKERS=0, plain Astro). Every file
 * of the two outputs must be the same bytes, and the worker must have
 * rendered pages. Builds go to temporary folders, never to dist/, which the
 * site and browser tests read.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ASTRO = path.join(ROOT, 'node_modules/astro/bin/astro.mjs');
const run = promisify(execFile);
const work = mkdtempSync(path.join(tmpdir(), 'vinkylguiden-parallel-'));

interface Build {
  readonly dir: string;
  readonly log: string;
}

async function build(workers: number): Promise<Build> {
  const dir = path.join(work, `workers-${workers}`);
  const { stdout, stderr } = await run(process.execPath, [ASTRO, 'build', '--outDir', dir], {
    cwd: ROOT,
    env: { ...process.env, PRERENDER_WORKERS: String(workers), ASTRO_TELEMETRY_DISABLED: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { dir, log: stdout + stderr };
}

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

let alone: Build;
let parallel: Build;

beforeAll(async () => {
  // One after the other: each build uses both cores.
  alone = await build(0);
  parallel = await build(1);
}, 240_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('parallel prerendering', () => {
  it('renders pages in the worker thread, and none in plain mode', () => {
    const counts = /pages rendered: (\d+) on the main thread, (\d+) on 1 worker thread/.exec(parallel.log);
    expect(counts, parallel.log.slice(-2000)).not.toBeNull();
    expect(Number(counts?.[2])).toBeGreaterThan(0);
    expect(alone.log).not.toContain('pages rendered:');
  });

  it('writes exactly the same files, byte for byte, as the main thread alone', () => {
    const list = files(alone.dir);
    expect(list.filter((file) => file.endsWith('.html')).length).toBeGreaterThan(300);
    expect(files(parallel.dir)).toEqual(list);
    const differing = list.filter(
      (file) => !readFileSync(path.join(alone.dir, file)).equals(readFileSync(path.join(parallel.dir, file))),
    );
    expect(differing).toEqual([]);
  });
});
