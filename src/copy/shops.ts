/**
 * Shops as visitors read their names (issue 20): a shop is named before a
 * visitor leaves for it. Keys are the host of the shop's product URL without
 * "www." (src/features/offers/shop.pull.ts). A shop not listed here gets a name
 * made from its host ("vinkallarbutiken.se" → "Vinkallarbutiken"), never a
 * blank.
 */
export const SHOP_NAMES: ReadonlyMap<string, string> = new Map([
  ['kylmagasinet.se', 'Kylmagasinet'],
  ['vinforvaringshuset.se', 'Vinförvaringshuset'],
  ['hemmakallaren.com', 'Hemmakällaren'],
  ['vinkylexperten.se', 'Vinkylexperten'],
  // The synthetic catalogue's two other shops (src/pull/source-synthetic.ts).
  ['vinochkyl.se', 'Vin och Kyl'],
  ['kallarbutiken.se', 'Källarbutiken'],
]);

/** The name of a shop not in {@link SHOP_NAMES}, when even its host is unknown. */
export const UNKNOWN_SHOP = 'Okänd butik';

/** Top-level domains and prefixes that are not part of a shop's name. */
const HOST_PREFIXES = new Set(['www', 'shop', 'butik', 'store', 'webshop', 'm']);

/** A shop's display name: the known name, else its host's main label, capitalised ("kyl-och-frys.se" → "Kyl och frys"). */
export function shopDisplayName(shop: string | null): string {
  if (!shop) return UNKNOWN_SHOP;
  const known = SHOP_NAMES.get(shop);
  if (known) return known;
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
