/**
 * `npm run budget [-- --dir dist] [-- --budgets budgets.json]`: page-weight
 * budgets of the built site, read from dist/ (it never builds).
 *
 * Per page of dist/ it measures the HTML, the CSS the page links (plus its
 * inline `<style>`) and the JavaScript it makes the browser run, raw and
 * gzip (node:zlib level 9, each file on its own, a page's inline scripts
 * together); the table adds brotli for the HTML (quality 9: within ~5 % of
 * quality 11 at a fortieth of the time). Budgets are in bytes; the issue's
 * "KB" are KiB (30 KB = 30720 B). JavaScript is sorted by when it loads:
 *
 * - load: `<script src>` and `<link rel="modulepreload">`, inline scripts
 *   (not JSON-LD), and `<astro-island>`s whose directive hydrates at once
 *   (client:load, client:idle, client:only, unknown directives), each with
 *   the static `import`s of its modules followed transitively through
 *   dist/_astro/*.js;
 * - mobile only: islands with client:media (their modules not already loaded);
 * - on scroll: islands with client:visible;
 * - on interaction: islands with client:interaction (the site's own
 *   directive, src/integrations/interaction-directive.ts: hydrates on the
 *   first pointer, touch, focus, key or change on the island) and the
 *   targets of dynamic `import()` in any of the above, each with its static
 *   imports and further dynamic imports, minus what page load already fetched.
 *
 * Every page is checked against the budget of its kind (budgets.json:
 * `templates`), the whole site's CSS against `site.cssGzipBytes`, every
 * `<img>` of every page for width and height, and pages without any island
 * against `site.jsWithoutIslandsGzipBytes` (0: they ship no JavaScript). The table lists the representative
 * page per template: home, /vinkyl and the largest category page, the
 * largest product, brand and post page by gzip HTML, /produkt and
 * /vinbloggen. Exit code 0 when everything is within budget, 1 on any
 * breach (each named with template, page and budget), 2 on usage errors or
 * a missing dist/. It also checks Netlify's deploy limits
 * (scripts/lib/deploy-limits.ts: files per directory, `_redirects` rules,
 * file size) and prints their counts.
 *
 * The logic lives in scripts/lib: budgets-file.ts (budgets.json), sizes.ts,
 * page-scan.ts (HTML scan), script-graph.ts (JavaScript by loading time),
 * dist-pages.ts (measuring dist/), template-pages.ts, budget-check.ts
 * (comparison) and budget-report.ts (what is printed); page kinds are a
 * routing fact (src/routing/routes.ts). tests/unit/budget.test.ts tests
 * them; tests/site/budget.test.ts runs the check over the real dist/ inside
 * `npm test`.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkSite } from './lib/budget-check';
import { budgetReport, formatBreaches } from './lib/budget-report';
import { DEFAULT_BUDGETS, loadBudgets } from './lib/budgets-file';
import { deployLimitProblems, formatDeployCounts, measureDeploy } from './lib/deploy-limits';
import { DEFAULT_DIST, measureSite } from './lib/dist-pages';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: DEFAULT_DIST },
      budgets: { type: 'string', default: DEFAULT_BUDGETS },
    },
  });
  const budgets = loadBudgets(path.resolve(values.budgets));
  const site = await measureSite(path.resolve(values.dir));
  console.log(budgetReport(site, budgets));
  const breaches = checkSite(site, budgets);
  // Netlify's deploy limits (files per directory, _redirects rules, file size) belong to the same gate.
  const deploy = await measureDeploy(path.resolve(values.dir));
  console.log(`\n${formatDeployCounts(deploy)}`);
  const deployProblems = deployLimitProblems(deploy);
  if (deployProblems.length > 0) {
    console.error(`\nDEPLOY LIMITS EXCEEDED:\n${deployProblems.map((problem) => `- ${problem}`).join('\n')}`);
  }
  if (breaches.length > 0) {
    console.error(`\nBUDGET EXCEEDED: ${breaches.length} breach(es)\n${formatBreaches(breaches)}`);
    return 1;
  }
  if (deployProblems.length > 0) return 1;
  console.log(`\nAll ${site.pages.length} pages within budget.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`budget: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
