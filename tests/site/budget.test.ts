/**
 * The page-weight budgets of budgets.json over the real dist/: the same
 * check as `npm run budget` (scripts/lib/budget-check.ts), so `npm test`
 * fails when a change makes a page heavier than its template's budget.
 */

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Breach, checkSite } from '../../scripts/lib/budget-check';
import { formatBreaches } from '../../scripts/lib/budget-report';
import { type Budgets, loadBudgets } from '../../scripts/lib/budgets-file';
import { measureSite, type SiteMeasure } from '../../scripts/lib/dist-pages';
import { POST_FRAME_GZIP_RESERVE, postBodyGzipBudget } from '../../scripts/lib/post-budget';
import { templatePages } from '../../scripts/lib/template-pages';
import type { Post } from '../../src/dataset/schemas/post';
import { PAGE_KINDS } from '../../src/routing/routes';
import { DIST, readData } from './site';

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

  it('every post page fits its frame in the reserve the pull keeps for it (issue 19)', () => {
    // The pull refuses a post whose body takes more than the post budget less
    // this reserve (scripts/lib/post-budget.ts); that only keeps posts within
    // their budget while no post page's frame outgrows the reserve.
    const posts = readData<Post[]>('posts.json');
    expect(posts.length).toBeGreaterThan(0);
    const frames = posts.map((post) => {
      const html = readFileSync(path.join(DIST, 'vinbloggen', `${post.slug}.html`));
      return { slug: post.slug, frame: gzipSync(html).length - gzipSync(post.content).length };
    });
    const largest = frames.reduce((a, b) => (b.frame > a.frame ? b : a));
    expect(largest.frame, `the frame of /vinbloggen/${largest.slug}`).toBeLessThanOrEqual(POST_FRAME_GZIP_RESERVE);
    expect(postBodyGzipBudget(budgets)).toBeGreaterThan(4 * 1024);
  });

  it('every <img> of every page has width and height', () => {
    const unsized = site.pages.flatMap((page) => page.imagesWithoutSize.map((src) => `${page.path}: ${src}`));
    expect(site.pages.reduce((sum, page) => sum + page.imageCount, 0)).toBeGreaterThan(0);
    expect(unsized).toEqual([]);
  });
});
