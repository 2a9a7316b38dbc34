/**
 * The page-weight check (pure over the measurements): every page against the
 * budget of its kind (budgets.json `templates`), pages without any island
 * against `site.jsWithoutIslandsGzipBytes`, every `<img>` for width and
 * height, every script and stylesheet for resolving, and the whole site's
 * CSS against `site.cssGzipBytes`.
 */
import type { Budgets, TemplateBudget } from './budgets-file';
import type { PageMeasure, SiteMeasure } from './dist-pages';
import { formatBytes } from './sizes';

export interface Breach {
  /** Template (page kind) or `site`. */
  readonly template: string;
  /** Page path, or `dist/_astro/*.css`, or `-`. */
  readonly where: string;
  readonly budget: string;
  readonly actual: number;
  readonly limit: number;
  readonly message: string;
}

/** The per-template budgets, how each is measured on a page, and its name in messages. */
export const PAGE_CHECKS: readonly {
  key: keyof TemplateBudget;
  measure: (page: PageMeasure) => number;
  what: string;
}[] = [
  { key: 'htmlGzipBytes', measure: (page) => page.html.gzip, what: 'HTML gzip' },
  { key: 'cssGzipBytes', measure: (page) => page.css.gzip, what: 'CSS gzip' },
  { key: 'jsLoadGzipBytes', measure: (page) => page.jsLoad.gzip, what: 'JS at load gzip' },
  { key: 'jsMobileGzipBytes', measure: (page) => page.jsMobile.gzip, what: 'JS mobile-only gzip' },
  { key: 'jsScrollGzipBytes', measure: (page) => page.jsScroll.gzip, what: 'JS on scroll gzip' },
  { key: 'jsInteractionGzipBytes', measure: (page) => page.jsInteraction.gzip, what: 'JS on interaction gzip' },
];

/** Compares one page with the budget of its kind (pure). */
export function checkPage(page: PageMeasure, budget: TemplateBudget, withoutIslandsLimit = 0): Breach[] {
  const breaches: Breach[] = [];
  for (const check of PAGE_CHECKS) {
    const actual = check.measure(page);
    const limit = budget[check.key];
    if (actual > limit) {
      const parts =
        check.key === 'jsLoadGzipBytes'
          ? ` [${page.loadParts.map((part) => `${part.name} ${part.gzip} B`).join(' + ')}]`
          : '';
      breaches.push({
        template: page.kind,
        where: page.path,
        budget: `templates.${page.kind}.${check.key}`,
        actual,
        limit,
        message: `${check.what} ${formatBytes(actual)} (${actual} B) exceeds ${formatBytes(limit)} (${limit} B) by ${actual - limit} B${parts}`,
      });
    }
  }
  const ships = page.jsLoad.gzip + page.jsMobile.gzip + page.jsScroll.gzip + page.jsInteraction.gzip;
  if (page.islands.length === 0 && ships > withoutIslandsLimit) {
    breaches.push({
      template: page.kind,
      where: page.path,
      budget: 'site.jsWithoutIslandsGzipBytes',
      actual: ships,
      limit: withoutIslandsLimit,
      message:
        `no island, but ships ${formatBytes(ships)} gzip of JavaScript ` +
        `(${page.loadParts.map((part) => part.name).join(', ') || 'on scroll or interaction'})`,
    });
  }
  for (const src of page.imagesWithoutSize) {
    breaches.push({
      template: page.kind,
      where: page.path,
      budget: 'every <img> has width and height',
      actual: 1,
      limit: 0,
      message: `<img src="${src}"> lacks a positive integer width and/or height attribute`,
    });
  }
  for (const problem of page.problems) {
    breaches.push({
      template: page.kind,
      where: page.path,
      budget: 'scripts resolve',
      actual: 1,
      limit: 0,
      message: problem,
    });
  }
  return breaches;
}

/** Every breach of the site against the budgets (pure over the measurements). */
export function checkSite(site: Pick<SiteMeasure, 'pages' | 'siteCss'>, budgets: Budgets): Breach[] {
  const breaches = site.pages.flatMap((page) =>
    checkPage(page, budgets.templates[page.kind], budgets.site.jsWithoutIslandsGzipBytes),
  );
  if (site.siteCss.gzip > budgets.site.cssGzipBytes) {
    breaches.push({
      template: 'site',
      where: 'dist/_astro/*.css',
      budget: 'site.cssGzipBytes',
      actual: site.siteCss.gzip,
      limit: budgets.site.cssGzipBytes,
      message: `all CSS together ${formatBytes(site.siteCss.gzip)} gzip exceeds ${formatBytes(budgets.site.cssGzipBytes)}`,
    });
  }
  return breaches;
}
