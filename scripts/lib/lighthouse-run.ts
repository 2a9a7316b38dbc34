/**
 * Running Lighthouse on the template pages of a built site:
 *
 * - `snapshotSite` copies dist/ to a temporary folder first, so a rebuild in
 *   the same checkout cannot change the site under a run, and picks the
 *   template pages there (the same as `npm run budget`);
 * - `serveSnapshot` serves the copy with the preview server (Netlify's
 *   redirect and header engine, including the CSP of dist/_headers) on
 *   127.0.0.1, behind the compressing proxy unless told not to;
 * - `auditTemplate` measures one page N times, each run in a fresh Chromium
 *   with a fresh profile (./chromium.ts: no host resolves except 127.0.0.1),
 *   keeps Lighthouse's median run, writes its JSON report and summarises it.
 *
 * Lighthouse runs with its default settings: mobile form factor and screen,
 * simulated throttling (slow 4G, 4× CPU); categories performance,
 * accessibility, best-practices and seo.
 */
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { launchChromiumWithDevTools } from './chromium';
import { startCompressingProxy } from './compressing-proxy';
import { measureSite } from './dist-pages';
import { medianRun } from './lighthouse-median';
import { CATEGORIES, type Lhr, type PageResult, parseLhr, summarise } from './lighthouse-result';
import { type Preview, startPreview } from './preview-server';
import { ROOT } from './repo';
import { auditedPages, type TemplatePage } from './template-pages';

/** Where the JSON report of each template's median run goes: `<template id>.json`. */
export const REPORT_DIR = path.join(ROOT, '.cache', 'lighthouse');

export interface SiteSnapshot {
  /** The copy of dist/. */
  readonly dir: string;
  /** The representative page of every template, measured in the copy. */
  readonly templates: readonly TemplatePage[];
  /** Removes the copy. */
  close(): Promise<void>;
}

/** Copies a built site to a temporary folder and picks its template pages there. */
export async function snapshotSite(dist: string): Promise<SiteSnapshot> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lighthouse-dist-'));
  const close = () => rm(dir, { recursive: true, force: true });
  try {
    await cp(dist, dir, { recursive: true });
    const site = await measureSite(dir);
    return { dir, templates: auditedPages(site.pages), close };
  } catch (error) {
    await close();
    throw error;
  }
}

export interface AuditServer {
  /** The origin Lighthouse loads pages from. */
  readonly origin: string;
  /** Whether text is compressed like the CDN does. */
  readonly compressed: boolean;
  close(): Promise<void>;
}

/** The preview server over `dir`, behind the compressing proxy when `compress`. */
export async function serveSnapshot(dir: string, options: { readonly compress: boolean }): Promise<AuditServer> {
  const preview: Preview = await startPreview({ dir, port: 0 });
  if (!options.compress) return { origin: preview.url, compressed: false, close: () => preview.close() };
  try {
    const proxy = await startCompressingProxy(preview.url);
    return {
      origin: proxy.url,
      compressed: true,
      close: async () => {
        await proxy.close();
        await preview.close();
      },
    };
  } catch (error) {
    await preview.close();
    throw error;
  }
}

export interface LighthouseRun {
  readonly lhr: Lhr;
  /** The full JSON report, as Lighthouse wrote it. */
  readonly json: string;
}

/** One Lighthouse run on `url` in a fresh Chromium. */
export async function runLighthouse(url: string): Promise<LighthouseRun> {
  // Imported on use: the pure Lighthouse modules (and their unit tests) load without it.
  const { default: lighthouse } = await import('lighthouse');
  const browser = await launchChromiumWithDevTools({ profilePrefix: 'lighthouse-chromium-' });
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
    return { lhr: parseLhr(result.lhr, `Lighthouse result for ${url}`), json };
  } finally {
    await browser.close();
  }
}

/** Measures one template page `runs` times, writes the median run's report to `reportDir` and summarises it. */
export async function auditTemplate(
  origin: string,
  template: TemplatePage,
  options: { readonly runs: number; readonly reportDir?: string },
): Promise<PageResult> {
  const url = `${origin}${template.path}`;
  const all: LighthouseRun[] = [];
  for (let run = 0; run < options.runs; run += 1) all.push(await runLighthouse(url));
  const chosen = await medianRun(all);
  if (!chosen) throw new Error(`no Lighthouse result for ${url}`);
  const reportDir = options.reportDir ?? REPORT_DIR;
  await mkdir(reportDir, { recursive: true });
  await writeFile(path.join(reportDir, `${template.id}.json`), chosen.json);
  return summarise(template, chosen.lhr);
}
