/**
 * Netlify's deploy limits, checked on a built dist/ before anything is
 * uploaded: `npm run build` (scripts/check-deploy.ts, after astro build and
 * every integration that writes files), `npm run budget` and `npm run bench`
 * run it. A breach fails loudly with the number and the limit.
 *
 * The limits (see docs/routing.md for sources):
 * - 54,000 files in one directory: a deploy with more fails (Netlify's
 *   documented limit, verified in /work/shared notes as a deploy failure).
 * - 10,000 rules in `_redirects`: Netlify advises wildcards or edge functions
 *   above it and very large rule files fail to deploy; the site's rules no
 *   longer grow with the catalogue, so this is a guard, not a target.
 * - 10 MiB for a single file: ASSUMPTION. No per-file limit for static
 *   files was found in Netlify's docs; 10 MiB is a conservative stand-in
 *   (the largest page of a 50,000-product build is far below it), and a
 *   function's buffered response is limited to 6 MB (Netlify Functions
 *   configuration), which bounds the not-found page the routing function
 *   returns. Raise it when Netlify documents a number.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export interface DeployLimits {
  readonly filesPerDirectory: number;
  readonly redirectRules: number;
  readonly fileBytes: number;
}

export const NETLIFY_DEPLOY_LIMITS: DeployLimits = {
  filesPerDirectory: 54_000,
  redirectRules: 10_000,
  fileBytes: 10 * 1024 * 1024,
};

export interface DeployCounts {
  /** Every file of the deploy. */
  readonly files: number;
  /** The directory with the most files directly in it (relative, `.` for the root). */
  readonly largestDirectory: { readonly path: string; readonly files: number };
  /** Rule lines of `_redirects` (not blank, not comments); 0 without the file. */
  readonly redirectRules: number;
  /** The largest file (relative path) and its size. */
  readonly largestFile: { readonly path: string; readonly bytes: number };
  /** Every file above the size limit, largest first (only filled by {@link measureDeploy} with a limit). */
  readonly oversizedFiles: readonly { readonly path: string; readonly bytes: number }[];
}

/** Thrown by {@link assertDeployLimits}; `problems` holds one line per breach. */
export class DeployLimitError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(`deploy limits exceeded:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
    this.name = 'DeployLimitError';
    this.problems = problems;
  }
}

/** The rule lines of a `_redirects` text: every line that is neither blank nor a `#` comment. */
export function countRedirectRules(text: string): number {
  let rules = 0;
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (trimmed !== '' && !trimmed.startsWith('#')) rules += 1;
  }
  return rules;
}

/** Counts files per directory, sizes and `_redirects` rules of a build output. */
export async function measureDeploy(dir: string, limits: DeployLimits = NETLIFY_DEPLOY_LIMITS): Promise<DeployCounts> {
  const root = path.resolve(dir);
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const perDirectory = new Map<string, number>();
  let files = 0;
  let largestFile = { path: '', bytes: 0 };
  const oversizedFiles: { path: string; bytes: number }[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    files += 1;
    const parent = path.relative(root, entry.parentPath) || '.';
    perDirectory.set(parent, (perDirectory.get(parent) ?? 0) + 1);
    const filePath = path.join(entry.parentPath, entry.name);
    const { size } = await stat(filePath);
    const relative = path.relative(root, filePath);
    if (size > largestFile.bytes) largestFile = { path: relative, bytes: size };
    if (size > limits.fileBytes) oversizedFiles.push({ path: relative, bytes: size });
  }
  let largestDirectory = { path: '.', files: 0 };
  for (const [directory, count] of perDirectory) {
    if (count > largestDirectory.files) largestDirectory = { path: directory, files: count };
  }
  let redirectRules = 0;
  try {
    redirectRules = countRedirectRules(await readFile(path.join(root, '_redirects'), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  oversizedFiles.sort((a, b) => b.bytes - a.bytes);
  return { files, largestDirectory, redirectRules, largestFile, oversizedFiles };
}

/** One line per breached limit, each with the number and the limit; empty when the deploy fits. */
export function deployLimitProblems(counts: DeployCounts, limits: DeployLimits = NETLIFY_DEPLOY_LIMITS): string[] {
  const problems: string[] = [];
  if (counts.largestDirectory.files > limits.filesPerDirectory) {
    problems.push(
      `${counts.largestDirectory.path}/ holds ${counts.largestDirectory.files} files; Netlify refuses more than ${limits.filesPerDirectory} in one directory`,
    );
  }
  if (counts.redirectRules > limits.redirectRules) {
    problems.push(
      `_redirects holds ${counts.redirectRules} rules; the limit is ${limits.redirectRules} (Netlify advises wildcards or functions above it)`,
    );
  }
  for (const file of counts.oversizedFiles) {
    problems.push(`${file.path} is ${file.bytes} bytes; the limit for a single file is ${limits.fileBytes} bytes`);
  }
  return problems;
}

/** Throws {@link DeployLimitError} when the counts breach a limit. */
export function assertDeployLimits(counts: DeployCounts, limits: DeployLimits = NETLIFY_DEPLOY_LIMITS): void {
  const problems = deployLimitProblems(counts, limits);
  if (problems.length > 0) throw new DeployLimitError(problems);
}

/** The counts as the build, the budget and the bench print them. */
export function formatDeployCounts(counts: DeployCounts, limits: DeployLimits = NETLIFY_DEPLOY_LIMITS): string {
  return [
    `deploy: ${counts.files} files`,
    `largest directory ${counts.largestDirectory.path}/ ${counts.largestDirectory.files} files (limit ${limits.filesPerDirectory})`,
    `_redirects ${counts.redirectRules} rules (limit ${limits.redirectRules})`,
    `largest file ${counts.largestFile.path} ${counts.largestFile.bytes} bytes (limit ${limits.fileBytes})`,
  ].join('; ');
}
