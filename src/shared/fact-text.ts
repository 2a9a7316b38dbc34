/**
 * Fact values as the product page and the compare table both write them
 * (issue 37 §3): one definition each, in `shared`, so neither the compare
 * feature nor any other reader imports a route of the render for them.
 */
import { productFacts } from '../copy/facts';
import { formatDecimal } from './format';
import type { Installation, InstallationSource } from './product-facts';

/**
 * The installation, or null when unknown; one the category's name supplies
 * says so (issue 22).
 */
export function installationText(product: {
  readonly installation: Installation | null;
  readonly installation_source: InstallationSource | null;
}): string | null {
  if (product.installation === null) return null;
  const label = productFacts.installation.get(product.installation) ?? '';
  return product.installation_source === 'category' ? productFacts.installationFromCategory(label) : label;
}

/**
 * The niche the maker asks for: "56 × 178 × 55 cm", a side it does not
 * state as "–"; null when it states none.
 */
export function nicheText(product: {
  readonly niche_width_cm: number | null;
  readonly niche_height_cm: number | null;
  readonly niche_depth_cm: number | null;
}): string | null {
  const niche = [product.niche_width_cm, product.niche_height_cm, product.niche_depth_cm];
  if (niche.every((value) => value === null)) return null;
  const [w, h, d] = niche.map((value) => (value === null ? productFacts.unknownSize : formatDecimal(value)));
  return productFacts.size(w ?? '', h ?? '', d ?? '');
}
