/**
 * The page-weight budgets of budgets.json over the real dist/: the same
 * check as `npm run budget` (scripts/lib/budget-check.ts), so `npm test`
 * fails when a change makes a page heavier than its template's budget.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type Breach, checkSite } from '../../scripts/lib/budget-check';
import { formatBreaches } from '../../scripts/lib/budget-report';
import { type Budgets, loadBudgets } from '../../scripts/lib/budgets-file';
import { measureSite, type SiteMeasure } from '../../scripts/lib/dist-pages';
import { templatePages } from '../../scripts/lib/template-pages';
import { PAGE_KINDS } from '../../src/routing/page-kinds';
import { DIST } from './site';

let site: SiteMeasure;
let budgets: Budgets;
let breaches: Breach[];

beforeAll(async () => {
  budgets = loadBudgets();
  site = await measureSite(DIST);
  breaches = checkSite(site, budgets);
});

describe('page-weight budgets over dist/ (budgets.json)', () => {
  it('finds every template page', () => {
    const ids = templatePages(site.pages).map((template) => template.id);
    expect(ids).toEqual(expect.arrayContaining(['home', 'category', 'product', 'products', 'brand', 'blog', 'post']));
  });

  it.each(PAGE_KINDS)('every %s page is within its budget (HTML, CSS, JS by loading time)', (kind) => {
    const found = breaches.filter((breach) => breach.template === kind);
    // The grouped report (worst page, numbers, what the JS consists of) is the diff.
    expect(found.length === 0 ? '' : `\n${formatBreaches(found)}\n`).toBe('');
  });

  it('all CSS of the site together is within site.cssGzipBytes', () => {
    expect(site.siteCss.gzip).toBeGreaterThan(0);
    expect(site.siteCss.gzip, `all dist/_astro/*.css: ${site.siteCss.gzip} B gzip`).toBeLessThanOrEqual(
      budgets.site.cssGzipBytes,
    );
  });

  it('every <img> of every page has width and height', () => {
    const unsized = site.pages.flatMap((page) => page.imagesWithoutSize.map((src) => `${page.path}: ${src}`));
    expect(site.pages.reduce((sum, page) => sum + page.imageCount, 0)).toBeGreaterThan(0);
    expect(unsized).toEqual([]);
  });
});
