/**
 * What `npm run budget` prints: the table of template pages (raw, gzip and
 * brotli HTML, CSS and JavaScript by loading time, islands), the maximum per
 * page kind against its budget, site CSS, images, islands and the modules
 * fetched at page load; and the breaches, grouped.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_KINDS } from '../../src/routing/routes';
import { type Breach, PAGE_CHECKS } from './budget-check';
import type { Budgets } from './budgets-file';
import type { PageMeasure, SiteMeasure } from './dist-pages';
import type { Island } from './page-scan';
import { brotliSize, formatBytes } from './sizes';
import { templatePages } from './template-pages';
import { formatTable } from './text-table';

export function islandSummary(islands: readonly Island[]): string {
  if (islands.length === 0) return '-';
  return islands.map((island) => `${island.name}(${island.directive})`).join(' ');
}

function kib(value: number): string {
  return (value / 1024).toFixed(1);
}

/** The report of a measured site; reads each template page again for its brotli size. */
export function budgetReport(site: SiteMeasure, budgets: Budgets): string {
  const byPath = new Map(site.pages.map((page) => [page.path, page]));
  const templates = templatePages(site.pages);
  const rows = templates.map((template) => {
    const page = byPath.get(template.path) as PageMeasure;
    const html = readFileSync(path.join(site.dir, page.file));
    return [
      template.label,
      page.path,
      kib(page.html.raw),
      kib(page.html.gzip),
      kib(brotliSize(html)),
      kib(page.css.gzip),
      kib(page.jsLoad.gzip),
      kib(page.jsMobile.gzip),
      kib(page.jsScroll.gzip),
      kib(page.jsInteraction.gzip),
      islandSummary(page.islands),
    ];
  });
  const out: string[] = [];
  out.push('Page budgets (KiB; gzip level 9, brotli quality 9; dist/ as built)');
  out.push(
    formatTable(
      [
        'template',
        'page',
        'HTML',
        'HTML gz',
        'HTML br',
        'CSS gz',
        'JS load gz',
        'JS mobile gz',
        'JS scroll gz',
        'JS interact gz',
        'islands',
      ],
      rows,
    ),
  );
  out.push('');
  out.push('Budgets per template (KiB gzip; the maximum over every page of that kind in dist/):');
  const kindRows = PAGE_KINDS.map((kind) => {
    const pages = site.pages.filter((page) => page.kind === kind);
    const budget = budgets.templates[kind];
    const max = (measure: (page: PageMeasure) => number) => Math.max(0, ...pages.map(measure));
    return [
      kind,
      String(pages.length),
      ...PAGE_CHECKS.map((check) => `${kib(max(check.measure))}/${kib(budget[check.key])}`),
    ];
  });
  out.push(formatTable(['kind', 'pages', 'HTML', 'CSS', 'JS load', 'JS mobile', 'JS scroll', 'JS interact'], kindRows));
  out.push('');
  out.push(
    `Site CSS: ${site.cssFiles.length} file(s) in dist/_astro, ${formatBytes(site.siteCss.raw)} raw, ` +
      `${formatBytes(site.siteCss.gzip)} gzip (budget ${formatBytes(budgets.site.cssGzipBytes)})`,
  );
  const images = site.pages.reduce((sum, page) => sum + page.imageCount, 0);
  const unsized = site.pages.reduce((sum, page) => sum + page.imagesWithoutSize.length, 0);
  out.push(`Images: ${images} <img> in ${site.pages.length} pages, ${unsized} without width and height`);
  out.push('Islands per page:');
  const groups = new Map<string, PageMeasure[]>();
  for (const page of site.pages) {
    const key = islandSummary(
      page.islands.filter(
        (island, index, list) =>
          list.findIndex((other) => other.name === island.name && other.directive === island.directive) === index,
      ),
    );
    groups.set(key, [...(groups.get(key) ?? []), page]);
  }
  for (const [key, pages] of [...groups].sort((a, b) => b[1].length - a[1].length)) {
    const sample = pages.slice(0, 6).map((page) => page.path);
    out.push(
      `  ${key === '-' ? 'no island' : key}: ${pages.length} page(s)${pages.length <= 6 ? ` (${sample.join(', ')})` : ` (e.g. ${sample.join(', ')}, …)`}`,
    );
  }
  const loadSets = new Map<string, number>();
  for (const page of site.pages) {
    const key = [...page.loadModules].sort().join(' ') || '(inline only)';
    loadSets.set(key, (loadSets.get(key) ?? 0) + 1);
  }
  out.push('Modules fetched at page load (desktop):');
  for (const [key, count] of [...loadSets].sort((a, b) => b[1] - a[1])) out.push(`  ${count} page(s): ${key}`);
  return out.join('\n');
}

/**
 * Breaches grouped by template and budget: the worst page of each group with
 * its numbers, how many pages share the breach and a few of them.
 */
export function formatBreaches(breaches: readonly Breach[], examples = 3): string {
  const groups = new Map<string, Breach[]>();
  for (const breach of breaches) {
    const key = `${breach.template}\u0000${breach.budget}`;
    groups.set(key, [...(groups.get(key) ?? []), breach]);
  }
  const lines: string[] = [];
  for (const group of groups.values()) {
    const worst = group.reduce((a, b) => (b.actual - b.limit > a.actual - a.limit ? b : a));
    const pages = [...new Set(group.map((breach) => breach.where))];
    lines.push(`  ✗ [${worst.template}] ${worst.budget}: ${worst.where}: ${worst.message}`);
    const others = group.filter((breach) => breach !== worst);
    if (others.length > 0) {
      const shown = others.slice(0, examples).map((breach) => `${breach.where}: ${breach.message}`);
      lines.push(
        `      and ${others.length} more (${pages.length} page(s) in all), e.g.\n` +
          shown.map((line) => `        ${line}`).join('\n'),
      );
    }
  }
  return lines.join('\n');
}
