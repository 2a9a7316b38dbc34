/**
 * Valid HTML: the W3C Nu HTML Checker (npm vnu-jar, run on Debian's Java;
 * the pretest installs default-jre-headless) over the largest and the
 * smallest page of every template of the built dist/ — the largest carries
 * the most markup, the smallest the empty states — in one JVM run. Errors
 * only; every error is listed with its file, line, column and message.
 *
 * A control page with a known error (a `<style>` inside `<body>` after other
 * content, as Astro's island style once was) runs in the same JVM, so a checker that reads
 * nothing, or output this file cannot read, fails here instead of passing.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'astro/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/dataset/schemas/product';
import type { Brand, Category } from '../../src/dataset/schemas/taxonomy';
import { brandLaterPages } from '../../src/render/routes/brand';
import { categoryLaterPages } from '../../src/render/routes/category';
import { createSite } from '../../src/render/site';
import { NOT_FOUND_PATHS, PAGE_KINDS, type PageKind } from '../../src/routing/routes';
import { DIST, pageFiles, readData } from './site';

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/**
 * The template a page comes from: its kind, except that the product list's
 * later pages (src/pages/produkt/sida) and each not-found view have their own.
 */
function templateOf(entry: { path: string; kind: PageKind }): string {
  if (entry.kind === 'not-found') return `not-found ${entry.path}`;
  if (entry.kind === 'products' && entry.path !== '/produkt') return 'products page 2+';
  return entry.kind;
}

interface Chosen {
  readonly template: string;
  readonly file: string;
  readonly path: string;
}

/** The largest and the smallest page (by bytes) of every template, each once. */
function choosePages(): Chosen[] {
  const byTemplate = new Map<string, { file: string; path: string; size: number }[]>();
  for (const entry of pageFiles()) {
    const template = templateOf(entry);
    const size = statSync(path.join(DIST, entry.file)).size;
    byTemplate.set(template, [...(byTemplate.get(template) ?? []), { file: entry.file, path: entry.path, size }]);
  }
  const chosen: Chosen[] = [];
  for (const [template, entries] of byTemplate) {
    const bySize = entries.toSorted((a, b) => b.size - a.size || a.file.localeCompare(b.file));
    const picks = new Set([bySize[0], bySize.at(-1)]);
    for (const pick of picks) if (pick) chosen.push({ template, file: pick.file, path: pick.path });
  }
  return chosen.sort((a, b) => a.template.localeCompare(b.template) || a.file.localeCompare(b.file));
}

const messageSchema = z.object({
  type: z.string(),
  subType: z.string().optional(),
  url: z.string().optional(),
  firstLine: z.number().optional(),
  lastLine: z.number().optional(),
  firstColumn: z.number().optional(),
  lastColumn: z.number().optional(),
  message: z.string(),
  extract: z.string().optional(),
});
const reportSchema = z.object({ messages: z.array(messageSchema) });

/** `file:line:column: message (near “…”)`, keyed by the file's path as given to the checker. */
function describeMessage(message: z.infer<typeof messageSchema>, file: string): string {
  const line = message.firstLine ?? message.lastLine ?? '?';
  const column = message.firstColumn ?? '?';
  const kind = message.subType ? `${message.type} (${message.subType})` : message.type;
  const near = message.extract ? ` (near “${message.extract.replace(/\s+/g, ' ').trim()}”)` : '';
  return `${file}:${line}:${column}: ${kind}: ${message.message}${near}`;
}

/** Runs the checker once over `files` (absolute paths); its errors by absolute path. */
function check(files: readonly string[]): Map<string, string[]> {
  const result = spawnSync('java', ['-jar', VNU_JAR, '--format', 'json', '--errors-only', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 110_000,
  });
  if (result.error) {
    throw new Error(
      'could not run the Nu HTML checker with `java`: npm test installs a Java runtime itself when run as root; ' +
        'otherwise run `sudo apt-get install -y default-jre-headless`.',
      { cause: result.error },
    );
  }
  // Exit 0: no errors, 1: errors; the JSON report goes to stderr.
  if (result.status !== 0 && result.status !== 1) {
    throw new Error(`the Nu HTML checker exited with ${result.status}:\n${result.stdout}${result.stderr}`);
  }
  let report: z.infer<typeof reportSchema>;
  try {
    report = reportSchema.parse(JSON.parse(result.stderr));
  } catch (error) {
    throw new Error(`the Nu HTML checker's report is not the JSON expected:\n${result.stderr}`, { cause: error });
  }
  const errors = new Map<string, string[]>();
  for (const message of report.messages) {
    const file = message.url?.startsWith('file:') ? fileURLToPath(message.url) : '(no file)';
    const shown = file.startsWith(DIST + path.sep) ? `dist/${path.relative(DIST, file)}` : file;
    errors.set(file, [...(errors.get(file) ?? []), describeMessage(message, shown)]);
  }
  return errors;
}

const chosen = choosePages();
let controlDir = '';
let controlFile = '';
let errors = new Map<string, string[]>();

beforeAll(() => {
  controlDir = mkdtempSync(path.join(os.tmpdir(), 'html-validity-'));
  controlFile = path.join(controlDir, 'control.html');
  writeFileSync(
    controlFile,
    '<!doctype html><html lang="sv"><head><meta charset="utf-8"><title>Kontroll</title></head>' +
      '<body><p>Kontroll</p><style>astro-island{display:contents}</style></body></html>',
  );
  errors = check([controlFile, ...chosen.map((page) => path.join(DIST, page.file))]);
});

afterAll(() => {
  if (controlDir) rmSync(controlDir, { recursive: true, force: true });
});

describe('valid HTML (W3C Nu HTML Checker, errors only)', () => {
  it('the checker runs: it finds the error in a control page with a <style> inside <body>', () => {
    expect(errors.get(controlFile) ?? []).toEqual([
      expect.stringMatching(
        /control\.html:1:\d+: error: A “style” element in “body” must be the first child of its parent\./,
      ),
    ]);
  });

  it('every template has a page to check', () => {
    const templates = new Set(chosen.map((page) => page.template));
    // Later pages of a listing exist only where a listing is longer than a page (no brand of the sample data is).
    const site = createSite({
      products: readData<Product[]>('products.json'),
      categories: readData<Category[]>('categories.json'),
      brands: readData<Brand[]>('brands.json'),
      posts: [],
      shops: [],
      pricesAsOf: null,
      url: 'https://www.vinkylguiden.se/',
      builtAt: new Date(),
    });
    const withoutPages = new Set<PageKind>([
      ...(categoryLaterPages(site).length === 0 ? ['category-page' as const] : []),
      ...(brandLaterPages(site).length === 0 ? ['brand-page' as const] : []),
    ]);
    const expected = [
      ...PAGE_KINDS.filter((kind) => kind !== 'not-found' && !withoutPages.has(kind)),
      ...[...NOT_FOUND_PATHS].map((urlPath) => `not-found ${urlPath}`),
    ];
    expect(expected.filter((template) => !templates.has(template))).toEqual([]);
  });

  it('reports no error outside the pages given', () => {
    const given = new Set([controlFile, ...chosen.map((page) => path.join(DIST, page.file))]);
    expect([...errors].filter(([file]) => !given.has(file)).flatMap(([, list]) => list)).toEqual([]);
  });

  it.each(chosen.map((page) => [`${page.template}: ${page.path}`, page] as const))('%s has no errors', (_, page) => {
    expect(errors.get(path.join(DIST, page.file)) ?? []).toEqual([]);
  });
});
