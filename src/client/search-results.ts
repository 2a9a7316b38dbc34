/**
 * Pagefind's result data as the site shows it (pure): the clean URL, the
 * kind, price and image from the page's search record
 * (src/render/search-record.ts), and the excerpt as text parts. Pagefind's
 * excerpts are HTML: page text escaped, with <mark> around the matched
 * words. The parts are plain strings that React renders as text, so nothing
 * of a page's text can become markup in the results.
 */
import { searchKinds } from '../copy/search';
import { cleanResultUrl } from './search-query';

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
   * search record's extra words (src/render/search-record.ts) next to the
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

/** An excerpt as text parts: inside <mark>…</mark> marked, everything else text (any other tag is dropped). */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const pattern = /<mark>([\s\S]*?)<\/mark>/gi;
  let last = 0;
  const push = (raw: string, marked: boolean): void => {
    const text = decodeEntities(raw.replace(/<[^>]*>/g, ''));
    if (text !== '') parts.push({ text, marked });
  };
  for (let match = pattern.exec(excerpt); match !== null; match = pattern.exec(excerpt)) {
    push(excerpt.slice(last, match.index), false);
    push(match[1] ?? '', true);
    last = match.index + match[0].length;
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
 * Whether an excerpt marks a word that really matches the query. When no
 * word of a query matches, Pagefind 1.6 falls back to a scrap of it: for
 * "xyzzyqq" it marks every "x" of "548 x 455 x 550 mm". A marked word counts
 * when it shares at least half of a query word's start (at least 3 letters,
 * or the whole word if shorter): stemmed ("vinkylar" → "vinkyl") and
 * prefix ("eurocav" → "EuroCave") matches do, scraps do not.
 */
export function marksQueryWord(excerpt: string, query: string): boolean {
  const words = query
    .toLocaleLowerCase('sv-SE')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
  const marked = excerptParts(excerpt)
    .filter((part) => part.marked)
    .map((part) => part.text.toLocaleLowerCase('sv-SE').replace(/[^\p{L}\p{N}]+/gu, ''));
  return marked.some((mark) =>
    words.some((word) => {
      const length = [...word].length;
      return commonPrefix(mark, word) >= Math.min(length, Math.max(3, Math.ceil(length / 2)));
    }),
  );
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
