/**
 * The visitor's compare choice (issue 14): up to {@link COMPARE_MAX}
 * products, kept in localStorage as JSON so it survives navigation, and the
 * link to the compare page built from it. Pure: strings in, values out; the
 * DOM and storage live in ./compare-tray.ts.
 *
 * Everything read back from storage is untrusted (another tab, an old
 * version of the site, a visitor's own edits): anything that is not a list
 * of [sku, name] pairs is dropped entry by entry, never thrown.
 *
 * Only the tray script imports this module (and, in the browser, it alone
 * imports src/shared/sku.ts): the compare page's script has its own
 * (./compare-data.ts), so each bundles into one inline script without a
 * shared chunk file (see src/features/compare/CompareTray.astro).
 */
import { MAX_SKU_LENGTH } from '../../shared/sku';

/** Products a visitor can compare at once. */
export const COMPARE_MAX = 4;

/** The localStorage key of the choice; /jamfor's inline script reads it too (./compare-named.browser.ts). */
export const COMPARE_STORAGE_KEY = 'vinkylguiden:jamfor';

/**
 * Longest name kept (a longer one is cut). The longest SKU is the site's own
 * rule, MAX_SKU_LENGTH of src/shared/sku.ts: the pull skips a product whose
 * SKU is longer, so every toggle the site prints fits the choice.
 */
const MAX_NAME = 300;

/** One chosen product: its SKU (the compare page's key) and its name (what the tray shows). */
export interface Chosen {
  readonly sku: string;
  readonly name: string;
}

/** A SKU as the site prints it: non-empty, no surrounding space, no control characters. */
export function isSku(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= MAX_SKU_LENGTH &&
    value === value.trim() &&
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
    !/[\u0000-\u001f\u007f]/.test(value)
  );
}

/** The choice stored under {@link COMPARE_STORAGE_KEY}; [] for anything missing or damaged. */
export function parseChosen(raw: string | null): Chosen[] {
  if (raw === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const chosen: Chosen[] = [];
  for (const entry of value) {
    if (chosen.length === COMPARE_MAX) break;
    if (!Array.isArray(entry) || entry.length !== 2) continue;
    const [sku, name] = entry as unknown[];
    if (!isSku(sku) || typeof name !== 'string' || chosen.some((c) => c.sku === sku)) continue;
    chosen.push({ sku, name: name.slice(0, MAX_NAME) });
  }
  return chosen;
}

/** The stored form of a choice: [[sku, name], …]. */
export function serialiseChosen(chosen: readonly Chosen[]): string {
  return JSON.stringify(chosen.map((c) => [c.sku, c.name]));
}

/**
 * What a toggle did: added or removed the product, or left the choice as it
 * was because it is full (`full`) or because the product's SKU cannot be
 * kept (`refused`: not a SKU by {@link isSku}). The tray tells the visitor
 * about both refusals; none is silent.
 */
export type ToggleOutcome = 'added' | 'removed' | 'full' | 'refused';

export interface ToggleResult {
  readonly chosen: readonly Chosen[];
  readonly outcome: ToggleOutcome;
}

/** A toggle as the page holds it: its SKU and product name, either possibly missing (a damaged or foreign toggle). */
export interface ToggleProduct {
  readonly sku: string | undefined;
  readonly name: string | null | undefined;
}

/**
 * The name a chosen product is listed under: the toggle's, with its spaces
 * collapsed, cut at {@link MAX_NAME}; the SKU when the toggle names nothing.
 * A name is never a reason to refuse a product.
 */
function nameOf(name: string | null | undefined, sku: string): string {
  return ((name ?? '').replace(/\s+/g, ' ').trim() || sku).slice(0, MAX_NAME);
}

/**
 * Adds the product, or removes it when it is chosen. A SKU that is not one
 * ({@link isSku}) is refused first, whatever the choice holds, so the
 * visitor learns why this product cannot be chosen; a product beyond
 * {@link COMPARE_MAX} is refused as `full`.
 */
export function toggleChosen(chosen: readonly Chosen[], product: ToggleProduct): ToggleResult {
  const { sku } = product;
  if (!isSku(sku)) return { chosen, outcome: 'refused' };
  if (chosen.some((c) => c.sku === sku)) {
    return { chosen: chosen.filter((c) => c.sku !== sku), outcome: 'removed' };
  }
  if (chosen.length >= COMPARE_MAX) return { chosen, outcome: 'full' };
  return { chosen: [...chosen, { sku, name: nameOf(product.name, sku) }], outcome: 'added' };
}

/**
 * The compare page of a choice: /jamfor?p=SKU1,SKU2. Each SKU is
 * URI-encoded, so a comma inside one cannot split it
 * (./compare-data.ts `parseCompareParam` reads it back).
 */
export function compareHref(chosen: readonly Chosen[]): string {
  return `${import.meta.env.ROUTE_COMPARE}?${compareParam(chosen)}`;
}

/** The query parameter naming a choice: `p=` and each SKU URI-encoded, comma-separated. */
export function compareParam(chosen: readonly Chosen[]): string {
  return `p=${chosen.map((c) => encodeURIComponent(c.sku)).join(',')}`;
}
