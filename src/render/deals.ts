/**
 * The price drops (issue 38 §2): every offer whose current price its own
 * price history proves reduced (prisinformationslagen 7 a §). The pull
 * decides that per offer (src/pull/price-claims.ts → `offer.price_reduction`,
 * the same rule and reference as the product page's struck price); this
 * module only collects and orders what it proved, and never proves anything
 * itself. Built once per build by the site model (./site.ts), so no page's
 * work grows with the catalogue.
 */
import type { Offer, Product } from '../dataset/schemas/product';

/** The reduction of an offer that has one. */
export type ProvenReduction = NonNullable<Offer['price_reduction']>;

/** One proven drop: an offer of a product and the reduction its history proves. */
export interface Deal {
  readonly product: Product;
  readonly offer: Offer;
  readonly reduction: ProvenReduction;
}

/** Kronor below the 30-day reference, rounded to öre (prices carry at most two decimals). */
export const dealSaving = (deal: Pick<Deal, 'offer' | 'reduction'>): number =>
  Math.round((deal.reduction.reference - deal.offer.price) * 100) / 100;

/**
 * The largest drop first: by percent, then by kronor below the reference.
 * Equal drops keep the catalogue's order (feed order, then the product's
 * own order of offers): the sort is stable, and nothing else ranks them.
 */
export function compareDeals(a: Deal, b: Deal): number {
  return b.reduction.percent - a.reduction.percent || dealSaving(b) - dealSaving(a);
}

/** Every proven drop of `products` (in feed order), largest first. */
export function selectDeals(products: readonly Product[]): Deal[] {
  const deals: Deal[] = [];
  for (const product of products) {
    for (const offer of product.offers) {
      if (offer.price_reduction !== null) deals.push({ product, offer, reduction: offer.price_reduction });
    }
  }
  return deals.sort(compareDeals);
}
