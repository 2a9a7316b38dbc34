/**
 * The closed value sets of the product facts read from feed text (issue 12).
 * They live in `shared` so browser code (filters) can use the values, not only
 * the types; the zod schema in src/dataset/schemas/product.ts builds on them.
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
 * Where a product's installation comes from (issue 22): its own name or
 * description, or the name of its category where that name states the
 * installation by definition.
 */
export const INSTALLATION_SOURCES = ['text', 'category'] as const;
export type InstallationSource = (typeof INSTALLATION_SOURCES)[number];

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

/**
 * A product's installation and where it comes from: what its text states
 * wins; without that, what its category's name states by definition, so a
 * product in "Fristående Vinkyl" is never shown without an installation;
 * otherwise none.
 */
export function settleInstallation(
  stated: Installation | null,
  categorySlug: string | null,
): { installation: Installation | null; installation_source: InstallationSource | null } {
  if (stated !== null) return { installation: stated, installation_source: 'text' };
  const byCategory = categorySlug === null ? undefined : INSTALLATION_OF_CATEGORY.get(categorySlug);
  return byCategory === undefined
    ? { installation: null, installation_source: null }
    : { installation: byCategory, installation_source: 'category' };
}
