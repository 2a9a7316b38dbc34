function rx(source: string, flags = 'iu'): RegExp {
  return new RegExp(source, flags);
}

// ---------------------------------------------------------- shared pieces

/** Word boundaries that know Swedish letters (\b treats å, ä, ö as non-word). */
export const L = '(?<![\\p{L}\\p{N}])';
export const R = '(?![\\p{L}\\p{N}])';

/** A cheap test before the comparison patterns: most clauses compare nothing. */
export const MAY_COMPARE =
  /jämför|skillnad|stället|storebror|lillebror|storasyster|lillasyster|syster|syskon|större|mindre|föregång|efterträd|ersätt/iu;
/** A clause about a related model states nothing about this product. */
export const OTHER_MODEL = rx(
  `${L}(?:syskonmodell\\p{L}*|systermodell\\p{L}*|storebror|lillebror|storasyster|lillasyster|(?:större|mindre) (?:syster|bror|modell|variant)\\p{L}*|föregångare\\p{L}*|efterträdare\\p{L}*|ersätter)${R}`,
);
/** "till skillnad från en enzons vinkyl": the compared thing is cut out, the rest of the clause stays. */
export const COMPARED_WITH = rx(
  `${L}(?:till skillnad från|jämfört med|i jämförelse med|i stället för|istället för) (?:[^ ,.;:]+ ){0,3}?[^ ,.;:]*(?:vinkyl|kyl|modell|skåp|variant|version)\\p{L}*`,
  'giu',
);

/**
 * The product talked about is other products: accessories "för vinkylar upp
 * till 60 cm", "passar alla modeller med två zoner". Plural nouns only; the
 * singular ("vinkylen rymmer") is the product itself.
 */
export const OTHER_PRODUCTS = rx(
  `${L}(?:vinkylar|vinkylarna|kylar|kylarna|kylskåpen|vinkylskåpen|vinlagringsskåpen|skåpen|modeller|modellerna|produkter)${R}`,
);
export const OTHER_PRODUCTS_SCAN = rx(OTHER_PRODUCTS.source, 'giu');
/** Whether other products are named earlier in the clause than `index`. */
export const otherProductsBefore = () => {
  const within = occurrences(OTHER_PRODUCTS_SCAN);
  return (clause: string, index: number) => within(clause, 0, index);
};

export interface Found<T> {
  readonly value: T;
  /** Reading order: clause, then position in it. */
  readonly order: number;
}

export function earliest<T>(found: readonly Found<T>[]): T | null {
  let best: Found<T> | null = null;
  for (const item of found) if (best === null || item.order < best.order) best = item;
  return best === null ? null : best.value;
}

/**
 * The clauses that may hold a fact, by a cheap keyword test; the others are
 * blanked (not removed, so reading order stays). Most of a description is
 * prose about something else, and the full patterns are costly at 50,000 rows.
 */
export function mentioning(clauses: readonly string[], hint: RegExp): string[] {
  return clauses.map((clause) => (hint.test(clause) ? clause : ''));
}

/**
 * Every match of `pattern` (a global regex) in each clause, with its order.
 * An exec loop rather than matchAll, which clones the regex on every call:
 * with ~40 patterns per text that clone was most of the cost at 50,000 rows.
 * Collected eagerly, so no caller sees the regex's lastIndex mid-scan.
 */
export function matches(clauses: readonly string[], pattern: RegExp): [RegExpExecArray, string, number][] {
  const found: [RegExpExecArray, string, number][] = [];
  for (const [index, clause] of clauses.entries()) {
    if (clause === '') continue;
    pattern.lastIndex = 0;
    for (let match = pattern.exec(clause); match !== null; match = pattern.exec(clause)) {
      found.push([match, clause, index * 10_000 + match.index]);
      if (match[0] === '') pattern.lastIndex += 1;
    }
  }
  return found;
}

