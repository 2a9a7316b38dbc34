/**
 * One rule for SKUs, shared by the pull, the price history, the routing table
 * and the browser's compare choice (issue 19): a SKU is compared the same way
 * everywhere, and every phase agrees on the longest SKU the site carries.
 */

/**
 * Longest SKU the site carries. Retailers' SKUs are far shorter (the sample's
 * longest is 17 characters); a longer value is a feed error. The pull skips a
 * row whose SKU is longer, so every SKU on a page fits the compare choice,
 * its URL (`/jamfor?p=…`) and `localStorage`.
 */
export const MAX_SKU_LENGTH = 100;

/**
 * The key two SKUs are compared by: trimmed, Unicode-normalised (NFC) and
 * lower-cased, so `P2-CASE` and `p2-case` are one product everywhere (the
 * feed's duplicate check, the history's overlap check and its grouping).
 */
export function skuKey(sku: string): string {
  return sku.trim().normalize('NFC').toLowerCase();
}
