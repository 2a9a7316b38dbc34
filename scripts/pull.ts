/**
 * `npm run pull`: fetch every row of product_feed_static and blog_posts,
 * run them through the pipeline (src/pull/pipeline.ts) and write the typed
 * data files the site is built from (src/data/). Exits non-zero and leaves
 * the previous output untouched on any failure; every exit code is in
 * src/pull/errors.ts (EXIT) and the README.
 *
 * Sources, in order of precedence:
 *   --synthetic N         N generated products (benchmarks)
 *   SUPABASE_URL + key    the live tables, read with the public key
 *   (default)             the embedded sample data in data/sample/
 *
 * The guard (src/pull/guard.ts, docs/pull-guard.md) compares the counts
 * with the baseline of recent pulls: for Supabase the live site's
 * /pull-baseline.json, for the other sources the previous output folder's
 * (PULL_BASELINE overrides both).
 *
 * Options: --allow-drop (accept a fall below 70 % of the 30-day maximum, or
 * a missing baseline, and restart the baseline from this pull),
 * --allow-empty (accept zero products), --out DIR, --sample-dir DIR.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { PullReport } from '../src/dataset/schemas/report';
import { type BaselineLookup, baselineLocation, describeLocation, loadBaseline } from '../src/pull/baseline';
import { failureOf, PullError } from '../src/pull/errors';
import { guardPull } from '../src/pull/guard';
import { swedishToday } from '../src/pull/history-window';
import { OUTPUT_FILES, writeDatasetAtomically } from '../src/pull/output';
import { runPipeline } from '../src/pull/pipeline';
import { formatReport } from '../src/pull/report';
import { DEFAULT_SAMPLE_DIR, readSampleRows } from '../src/pull/source-sample';
import { readSupabaseRows, validateSupabaseUrl } from '../src/pull/source-supabase';
import { readSyntheticRows } from '../src/pull/source-synthetic';
import type { SourceRows } from '../src/pull/source-types';
import { ownHostsFor, resolveSiteUrl } from '../src/shared/site';
import { BudgetsFileError, loadBudgets } from './lib/budgets-file';
import { postBodyGzipBudget } from './lib/post-budget';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Largest number a setting takes: timers (setTimeout, AbortSignal.timeout) refuse longer delays. */
const MAX_SETTING = 2 ** 31 - 1;

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > MAX_SETTING)
    throw new PullError(`${name} must be a whole number up to ${MAX_SETTING}; got ${JSON.stringify(value)}`, {
      kind: 'usage',
    });
  return number;
}

