/**
 * What each row of the compare table compares, computed from the build's
 * product data, not by the page's own row code: the expectation both
 * compare browser tests (compare.test.ts, journey-compare.test.ts) check
 * the table against. null: the product does not state it.
 */
import type { CompareRowKey } from '../../src/features/compare/compare-data.browser';
import { pricePerBottle } from '../../src/shared/price-per-bottle';
import { priceWithShipping } from '../../src/shared/price-with-shipping';
import { tenYearCost, yearlyElectricityCost } from '../../src/shared/running-cost';
import type { ProductData } from './browser';

export const COMPARED: Readonly<Record<CompareRowKey, (p: ProductData) => unknown>> = {
  price: (p) => `${p.price}/${p.price_reduction?.percent ?? ''}/${p.offer_count > 1 && p.price <= p.lowest_price}`,
  // The first offer's total, its shop and its shipping (issues 22, 35).
  lowestTotal: (p) => {
    const offer = p.offers[0];
    return `${offer?.total_price ?? offer?.price}/${offer?.shop_name}/${offer?.shipping_price}`;
  },
  shops: (p) => p.offer_count,
  perBottle: (p) => pricePerBottle(priceWithShipping(p.price, p.shipping_price), p.capacity),
  lowest30: (p) => p.lowest_price_30d,
  capacity: (p) => p.capacity,
  zones: (p) => p.temperature_zones,
  // Issue 22: the same type shows differently when only the category states it.
  installation: (p) => (p.installation === null ? null : `${p.installation}/${p.installation_source}`),
  width: (p) => p.width_cm,
  height: (p) => p.height_cm,
  depth: (p) => p.depth_cm,
  // Issue 35 §8: the niche the maker asks for, any side of it.
  niche: (p) =>
    p.niche_width_cm === null && p.niche_height_cm === null && p.niche_depth_cm === null
      ? null
      : `${p.niche_width_cm}x${p.niche_height_cm}x${p.niche_depth_cm}`,
  noise: (p) => p.noise_db,
  energy: (p) => p.energy_class,
  // Issue 38 §1: the features a buyer filters on, yes or no as the text states them.
  lockable: (p) => p.lockable,
  glassDoor: (p) => p.glass_door,
  uvGlass: (p) => p.uv_glass,
  wood: (p) => p.wood,
  reversibleDoor: (p) => p.reversible_door,
  runningCost: (p) => yearlyElectricityCost(p.energy_kwh_year),
  tenYearCost: (p) => tenYearCost(priceWithShipping(p.price, p.shipping_price), p.energy_kwh_year),
  stock: (p) => p.in_stock,
  delivery: (p) => p.delivery_time,
};
