/**
 * The shop of a feed row (issue 20): the host of its product URL, or, when
 * the row has none, the page its tracking link leads to (affiliate networks
 * carry it in a query parameter such as `url=`). `www.` is dropped, so
 * `www.kylmagasinet.se` and `kylmagasinet.se` are one shop.
 *
 * Which shop that is, and its name, come from the `shops` table (issue 36):
 * the row's `shop` column when it names a shop of the table, else the shop
 * whose hosts hold the link's host, else a name made from the host.
 */
import { shopDisplayName } from '../../copy/shops';
import type { Shop, ShopRow } from '../../dataset/schemas/shop';
import { hostAndParents, hostToUnicode, normaliseHost } from '../../shared/shop-host';
import { cleanName } from '../../shared/taxonomy';

/** Query parameters in which affiliate networks carry the target URL. */
const TARGET_PARAMETERS = ['url', 'u', 'target', 'dest', 'destination', 'redirect', 'r', 'murl', 'ued'];

function hostOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    return parsed.hostname.toLowerCase().replace(/^www\./u, '') || null;
  } catch {
    return null;
  }
}

/** The page a tracking link leads to, read from its query, or null. */
export function trackingTarget(trackingUrl: string | null | undefined): string | null {
  if (!trackingUrl) return null;
  let parsed: URL;
  try {
    parsed = new URL(trackingUrl);
  } catch {
    return null;
  }
  for (const name of TARGET_PARAMETERS) {
    const value = parsed.searchParams.get(name);
    if (value && hostOf(value)) return value;
  }
  return null;
}

/** The shop's key: the product URL's host, else the tracking link's target's host; null when neither says. */
export function shopOf(productUrl: string | null | undefined, trackingUrl: string | null | undefined): string | null {
  return hostOf(productUrl) ?? hostOf(trackingTarget(trackingUrl));
}

/**
 * A shop key as the database writes it (private.feed_shop: the host as the
 * feed spells it, lowercased, `www.` dropped), made the key {@link shopOf}
 * gives: parsed as a host by the same URL parser, so an internationalised
 * host the database keeps as `kylskåp.se` is `xn--kylskp-mua.se` here too.
 * '' (no shop could be read) stays ''.
 */
export function canonicalShop(shop: string): string {
  if (shop === '') return '';
  return hostOf(`http://${shop}/`) ?? shop.toLowerCase();
}

/**
 * A shop key as a visitor reads it (issue 35 §2): an internationalised host,
 * which URLs carry as punycode (`xn--vinkllaren-t5a.se`), decoded to its
 * letters (`vinkällaren.se`), so a name made from it reads "Vinkällaren",
 * never "Xn vinkllaren t5a". A key that does not decode stays as it is.
 */
export function readableHost(shop: string | null): string | null {
  if (shop === null || !shop.includes('xn--')) return shop;
  return hostToUnicode(shop);
}

/** The shops table as offers are matched against it. */
export interface ShopDirectory {
  /** Shops by slug: what a row's `shop` column names. */
  readonly bySlug: ReadonlyMap<string, Shop>;
  /** Shops by host, in normaliseHost's form: a link's host or a parent domain of it. */
  readonly byHost: ReadonlyMap<string, Shop>;
}

/** No shops table: every offer is named from its host. */
export const NO_SHOPS: ShopDirectory = { bySlug: new Map(), byHost: new Map() };

/**
 * The directory of valid rows with unique slugs, in slug order. A row's
 * hosts are brought to normaliseHost's form (a host stored as punycode or
 * with `www.` still matches); a host two shops claim stays with the first
 * by slug, with a warning, so which shop a link belongs to never depends on
 * the order the source returned the rows in.
 */
export function shopDirectory(rows: readonly ShopRow[], warn: (message: string) => void): ShopDirectory {
  const bySlug = new Map<string, Shop>();
  const byHost = new Map<string, Shop>();
  for (const row of rows) {
    const hosts = [...new Set(row.hosts.map(normaliseHost).filter((host) => host !== ''))];
    const shop: Shop = {
      slug: row.slug,
      // The schema refused a blank name, so cleaning leaves letters.
      name: cleanName(row.name) ?? row.slug,
      hosts,
      free_shipping_over: row.free_shipping_over,
      return_days: row.return_days,
    };
    bySlug.set(shop.slug, shop);
    for (const host of hosts) {
      const holder = byHost.get(host);
      if (holder) {
        warn(
          `shops row slug ${JSON.stringify(shop.slug)}: host ${JSON.stringify(host)} is also shop ${JSON.stringify(holder.slug)}'s; links to it are ${JSON.stringify(holder.name)}'s`,
        );
        continue;
      }
      byHost.set(host, shop);
    }
  }
  return { bySlug, byHost };
}

/** A `shop` column's value as a slug is looked up: trimmed, lower case ("Kylmagasinet " names kylmagasinet). */
export function shopColumnKey(column: string | null): string | null {
  const key = column?.trim().toLowerCase() ?? '';
  return key === '' ? null : key;
}

/**
 * The shop of an offer (issue 36): the one its row's `shop` column names,
 * when the table has it; else the one whose hosts hold the link's host (the
 * host itself, then each parent domain: `m.kylmagasinet.se` is
 * kylmagasinet.se's); null when the table knows neither.
 */
export function shopOfOffer(directory: ShopDirectory, column: string | null, host: string | null): Shop | null {
  const key = shopColumnKey(column);
  const named = key === null ? undefined : directory.bySlug.get(key);
  if (named) return named;
  if (host === null) return null;
  for (const candidate of hostAndParents(normaliseHost(host))) {
    const shop = directory.byHost.get(candidate);
    if (shop) return shop;
  }
  return null;
}

/** An offer's shop name: the table's, else one made from its host as a visitor reads it, never blank. */
export function shopNameOf(shop: Shop | null, host: string | null): string {
  return shop?.name ?? shopDisplayName(readableHost(host));
}
