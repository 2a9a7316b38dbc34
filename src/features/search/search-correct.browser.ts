/**
 * The "did you mean" step of search (issue 14). Pagefind matches words
 * exactly (after Swedish stemming, and as prefixes): a misspelt word finds
 * nothing, or only pages sharing a scrap of it. A word the index does not
 * know and that is not in the site's vocabulary (category, brand and fact
 * words, written at build time to /data/sokord.json) is replaced by the
 * closest vocabulary word within a small edit distance, and the search runs
 * again; the page then says "Visar resultat för …".
 *
 * The vocabulary is small on purpose (it never sees products), so a word
 * missing from it may still be in the index: a product name such as
 * "WineMate" was once corrected to "winecave" (issue 19 §10). So the query
 * is searched as typed first, and only words that search shows the index
 * does not know are corrected (`searchCorrected`). Pure: the index is
 * passed in.
 */
import { knowsWord, marksQueryWord, withoutAccents } from './search-results.browser';

/** Words of a query as the index sees them: lower case, split on anything that is not a letter or digit. */
export function queryWords(query: string): string[] {
  return query
    .toLocaleLowerCase('sv-SE')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/**
 * Edit distance with adjacent transpositions (optimal string alignment):
 * "vinkylkåp" → "vinkylskåp" is 1 (a missing letter), "vinklyl" → "vinkyl"
 * 1 (two letters swapped). Stops early and returns `max + 1` once the
 * distance must exceed `max`.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        value = Math.min(value, (before[j - 2] as number) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[y.length] as number;
}

/** How many edits a word of this length may need: none below 4 letters, 1 up to 6, then 2. */
export function allowedEdits(word: string): number {
  const length = [...word].length;
  if (length < 4) return 0;
  return length <= 6 ? 1 : 2;
}

/**
 * The closest vocabulary word to `word` within its allowed edits (ties: the
 * first in the vocabulary), or null. Letters are compared without their
 * accents, as the index compares them (issue 35 §7): "olkyk" is one edit
 * from "ölkyl", and "olkyl" is "ölkyl" itself, so it has no correction.
 */
export function correctWord(word: string, vocabulary: readonly string[]): string | null {
  const max = allowedEdits(word);
  if (max === 0) return null;
  const plain = withoutAccents(word);
  let best: string | null = null;
  let bestDistance = max + 1;
  for (const candidate of vocabulary) {
    const plainCandidate = withoutAccents(candidate);
    if (plainCandidate === plain) return null;
    const distance = editDistance(plain, plainCandidate, bestDistance - 1);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * The words of a query the vocabulary would correct, each with its
 * correction, in query order. Words in the vocabulary, words that are a
 * prefix of a vocabulary word (the visitor is still typing) and numbers
 * have none; with or without accents alike, as the index matches them
 * ("fristaende" is "fristående").
 */
export function corrections(query: string, vocabulary: readonly string[]): Map<string, string> {
  const plainVocabulary = vocabulary.map(withoutAccents);
  const known = new Set(plainVocabulary);
  const found = new Map<string, string>();
  for (const word of queryWords(query)) {
    const plain = withoutAccents(word);
    if (found.has(word) || known.has(plain) || /^\d+$/.test(word)) continue;
    if (plainVocabulary.some((entry) => entry.startsWith(plain))) continue;
    const corrected = correctWord(word, vocabulary);
    if (corrected !== null) found.set(word, corrected);
  }
  return found;
}

/** The query with its words replaced by their corrections in `fixes` (the words joined by spaces). */
function applyCorrections(query: string, fixes: ReadonlyMap<string, string>): string {
  return queryWords(query)
    .map((word) => fixes.get(word) ?? word)
    .join(' ');
}

/** The corrected query, or null when no word could be corrected (by the vocabulary alone: see `searchCorrected`). */
export function correctQuery(query: string, vocabulary: readonly string[]): string | null {
  const fixes = corrections(query, vocabulary);
  return fixes.size === 0 ? null : applyCorrections(query, fixes);
}

/** One search of the index, as the correction step sees it. */
export interface Searched<T> {
  /** The index's answer, passed through. */
  readonly found: T;
  /** The excerpts of its best results, best first (the first says whether anything really matched). */
  readonly excerpts: readonly string[];
}

/** The index the correction step searches; every answer is null when a newer search superseded this one. */
export interface CorrectingIndex<T> {
  /** The visitor's search, with their filters. */
  search(query: string): Promise<Searched<T> | null>;
  /** The excerpts of the best results for one word alone, over the whole index (no filters). */
  excerptsOf(word: string): Promise<readonly string[] | null>;
}

export interface CorrectedSearch<T> {
  /** What was searched: the visitor's query, or its correction. */
  readonly query: string;
  /** The visitor's query when its correction is shown, else null. */
  readonly correctedFrom: string | null;
  readonly found: T;
  /** Whether the best result really matches a word of `query` (else the search counts as empty). */
  readonly real: boolean;
}

/** Whether a search's best result marks a word of the query (./search-results.ts `marksQueryWord`). */
const realMatch = (searched: Searched<unknown>, query: string): boolean =>
  searched.excerpts[0] !== undefined && marksQueryWord(searched.excerpts[0], query);

/**
 * Searches `query` as typed, then corrects only the words the index does not
 * know (issue 19 §10):
 *
 * 1. The query is searched as typed. Words with no vocabulary correction
 *    (`corrections`) end the step there.
 * 2. A word the typed search's excerpts mark, in any of its forms, is known
 *    (./search-results.ts `knowsWord`). A word they do not mark is asked for
 *    alone over the whole index, unless that is the typed search itself
 *    (one word, no filters): a known word may fall outside the excerpts of
 *    a longer query, or outside the visitor's filters.
 * 3. When unknown words remain, they alone are corrected and the corrected
 *    query is searched; it is shown, with "Visar resultat för …", when its
 *    best result really matches it. Otherwise the typed search is shown.
 *
 * The typed search may match by Pagefind's fallback on a shorter start of a
 * word ("vinkylkåp" finds pages with "vinkyl"): that is no sign the index
 * knows the word, so the correction still runs. Null when superseded.
 */
export async function searchCorrected<T>(
  query: string,
  vocabulary: readonly string[],
  index: CorrectingIndex<T>,
  filtered: boolean,
): Promise<CorrectedSearch<T> | null> {
  const typed = await index.search(query);
  if (typed === null) return null;
  const asTyped: CorrectedSearch<T> = {
    query,
    correctedFrom: null,
    found: typed.found,
    real: realMatch(typed, query),
  };
  const fixes = corrections(query, vocabulary);
  const typedIsAlone = !filtered && queryWords(query).length === 1;
  for (const word of [...fixes.keys()]) {
    if (knowsWord(typed.excerpts, word)) {
      fixes.delete(word);
      continue;
    }
    if (typedIsAlone) continue;
    const alone = await index.excerptsOf(word);
    if (alone === null) return null;
    if (knowsWord(alone, word)) fixes.delete(word);
  }
  if (fixes.size === 0) return asTyped;
  const corrected = applyCorrections(query, fixes);
  const fixed = await index.search(corrected);
  if (fixed === null) return null;
  if (!realMatch(fixed, corrected)) return asTyped;
  return { query: corrected, correctedFrom: query, found: fixed.found, real: true };
}