async function main(): Promise<void> {
  const envFile = path.join(ROOT, '.env');
  if (existsSync(envFile)) {
    try {
      process.loadEnvFile(envFile);
    } catch (error) {
      throw new PullError(`cannot read ${envFile}: ${(error as Error).message}`, { kind: 'usage', cause: error });
    }
  }

  let args: ReturnType<typeof parse>;
  function parse() {
    return parseArgs({
      options: {
        synthetic: { type: 'string' },
        'allow-drop': { type: 'boolean', default: false },
        'allow-empty': { type: 'boolean', default: false },
        out: { type: 'string', default: path.join(ROOT, 'src/data') },
        'sample-dir': { type: 'string', default: DEFAULT_SAMPLE_DIR },
      },
      strict: true,
      allowPositionals: false,
    });
  }
  try {
    args = parse();
  } catch (error) {
    throw new PullError(
      `${(error as Error).message}\nusage: npm run pull -- [--synthetic N] [--allow-drop] [--allow-empty] [--out DIR] [--sample-dir DIR]`,
      { kind: 'usage', cause: error },
    );
  }
  const outDir = path.resolve(args.values.out);
  const env = process.env;
  const supabaseUrl = env.SUPABASE_URL?.trim();
  const supabaseKey = (env.SUPABASE_ANON_KEY ?? env.SUPABASE_PUBLISHABLE_KEY)?.trim();
  if (Boolean(supabaseUrl) !== Boolean(supabaseKey)) {
    throw new PullError(
      supabaseUrl
        ? 'SUPABASE_URL is set but SUPABASE_ANON_KEY (or SUPABASE_PUBLISHABLE_KEY) is missing; set both, or neither to use the sample data'
        : 'SUPABASE_ANON_KEY is set but SUPABASE_URL is missing; set both, or neither to use the sample data',
      { kind: 'usage' },
    );
  }

  let siteUrl: string;
  try {
    siteUrl = resolveSiteUrl(env.SITE_URL);
  } catch (error) {
    throw new PullError((error as Error).message, { kind: 'usage', cause: error });
  }
  const network = {
    timeoutMs: positiveInt('PULL_TIMEOUT_MS', env.PULL_TIMEOUT_MS, 20_000),
    attempts: Math.max(1, positiveInt('PULL_ATTEMPTS', env.PULL_ATTEMPTS, 4)),
    backoffMs: positiveInt('PULL_BACKOFF_MS', env.PULL_BACKOFF_MS, 500),
  };
  const allowDrop = args.values['allow-drop'];

  // One day for the whole pull: which history rows count, and which are refused as future ones.
  const today = swedishToday();
  let source: PullReport['source'];
  let readRows: () => Promise<SourceRows>;
  const log = (message: string) => console.error(`pull: ${message}`);
  if (args.values.synthetic !== undefined) {
    const count = positiveInt('--synthetic', args.values.synthetic, 0);
    if (count < 1) throw new PullError('--synthetic needs a product count of at least 1', { kind: 'usage' });
    source = { kind: 'synthetic', detail: `${count} products` };
    readRows = () => readSyntheticRows(count);
  } else if (supabaseUrl && supabaseKey) {
    const url = validateSupabaseUrl(supabaseUrl);
    source = { kind: 'supabase', detail: new URL(url).host };
    readRows = () => readSupabaseRows({ url, key: supabaseKey, ...network, log, today });
  } else {
    const sampleDir = path.resolve(args.values['sample-dir']);
    source = { kind: 'sample', detail: path.relative(ROOT, sampleDir) || '.' };
    readRows = () => readSampleRows(sampleDir, today);
  }
  // Resolved before any reading, so that a bad PULL_BASELINE is a usage error at once.
  const location = baselineLocation({ override: env.PULL_BASELINE, source, siteUrl, outDir, cwd: process.cwd() });

  let postBudget: number;
  try {
    postBudget = postBodyGzipBudget(loadBudgets());
  } catch (error) {
    if (!(error instanceof BudgetsFileError)) throw error;
    throw new PullError(error.message, { kind: 'usage', cause: error });
  }

  const rows = await readRows();
  const dataset = runPipeline({
    ...rows,
    ownHosts: ownHostsFor(siteUrl),
    source,
    today,
    postBodyGzipBudget: postBudget,
  });
  const reportPath = path.relative(ROOT, path.join(outDir, OUTPUT_FILES.report));
  console.log(formatReport(dataset.report, reportPath));

  const lookup: BaselineLookup = allowDrop
    ? { status: 'unread', from: describeLocation(location), problem: 'was not read (--allow-drop)' }
    : await loadBaseline(location, { ...network, log });
  const verdict = guardPull(lookup, dataset.report, { allowDrop, allowEmpty: args.values['allow-empty'] }, new Date());
  log(verdict.summary);
  await writeDatasetAtomically(outDir, { ...dataset, baseline: verdict.baseline });
  console.log(
    `pull: wrote ${dataset.products.length} products, ${dataset.categories.length} categories, ${dataset.brands.length} brands, ${dataset.posts.length} posts and a baseline of ${verdict.baseline.entries.length} pull(s) to ${path.relative(ROOT, outDir) || outDir}`,
  );
}

function fail(error: unknown): void {
  const { exitCode, text } = failureOf(error);
  console.error(text);
  process.exitCode = exitCode;
}

// Errors outside main's promise chain (e.g. EPIPE on a closed stdout) would
// otherwise end the process with Node's own exit code 1.
process.on('uncaughtException', (error) => {
  fail(error);
  process.exit();
});
main().catch(fail);
