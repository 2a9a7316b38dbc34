/**
 * Pagefind's result data as the site shows it (pure): the clean URL, the
 * kind, price and image from the page's search record
 * (src/features/search/search-record.build.ts), and the excerpt as text parts. Pagefind's
 * excerpts are HTML: page text escaped, with <mark> around the matched
 * words. The parts are plain strings that React renders as text, so nothing
 * of a page's text can become markup in the results.
 */
import { searchKinds } from '../../copy/search';
import { cleanResultUrl } from './search-query.browser';

/** The fields of Pagefind's `result.data()` that the site uses. */
export interface PagefindResultData {
  readonly url: string;
  readonly excerpt: string;
  readonly meta: Readonly<Record<string, string | undefined>>;
}

export interface ExcerptPart {
  readonly text: string;
  readonly marked: boolean;
}

export interface SearchResult {
  readonly url: string;
  readonly title: string;
  readonly kind: string;
  readonly price: string | null;
  readonly image: string | null;
  /** The category a product belongs to (shown instead of an excerpt). */
  readonly category: string | null;
  /**
   * The excerpt, for posts only: for every other kind it would show the
   * search record's extra words (src/features/search/search-record.build.ts) next to the
   * title, so those results show their kind, category and price instead.
   */
  readonly excerpt: readonly ExcerptPart[];
}

const ENTITIES: ReadonlyMap<string, string> = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['nbsp', '\u00a0'],
]);

/** Decodes the character references Pagefind writes (named basics and numeric); others stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES.get(name.toLowerCase()) ?? whole;
  });
}

const MARK_OPEN = /<mark>/gi;
const MARK_CLOSE = /<\/mark>/gi;

/** Where `pattern` (a literal tag, global) is next found in `text` from `from`, or -1. */
function indexOfTag(pattern: RegExp, text: string, from: number): number {
  pattern.lastIndex = from;
  return pattern.exec(text)?.index ?? -1;
}

/** Text without its tags: each `<` up to the next `>` is dropped; a `<` with no `>` after it is text. */
function withoutTags(raw: string): string {
  let text = '';
  let at = 0;
  for (;;) {
    const open = raw.indexOf('<', at);
    const close = open === -1 ? -1 : raw.indexOf('>', open + 1);
    if (close === -1) return text + raw.slice(at);
    text += raw.slice(at, open);
    at = close + 1;
  }
}

/**
 * An excerpt as text parts: inside <mark>…</mark> marked, everything else
 * text (any other tag is dropped). A scan that only moves forward, so its
 * time is linear in the excerpt: `/<mark>([\s\S]*?)<\/mark>/` and
 * `/<[^>]*>/`, which it replaces with the same results, rescan the rest of
 * the text from every unclosed `<mark>` or `<` (issue 19 §9).
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const push = (raw: string, marked: boolean): void => {
    const text = decodeEntities(withoutTags(raw));
    if (text !== '') parts.push({ text, marked });
  };
  let last = 0;
  for (;;) {
    const open = indexOfTag(MARK_OPEN, excerpt, last);
    // An opening tag pairs with the first closing tag after it; with none after it, no later one has one either.
    const close = open === -1 ? -1 : indexOfTag(MARK_CLOSE, excerpt, open + '<mark>'.length);
    if (close === -1) break;
    push(excerpt.slice(last, open), false);
    push(excerpt.slice(open + '<mark>'.length, close), true);
    last = close + '</mark>'.length;
  }
  push(excerpt.slice(last), false);
  return parts;
}

function commonPrefix(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  let n = 0;
  while (n < x.length && n < y.length && x[n] === y[n]) n++;
  return n;
}

/**
 * Text without its accents, as Pagefind (1.5 and later) indexes and searches
 * words: decomposed and stripped of combining marks, so "sommelière" is
 * "sommeliere" and "ölstilar" is "olstilar" (ø, æ and ß have no marks and
 * stay).
 */
export function withoutAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFC');
}

/** The words an excerpt marks, lower case, letters and digits only ("Pulltap's" → "pulltaps"). */
function markedWords(excerpt: string): string[] {
  return excerptParts(excerpt)
    .filter((part) => part.marked)
    .map((part) => part.text.toLocaleLowerCase('sv-SE').replace(/[^\p{L}\p{N}]+/gu, ''));
}

/**
 * Whether an excerpt marks a word that really matches the query. When no
 * word of a query matches, Pagefind 1.6 falls back to a scrap of it: for
 * "xyzzyqq" it marks every "x" of "548 x 455 x 550 mm". A marked word counts
 * when it shares at least half of a query word's start (at least 3 letters,
 * or the whole word if shorter): stemmed ("vinkylar" → "vinkyl") and
 * prefix ("eurocav" → "EuroCave") matches do, scraps do not. Both are
 * compared without accents, as Pagefind matched them: "olstilar" finds and
 * marks "Ölstilar", which shares no start with it letter for letter
 * (issue 35 §7).
 */
