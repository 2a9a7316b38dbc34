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
 * - the copy is served by scripts/preview.ts (Netlify's redirect and header
 *   engine, including the CSP of dist/_headers) on 127.0.0.1, behind a small
 *   proxy that compresses text the way Netlify's CDN does (brotli or gzip,
 *   whichever the browser accepts; `--no-compress` turns it off). Without it
 *   the simulated slow-4G network would charge every byte of uncompressed
 *   HTML, which production never serves;
 * - Lighthouse runs with its default settings: mobile form factor and
 *   screen, simulated throttling (slow 4G, 4× CPU); categories performance,
 *   accessibility, best-practices and seo. Each run gets a fresh Chromium
 *   with a fresh profile; Chromium resolves no host except 127.0.0.1, so
 *   nothing reaches the network;
 * - with `--runs N` each page is measured N times and Lighthouse's own
 *   median run (closest to the median FCP and TTI) is reported.
 *
 * It prints one table (the four scores, CLS, TBT, simulated LCP) and, per
 * page, every audit of those categories that scores below 1, with its
 * display value or explanation; full JSON reports go to .cache/lighthouse/.
 * Exit 1 when a score is below `lighthouse.minScore` of budgets.json, or
 * CLS, TBT or LCP are above their limits, unless every audit responsible is
 * in `lighthouse.allow` with a reason. Not part of `npm test`.
 */

import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import {
  assertBuilt,
  type Budgets,
  DEFAULT_BUDGETS,
  DEFAULT_DIST,
  formatTable,
  type LighthouseAllow,
  loadBudgets,
  measureSite,
  ROOT,
  type TemplatePage,
  templatePages,
} from './budget';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium';
import { startPreview } from './preview';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof CATEGORIES)[number];

const CHROMIUM = process.env.CHROME_PATH || CHROMIUM_PATH;
const REPORT_DIR = path.join(ROOT, '.cache', 'lighthouse');
/** Lighthouse's CPU benchmark below this: the host is busy and CPU-bound metrics are inflated. */
const BUSY_BENCHMARK_INDEX = 1000;
const LIGHTHOUSE_FLAGS = [
  '--headless',
  '--disable-extensions',
  '--disable-default-apps',
  '--no-default-browser-check',
  '--mute-audio',
  '--disable-dev-shm-usage',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
  ...CHROMIUM_FLAGS,
];

// --- the result, as far as this script reads it -----------------------------

/** The slice of a Lighthouse result (LHR) this script reads. */
export interface Lhr {
  readonly finalDisplayedUrl?: string;
  readonly runtimeError?: { readonly code: string; readonly message: string };
  readonly runWarnings?: readonly string[];
  readonly environment?: { readonly benchmarkIndex?: number };
  readonly categories: Readonly<
    Record<
      string,
      { readonly score: number | null; readonly auditRefs: readonly { readonly id: string; readonly weight: number }[] }
    >
  >;
  readonly audits: Readonly<
    Record<
      string,
      {
        readonly id: string;
        readonly title: string;
        readonly score: number | null;
        readonly scoreDisplayMode: string;
        readonly numericValue?: number;
        readonly displayValue?: string;
        readonly explanation?: string;
        readonly errorMessage?: string;
        readonly details?: unknown;
      }
    >
  >;
}

export interface AuditFinding {
  readonly category: CategoryId;
  readonly id: string;
  readonly title: string;
  readonly score: number | null;
  /** Weight in its category; 0 = shown by Lighthouse but without effect on the score. */
  readonly weight: number;
  readonly detail: string;
}

export interface PageResult {
  readonly template: TemplatePage;
  readonly scores: Readonly<Record<CategoryId, number | null>>;
  readonly cls: number | null;
  readonly tbtMs: number | null;
  readonly lcpMs: number | null;
  readonly findings: readonly AuditFinding[];
  readonly runtimeError: string | null;
  readonly warnings: readonly string[];
  /** Lighthouse's CPU benchmark of this machine during the run (higher = faster); simulated CPU time scales with it. */
  readonly benchmarkIndex: number | null;
}

