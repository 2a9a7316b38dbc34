/**
 * What each row of the compare table compares, computed from the build's
 * product data, not by the page's own row code: the expectation both
 * compare browser tests (compare.test.ts, journey-compare.test.ts) check
 * the table against. null: the product does not state it.
 */
import type { CompareRowKey } from '../../src/features/compare/compare-data.browser';
import { pricePerBottle } from '../../src/shared/price-per-bottle';
import { tenYearCost, yearlyElectricityCost } from '../../src/shared/running-cost';
import type { ProductData } from './browser';

export const COMPARED: Readonly<Record<CompareRowKey, (p: ProductData) => unknown>> = {
  price: (p) => `${p.price}/${p.price_reduction?.percent ?? ''}/${p.offer_count > 1}`,
  // The cheapest total, its shop and its shipping (issue 22).
  lowestTotal: (p) => {
    const offer = p.offers.find((o) => o.total_price !== null && o.total_price === p.lowest_total_price);
    return offer ? `${offer.total_price}/${offer.shop_name}/${offer.shipping_price}` : `${p.price}/?`;
  },
  shops: (p) => p.offer_count,
  perBottle: (p) => pricePerBottle(p.price, p.capacity),
  lowest30: (p) => p.lowest_price_30d,
  capacity: (p) => p.capacity,
  zones: (p) => p.temperature_zones,
  // Issue 22: the same type shows differently when only the category states it.
  installation: (p) => (p.installation === null ? null : `${p.installation}/${p.installation_source}`),
  width: (p) => p.width_cm,
  height: (p) => p.height_cm,
  depth: (p) => p.depth_cm,
  noise: (p) => p.noise_db,
  energy: (p) => p.energy_class,
  runningCost: (p) => yearlyElectricityCost(p.energy_kwh_year),
  tenYearCost: (p) => tenYearCost(p.price, p.energy_kwh_year),
  stock: (p) => p.in_stock,
  delivery: (p) => p.delivery_time,
};
