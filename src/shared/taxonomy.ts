import { slugify } from './slug';
import { collapseWhitespace, stripControlCharacters } from './text';

/** Category slugs the spec names (§2), in the spec's order. */
export const KNOWN_CATEGORY_SLUGS = [
  'vinkyl',
  'fristaende-vinkyl',
  'inbyggbar-vinkyl',
  'integrerad-vinkyl',
  'integrerbar-vinkyl',
  'vinhyllor',
  'vinlagringsskap',
  'vinrum-och-vinkallare',
  'vinstall',
  'vintillbehor',
  'olkyl',
  'vinkallare',
  'kylaggregat',
] as const;

/** Fixed display names of spec §3. A Map: slugs come from data ("constructor" is a slug too). */
const CATEGORY_DISPLAY_NAMES: ReadonlyMap<string, string> = new Map(
  Object.entries({
    'fristaende-vinkyl': 'Fristående Vinkyl',
    'inbyggbar-vinkyl': 'Inbyggbar Vinkyl',
    'integrerbar-vinkyl': 'Integrerbar Vinkyl',
    'integrerad-vinkyl': 'Integrerad Vinkyl',
    vinstall: 'Vinställ',
    olkyl: 'Ölkyl',
    vinkyl: 'Vinkyl',
    vinkallare: 'Vinkällare',
    vinlagringsskap: 'Vinlagringsskåp',
    kylaggregat: 'Kylaggregat',
    'vinrum-och-vinkallare': 'Vinrum och Vinkällare',
    vintillbehor: 'Vintillbehör',
    // Not in the spec's list, but a known slug whose raw feed spelling varies.
    vinhyllor: 'Vinhyllor',
  }),
);

/** Categories that never appear in any category list (spec §5), compared trimmed. */
const EXCLUDED_CATEGORY_NAMES = ['Kitchen Accessories', 'Kitchen - Accessories (stainless steel)'];
const EXCLUDED_CATEGORY_SLUGS = new Set(EXCLUDED_CATEGORY_NAMES.map(slugify));

/**
 * Trims a feed name, removes control and bidirectional-override characters
 * and collapses inner white space; empty becomes null.
 */
export function cleanName(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const cleaned = collapseWhitespace(stripControlCharacters(value));
  return cleaned === '' ? null : cleaned;
}

const excludedByName = new Map<string, boolean>();

/**
 * Spec §5: empty and the two kitchen categories are excluded (trimmed
 * comparison). Memoised per name: a catalogue has a handful of category
 * names and this runs for every product of every list.
 */
export function isExcludedCategory(name: string | null | undefined): boolean {
  if (name === null || name === undefined) return true;
  let excluded = excludedByName.get(name);
  if (excluded === undefined) {
    const cleaned = cleanName(name);
    const slug = cleaned === null ? '' : slugify(cleaned);
    excluded = slug === '' || EXCLUDED_CATEGORY_SLUGS.has(slug);
    excludedByName.set(name, excluded);
  }
  return excluded;
}

/**
 * Display name of a category. Known slugs get the spec's fixed names; others
 * keep the raw feed name (navigation), or, when only the slug is known (a
 * category page reached by URL), the slug with its first letter capitalised
 * and hyphens as spaces (spec §3).
 */
export function categoryDisplayName(slug: string, rawName?: string | null): string {
  const fixed = CATEGORY_DISPLAY_NAMES.get(slug);
  if (fixed) return fixed;
  const raw = cleanName(rawName);
  if (raw) return raw;
  const spaced = slug.replace(/-/g, ' ');
  return spaced.charAt(0).toLocaleUpperCase('sv-SE') + spaced.slice(1);
}

/**
 * Brand display names whose casing cannot be derived from the slug
 * (spec §3: "Brand name comes from a slug-to-name map with generic fallback").
 */
const BRAND_DISPLAY_NAMES: ReadonlyMap<string, string> = new Map(
  Object.entries({
    mquvee: 'mQuvée',
    eurocave: 'EuroCave',
    winecave: 'WineCave',
    winemaster: 'WineMaster',
    'la-sommeliere': 'La Sommelière',
    'le-cache': 'Le Cache',
  }),
);

/**
 * Capitalises the first letter of each word and leaves the rest as written,
 * so "cavin" → "Cavin" but "EuroCave" stays "EuroCave".
 */
export function capitaliseWords(text: string): string {
  return text
    .split(/(\s+|-)/)
    .map((word) => word.charAt(0).toLocaleUpperCase('sv-SE') + word.slice(1))
    .join('');
}

/** Display name of a brand: known map first, otherwise the capitalised name (spec §3). */
export function brandDisplayName(slug: string, rawName?: string | null): string {
  const fixed = BRAND_DISPLAY_NAMES.get(slug);
  if (fixed) return fixed;
  const raw = cleanName(rawName);
  return capitaliseWords(raw ?? slug.replace(/-/g, ' '));
}

/**
 * Brand search terms of spec §7: the brand itself, and for mQuvée also the
 * shortened forms the old site tried, so every feed spelling is matched.
 */
export function brandSearchTerms(brandName: string): string[] {
  const slug = slugify(brandName);
  return slug === 'mquvee' ? [brandName, 'mQuvé', 'mQuv'] : [brandName];
}

/** Swedish collation for every sorted list a visitor sees (spec §9). */
export const swedishCollator = new Intl.Collator('sv-SE', { sensitivity: 'base', numeric: true });

export function compareSwedish(a: string, b: string): number {
  return swedishCollator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}
