/**
 * Issue 12 §2, listings at any catalogue size: a synthetic catalogue of 3,000
 * products goes through the real pull CLI and the real `astro build` in a
 * scratch copy of the project (never src/data or dist/), and the very
 * budgets.json that the sample build meets (tests/site/budget.test.ts) must
 * hold for every page of it too: the HTML of a listing page does not grow
 * with its category. Every listing has all its products on its static pages,
 * the sitemap lists those pages and never a filtered URL, and the listing's
 * data file holds the whole listing.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSite } from '../../scripts/lib/budget-check';
import { formatBreaches } from '../../scripts/lib/budget-report';
import { loadBudgets } from '../../scripts/lib/budgets-file';
import { measureSite, type SiteMeasure } from '../../scripts/lib/dist-pages';
import { createScratchProject } from '../../scripts/lib/scratch-project';
import { type Product, productSchema } from '../../src/dataset/schemas/product';
import { decodeListing } from '../../src/features/listing-filter/listing-data.browser';

const ROOT = path.resolve(import.meta.dirname, '../..');

const PRODUCTS = 3000;
const run = promisify(execFile);
const work = mkdtempSync(path.join(tmpdir(), 'vinkylguiden-listing-budget-'));
const project = path.join(work, 'site');
const dist = path.join(project, 'dist');

async function npm(args: readonly string[]): Promise<string> {
  const { stdout, stderr } = await run('npm', ['run', '--silent', ...args], {
    cwd: project,
    // Vitest sets NODE_ENV=test, which would build React's development bundles: measure what production ships.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ASTRO_TELEMETRY_DISABLED: '1',
      SUPABASE_URL: '',
      SUPABASE_ANON_KEY: '',
    },
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout + stderr;
}

let site: SiteMeasure;
let products: Product[];

beforeAll(async () => {
  createScratchProject(ROOT, project);
  await npm(['pull', '--', '--synthetic', String(PRODUCTS), '--allow-drop']);
  await npm(['build:only']);
  products = productSchema
    .array()
    .parse(JSON.parse(readFileSync(path.join(project, 'src/data/products.json'), 'utf8')));
  site = await measureSite(dist);
}, 600_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

const page = (urlPath: string): string => readFileSync(path.join(dist, `${urlPath}.html`), 'utf8');

describe(`a ${PRODUCTS.toLocaleString('en')}-product synthetic build`, () => {
  it('has later listing pages of categories and brands', () => {
    expect(products).toHaveLength(PRODUCTS);
    const kinds = new Set(site.pages.map((p) => p.kind));
    expect(kinds.has('category-page')).toBe(true);
    expect(kinds.has('brand-page')).toBe(true);
  });

  it('keeps every page within the same budgets.json as the sample build', () => {
    const breaches = checkSite(site, loadBudgets());
    expect(breaches.length === 0 ? '' : `\n${formatBreaches(breaches)}\n`).toBe('');
  });

  it('keeps a listing page’s HTML the size of one page, however long the listing', () => {
    const vinkyl = site.pages.find((p) => p.path === '/vinkyl');
    const later = site.pages.filter((p) => p.kind === 'category-page' && p.path.startsWith('/vinkyl/'));
    expect(later.length).toBeGreaterThan(20);
    // /vinkyl alone listed every wine cooler before issue 12 (4.2 MB at 10,000 products); 24 cards now.
    expect(vinkyl?.html.raw).toBeLessThan(200 * 1024);
    // The filter's card template is not a card of the page (a <template>'s content is inert).
    const cards = (html: string) =>
      html.replace(/<template[\s\S]*?<\/template>/g, '').match(/data-product-card/g) ?? [];
    for (const p of later) expect(cards(page(p.path)).length, p.path).toBeLessThanOrEqual(24);
  });

  it('lists the later pages in the sitemap, and never a filtered URL or a data file', () => {
    const sitemap = readFileSync(path.join(dist, 'sitemap-0.xml'), 'utf8');
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? '').pathname + new URL(match[1] ?? '').search,
    );
    expect(urls).toContain('/vinkyl/sida/2');
    expect(urls.some((url) => /^\/varumarken\/[^/]+\/sida\/2$/.test(url))).toBe(true);
    expect(urls.filter((url) => url.includes('?') || url.startsWith('/data/'))).toEqual([]);
  });

  it('writes a data file per listing with every product, compact enough to load on the first tap', () => {
    const file = path.join(dist, 'data/kategori/vinkyl.json');
    const text = readFileSync(file, 'utf8');
    const decoded = decodeListing(JSON.parse(text));
    const cards = (page('/vinkyl').match(/Visar 1–24 av ([\d\s\u00a0]+) produkter/)?.[1] ?? '').replace(/\D/g, '');
    expect(decoded.rows).toHaveLength(Number(cards));
    expect(existsSync(path.join(dist, `${decoded.cards}/0.json`))).toBe(true);
    // Well under the aim (150 KB at 50,000 products) per product: a few bytes of gzip each.
    expect(gzipSync(text, { level: 9 }).length / decoded.rows.length).toBeLessThan(8);
  });
});
