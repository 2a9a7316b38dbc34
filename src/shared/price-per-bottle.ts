/**
 * Price per bottle slot (issue 12 §4): what a cooler costs for each bottle it
 * holds, shown as "kr per flaskplats" on cards and product pages and used to
 * sort by "lowest price per bottle".
 *
 * Whole kronor: a cooler costs thousands, so öre would be noise. Below 10 kr
 * the value keeps öre instead, so a cheap rack never reads "0 kr".
 * Null when the capacity is unknown, zero or not a number, and for a price
 * that is not a finite non-negative number: no figure is better than a wrong one.
 */
export function pricePerBottle(price: number, capacity: number | null): number | null {
  if (capacity === null || !Number.isFinite(capacity) || capacity <= 0) return null;
  if (!Number.isFinite(price) || price < 0) return null;
  const perSlot = price / capacity;
  return perSlot >= 10 ? Math.round(perSlot) : Math.round(perSlot * 100) / 100;
}
