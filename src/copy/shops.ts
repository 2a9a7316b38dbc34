/**
 * Shop names (issue 20, issue 36): a shop is named before a visitor leaves
 * for it. The name comes from the `shops` table (the pull reads it, issue
 * 36); a shop the table does not know gets a name made from its host
 * ("kyl-och-frys.se" → "Kyl och frys"), never a blank.
 */

/** The name of a shop when even its host is unknown. */
export const UNKNOWN_SHOP = 'Okänd butik';

/** Top-level domains and prefixes that are not part of a shop's name. */
const HOST_PREFIXES = new Set(['www', 'shop', 'butik', 'store', 'webshop', 'm']);

/**
 * The name of a shop the `shops` table does not know, from its host as a
 * visitor reads it (decoded, src/features/offers/shop.pull.ts readableHost):
 * the host's main label, capitalised ("kyl-och-frys.se" → "Kyl och frys").
 */
export function shopDisplayName(shop: string | null): string {
  if (!shop) return UNKNOWN_SHOP;
  const labels = shop.split('.').filter(Boolean);
  const main =
    labels.length > 1
      ? labels
          .slice(0, -1)
          .filter((label) => !HOST_PREFIXES.has(label))
          .at(-1)
      : labels[0];
  const words = (main ?? '').replace(/-+/g, ' ').trim();
  return words ? words.charAt(0).toLocaleUpperCase('sv-SE') + words.slice(1) : UNKNOWN_SHOP;
}
