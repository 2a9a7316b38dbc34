import { MAX_CATEGORY_TEXT } from './limits';

/**
 * From a shop's category path, or Google's product taxonomy, to the site's
 * categories (issue 36; docs/feeds.md, "Categories"). A shop writes its own
 * tree ("Vinkylar > Inbyggbara", "Förvaring / Vinställ", "Vinskåp");
 * Google Merchant feeds add `google_product_category`, an id of Google's
 * taxonomy or its path in English or Swedish. The shop's own path is tried
 * first (it knows installation types Google's "Wine Fridges" does not),
 * then Google's. A path no entry knows is kept as the shop wrote it and
 * reported for the shop, so the next import can map it once a row is
 * added here.
 *
 * Keys are normalised paths: lower case, one space, segments joined by
 * " > " (a shop's ">", "/", "|", "»" and "\" all separate segments). A path
 * is looked up whole, then by its last two segments, then by its last one.
 */

/** The site's category names, as the table's `Category` holds them (spec §3's display names). */
export const SITE_CATEGORIES = [
  'Vinkyl',
  'Fristående Vinkyl',
  'Inbyggbar Vinkyl',
  'Integrerad Vinkyl',
  'Integrerbar Vinkyl',
  'Vinhyllor',
  'Vinlagringsskåp',
  'Vinrum och Vinkällare',
  'Vinställ',
  'Vintillbehör',
  'Ölkyl',
  'Vinkällare',
  'Kylaggregat',
] as const;

export type SiteCategory = (typeof SITE_CATEGORIES)[number];

/** Shops' paths and the last segments of them, Swedish and English. */
const SHOP_PATHS: readonly (readonly [string, SiteCategory])[] = [
  ...SITE_CATEGORIES.map((name): [string, SiteCategory] => [name.toLowerCase(), name]),
  ['vinkylar', 'Vinkyl'],
  ['vinkylskåp', 'Vinkyl'],
  ['vinkylare', 'Vinkyl'],
  ['wine coolers', 'Vinkyl'],
  ['wine fridges', 'Vinkyl'],
  ['fristående vinkylar', 'Fristående Vinkyl'],
  ['vinkylar > fristående', 'Fristående Vinkyl'],
  ['vinkyl > fristående', 'Fristående Vinkyl'],
  ['inbyggbara vinkylar', 'Inbyggbar Vinkyl'],
  ['inbyggda vinkylar', 'Inbyggbar Vinkyl'],
  ['vinkylar > inbyggbara', 'Inbyggbar Vinkyl'],
  ['vinkyl > inbyggbar', 'Inbyggbar Vinkyl'],
  ['vinkylar > inbyggda', 'Inbyggbar Vinkyl'],
  ['underbyggda vinkylar', 'Inbyggbar Vinkyl'],
  ['integrerade vinkylar', 'Integrerad Vinkyl'],
  ['vinkylar > integrerade', 'Integrerad Vinkyl'],
  ['vinkyl > integrerad', 'Integrerad Vinkyl'],
  ['integrerbara vinkylar', 'Integrerbar Vinkyl'],
  ['vinkylar > integrerbara', 'Integrerbar Vinkyl'],
  ['vinkyl > integrerbar', 'Integrerbar Vinkyl'],
  ['vinskåp', 'Vinlagringsskåp'],
  ['vinlagringsskåp', 'Vinlagringsskåp'],
  ['vinklimatskåp', 'Vinlagringsskåp'],
  ['vinförvaringsskåp', 'Vinlagringsskåp'],
  ['vinkylar > vinlagringsskåp', 'Vinlagringsskåp'],
  ['ölkylar', 'Ölkyl'],
  ['ölkylskåp', 'Ölkyl'],
  ['dryckeskyl', 'Ölkyl'],
  ['dryckeskylar', 'Ölkyl'],
  ['dryckeskylskåp', 'Ölkyl'],
  ['barkyl', 'Ölkyl'],
  ['barkylar', 'Ölkyl'],
  ['beverage coolers', 'Ölkyl'],
  ['vinhylla', 'Vinhyllor'],
  ['vinhyllsystem', 'Vinhyllor'],
  ['förvaring > vinhyllor', 'Vinhyllor'],
  ['vinstall', 'Vinställ'],
  ['vinhållare', 'Vinställ'],
  ['förvaring > vinställ', 'Vinställ'],
  ['wine racks', 'Vinställ'],
  ['vinrum', 'Vinrum och Vinkällare'],
  ['vinrum > vinkällare', 'Vinkällare'],
  ['vinkällare', 'Vinkällare'],
  ['vinkylaggregat', 'Kylaggregat'],
  ['klimataggregat', 'Kylaggregat'],
  ['vinkällaraggregat', 'Kylaggregat'],
  ['vinkylar > tillbehör', 'Vintillbehör'],
  ['vinkyl > tillbehör', 'Vintillbehör'],
  ['tillbehör > vin', 'Vintillbehör'],
  ['vintillbehör', 'Vintillbehör'],
  ['wine accessories', 'Vintillbehör'],
];

