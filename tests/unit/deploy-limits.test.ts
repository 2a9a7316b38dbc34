import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  assertDeployLimits,
  countRedirectRules,
  DeployLimitError,
  type DeployLimits,
  deployLimitProblems,
  formatDeployCounts,
  measureDeploy,
  NETLIFY_DEPLOY_LIMITS,
} from '../../scripts/lib/deploy-limits';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'deploy-limits-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function write(relative: string, body: string | Buffer = ''): Promise<void> {
  await mkdir(path.dirname(path.join(dir, relative)), { recursive: true });
  await writeFile(path.join(dir, relative), body);
}

describe('Netlify’s limits', () => {
  it('are 54,000 files per directory, 10,000 _redirects rules and 10 MiB per file (assumed)', () => {
    expect(NETLIFY_DEPLOY_LIMITS).toEqual({ filesPerDirectory: 54_000, redirectRules: 10_000, fileBytes: 10_485_760 });
  });
});

describe('countRedirectRules', () => {
  it('counts rule lines, not comments or blank lines', () => {
    expect(countRedirectRules('# header\n#\n\n/a /b 301\n  /c /d 302  \n\n# end\n')).toBe(2);
    expect(countRedirectRules('')).toBe(0);
  });
});

describe('measureDeploy and deployLimitProblems', () => {
  it('passes a small site and reports its counts', async () => {
    await write('index.html', '<!doctype html>');
    await write('produkt/a.html', 'a');
    await write('produkt/b.html', 'bb');
    await write('produkt/c.html', 'c');
    await write('_redirects', '# x\n/vinkyl/5 /fristaende-vinkyl 301\n');
    const counts = await measureDeploy(dir);
    expect(counts).toMatchObject({
      files: 5,
      largestDirectory: { path: 'produkt', files: 3 },
      redirectRules: 1,
      largestFile: { path: '_redirects' },
      oversizedFiles: [],
    });
    expect(deployLimitProblems(counts)).toEqual([]);
    expect(() => assertDeployLimits(counts)).not.toThrow();
    expect(formatDeployCounts(counts)).toMatch(/largest directory produkt\/ 3 files \(limit 54000\)/);
  });

  it('fails a directory with more files than the limit, naming the directory, the number and the limit', async () => {
    // The real limit would need 54,001 files; the same check with a limit of 50 over 51 empty files.
    const limits: DeployLimits = { ...NETLIFY_DEPLOY_LIMITS, filesPerDirectory: 50 };
    await Promise.all(Array.from({ length: 51 }, (_, i) => write(`produkt/p${i}.html`)));
    await write('index.html');
    const counts = await measureDeploy(dir, limits);
    expect(counts.largestDirectory).toEqual({ path: 'produkt', files: 51 });
    expect(deployLimitProblems(counts, limits)).toEqual([
      'produkt/ holds 51 files; Netlify refuses more than 50 in one directory',
    ]);
  });

  it('fails an oversized _redirects with the rule count and the limit', async () => {
    const lines = Array.from({ length: 10_001 }, (_, i) => `/produkt/sku-${i} /produkt/p-${i} 301`);
    await write('_redirects', `# generated\n${lines.join('\n')}\n`);
    const counts = await measureDeploy(dir);
    expect(counts.redirectRules).toBe(10_001);
    expect(deployLimitProblems(counts)).toEqual([
      '_redirects holds 10001 rules; the limit is 10000 (Netlify advises wildcards or functions above it)',
    ]);
  });

  it('fails a file above the size limit, with its size and the limit', async () => {
    await write('vinkyl.html', Buffer.alloc(NETLIFY_DEPLOY_LIMITS.fileBytes + 1));
    await write('index.html', 'x');
    const counts = await measureDeploy(dir);
    expect(counts.largestFile).toEqual({ path: 'vinkyl.html', bytes: 10_485_761 });
    let error: unknown;
    try {
      assertDeployLimits(counts);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DeployLimitError);
    expect((error as DeployLimitError).problems).toEqual([
      'vinkyl.html is 10485761 bytes; the limit for a single file is 10485760 bytes',
    ]);
    expect((error as Error).message).toMatch(/^deploy limits exceeded:\n- vinkyl\.html/);
  });
});