/** axe's "Fix any of the following:\n  reason\n  reason" → "reason; reason". */
function axeReason(explanation: string): string {
  const lines = explanation
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !/^Fix (any|all) of the following:?$/.test(line));
  return lines.join('; ') || explanation.trim();
}

/** Items of an audit's details table, as short text (selector, URL or node label). */
function detailItems(details: unknown, limit = 4): string[] {
  if (typeof details !== 'object' || details === null) return [];
  const items = (details as { items?: unknown }).items;
  if (!Array.isArray(items)) return [];
  const out: string[] = [];
  for (const item of items) {
    if (typeof item !== 'object' || item === null) continue;
    const record = item as Record<string, unknown>;
    const node = record.node as { selector?: string; snippet?: string; explanation?: string } | undefined;
    const text =
      (node?.selector ? `${node.selector}${node.explanation ? ` (${axeReason(node.explanation)})` : ''}` : '') ||
      (typeof record.url === 'string' ? record.url : '') ||
      (typeof record.source === 'string' ? record.source : '') ||
      (typeof record.label === 'string' ? record.label : '');
    if (text) out.push(text);
    if (out.length >= limit) break;
  }
  return out;
}

/** What a Lighthouse result says about one template (pure). */
export function summarise(template: TemplatePage, lhr: Lhr): PageResult {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, score === null || score === undefined ? null : Math.round(score * 100)];
    }),
  ) as Record<CategoryId, number | null>;
  const metric = (id: string): number | null => lhr.audits[id]?.numericValue ?? null;
  const findings: AuditFinding[] = [];
  const seen = new Set<string>();
  // A failed run marks every audit as an error: report the cause once instead.
  for (const category of lhr.runtimeError ? [] : CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || seen.has(`${category}:${ref.id}`)) continue;
      const failing =
        audit.scoreDisplayMode === 'error' ||
        (audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative');
      if (!failing) continue;
      seen.add(`${category}:${ref.id}`);
      const items = detailItems(audit.details);
      const detail = [audit.displayValue, audit.explanation, audit.errorMessage, items.length ? items.join('; ') : '']
        .filter((part): part is string => Boolean(part))
        .join(' | ');
      findings.push({ category, id: audit.id, title: audit.title, score: audit.score, weight: ref.weight, detail });
    }
  }
  return {
    template,
    scores,
    cls: metric('cumulative-layout-shift'),
    tbtMs: metric('total-blocking-time'),
    lcpMs: metric('largest-contentful-paint'),
    findings,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    warnings: lhr.runWarnings ?? [],
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

function allowed(allow: readonly LighthouseAllow[], templateId: string, auditId: string): LighthouseAllow | undefined {
  return allow.find(
    (entry) => entry.audit === auditId && (entry.templates === undefined || entry.templates.includes(templateId)),
  );
}

export interface Failure {
  readonly template: string;
  readonly message: string;
}

/**
 * Failures of one page against the Lighthouse limits (pure). A score below
 * the minimum is excused only when every audit that costs points in that
 * category (weight > 0, score < 1) is allowlisted for the template; a metric
 * over its limit only when its audit is allowlisted.
 */
export function judge(result: PageResult, limits: Budgets['lighthouse']): Failure[] {
  const id = result.template.id;
  const failures: Failure[] = [];
  if (result.runtimeError) return [{ template: id, message: `Lighthouse failed: ${result.runtimeError}` }];
  for (const category of CATEGORIES) {
    const score = result.scores[category];
    if (score === null) {
      failures.push({ template: id, message: `${category}: no score` });
      continue;
    }
    if (score >= limits.minScore) continue;
    const culprits = result.findings.filter((finding) => finding.category === category && finding.weight > 0);
    const open = culprits.filter((finding) => !allowed(limits.allow, id, finding.id));
    if (open.length > 0 || culprits.length === 0) {
      failures.push({
        template: id,
        message: `${category} ${score} < ${limits.minScore}${open.length ? `: ${open.map((finding) => finding.id).join(', ')}` : ''}`,
      });
    }
  }
  const metrics: readonly [string, number | null, number, string][] = [
    ['cumulative-layout-shift', result.cls, limits.maxCls, 'CLS'],
    ['total-blocking-time', result.tbtMs, limits.maxTbtMs, 'TBT ms'],
    ['largest-contentful-paint', result.lcpMs, limits.maxLcpMs, 'LCP ms'],
  ];
  for (const [auditId, value, limit, label] of metrics) {
    if (value === null) failures.push({ template: id, message: `${label}: not measured` });
    else if (value > limit && !allowed(limits.allow, id, auditId)) {
      failures.push({ template: id, message: `${label} ${round(value)} > ${limit}` });
    }
  }
  return failures;
}

function round(value: number): string {
  return value < 10 ? value.toFixed(3).replace(/\.?0+$/, '') || '0' : String(Math.round(value));
}

export function resultTable(results: readonly PageResult[]): string {
  const score = (value: number | null) => (value === null ? '-' : String(value));
  return formatTable(
    ['template', 'page', 'perf', 'a11y', 'best-pr', 'seo', 'CLS', 'TBT ms', 'LCP s', 'CPU index'],
    results.map((result) => [
      result.template.label,
      result.template.path,
      score(result.scores.performance),
      score(result.scores.accessibility),
      score(result.scores['best-practices']),
      score(result.scores.seo),
      result.cls === null ? '-' : round(result.cls),
      result.tbtMs === null ? '-' : String(Math.round(result.tbtMs)),
      result.lcpMs === null ? '-' : (result.lcpMs / 1000).toFixed(2),
      result.benchmarkIndex === null ? '-' : String(Math.round(result.benchmarkIndex)),
    ]),
  );
}

export function findingsReport(results: readonly PageResult[], allow: readonly LighthouseAllow[]): string {
  const lines: string[] = [];
  for (const result of results) {
    if (result.findings.length === 0 && result.warnings.length === 0) continue;
    lines.push(`${result.template.label} (${result.template.path}):`);
    for (const finding of result.findings) {
      const score = finding.score === null ? 'error' : finding.score.toFixed(2);
      const weight = finding.weight > 0 ? `weight ${finding.weight}` : 'weight 0, no effect on the score';
      const allowEntry = allowed(allow, result.template.id, finding.id);
      lines.push(
        `  - [${finding.category}] ${finding.id} (score ${score}, ${weight})${allowEntry ? ' ALLOWED' : ''}: ${finding.title}` +
          (finding.detail ? `\n      ${finding.detail}` : '') +
          (allowEntry ? `\n      allowed because: ${allowEntry.reason}` : ''),
      );
    }
    for (const warning of result.warnings) lines.push(`  ! warning: ${warning}`);
  }
  return lines.length > 0 ? lines.join('\n') : 'No audit below 1 in any category.';
}

// --- serving --------------------------------------------------------------------

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

interface Server {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * A loopback proxy in front of the preview that compresses text responses
 * like a CDN (brotli if accepted, else gzip; cached per path and encoding).
 * Status, headers (CSP, caching, Location) and bodies otherwise pass through.
 */
export async function startCompressingProxy(target: string): Promise<Server> {
  const cache = new Map<string, { status: number; headers: http.OutgoingHttpHeaders; body: Buffer }>();
  const server = http.createServer((req, res) => {
    const accept = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
    const key = `${req.method} ${req.url} ${encoding}`;
    const hit = cache.get(key);
    if (hit) {
      res.writeHead(hit.status, hit.headers).end(req.method === 'HEAD' ? undefined : hit.body);
      return;
    }
    const upstream = http.request(
      new URL(req.url ?? '/', target),
      { method: req.method, headers: { ...req.headers, 'accept-encoding': 'identity' } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          void (async () => {
            const headers: http.OutgoingHttpHeaders = { ...response.headers };
            let body = Buffer.concat(chunks);
            const type = String(response.headers['content-type'] ?? '');
            if (encoding && req.method === 'GET' && body.length > 0 && COMPRESSIBLE.test(type)) {
              body =
                encoding === 'br'
                  ? await brotliAsync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
                  : await gzipAsync(body, { level: 6 });
              headers['content-encoding'] = encoding;
              headers.vary = 'Accept-Encoding';
            }
            headers['content-length'] = String(body.length);
            const status = response.statusCode ?? 502;
            cache.set(key, { status, headers, body });
            res.writeHead(status, headers).end(req.method === 'HEAD' ? undefined : body);
          })().catch((error: unknown) => {
            res.destroy(error as Error);
          });
        });
      },
    );
    upstream.on('error', (error) => res.destroy(error));
    upstream.end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// --- Chromium -------------------------------------------------------------------

interface Browser {
  readonly port: number;
  close(): Promise<void>;
}

async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium (or set CHROME_PATH)`);
  }
  const profile = await mkdtemp(path.join(os.tmpdir(), 'lighthouse-chromium-'));
  const child: ChildProcess = spawn(
    CHROMIUM,
    [
      ...LIGHTHOUSE_FLAGS,
      `--user-data-dir=${profile}`,
      '--remote-debugging-address=127.0.0.1',
      '--remote-debugging-port=0',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    await rm(profile, { recursive: true, force: true, maxRetries: 3 });
  };
  const portFile = path.join(profile, 'DevToolsActivePort');
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const text = await readFile(portFile, 'utf8').catch(() => '');
    const port = Number(text.split('\n')[0]);
    if (Number.isInteger(port) && port > 0) return { port, close };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await close();
  throw new Error(`Chromium did not start (no DevTools port within 30 s):\n${stderr}`);
}

// --- runs -----------------------------------------------------------------------

async function runOnce(url: string): Promise<{ lhr: Lhr; json: string }> {
  // Imported here, so the pure functions above load without Lighthouse (unit tests).
  const { default: lighthouse } = await import('lighthouse');
  const browser = await launchChromium();
  try {
    const result = await lighthouse(url, {
      port: browser.port,
      hostname: '127.0.0.1',
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const json = Array.isArray(result.report) ? (result.report[0] ?? '') : result.report;
    return { lhr: result.lhr as unknown as Lhr, json };
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse's own median run (closest to the median FCP and TTI) among the
 * runs that produced those metrics; a failed run never wins over a valid one.
 */
async function medianRun<T extends { lhr: Lhr }>(runs: readonly T[]): Promise<T | undefined> {
  if (runs.length <= 1) return runs[0];
  const { computeMedianRun, filterToValidRuns } = await import('lighthouse/core/lib/median-run.js');
  type Results = Parameters<typeof computeMedianRun>[0];
  const valid = filterToValidRuns(runs.map((run) => run.lhr) as unknown as Results);
  if (valid.length === 0) return runs[0];
  const median: unknown = computeMedianRun(valid);
  return runs.find((run) => run.lhr === median) ?? runs[0];
}

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
  try {
    assertBuilt(dir);
  } catch (error) {
    throw new UsageError((error as Error).message.replace('the budget reads', 'Lighthouse reads'));
  }
  const budgets = loadBudgets(path.resolve(values.budgets));

  const snapshot = await mkdtemp(path.join(os.tmpdir(), 'lighthouse-dist-'));
  let preview: Server | null = null;
  let front: Server | null = null;
  try {
    await cp(dir, snapshot, { recursive: true });
    const site = await measureSite(snapshot);
    let templates = templatePages(site.pages);
    if (values.only) {
      const wanted = new Set(values.only.split(',').map((id) => id.trim()));
      const unknown = [...wanted].filter((id) => !templates.some((template) => template.id === id));
      if (unknown.length > 0) {
        throw new UsageError(
          `unknown template(s) ${unknown.join(', ')}; known: ${templates.map((t) => t.id).join(', ')}`,
        );
      }
      templates = templates.filter((template) => wanted.has(template.id));
    }
    preview = await startPreview({ dir: snapshot, port: 0 });
    front = values['no-compress'] ? null : await startCompressingProxy(preview.url);
    const origin = (front ?? preview).url;
    await mkdir(REPORT_DIR, { recursive: true });
    console.log(
      `Lighthouse (mobile, simulated throttling) on ${templates.length} page(s), ${runs} run(s) each, via ${origin}` +
        `${front ? ' (compressing like the CDN)' : ' (uncompressed)'}`,
    );

    const results: PageResult[] = [];
    for (const template of templates) {
      const url = `${origin}${template.path}`;
      const started = Date.now();
      const all: { lhr: Lhr; json: string }[] = [];
      for (let run = 0; run < runs; run += 1) all.push(await runOnce(url));
      const chosen = await medianRun(all);
      if (!chosen) throw new Error(`no Lighthouse result for ${url}`);
      await writeFile(path.join(REPORT_DIR, `${template.id}.json`), chosen.json);
      const result = summarise(template, chosen.lhr);
      results.push(result);
      console.log(
        `  ${template.label} ${template.path}: ${CATEGORIES.map((id) => result.scores[id] ?? '-').join('/')} ` +
          `(${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
    }

    console.log(`\n${resultTable(results)}\n`);
    console.log(findingsReport(results, budgets.lighthouse.allow));
    const used = new Set(results.flatMap((result) => result.findings.map((finding) => finding.id)));
    for (const entry of budgets.lighthouse.allow) {
      if (!used.has(entry.audit))
        console.log(`note: allowlist entry ${entry.audit} matched no failing audit; remove it?`);
    }
    const slow = results.filter(
      (result) => result.benchmarkIndex !== null && result.benchmarkIndex < BUSY_BENCHMARK_INDEX,
    );
    if (slow.length > 0) {
      console.log(
        `\nwarning: the CPU index was below ${BUSY_BENCHMARK_INDEX} for ${slow.map((result) => result.template.id).join(', ')}: ` +
          'the machine was busy (or slow), and simulated TBT and LCP grow with observed CPU time. ' +
          'Rerun on an idle machine (this 2-core machine measures about 1600 when idle) before trusting those numbers.',
      );
    }
    console.log(`\nFull reports: ${path.relative(process.cwd(), REPORT_DIR)}/<template>.json`);
    const failures = results.flatMap((result) => judge(result, budgets.lighthouse));
    if (failures.length > 0) {
      console.error(
        `\nLIGHTHOUSE BELOW TARGET (scores ≥ ${budgets.lighthouse.minScore}, CLS ≤ ${budgets.lighthouse.maxCls}, ` +
          `TBT ≤ ${budgets.lighthouse.maxTbtMs} ms, LCP ≤ ${budgets.lighthouse.maxLcpMs} ms):\n` +
          failures.map((failure) => `  ✗ [${failure.template}] ${failure.message}`).join('\n'),
      );
      return 1;
    }
    console.log('\nEvery template meets the Lighthouse targets.');
    return 0;
  } finally {
    await front?.close();
    await preview?.close();
    await rm(snapshot, { recursive: true, force: true });
  }
}

class UsageError extends Error {}

const invokedPath = process.argv[1];
if (invokedPath && import.meta.url === pathToFileURL(invokedPath).href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`lighthouse: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(error instanceof UsageError ? 2 : 1);
    },
  );
}