/**
 * Google's product taxonomy (the 2021-09-21 version of
 * taxonomy-with-ids.en-US.txt): the ids and last segments of the
 * categories the site carries. Refrigerators (686), Wine & Liquor Cabinets
 * (6357, furniture) and Beer Dispensers & Taps (1817) say too little to
 * choose a site category, so they are reported instead.
 */
const GOOGLE_IDS: ReadonlyMap<string, SiteCategory> = new Map<string, SiteCategory>([
  ['4539', 'Vinkyl'], // Home & Garden > Kitchen & Dining > Kitchen Appliances > Wine Fridges
  ['8106', 'Vintillbehör'], // … > Kitchen Appliance Accessories > Wine Fridge Accessories
  ['5578', 'Vinställ'], // Furniture > Cabinets & Storage > Wine Racks
  ['649', 'Vintillbehör'], // Home & Garden > Kitchen & Dining > Barware
  ['2976', 'Vintillbehör'], // … > Barware > Corkscrews
  ['650', 'Vintillbehör'], // … > Barware > Decanters
  ['4562', 'Vintillbehör'], // … > Barware > Bottle Stoppers & Savers
  ['4563', 'Vintillbehör'], // … > Barware > Wine Aerators
  ['8493', 'Vintillbehör'], // … > Barware > Wine Bottle Holders
  ['7139', 'Vintillbehör'], // … > Barware > Foil Cutters
]);

const GOOGLE_SEGMENTS: readonly (readonly [string, SiteCategory])[] = [
  ['wine fridges', 'Vinkyl'],
  ['wine fridge accessories', 'Vintillbehör'],
  ['wine racks', 'Vinställ'],
  ['barware', 'Vintillbehör'],
  ['corkscrews', 'Vintillbehör'],
  ['decanters', 'Vintillbehör'],
  ['bottle stoppers & savers', 'Vintillbehör'],
  ['wine aerators', 'Vintillbehör'],
  ['wine bottle holders', 'Vintillbehör'],
  ['foil cutters', 'Vintillbehör'],
  // Google's Swedish taxonomy.
  ['vinkylar', 'Vinkyl'],
  ['tillbehör till vinkylar', 'Vintillbehör'],
  ['vinställ', 'Vinställ'],
  ['barutrustning', 'Vintillbehör'],
  ['korkskruvar', 'Vintillbehör'],
  ['karaffer', 'Vintillbehör'],
];

const SHOP_MAP: ReadonlyMap<string, SiteCategory> = new Map(SHOP_PATHS);
const GOOGLE_MAP: ReadonlyMap<string, SiteCategory> = new Map(GOOGLE_SEGMENTS);

/** A category path's segments, normalised: lower case, one space, no empty segment. */
export function segmentsOf(path: string): string[] {
  const text = path.length > MAX_CATEGORY_TEXT ? path.slice(0, MAX_CATEGORY_TEXT) : path;
  return text
    .toLowerCase()
    .split(/[>/|»\\]/u)
    .map((segment) => segment.replace(/\s+/gu, ' ').trim())
    .filter((segment) => segment !== '');
}

/** The path as the report and the table show it: segments joined by " > ", as the shop wrote them. */
export function showPath(path: string): string {
  const text = path.length > MAX_CATEGORY_TEXT ? path.slice(0, MAX_CATEGORY_TEXT) : path;
  return text
    .split(/[>/|»\\]/u)
    .map((segment) => segment.replace(/\s+/gu, ' ').trim())
    .filter((segment) => segment !== '')
    .join(' > ');
}

function lookUp(segments: readonly string[], table: ReadonlyMap<string, SiteCategory>): SiteCategory | null {
  if (segments.length === 0) return null;
  return (
    table.get(segments.join(' > ')) ??
    table.get(segments.slice(-2).join(' > ')) ??
    table.get(segments.at(-1) ?? '') ??
    null
  );
}

/** The site category of a shop's path and Google's category (either may be missing), or null. */
export function siteCategoryOf(shopPath: string | null, googleCategory: string | null): SiteCategory | null {
  if (shopPath !== null) {
    const found = lookUp(segmentsOf(shopPath), SHOP_MAP);
    if (found) return found;
  }
  if (googleCategory !== null) {
    const text = googleCategory.trim();
    if (/^\d{1,7}$/u.test(text)) return GOOGLE_IDS.get(text) ?? null;
    return lookUp(segmentsOf(text), GOOGLE_MAP);
  }
  return null;
}