/*
 * Context checks run once per match, so none may scan the whole clause
 * before its match: with thousands of matches in one clause that made the
 * reader quadratic (issue 19). A check looks at one of:
 * - a window of a few dozen characters next to the match (`before`, `after`);
 * - the text that ends at the match, by a sticky lookbehind (`endsAt`) that
 *   stops at the first character its pattern cannot take;
 * - a keyword's occurrences in the clause, found in one scan of it
 *   (`occurrences`), for a keyword anywhere earlier in the clause.
 */

export const before = (clause: string, match: RegExpExecArray, chars: number): string =>
  clause.slice(Math.max(0, match.index - chars), match.index);
export const after = (clause: string, match: RegExpExecArray, chars = 40): string =>
  clause.slice(match.index + match[0].length, match.index + match[0].length + chars);

/** Whether `clause` up to `index` ends with what `pattern` (sticky, one lookbehind) describes. */
export function endsAt(pattern: RegExp, clause: string, index: number): boolean {
  pattern.lastIndex = index;
  return pattern.test(clause);
}

/** The first index of an ascending list whose value is at least `value` (the list's length when none is). */
export function firstAtLeast(list: readonly number[], value: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((list[middle] ?? value) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Where a keyword occurs in one clause: starts ascending; the least end from each occurrence on. */
export interface Occurrence {
  readonly starts: readonly number[];
  readonly leastEndFrom: readonly number[];
}

/**
 * `within(clause, from, to)`: whether the keywords of `scan` (a global regex)
 * occur in `clause.slice(from, to)`, as `pattern.test(slice)` would say. The
 * clause is scanned once for every occurrence, overlapping ones too, and each
 * question is then a binary search, where testing the slice before every
 * match of a clause was quadratic. The same answer as the slice test for
 * keywords of bounded length with at most word-boundary lookarounds, asked
 * about the text before a match that starts at a word boundary (as all
 * patterns here do), and with `from` after white space: no keyword then
 * straddles `from` or `to`. One per reader call, so what it keeps lives no longer.
 */
export function occurrences(scan: RegExp): (clause: string, from: number, to: number) => boolean {
  const known = new Map<string, Occurrence>();
  const find = (clause: string): Occurrence => {
    const starts: number[] = [];
    const ends: number[] = [];
    scan.lastIndex = 0;
    for (let match = scan.exec(clause); match !== null; match = scan.exec(clause)) {
      starts.push(match.index);
      ends.push(match.index + match[0].length);
      scan.lastIndex = match.index + ((match[0].codePointAt(0) ?? 0) > 0xffff ? 2 : 1);
    }
    const leastEndFrom = [...ends];
    for (let index = leastEndFrom.length - 2; index >= 0; index -= 1) {
      leastEndFrom[index] = Math.min(leastEndFrom[index] ?? 0, leastEndFrom[index + 1] ?? 0);
    }
    return { starts, leastEndFrom };
  };
  return (clause, from, to) => {
    let found = known.get(clause);
    if (found === undefined) {
      found = find(clause);
      known.set(clause, found);
    }
    const first = firstAtLeast(found.starts, from);
    return (found.leastEndFrom[first] ?? Number.POSITIVE_INFINITY) <= to;
  };
}

/** "1 200", "46", "29,5" → number; thousands may be grouped with a space. */
export function toNumber(text: string): number {
  return Number(text.replace(/[\s\u00a0\u202f]/gu, '').replace(',', '.'));
}

/**
 * A number that a range continues ("5–20", "39–41") is not a value on its own.
 * A model number before a dash ("KUW20VHF0 - 21 flaskor") starts no range.
 * RANGE_BEFORE is a lookbehind for `endsAt`: it reads back over one number only.
 */
export const RANGE_BEFORE = /(?<=(?<![\p{L}\p{N}.,])\d+(?:[.,]\d+)? ?[–—-] ?)/uy;
export const RANGE_AFTER = /^ ?[–—-] ?\d/u;
