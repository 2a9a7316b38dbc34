/** One page of a list split into pages of a fixed size. */
export interface ListPage<T> {
  /** 1-based page number. */
  readonly number: number;
  /** Number of pages in the list (at least 1). */
  readonly count: number;
  readonly items: readonly T[];
  /** 1-based position of the first and last item on this page (0 and 0 for an empty list). */
  readonly first: number;
  readonly last: number;
  /** Items in the whole list. */
  readonly total: number;
}

/** Splits a list into pages of `size`; an empty list is one empty page. */
export function paginate<T>(items: readonly T[], size: number): ListPage<T>[] {
  if (!Number.isInteger(size) || size < 1) throw new Error(`page size must be a positive integer, got ${size}`);
  const count = Math.max(1, Math.ceil(items.length / size));
  return Array.from({ length: count }, (_, index) => {
    const slice = items.slice(index * size, (index + 1) * size);
    return {
      number: index + 1,
      count,
      items: slice,
      first: slice.length > 0 ? index * size + 1 : 0,
      last: index * size + slice.length,
      total: items.length,
    };
  });
}

/**
 * The page numbers a pagination bar shows: the first and last page, the
 * current one and `around` pages either side; `null` marks a gap. Short
 * lists show every page.
 */
export function pageLinks(current: number, count: number, around = 1): (number | null)[] {
  const shown = new Set([1, count]);
  for (let n = current - around; n <= current + around; n += 1) if (n >= 1 && n <= count) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const links: (number | null)[] = [];
  for (const [index, n] of sorted.entries()) {
    const previous = sorted[index - 1];
    // A gap of exactly one page shows that page rather than an ellipsis.
    if (previous !== undefined && n - previous === 2) links.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) links.push(null);
    links.push(n);
  }
  return links;
}
