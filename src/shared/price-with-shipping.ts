/**
 * What a buyer pays for an offer as far as the site knows (issue 35): its
 * price plus its shipping when the feed states the shipping. One rule for
 * every figure that needs a total: the offers' order, a listing's price
 * sort and filter, the price per bottle slot and the ten-year cost. An
 * unknown shipping adds nothing here, and is never called free: whoever
 * shows the figure says "frakt enligt butiken" beside it.
 */
export function priceWithShipping(price: number, shipping: number | null): number {
  return shipping === null ? price : Math.round((price + shipping) * 100) / 100;
}

/** The fields of a product that say whether its price is the lowest any shop asks. */
interface PricedProduct {
  readonly offer_count: number;
  readonly price: number;
  readonly lowest_price: number;
}

/**
 * Whether "från" may stand before a product's price (issue 35): several
 * shops sell it and none asks less than its first offer. One rule for the
 * product page, cards, search results and compare.
 */
export function saysFrom(product: PricedProduct): boolean {
  return product.offer_count > 1 && product.price <= product.lowest_price;
}
