/**
 * `npm run pull`: fetch every row of product_feed_static and blog_posts,
 * run them through the pipeline (src/lib/pipeline.ts) and write the typed
 * data files the site is built from (src/data/). Exits non-zero and leaves
 * the previous output untouched on any failure.
 *
 * Sources, in order of precedence:
 *   --synthetic N         N generated products (benchmarks)
 *   SUPABASE_URL + key    the live tables, read with the public key
 *   (default)             the embedded sample data in data/sample/
 *
 * Options: --allow-drop (accept a fall of more than 30 % in products),
 * --allow-empty (accept zero products), --out DIR, --sample-dir DIR.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runPipeline } from '../src/lib/pipeline';
import type { PullReport } from '../src/lib/schemas/report';
import { ownHostsFor, resolveSiteUrl } from '../src/lib/site';
import { EXIT, PullError } from './lib/errors';
import { checkProductCount } from './lib/guard';
import { OUTPUT_FILES, readPreviousReport, writeDatasetAtomically } from './lib/output';
import { formatReport } from './lib/report';
import { DEFAULT_SAMPLE_DIR, readSampleRows } from './lib/source-sample';
import { readSupabaseRows, validateSupabaseUrl } from './lib/source-supabase';
import { readSyntheticRows } from './lib/source-synthetic';
import type { SourceRows } from './lib/source-types';

const ROOT = path.resolve(import.meta.dirname, '..');

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0)
    throw new PullError(`${name} must be a whole number; got ${JSON.stringify(value)}`, EXIT.usage);
  return number;
}

async function main(): Promise<void> {
  const envFile = path.join(ROOT, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);

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
      EXIT.usage,
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
      EXIT.usage,
    );
  }

  let source: PullReport['source'];
  let rows: SourceRows;
  const log = (message: string) => console.error(`pull: ${message}`);
  if (args.values.synthetic !== undefined) {
    const count = positiveInt('--synthetic', args.values.synthetic, 0);
    if (count < 1) throw new PullError('--synthetic needs a product count of at least 1', EXIT.usage);
    source = { kind: 'synthetic', detail: `${count} products` };
    rows = await readSyntheticRows(count);
  } else if (supabaseUrl && supabaseKey) {
    const url = validateSupabaseUrl(supabaseUrl);
    source = { kind: 'supabase', detail: new URL(url).host };
    rows = await readSupabaseRows({
      url,
      key: supabaseKey,
      timeoutMs: positiveInt('PULL_TIMEOUT_MS', env.PULL_TIMEOUT_MS, 20_000),
      attempts: Math.max(1, positiveInt('PULL_ATTEMPTS', env.PULL_ATTEMPTS, 4)),
      backoffMs: positiveInt('PULL_BACKOFF_MS', env.PULL_BACKOFF_MS, 500),
      log,
    });
  } else {
    const sampleDir = path.resolve(args.values['sample-dir']);
    source = { kind: 'sample', detail: path.relative(ROOT, sampleDir) || '.' };
    rows = await readSampleRows(sampleDir);
  }

  const siteUrl = resolveSiteUrl(env.SITE_URL);
  const dataset = runPipeline({ ...rows, ownHosts: ownHostsFor(siteUrl), source });
  const reportPath = path.relative(ROOT, path.join(outDir, OUTPUT_FILES.report));
  console.log(formatReport(dataset.report, reportPath));

  checkProductCount(await readPreviousReport(outDir), dataset.report, {
    allowDrop: args.values['allow-drop'],
    allowEmpty: args.values['allow-empty'],
  });
  await writeDatasetAtomically(outDir, dataset);
  console.log(
    `pull: wrote ${dataset.products.length} products, ${dataset.categories.length} categories, ${dataset.brands.length} brands, ${dataset.posts.length} posts to ${path.relative(ROOT, outDir) || outDir}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof PullError) {
    console.error(`pull failed: ${error.message}`);
    process.exitCode = error.exitCode;
  } else {
    console.error('pull failed with an unexpected error:', error);
    process.exitCode = 1;
  }
});
