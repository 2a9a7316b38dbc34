import { compare } from '../../copy/compare';
import { runningCostCopy } from '../../copy/running-cost';
import { type TrailRouteData, trailFromHome } from '../../render/routes/route';
import { buildHead } from '../../render/seo';
import type { Site } from '../../render/site';
import { categoryPath, comparePath, howWeComparePath } from '../../routing/routes';
import { compareFactRows } from '../../shared/fact-registry';
import { formatKwhPrice } from '../../shared/running-cost';
import type { CompareRowKey } from './compare-data.browser';
import { COMPARE_MAX } from './compare-state.browser';

export interface CompareRoute extends TrailRouteData {
  readonly text: typeof compare;
  /** The label of every row: the copy's, a fact's row the fact's own (or its group's). */
  readonly rowLabels: Readonly<Record<CompareRowKey | 'retailer', string>>;
  /** Products the page shows at most (the tray's limit). */
  readonly max: number;
  /** Folder of this build's compare shards and their number: the page's script reads both from the page. */
  readonly folder: string;
  readonly shards: number;
  /** Under the table once, shown by the script when a running cost row is: how it was estimated (issue 21 §3). */
  readonly runningCostNote: { readonly text: string; readonly linkLabel: string; readonly href: string };
  /** Links for the visitor who has nothing to compare yet, in Swedish order. */
  readonly categories: readonly { readonly label: string; readonly href: string }[];
  /** Messages the script shows, with `{sku}` / `{max}` filled in where they vary. */
  readonly messages: {
    readonly unknown: string;
    readonly tooMany: string;
    readonly duplicates: string;
    readonly noneFound: string;
    readonly oneOnly: string;
    readonly loading: string;
    readonly loadError: string;
  };
}

/**
 * /jamfor (issue 14): a view, not content. Its products come from the URL,
 * so it is `noindex` without a canonical link (like the not-found views) and
 * not in the sitemap; the table is drawn in the browser from the shards.
 */
export function compareRoute(site: Site): CompareRoute {
  const { categories, url } = site;
  const data = site.compare();
  const trail = trailFromHome([], compare.title);
  return {
    head: buildHead(
      // No BreadcrumbList: a noindex view has no canonical URL for its last crumb (like the not-found views).
      { title: compare.title, description: compare.metaDescription, path: comparePath(), noindex: true },
      url,
    ),
    trail,
    text: compare,
    rowLabels: {
      ...compare.rows,
      ...(Object.fromEntries(compareFactRows().map((row) => [row.part.row, row.label])) as Record<
        Exclude<CompareRowKey, keyof typeof compare.rows>,
        string
      >),
    },
    max: COMPARE_MAX,
    folder: data.folder,
    shards: data.shards.length,
    runningCostNote: {
      text: compare.runningCostNote(formatKwhPrice()),
      linkLabel: compare.runningCostLink,
      href: `${howWeComparePath()}#${runningCostCopy.sectionId}`,
    },
    categories: categories
      .map((category) => ({ label: category.name, href: categoryPath(category.slug) }))
      .sort((a, b) => a.label.localeCompare(b.label, 'sv-SE')),
    messages: {
      unknown: compare.unknown('{sku}'),
      tooMany: compare.tooMany(COMPARE_MAX),
      duplicates: compare.duplicates,
      noneFound: compare.noneFound,
      oneOnly: compare.oneOnly,
      loading: compare.loading,
      loadError: compare.loadError,
    },
  };
}
