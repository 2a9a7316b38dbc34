/**
 * The "did you mean" step of search (issue 14). Pagefind matches words
 * exactly (after Swedish stemming, and as prefixes): a misspelt word finds
 * nothing. When a query gives no results, each word that is not in the
 * site's vocabulary (category, brand and fact words, written at build time
 * to /data/sokord.json) is replaced by the closest vocabulary word within a
 * small edit distance, and the search runs again; the page then says
 * "Visar resultat för …". Pure.
 */

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

/** The closest vocabulary word to `word` within its allowed edits (ties: the first in the vocabulary), or null. */
export function correctWord(word: string, vocabulary: readonly string[]): string | null {
  const max = allowedEdits(word);
  if (max === 0) return null;
  let best: string | null = null;
  let bestDistance = max + 1;
  for (const candidate of vocabulary) {
    if (candidate === word) return null;
    const distance = editDistance(word, candidate, bestDistance - 1);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * The corrected query, or null when no word could be corrected. Words in the
 * vocabulary, and words that are a prefix of a vocabulary word (the visitor
 * is still typing), stay as they are.
 */
export function correctQuery(query: string, vocabulary: readonly string[]): string | null {
  const known = new Set(vocabulary);
  let changed = false;
  const words = queryWords(query).map((word) => {
    if (known.has(word) || /^\d+$/.test(word) || vocabulary.some((entry) => entry.startsWith(word))) return word;
    const corrected = correctWord(word, vocabulary);
    if (corrected === null) return word;
    changed = true;
    return corrected;
  });
  return changed ? words.join(' ') : null;
}
