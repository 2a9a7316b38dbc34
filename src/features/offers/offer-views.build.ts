/**
 * The offers of a product page (issue 20): one row per shop, in the order
 * the pull ranked them (cheapest total first), each naming its shop before
 * the visitor leaves for it, and the offer the price at the top names.
 */

import { productPage } from '../../copy/pages';
import type { Offer, Product } from '../../dataset/schemas/product';
import { priceHtml } from '../../render/card-html';
import { formatPrice } from '../../shared/format';

/** One shop's offer as the offers table shows it (issue 20). */
export interface OfferView {
  /** The shop's name: named before the visitor leaves for it. */
  readonly shop: string;
  /** The price line: this shop's price, with a reduction only when its own history proves it. */
  readonly priceHtml: string;
  /** "Fri frakt", "+ 395 kr frakt", or "Frakt: se butiken" when the feed does not say. */
  readonly shipping: string;
  /** "Totalt 15 385 kr", or null when the shipping price is unknown. */
  readonly total: string | null;
  readonly inStock: boolean;
  /** "I lager" or "Beställningsvara". */
  readonly stock: string;
  /** "Leverans 3-5 dagar". */
  readonly delivery: string;
  /** The tracking link (http(s) only), or null when the shop gives none. */
  readonly href: string | null;
  /** "Till Hemmakällaren". */
  readonly button: string;
}

/** The offers table of a product page, in the order the pull ranked them. */
export function offerViews(product: Product): OfferView[] {
  const price = (amount: number) => formatPrice(amount, product.currency);
  return product.offers.map((offer) => ({
    shop: offer.shop_name,
    priceHtml: priceHtml(offer.price, offer.price_reduction, product.currency),
    shipping:
      offer.shipping_price === null
        ? productPage.offerShippingUnknown
        : offer.shipping_price === 0
          ? productPage.offerShippingFree
          : productPage.offerShipping(price(offer.shipping_price)),
    total: offer.total_price === null ? null : productPage.offerTotal(price(offer.total_price)),
    inStock: offer.in_stock,
    stock: offer.in_stock ? productPage.offerInStock : productPage.offerBackorder,
    delivery: productPage.offerDelivery(offer.delivery_time),
    href: offer.tracking_url ?? offer.product_url,
    button: productPage.toShop(offer.shop_name),
  }));
}

/** The offer the price at the top names: the lowest price, the first of equals in the table's order. */
export function lowestOffer(product: Product): Offer {
  return product.offers.find((offer) => offer.price === product.price) ?? (product.offers[0] as Offer);
}
