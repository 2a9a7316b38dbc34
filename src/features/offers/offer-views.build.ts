/**
 * The offers of a product page (issue 20): one row per shop, in the order
 * the pull ranked them (in stock first, then the lowest known total), each
 * naming its shop before the visitor leaves for it, and the offer the price
 * at the top names.
 */

import { productPage } from '../../copy/pages';
import type { Offer, Product } from '../../dataset/schemas/product';
import type { Shop } from '../../dataset/schemas/shop';
import { priceHtml } from '../../render/card-html';
import { formatPrice } from '../../shared/format';
import { priceWithShipping } from '../../shared/price-with-shipping';

/** One shop's offer as the offers table shows it (issue 20). */
export interface OfferView {
  /** The shop's name: named before the visitor leaves for it. */
  readonly shop: string;
  /** The price line: this shop's price, with a reduction only when its own history proves it. */
  readonly priceHtml: string;
  /** "Fri frakt", "+ 395 kr frakt", or "Frakt enligt butiken" when the feed does not say (never called free). */
  readonly shipping: string;
  /** "Totalt 15 385 kr", or null when the shipping price is unknown. */
  readonly total: string | null;
  readonly inStock: boolean;
  /** "I lager" or "Beställningsvara". */
  readonly stock: string;
  /** "Leverans 3-5 dagar"; null for an offer to order, whose stock line says it all ("Beställningsvara"). */
  readonly delivery: string | null;
  /** The tracking link (http(s) only; a row without one is no offer). */
  readonly href: string;
  /** "Till Hemmakällaren". */
  readonly button: string;
  /** What a buyer should know about the shop, when the shops table says (issue 36): "Fri frakt över 500 kr · 30 dagars returrätt"; else null. */
  readonly terms: string | null;
}

/** Offers a product page lists at once, the best first; the next ones wait behind a disclosure. */
export const OFFERS_SHOWN = 10;
/**
 * Offers a product page lists at all, and its JSON-LD names (issue 35 §6):
 * a page's size must not grow with a feed. Real products have a handful;
 * thousands of rows of one brand and article number are a feed's error, and
 * the ones past the best-ranked 50 (in stock, lowest total) are said to exist
 * but not drawn.
 */
export const OFFERS_LISTED = 50;

/** The offers table: the first shown, the next behind a disclosure, and how many are left out. */
export interface OfferList {
  readonly shown: readonly OfferView[];
  readonly more: readonly OfferView[];
  /** Offers past {@link OFFERS_LISTED}: counted, not listed. */
  readonly unlisted: number;
}

/**
 * The offers table of a product page, in the order the pull ranked them, cut as {@link OfferList} says;
 * `shops` (the site model's, by slug) says what a buyer should know about each offer's shop.
 */
export function offerList(product: Product, shops: ReadonlyMap<string, Shop> = new Map()): OfferList {
  const views = offerViews(product.offers.slice(0, OFFERS_LISTED), product.currency, shops);
  return {
    shown: views.slice(0, OFFERS_SHOWN),
    more: views.slice(OFFERS_SHOWN),
    unlisted: Math.max(0, product.offers.length - OFFERS_LISTED),
  };
}

/**
 * The shop's terms beside an offer: its free-shipping threshold, unless the
 * offer already ships free or its own shipping price contradicts it (a price
 * above the threshold that still pays shipping: the feed's price is the
 * fact, the line would mislead), and its return days.
 */
function shopTerms(offer: Offer, shop: Shop | undefined, price: (amount: number) => string): string | null {
  if (!shop) return null;
  const terms: string[] = [];
  const over = shop.free_shipping_over;
  const contradicted =
    offer.shipping_price === 0 || (over !== null && offer.shipping_price !== null && offer.price >= over);
  if (over !== null && over > 0 && !contradicted) terms.push(productPage.offerFreeShippingOver(price(over)));
  if (shop.return_days !== null && shop.return_days > 0) terms.push(productPage.offerReturnDays(shop.return_days));
  return terms.length > 0 ? terms.join(' · ') : null;
}

/** Offers as the table shows them. */
function offerViews(offers: readonly Offer[], currency: string, shops: ReadonlyMap<string, Shop>): OfferView[] {
  const price = (amount: number) => formatPrice(amount, currency);
  return offers.map((offer) => ({
    shop: offer.shop_name,
    priceHtml: priceHtml(offer.price, offer.price_reduction, currency),
    shipping:
      offer.shipping_price === null
        ? productPage.offerShippingUnknown
        : offer.shipping_price === 0
          ? productPage.offerShippingFree
          : productPage.offerShipping(price(offer.shipping_price)),
    total: offer.total_price === null ? null : productPage.offerTotal(price(offer.total_price)),
    inStock: offer.in_stock,
    stock: offer.in_stock ? productPage.offerInStock : productPage.offerBackorder,
    delivery: offer.in_stock ? productPage.offerDelivery(offer.delivery_time) : null,
    href: offer.tracking_url,
    button: productPage.toShop(offer.shop_name),
    terms: shopTerms(offer, offer.shop_slug === null ? undefined : shops.get(offer.shop_slug), price),
  }));
}

/**
 * The offer that is the product's price (issue 35): the table's first row,
 * in stock first and then the lowest known total with shipping, as the pull
 * ordered them (src/features/offers/offers.pull.ts compareOffers). The
 * price at the top, its button, cards, sorting, filters, compare and
 * JSON-LD all name this offer.
 */
export function headlineOffer(product: Product): Offer {
  return product.offers[0] as Offer;
}

/** What a buyer pays at the headline offer as far as the site knows: its price, plus its shipping when known. */
export function buyingPrice(product: Product): number {
  return priceWithShipping(product.price, product.shipping_price);
}
