/**
 * The shop of a feed row (issue 20): the host of its product URL, or, when
 * the row has none, the page its tracking link leads to (affiliate networks
 * carry it in a query parameter such as `url=`). `www.` is dropped, so
 * `www.kylmagasinet.se` and `kylmagasinet.se` are one shop.
 */
import { domainToUnicode } from 'node:url';

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
  return domainToUnicode(shop) || shop;
}
