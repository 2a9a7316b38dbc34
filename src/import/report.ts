import { count } from './limits';

/**
 * What an import did, item by item (issue 36): every item skipped or
 * repaired is named with its reason, the categories no mapping knows are
 * listed with their counts, and the items over the time budget are named.
 * The same feed gives the same report, whatever the machine (the time
 * budget's list aside, which is the machine's measure, as in the pull).
 */

/** Why an item was left out: one code per rule, counted in the summary. */
export type SkipReason =
  | 'missing_id'
  | 'id_too_long'
  | 'duplicate_id'
  | 'missing_name'
  | 'missing_price'
  | 'unparseable_price'
  | 'currency'
  | 'no_link'
  | 'condition'
  | 'oversized'
  | 'malformed_record';

export type NoteKind = 'skipped' | 'repaired' | 'warning';

export interface ItemNote {
  /** The item as a person finds it in the feed: its position, id and line. */
  readonly item: string;
  readonly kind: NoteKind;
  /** The skip rule's code, for skipped items. */
  readonly code: SkipReason | null;
  readonly reason: string;
}

export interface CategoryCount {
  readonly category: string;
  readonly items: number;
}

export interface MappedCategory extends CategoryCount {
  readonly site: string;
}

export interface OverBudget {
  readonly item: string;
  readonly cpu_ms: number;
}

/** The report's JSON (`--report FILE`). */
export interface ImportSummary {
  readonly shop: string;
  readonly file: string;
  readonly format: string;
  readonly encoding: string;
  readonly gzip: boolean;
  readonly items_read: number;
  readonly rows_kept: number;
  readonly skipped: number;
  readonly skipped_by_reason: Readonly<Record<string, number>>;
  readonly repaired_items: number;
  readonly unmapped_categories: readonly CategoryCount[];
  readonly mapped_categories: readonly MappedCategory[];
  readonly budget_ms: number;
  readonly over_budget: readonly OverBudget[];
  readonly output: {
    readonly file: string | null;
    readonly changed: boolean;
    readonly rows_replaced: number;
    readonly rows_written: number;
    readonly rows_kept_of_others: number;
  } | null;
  /** What public.replace_shop_rows did, when the import wrote to Supabase. */
  readonly database: {
    readonly before: number;
    readonly rows: number;
    readonly inserted: number;
    readonly updated: number;
    readonly deleted: number;
    readonly unchanged: number;
  } | null;
  readonly notes: readonly ItemNote[];
}

export class ImportReport {
  readonly notes: ItemNote[] = [];
  itemsRead = 0;
  rowsKept = 0;
  format = '';
  encoding = '';
  gzip = false;
  private readonly skippedByReason = new Map<SkipReason, number>();
  private readonly repairedItems = new Set<string>();
  private readonly unmapped = new Map<string, number>();
  private readonly mapped = new Map<string, { site: string; items: number }>();
  readonly overBudget: OverBudget[] = [];

  constructor(
    readonly shop: string,
    readonly file: string,
    readonly budgetMs: number,
  ) {}

  skip(item: string, code: SkipReason, reason: string): void {
    this.notes.push({ item, kind: 'skipped', code, reason });
    this.skippedByReason.set(code, (this.skippedByReason.get(code) ?? 0) + 1);
  }

  repair(item: string, reason: string): void {
    this.notes.push({ item, kind: 'repaired', code: null, reason });
    this.repairedItems.add(item);
  }

  warn(item: string, reason: string): void {
    this.notes.push({ item, kind: 'warning', code: null, reason });
  }

  category(text: string, site: string | null): void {
    if (site === null) {
      this.unmapped.set(text, (this.unmapped.get(text) ?? 0) + 1);
      return;
    }
    const seen = this.mapped.get(text);
    if (seen) seen.items += 1;
    else this.mapped.set(text, { site, items: 1 });
  }

  get skipped(): number {
    let total = 0;
    for (const value of this.skippedByReason.values()) total += value;
    return total;
  }

  summary(output: ImportSummary['output'], database: ImportSummary['database'] = null): ImportSummary {
    const byCount = <T extends CategoryCount>(a: T, b: T) =>
      b.items - a.items || (a.category < b.category ? -1 : a.category > b.category ? 1 : 0);
    return {
      shop: this.shop,
      file: this.file,
      format: this.format,
      encoding: this.encoding,
      gzip: this.gzip,
      items_read: this.itemsRead,
      rows_kept: this.rowsKept,
      skipped: this.skipped,
      skipped_by_reason: Object.fromEntries([...this.skippedByReason].sort(([a], [b]) => (a < b ? -1 : 1))),
      repaired_items: this.repairedItems.size,
      unmapped_categories: [...this.unmapped].map(([category, items]) => ({ category, items })).sort(byCount),
      mapped_categories: [...this.mapped]
        .map(([category, { site, items }]) => ({ category, site, items }))
        .sort(byCount),
      budget_ms: this.budgetMs,
      over_budget: this.overBudget,
      output,
      database,
      notes: this.notes,
    };
  }
}

/** The report as text: a summary, then one line per note (all of them: the import never hides one). */
export function formatSummary(summary: ImportSummary): string {
  const lines = [
    `import ${summary.shop}: ${summary.file} (${summary.format}, ${summary.encoding}${summary.gzip ? ', gzip' : ''})`,
    `  items read ${count(summary.items_read)}, rows kept ${count(summary.rows_kept)}, skipped ${count(summary.skipped)}, repaired ${count(summary.repaired_items)}`,
  ];
  for (const [code, items] of Object.entries(summary.skipped_by_reason))
    lines.push(`  skipped ${code}: ${count(items)}`);
  if (summary.output) {
    const { file, changed, rows_replaced, rows_written, rows_kept_of_others } = summary.output;
    lines.push(
      changed
        ? `  wrote ${file}: ${count(rows_written)} rows of this shop (replacing ${count(rows_replaced)}), ${count(rows_kept_of_others)} other rows kept as they were`
        : `  ${file} unchanged: the feed gives the rows it already holds`,
    );
  }
  if (summary.database) {
    const { before, rows, inserted, updated, deleted, unchanged } = summary.database;
    lines.push(
      `  database: ${count(rows)} rows of this shop (it had ${count(before)}): ${count(inserted)} inserted, ${count(updated)} updated, ${count(deleted)} deleted, ${count(unchanged)} unchanged`,
    );
  }
  for (const { category, site, items } of summary.mapped_categories)
    lines.push(`  category ${JSON.stringify(category)} → ${site} (${count(items)})`);
  for (const { category, items } of summary.unmapped_categories)
    lines.push(
      `  category ${JSON.stringify(category)} (${count(items)}) maps to no site category: kept as written; add it to src/import/categories.ts`,
    );
  for (const { item, cpu_ms } of summary.over_budget)
    lines.push(`  ${item}: took ${cpu_ms} ms to map, over the budget of ${summary.budget_ms} ms an item`);
  for (const note of summary.notes) lines.push(`  ${note.kind} ${note.item}: ${note.reason}`);
  return `${lines.join('\n')}\n`;
}
