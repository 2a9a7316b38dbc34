/**
 * The deploy-limit check at Netlify's real file-per-directory limit: 54,001
 * empty files in one folder of a temporary dist (tests/unit/deploy-limits.test.ts
 * checks the same logic with small limits). Integration project: writing the
 * files takes seconds.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assertDeployLimits, measureDeploy, NETLIFY_DEPLOY_LIMITS } from '../../scripts/lib/deploy-limits';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'deploy-limits-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('deploy limits of a crafted oversized dist', () => {
  it('fails more than 54,000 files in one directory at the real limit', async () => {
    // Empty files: about a second on this machine.
    const files = NETLIFY_DEPLOY_LIMITS.filesPerDirectory + 1;
    await mkdir(path.join(dir, 'produkt'));
    for (let start = 0; start < files; start += 2000) {
      const batch = Array.from({ length: Math.min(2000, files - start) }, (_, i) =>
        writeFile(path.join(dir, 'produkt', `p${start + i}.html`), ''),
      );
      await Promise.all(batch);
    }
    const counts = await measureDeploy(dir);
    expect(() => assertDeployLimits(counts)).toThrow(
      /produkt\/ holds 54001 files; Netlify refuses more than 54000 in one directory/,
    );
  });
});
