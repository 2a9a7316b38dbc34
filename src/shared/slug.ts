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

/** Longest slug the site makes from a name; a URL segment stays readable and far below file-name limits (255 bytes). */
export const MAX_SLUG_LENGTH = 100;

/**
 * Cuts a slug to at most `max` characters at a word (hyphen) boundary, so a
 * 264-character product name does not become a 252-character file name.
 * A single word longer than `max` is cut hard.
 */
export function capSlug(slug: string, max = MAX_SLUG_LENGTH): string {
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max + 1);
  const boundary = cut.lastIndexOf('-');
  // The lookbehind starts a match only at the first of the trailing hyphens: a
  // bare /-+$/ retries from each hyphen of a run and is quadratic.
  return (boundary > 0 ? cut.slice(0, boundary) : slug.slice(0, max)).replace(/(?<!-)-+$/, '');
}
