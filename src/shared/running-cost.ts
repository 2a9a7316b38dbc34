/**
 * What a wine cooler costs to run (issue 21 §3): its electricity a year at
 * the site's one documented price (src/copy/running-cost.ts,
 * docs/running-cost.md), and its price plus ten years of it. Listing cards,
 * the listing sort, the product page and the compare page all use these, so
 * every place shows the same numbers.
 */
import { ELECTRICITY } from '../copy/running-cost';

/** Running costs are shown to the nearest 10 kr: the price and the kWh are estimates, so kronor would claim too much. */
const ROUNDING_KR = 10;

/** Years in the total cost: a wine cooler's usual life is longer, but prices this far ahead are guesses already. */
export const RUNNING_COST_YEARS = 10;

/**
 * Electricity a year in kronor, to the nearest 10 kr; null when the energy
 * use is unknown or not positive (a feed's 0 means "not stated", not free).
 */
export function yearlyElectricityCost(kwhYear: number | null, krPerKwh: number = ELECTRICITY.krPerKwh): number | null {
  if (kwhYear === null || !(kwhYear > 0)) return null;
  return Math.round((kwhYear * krPerKwh) / ROUNDING_KR) * ROUNDING_KR;
}

/**
 * The price plus ten times the ROUNDED yearly cost, so a visitor can redo
 * the sum with the numbers the page shows; null when the energy use is unknown.
 */
export function tenYearCost(price: number, kwhYear: number | null): number | null {
  const yearly = yearlyElectricityCost(kwhYear);
  return yearly === null ? null : price + RUNNING_COST_YEARS * yearly;
}

const krFormat = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 0 });
/** "1 240": kronor with Swedish thousands and no decimals, for runningCostCopy.perYear and tenYears. */
export const formatKronor = (kr: number): string => krFormat.format(kr);

const kwhPriceFormat = new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** The kWh price as the note shows it: "1,43". */
export const formatKwhPrice = (krPerKwh: number = ELECTRICITY.krPerKwh): string => kwhPriceFormat.format(krPerKwh);
