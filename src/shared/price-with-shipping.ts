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