export function marksQueryWord(excerpt: string, query: string): boolean {
  const words = withoutAccents(query.toLocaleLowerCase('sv-SE'))
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
  const marked = markedWords(excerpt).map(withoutAccents);
  return marked.some((mark) =>
    words.some((word) => {
      const length = [...word].length;
      return commonPrefix(mark, word) >= Math.min(length, Math.max(3, Math.ceil(length / 2)));
    }),
  );
}

/**
 * Swedish inflection endings (Snowball's Swedish stemmer's, which Pagefind
 * stems with, and the definite neuter -et/-ets): two words that differ
 * only in one of these after a shared start are forms of one word.
 */
const ENDINGS: ReadonlySet<string> = new Set([
  ...['', 'a', 'ad', 'ade', 'ades', 'ande', 'anden', 'andes', 'andet', 'ar', 'are', 'aren', 'arens', 'arna', 'arnas'],
  ...['arne', 'as', 'ast', 'aste', 'at', 'e', 'en', 'ens', 'er', 'erna', 'ernas', 'ern', 'erns', 'es', 'et', 'ets'],
  ...['het', 'heten', 'hetens', 'heter', 'heterna', 'or', 'orna', 'ornas', 's'],
]);
/** The longest of {@link ENDINGS}. */
const LONGEST_ENDING = 7;
/** A shared start shorter than this is no word ("l" of "libherr"). */
const MIN_STEM = 3;

/** A word's letters without their accents ({@link withoutAccents}). */
function fold(word: string): string[] {
  return [...withoutAccents(word)];
}

/**
 * Whether a marked word is the query word itself, a word it begins
 * ("pulltaps" for "pulltap", "eurocave" for "eurocav") or another form of it
 * (a shared start of at least 3 letters, then an ending or nothing on both:
 * "vinkyl" and "vinkylar" for "vinkylarna"). A scrap is not ("vinkyl" for
 * "vinkylkåp", "l" for "libherr"): that is Pagefind falling back to a
 * shorter start of a word it does not know.
 */
export function isFormOf(mark: string, word: string): boolean {
  const m = fold(mark);
  const w = fold(word);
  const shared = commonPrefix(m.join(''), w.join(''));
  if (shared === w.length) return true;
  const lowest = Math.max(MIN_STEM, m.length - LONGEST_ENDING, w.length - LONGEST_ENDING);
  for (let stem = shared; stem >= lowest; stem--) {
    if (ENDINGS.has(w.slice(stem).join('')) && ENDINGS.has(m.slice(stem).join(''))) return true;
  }
  return false;
}

/**
 * Whether the index knows a query word: one of these excerpts (of a search
 * that holds the word) marks it, a word it begins or another form of it
 * ({@link isFormOf}). Such a word is never corrected (issue 19 §10).
 */
export function knowsWord(excerpts: readonly string[], word: string): boolean {
  return excerpts.some((excerpt) => markedWords(excerpt).some((mark) => isFormOf(mark, word)));
}

/** Only http(s) and root-relative image URLs are shown. */
function safeImage(url: string | undefined): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https?:\/\//i.test(url) ? url : null;
}

const KNOWN_KINDS: ReadonlySet<string> = new Set(Object.values(searchKinds));

export function toSearchResult(data: PagefindResultData): SearchResult {
  const kind = data.meta.kind;
  return {
    url: cleanResultUrl(data.url),
    title: decodeEntities(data.meta.title ?? '') || cleanResultUrl(data.url),
    kind: kind && KNOWN_KINDS.has(kind) ? kind : searchKinds.info,
    price: data.meta.price ?? null,
    image: safeImage(data.meta.image),
    category: data.meta.category ? decodeEntities(data.meta.category) : null,
    excerpt: kind === searchKinds.post ? excerptParts(data.excerpt) : [],
  };
}

/** The order of the kind filter's options and of kinds in counts. */
export const KIND_ORDER: readonly string[] = [
  searchKinds.product,
  searchKinds.category,
  searchKinds.brand,
  searchKinds.post,
  searchKinds.info,
];

/**
 * Results grouped by kind in KIND_ORDER, each group keeping Pagefind's rank
 * order (the suggestions under the field show them so: products first).
 */
export function groupByKind(results: readonly SearchResult[]): { kind: string; results: SearchResult[] }[] {
  const groups = new Map<string, SearchResult[]>();
  for (const kind of KIND_ORDER) groups.set(kind, []);
  for (const result of results) groups.get(result.kind)?.push(result);
  return [...groups].filter(([, items]) => items.length > 0).map(([kind, items]) => ({ kind, results: items }));
}

/** Filter options from Pagefind's counts: values with results, kinds in KIND_ORDER, the rest in Swedish order. */
export function filterOptions(
  key: string,
  counts: Readonly<Record<string, number>> | undefined,
): { value: string; count: number }[] {
  const entries = Object.entries(counts ?? {}).filter(([, count]) => count > 0);
  const collator = new Intl.Collator('sv-SE', { sensitivity: 'base', numeric: true });
  return entries
    .sort(([a], [b]) =>
      key === 'typ' ? KIND_ORDER.indexOf(a) - KIND_ORDER.indexOf(b) || collator.compare(a, b) : collator.compare(a, b),
    )
    .map(([value, count]) => ({ value, count }));
}
