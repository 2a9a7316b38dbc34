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
