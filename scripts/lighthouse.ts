/**
 * `npm run lighthouse [-- --runs N] [-- --only id,id] [-- --dir dist] [-- --no-compress]`
 *
 * Lighthouse (npm `lighthouse`, pinned) in Debian Chromium on each template
 * page of the built site: the same pages as `npm run budget` (home, /vinkyl
 * and the largest category page, the largest product, brand and post page,
 * /produkt, /vinbloggen). It never builds; without dist/ it exits 2.
 *
 * - dist/ is copied to a temporary folder first, so a rebuild in the same
 *   checkout cannot change the site under a run;
 * - the copy is served by the preview server (scripts/lib/preview-server.ts:
 *   Netlify's redirect and header engine, including the CSP of dist/_headers)
 *   on 127.0.0.1, behind a small proxy that compresses text the way Netlify's
 *   CDN does (brotli or gzip, whichever the browser accepts; `--no-compress`
 *   turns it off). Without it the simulated slow-4G network would charge
 *   every byte of uncompressed HTML, which production never serves;
 * - Lighthouse runs with its default settings: mobile form factor and
 *   screen, simulated throttling (slow 4G, 4× CPU); categories performance,
 *   accessibility, best-practices and seo. Each run gets a fresh Chromium
 *   ($CHROMIUM_PATH, else /usr/bin/chromium) with a fresh profile; Chromium
 *   resolves no host except 127.0.0.1, so nothing reaches the network;
 * - with `--runs N` each page is measured N times and Lighthouse's own
 *   median run (closest to the median FCP and TTI) is reported.
 *
 * It prints one table (the four scores, CLS, TBT, simulated LCP) and, per
 * page, every audit of those categories that scores below 1, with its
 * display value or explanation; full JSON reports go to .cache/lighthouse/.
 * Exit 1 when a score is below `lighthouse.minScore` of budgets.json, or
 * CLS, TBT or LCP are above their limits, unless every audit responsible is
 * in `lighthouse.allow` with a reason; exit 2 on usage errors or a missing
 * dist/. Not part of `npm test`.
 *
 * The logic lives in scripts/lib: lighthouse-run.ts (snapshot, serving,
 * runs), compressing-proxy.ts, lighthouse-result.ts (reading a result),
 * lighthouse-median.ts, lighthouse-verdict.ts (the targets) and
 * lighthouse-report.ts (what is printed); Chromium is started by chromium.ts.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_BUDGETS, loadBudgets } from './lib/budgets-file';
import { assertBuilt, DEFAULT_DIST, DistMissingError } from './lib/dist-pages';
import { busyWarning, failuresReport, findingsReport, resultTable, unusedAllowNotes } from './lib/lighthouse-report';
import { CATEGORIES, type PageResult } from './lib/lighthouse-result';
import { type AuditServer, auditTemplate, REPORT_DIR, serveSnapshot, snapshotSite } from './lib/lighthouse-run';
import { BUSY_BENCHMARK_INDEX, busyResults, judge, unusedAllowEntries } from './lib/lighthouse-verdict';
import { pickTemplates, UnknownTemplateError } from './lib/template-pages';

/** Wrong arguments or no build: exit 2. */
class UsageError extends Error {}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: DEFAULT_DIST },
      budgets: { type: 'string', default: DEFAULT_BUDGETS },
      runs: { type: 'string', default: '1' },
      only: { type: 'string' },
      'no-compress': { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new UsageError('--runs must be a positive integer');
  const dir = path.resolve(values.dir);
  assertBuilt(dir, 'Lighthouse');
  const budgets = loadBudgets(path.resolve(values.budgets));

  const snapshot = await snapshotSite(dir);
  let server: AuditServer | null = null;
  try {
    const templates = pickTemplates(snapshot.templates, values.only);
    server = await serveSnapshot(snapshot.dir, { compress: !values['no-compress'] });
    console.log(
      `Lighthouse (mobile, simulated throttling) on ${templates.length} page(s), ${runs} run(s) each, via ${server.origin}` +
        `${server.compressed ? ' (compressing like the CDN)' : ' (uncompressed)'}`,
    );

    const results: PageResult[] = [];
    for (const template of templates) {
      const started = Date.now();
      const result = await auditTemplate(server.origin, template, { runs, reportDir: REPORT_DIR });
      results.push(result);
      console.log(
        `  ${template.label} ${template.path}: ${CATEGORIES.map((id) => result.scores[id] ?? '-').join('/')} ` +
          `(${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
    }

    console.log(`\n${resultTable(results)}\n`);
    console.log(findingsReport(results, budgets.lighthouse.allow));
    for (const note of unusedAllowNotes(unusedAllowEntries(results, budgets.lighthouse.allow))) console.log(note);
    const busy = busyWarning(busyResults(results), BUSY_BENCHMARK_INDEX);
    if (busy) console.log(`\n${busy}`);
    console.log(`\nFull reports: ${path.relative(process.cwd(), REPORT_DIR)}/<template>.json`);
    const failures = results.flatMap((result) => judge(result, budgets.lighthouse));
    if (failures.length > 0) {
      console.error(`\n${failuresReport(failures, budgets.lighthouse)}`);
      return 1;
    }
    console.log('\nEvery template meets the Lighthouse targets.');
    return 0;
  } finally {
    await server?.close();
    await snapshot.close();
  }
}

const isUsageError = (error: unknown): boolean =>
  error instanceof UsageError || error instanceof DistMissingError || error instanceof UnknownTemplateError;

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`lighthouse: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(isUsageError(error) ? 2 : 1);
  },
);
