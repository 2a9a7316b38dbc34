/**
 * The spec's slug rule (§3), used for categories, brands, products and posts:
 * lower-case; å and ä become a, ö becomes o; other accents are stripped
 * (mQuvée → mquvee); every other non-alphanumeric is dropped; spaces and
 * hyphens collapse to a single hyphen, trimmed at both ends.
 */
export function slugify(input: string): string {
  return (
    input
      .toLowerCase()
      // Swedish letters first: NFD would turn å into a + ring anyway, but ö → o
      // and ä → a are explicit in the spec, so they do not depend on it.
      .replace(/[åä]/g, 'a')
      .replace(/ö/g, 'o')
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      // Ligatures and letters that NFD does not decompose.
      .replace(/æ/g, 'ae')
      .replace(/ø/g, 'o')
      .replace(/ß/g, 'ss')
      .replace(/[\s\u00a0_–—-]+/g, '-')
      .replace(/[^a-z0-9-]/g, '')
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, '')
  );
}
