/**
 * The real dist/ within Netlify's deploy limits (scripts/lib/deploy-limits.ts,
 * the same check as the end of `npm run build` and `npm run budget`), with
 * `_redirects` far below them, and the routing function's lookup table
 * present and valid. A copy of dist/ with an oversized `_redirects` fails
 * both commands loudly.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployLimitProblems, measureDeploy } from '../../scripts/lib/deploy-limits';
import { readRedirectData } from '../../src/integrations/netlify-redirects';
import { LOOKUP_TABLE_PATH } from '../../src/routing/lookup-table';
import { parseLookupTable } from '../../src/routing/lookup-table-schema';
import { DATA, DIST, ROOT } from './site';

describe('deploy limits over dist/', () => {
  it('passes, with under 1,000 _redirects rules', async () => {
    const counts = await measureDeploy(DIST);
    expect(deployLimitProblems(counts)).toEqual([]);
    expect(counts.redirectRules).toBeLessThan(1000);
  });

  it('holds the routing function’s lookup table for every product and brand of the data', async () => {
    const table = parseLookupTable(await readFile(path.join(DIST, LOOKUP_TABLE_PATH), 'utf8'));
    const data = readRedirectData(DATA);
    expect(table.slugs).toEqual(data.products.map((product) => product.slug));
    expect(table.brands).toEqual(data.brands.map((brand) => brand.slug));
    expect(table.excluded).toHaveLength(data.excludedProducts.length);
  });
});

describe('a copy of dist/ with 10,001 _redirects rules', () => {
  let copy: string;
  const run = async (script: string) => {
    try {
      const { stdout, stderr } = await promisify(execFile)(
        process.execPath,
        [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT, 'scripts', script), '--dir', copy],
        { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 },
      );
      return { code: 0, output: stdout + stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, output: failed.stdout + failed.stderr };
    }
  };

  beforeAll(async () => {
    copy = await mkdtemp(path.join(os.tmpdir(), 'deploy-limits-dist-'));
    await cp(DIST, copy, { recursive: true });
    const lines = Array.from({ length: 10_001 }, (_, i) => `/gammal/${i} /vinkyl 301`);
    await writeFile(path.join(copy, '_redirects'), `${lines.join('\n')}\n`);
  });
  afterAll(async () => {
    if (copy) await rm(copy, { recursive: true, force: true });
  });

  it('fails the build’s last step (scripts/check-deploy.ts) with the number and the limit', async () => {
    const { code, output } = await run('check-deploy.ts');
    expect(code).toBe(1);
    expect(output).toMatch(/DEPLOY LIMITS EXCEEDED:\n- _redirects holds 10001 rules; the limit is 10000/);
  });

  it('fails npm run budget (scripts/budget.ts) with the same message', async () => {
    const { code, output } = await run('budget.ts');
    expect(code).toBe(1);
    expect(output).toMatch(/_redirects holds 10001 rules; the limit is 10000/);
  });
});
