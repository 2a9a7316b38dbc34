import { compareSwedish } from '../shared/taxonomy';

/**
 * The orders the spec asks for. Astro's content layer stores every
 * collection sorted by entry id, so the order the pull wrote is lost:
 * whoever reads a collection sorts it with one of these.
 */

/** Feed order (the table's row order): featured and related products. */
export const byFeedOrder = (a: { source_row: number }, b: { source_row: number }): number =>
  a.source_row - b.source_row;

/** Newest first, slug as a stable tie-break (spec §7: published_at descending). */
export const byNewest = (
  a: { published_at: string; slug: string },
  b: { published_at: string; slug: string },
): number =>
  a.published_at === b.published_at ? (a.slug < b.slug ? -1 : 1) : a.published_at < b.published_at ? 1 : -1;

/** Swedish collation of names (spec §9): categories and brands. */
export const bySwedishName = (a: { name: string }, b: { name: string }): number => compareSwedish(a.name, b.name);
