/**
 * The closed value sets of the product facts read from feed text (issue 12),
 * and what a category's name states by definition (issue 22): the values of
 * the rows of src/shared/fact-registry.ts, which the product schema, the
 * browser's filters and the pull build on.
 */

/**
 * How a cooler is installed: free-standing, built in under a counter
 * (front-vented), or integrated behind a cabinet door ("helintegrerad" included).
 */
export const INSTALLATION_TYPES = ['fristaende', 'inbyggbar', 'integrerbar'] as const;
export type Installation = (typeof INSTALLATION_TYPES)[number];

/** EU energy label classes of refrigerating appliances (the 2021 A–G scale, A best). */
export const ENERGY_CLASSES = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EnergyClass = (typeof ENERGY_CLASSES)[number];

/**
 * The categories whose name says how their products are installed. A map
 * keyed by slug (slugs come from data). "Integrerad" and "Integrerbar" are
 * one installation type: mounted in a kitchen cabinet (src/copy/facts.ts
 * names it with both words). Vinkyl, Ölkyl, Vinlagringsskåp and the rest
 * state nothing about installation, so their products get nothing.
 */
const INSTALLATION_OF_CATEGORY: ReadonlyMap<string, Installation> = new Map([
  ['fristaende-vinkyl', 'fristaende'],
  ['inbyggbar-vinkyl', 'inbyggbar'],
  ['integrerad-vinkyl', 'integrerbar'],
  ['integrerbar-vinkyl', 'integrerbar'],
]);

/** The installation a category's name states by definition, or null where it states none. */
export function installationOfCategory(categorySlug: string): Installation | null {
  return INSTALLATION_OF_CATEGORY.get(categorySlug) ?? null;
}
