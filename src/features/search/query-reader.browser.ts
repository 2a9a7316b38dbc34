/**
 * What a buyer's query asks for, read into the listings' own filters and
 * sort (issue 38 §1): "tyst inbyggd vinkyl 2 zoner under 10 000 kr" is the
 * wine-cooler listing, built in, two zones, at most 38 dB and the quietest
 * first, at most 10 000 kr. Words that are no filter ("Temptech Stockholm",
 * a model code) are left for the text search.
 *
 * The query is anyone's to type, so reading it is linear in its length and
 * bounded per word (issue 19): it is cut to {@link MAX_QUERY_LENGTH}, split
 * into words in one pass, and each word is compared with a fixed vocabulary
 * (src/copy/query-words.ts), a typo allowed by a bounded edit distance; no
 * regular expression runs on the query.
 */
import {
  AT_LEAST_WORDS,
  AT_MOST_WORDS,
  BOTTLE_UNITS,
  CATEGORY_WORDS,
  CHEAP_WORDS,
  ENERGY_WORDS,
  FEATURE_WORDS,
  FILLER_WORDS,
  FOR_WORDS,
  INSTALLATION_WORDS,
  LENGTH_UNITS,
  NICHE_WORDS,
  NOISE_UNITS,
  NUMBER_WORDS,
  PRICE_UNITS,
  QUESTION_WORDS,
  QUIET_DB,
  QUIET_WORDS,
  SIZE_WORDS,
  THOUSAND_UNITS,
  TWO_ZONE_WORDS,
  ZONE_UNITS,
} from '../../copy/query-words';
import type { QueryAsk } from '../../shared/fact-registry';
import type { Size } from '../../shared/fit';
import { ENERGY_CLASSES, type EnergyClass, INSTALLATION_TYPES, type Installation } from '../../shared/product-facts';

/** Longest query read: nobody types more, and the search page cuts its own there (search-query.browser.ts). */
export const MAX_QUERY_LENGTH = 200;

/** The listing an installation word alone names: wine coolers. */
const IMPLIED_CATEGORY = 'vinkyl';

/** Longest word compared with the vocabulary: longer ones are no word of it and go to the text search as they are. */
const MAX_WORD_LENGTH = 40;

/** A feature buyers filter on (src/copy/query-words.ts FEATURE_WORDS): the filter of the fact whose registry row names it. */
export type QueryFeature = Extract<QueryAsk, 'lock' | 'glass-door' | 'uv-glass' | 'wood' | 'reversible-door'>;

/** A range a query asks for; an end it does not name is null. */
export interface QueryRange {
  readonly min: number | null;
  readonly max: number | null;
}

/** How the results are ordered: the listing's sort keys a query can ask for. */
export type QuerySort = 'pris' | 'ljud';

/** What a query asks for. A filter it does not name is null (a list: empty). */
export interface QueryReading {
  /** The listing's category slug ("vinkyl", "olkyl"…). An installation word alone means "vinkyl". */
  readonly category: string | null;
  readonly installation: Installation | null;
  readonly bottles: QueryRange | null;
  readonly zones: number | null;
  /** Largest width, height and depth asked for, cm. */
  readonly maxWidth: number | null;
  readonly maxHeight: number | null;
  readonly maxDepth: number | null;
  readonly niche: Size | null;
  /** Highest noise level, dB. */
  readonly maxNoise: number | null;
  /** This class or better. */
  readonly energy: EnergyClass | null;
  /** Price in SEK. */
  readonly price: QueryRange | null;
  readonly sort: QuerySort | null;
  /** A brand's slug, from the brands handed to the reader. */
  readonly brand: string | null;
  readonly features: readonly QueryFeature[];
  /** The words that are none of the above, as typed, for the text search; '' when none. */
  readonly rest: string;
  /** Where in the query each filter was read: what a chip shows and what removing it drops. */
  readonly parts: readonly QueryPart[];
}

/** A stretch of the query read as filters ("under 10 000 kr": price.max=10000). */
export interface QueryPart {
  /** The filters it gave, as atoms ({@link readingAtoms}). */
  readonly atoms: readonly string[];
  /** Character offsets in the query, end exclusive. */
  readonly start: number;
  readonly end: number;
}

/** A brand the reader knows: its slug and the ways it is written (src/shared/taxonomy.ts brandSearchTerms). */
export interface QueryBrand {
  readonly slug: string;
  readonly terms: readonly string[];
}

/** Lower case, å/ä → a, ö → o and other marks dropped: how the vocabulary is written. */
export function foldWord(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

interface Token {
  /** 'word' (letters), 'number' (digits, a decimal comma or point kept), 'niche' (B×H×D) or 'sign' (anything else). */
  readonly kind: 'word' | 'number' | 'niche' | 'sign';
  /** Folded text of a word; the value of a number. */
  readonly text: string;
  readonly value: number;
  /** The three sizes of a niche token. */
  readonly sizes: readonly number[];
  /** As typed. */
  readonly raw: string;
  /** Where it starts and ends in the query (character offsets, end exclusive). */
  readonly start: number;
  readonly end: number;
}

const isDigit = (c: string): boolean => c >= '0' && c <= '9';
const isLetter = (c: string): boolean => c.toLowerCase() !== c.toUpperCase() || c === 'ß';
const isSpace = (c: string): boolean => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\u00a0';

/**
 * The query's words and numbers in one pass. "10 000" and "10.000" are one
 * number, "59,5" a decimal, "60x82x56" (also "60 x 82 x 56", "60*82*56",
 * "60×82×56") one niche, and a unit glued to its number ("40fl", "33dB")
 * a word of its own.
 */
function tokenize(query: string): Token[] {
  const raw: { kind: 'word' | 'number' | 'sign'; text: string; start: number; end: number }[] = [];
  let i = 0;
  while (i < query.length) {
    const c = query[i] ?? '';
    if (isSpace(c)) {
      i += 1;
      continue;
    }
    let j = i + 1;
    if (isDigit(c)) {
      while (j < query.length && isDigit(query[j] ?? '')) j += 1;
      raw.push({ kind: 'number', text: query.slice(i, j), start: i, end: j });
    } else if (isLetter(c)) {
      // Two letters or more then digits ("STX60DB", "WPQ60DCB") are a model code, one word: its
      // numbers are no quantity. One letter is not: the x of "60x82x56".
      while (j < query.length && (isLetter(query[j] ?? '') || (isDigit(query[j] ?? '') && j - i >= 2))) j += 1;
      raw.push({ kind: 'word', text: query.slice(i, j), start: i, end: j });
    } else {
      raw.push({ kind: 'sign', text: c, start: i, end: j });
    }
    i = j;
  }
  // Join what the first pass split: thousands, decimals and niches. Each step consumes tokens: linear.
  const tokens: Token[] = [];
  /** Where the raw tokens from `from` to `to` (exclusive) start and end in the query. */
  const span = (from: number, to: number) => ({ start: raw[from]?.start ?? 0, end: raw[to - 1]?.end ?? 0 });
  const number = (text: string, value: number, from: number, to: number): Token => ({
    kind: 'number',
    text,
    value,
    sizes: [],
    raw: query.slice(span(from, to).start, span(from, to).end),
    ...span(from, to),
  });
  let k = 0;
  while (k < raw.length) {
    const t = raw[k];
    if (t === undefined) break;
    if (t.kind === 'number') {
      let text = t.text;
      let value = Number(t.text);
      let next = k + 1;
      // "10 000", "10.000", "1 250 000": groups of three digits after a number of at most three.
      while (true) {
        const sep = raw[next];
        const group = sep?.kind === 'number' ? sep : raw[next + 1];
        const joinsWithSpace = sep?.kind === 'number' && sep.text.length === 3 && text.length <= 7;
        const joinsWithPoint =
          sep?.kind === 'sign' &&
          (sep.text === '.' || sep.text === ' ') &&
          group?.kind === 'number' &&
          group.text.length === 3;
        if (joinsWithSpace && sep !== undefined) {
          text += sep.text;
          value = value * 1000 + Number(sep.text);
          next += 1;
        } else if (joinsWithPoint && group !== undefined && value < 1000) {
          text += group.text;
          value = value * 1000 + Number(group.text);
          next += 2;
        } else break;
      }
      // "59,5": a decimal comma (or point) with one or two digits.
      const sep = raw[next];
      const decimals = raw[next + 1];
      if (
        sep?.kind === 'sign' &&
        (sep.text === ',' || sep.text === '.') &&
        decimals?.kind === 'number' &&
        decimals.text.length <= 2
      ) {
        value = Number(`${value}.${decimals.text}`);
        text = `${text},${decimals.text}`;
        next += 2;
      }
      // "60x82x56": three numbers joined by x, × or *.
      const sizes = [value];
      let at = next;
      while (sizes.length < 3) {
        const by = raw[at];
        const size = raw[at + 1];
        const isBy = by !== undefined && (by.text === 'x' || by.text === 'X' || by.text === '×' || by.text === '*');
        if (!isBy || size?.kind !== 'number') break;
        sizes.push(Number(size.text));
        at += 2;
        // A decimal on a niche side: "59,5x82x56".
        const comma = raw[at];
        const frac = raw[at + 1];
        if (comma?.kind === 'sign' && comma.text === ',' && frac?.kind === 'number' && frac.text.length <= 2) {
          sizes[sizes.length - 1] = Number(`${size.text}.${frac.text}`);
          at += 2;
        }
      }
      if (sizes.length === 3) {
        tokens.push({ kind: 'niche', text: sizes.join('x'), value, sizes, raw: sizes.join('x'), ...span(k, at) });
        k = at;
        continue;
      }
      tokens.push(number(text, value, k, next));
      k = next;
      continue;
    }
    if (t.kind === 'word') {
      const folded = foldWord(t.text).slice(0, MAX_WORD_LENGTH);
      tokens.push({
        kind: 'word',
        text: folded,
        value: Number.NaN,
        sizes: [],
        raw: t.text,
        start: t.start,
        end: t.end,
      });
    } else {
      tokens.push({
        kind: 'sign',
        text: t.text,
        value: Number.NaN,
        sizes: [],
        raw: t.text,
        start: t.start,
        end: t.end,
      });
    }
    k += 1;
  }
  return tokens;
}

/**
 * Whether `typed` is `word`, allowing one typo from five letters and two
 * from nine (an edit: a letter added, dropped, changed, or two swapped). A
 * bounded Damerau–Levenshtein over words of at most MAX_WORD_LENGTH letters.
 */
export function closeTo(typed: string, word: string): boolean {
  if (typed === word) return true;
  const allowed = word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0;
  if (allowed === 0 || Math.abs(typed.length - word.length) > allowed || typed.length > MAX_WORD_LENGTH) return false;
  // Every word of the vocabulary starts as typed: a first-letter typo is too often another word ("billig"/"villig").
  if (typed[0] !== word[0]) return false;
  let before = Array.from({ length: word.length + 1 }, (_, j) => j);
  let previous: number[] = before;
  for (let i = 1; i <= typed.length; i += 1) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= word.length; j += 1) {
      const cost = typed[i - 1] === word[j - 1] ? 0 : 1;
      let value = Math.min((before[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (before[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && typed[i - 1] === word[j - 2] && typed[i - 2] === word[j - 1]) {
        value = Math.min(value, (previous[j - 2] ?? 0) + 1);
      }
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > allowed) return false;
    previous = before;
    before = row;
  }
  return (before[word.length] ?? Number.POSITIVE_INFINITY) <= allowed;
}

/** A phrase of the vocabulary: its words, folded. */
type Phrase = readonly string[];
const phrase = (text: string): Phrase => text.split(' ');

/** Phrases with what each means, longest first so "under banken" wins over "under". */
function table<T>(entries: readonly (readonly [T, readonly string[]])[]): readonly (readonly [Phrase, T])[] {
  return entries
    .flatMap(([meaning, words]) => words.map((word) => [phrase(word), meaning] as const))
    .sort((a, b) => b[0].length - a[0].length);
}

const CATEGORIES = table(CATEGORY_WORDS);
const INSTALLATIONS = table(
  INSTALLATION_WORDS.map(([installation, words]) => [
    INSTALLATION_TYPES.find((type) => type === installation) ?? 'fristaende',
    words,
  ]),
);
const FEATURES = table(FEATURE_WORDS.map(([feature, words]) => [feature as QueryFeature, words] as const));
const SIZES = table(SIZE_WORDS.map(([axis, words]) => [axis, words] as const));
const SINGLE = (words: readonly string[]) => table([[true, words]]);
const QUIET = SINGLE(QUIET_WORDS);
const CHEAP = SINGLE(CHEAP_WORDS);
const TWO_ZONES = SINGLE(TWO_ZONE_WORDS);
const NICHE = SINGLE(NICHE_WORDS);
const AT_LEAST = SINGLE(AT_LEAST_WORDS);
const AT_MOST = SINGLE(AT_MOST_WORDS);
const FOR = SINGLE(FOR_WORDS);
const ENERGY = SINGLE(ENERGY_WORDS);
const NUMBERS: ReadonlyMap<string, number> = new Map(NUMBER_WORDS);
const FILLERS: ReadonlySet<string> = new Set(FILLER_WORDS);
const QUESTIONS: ReadonlySet<string> = new Set(QUESTION_WORDS);
const unitSet = (units: readonly string[]): ReadonlySet<string> => new Set(units.map(foldWord));
const BOTTLE = unitSet(BOTTLE_UNITS);
const ZONE = unitSet(ZONE_UNITS);
const PRICE = unitSet(PRICE_UNITS);
const THOUSAND = unitSet(THOUSAND_UNITS);
const LENGTH = unitSet(LENGTH_UNITS);
const NOISE = unitSet(NOISE_UNITS);

/** Mutable while reading; returned as a QueryReading. */
interface Draft {
  category: string | null;
  installation: Installation | null;
  bottles: { min: number | null; max: number | null } | null;
  zones: number | null;
  maxWidth: number | null;
  maxHeight: number | null;
  maxDepth: number | null;
  niche: Size | null;
  maxNoise: number | null;
  energy: EnergyClass | null;
  price: { min: number | null; max: number | null } | null;
  sort: QuerySort | null;
  brand: string | null;
  features: QueryFeature[];
}

/** Reads a query. `brands` are the brands the site knows (their terms are folded here). */
export function readQuery(query: string, brands: readonly QueryBrand[] = []): QueryReading {
  const tokens = tokenize(query.slice(0, MAX_QUERY_LENGTH));
  const brandTable = table(brands.map((brand) => [brand.slug, brand.terms.map((term) => foldWords(term))] as const));
  const draft: Draft = {
    category: null,
    installation: null,
    bottles: null,
    zones: null,
    maxWidth: null,
    maxHeight: null,
    maxDepth: null,
    niche: null,
    maxNoise: null,
    energy: null,
    price: null,
    sort: null,
    brand: null,
    features: [],
  };
  const rest: string[] = [];
  const first = tokens[0];
  if (first?.kind === 'word' && QUESTIONS.has(first.text)) {
    return {
      ...draft,
      parts: [],
      rest: tokens
        .filter((token) => token.kind !== 'sign')
        .map((token) => token.raw)
        .join(' '),
    };
  }
  /**
   * Whether an entry of `phrases` starts at token `at`: the count of tokens
   * it covers, and its meaning. Exactly as written when `fuzzy` is off, else
   * with the typos closeTo allows.
   */
  const match = <T>(
    phrases: readonly (readonly [Phrase, T])[],
    at: number,
    fuzzy = true,
  ): readonly [number, T] | null => {
    const same = fuzzy ? closeTo : (typed: string, word: string) => typed === word;
    for (const [words, meaning] of phrases) {
      let n = 0;
      let covered = 0;
      while (n < words.length) {
        const token = tokens[at + covered];
        if (token === undefined) break;
        // A hyphen or slash inside a phrase is read as a space ("uv-skydd", "a-klass").
        if (token.kind === 'sign' && (token.text === '-' || token.text === '/') && n > 0) {
          covered += 1;
          continue;
        }
        if (token.kind !== 'word' || !same(token.text, words[n] ?? '')) break;
        n += 1;
        covered += 1;
      }
      if (n === words.length) return [covered, meaning];
    }
    return null;
  };
  const wordAt = (at: number): string | null => {
    const token = tokens[at];
    return token?.kind === 'word' ? token.text : null;
  };
  /** A count written as digits or a number word at `at`. */
  const countAt = (at: number): number | null => {
    const token = tokens[at];
    if (token?.kind === 'number') return token.value;
    if (token?.kind === 'word') return NUMBERS.get(token.text) ?? null;
    return null;
  };
  /**
   * The unit right after `at` ("40 flaskor", "40fl", "2-zons"): how many
   * tokens on it ends (1, or 2 over a hyphen), 0 when there is none.
   */
  const unitAfter = (at: number, units: ReadonlySet<string>): number => {
    const hyphen = tokens[at + 1]?.kind === 'sign' && tokens[at + 1]?.text === '-' ? 1 : 0;
    const word = wordAt(at + 1 + hyphen);
    const known =
      word !== null && (units.has(word) || [...units].some((unit) => unit.length >= 5 && closeTo(word, unit)));
    return known ? 1 + hyphen : 0;
  };
  const setRange = (key: 'price' | 'bottles', end: 'min' | 'max', value: number) => {
    const range = draft[key] ?? { min: null, max: null };
    range[end] = value;
    draft[key] = range;
  };
  /** A length asked for: by a size word before or after it, else a width. */
  const setLength = (value: number, axis: 'width' | 'height' | 'depth') => {
    if (axis === 'width') draft.maxWidth = value;
    else if (axis === 'height') draft.maxHeight = value;
    else draft.maxDepth = value;
  };

  /** The filters read so far, as atoms: what a step added is its part's. */
  const atomsNow = (): string[] => readingAtoms({ ...draft, features: [...draft.features], rest: '', parts: [] });
  const parts: QueryPart[] = [];
  let i = 0;
  while (i < tokens.length) {
    const from = i;
    const before = new Set(atomsNow());
    i = step();
    const added = atomsNow().filter((atom) => !before.has(atom));
    const first = tokens[from];
    const last = tokens[Math.min(i, tokens.length) - 1];
    if (added.length > 0 && first !== undefined && last !== undefined) {
      parts.push({ atoms: added, start: first.start, end: last.end });
    }
  }
  // An installation names a cooler: "inbyggd 60 cm" is the wine-cooler listing.
  if (draft.installation !== null && draft.category === null) {
    draft.category = IMPLIED_CATEGORY;
    // Removing the installation's chip removes the listing it implied too.
    const atom = `installation=${draft.installation}`;
    const at = parts.findIndex((part) => part.atoms.includes(atom));
    const part = parts[at];
    if (part !== undefined) parts[at] = { ...part, atoms: [`category=${IMPLIED_CATEGORY}`, ...part.atoms] };
  }
  return { ...draft, features: [...draft.features], rest: rest.join(' '), parts };

  /** Reads what starts at token `i`: a filter, or a word for the text search. Returns the next token's index. */
  function step(): number {
    const token = tokens[i];
    if (token === undefined) return i + 1;
    // A comparator before a number: "under 10 000 kr", "minst 40", "max 8000", "för 40 flaskor".
    const atLeast = match(AT_LEAST, i);
    const atMost = atLeast === null ? match(AT_MOST, i) : null;
    const forBottles = atLeast === null && atMost === null ? match(FOR, i) : null;
    const comparator = atLeast ?? atMost ?? forBottles;
    if (comparator !== null && countAt(i + comparator[0]) !== null) {
      const at = i + comparator[0];
      const value = countAt(at) ?? 0;
      const end: 'min' | 'max' = atMost !== null ? 'max' : 'min';
      const consumed = readNumber(at, value, end, forBottles !== null);
      if (consumed > 0) {
        return at + consumed;
      }
    }
    if (token.kind === 'niche') {
      const [width, height, depth] = token.sizes;
      draft.niche = { width: width ?? 0, height: height ?? 0, depth: depth ?? 0 };
      return i + 1;
    }
    if (token.kind === 'number' || (token.kind === 'word' && NUMBERS.has(token.text))) {
      const consumed = readNumber(i, countAt(i) ?? 0, null, false);
      if (consumed > 0) {
        return i + consumed;
      }
    }
    if (token.kind === 'word') {
      const niche = match(NICHE, i);
      if (niche !== null && tokens[i + niche[0]]?.kind === 'niche') {
        return i + niche[0];
      }
      // "bredd 60 cm", "djup max 55 cm": a size word before its length.
      const size = match(SIZES, i);
      if (size !== null) {
        const comparator = match(AT_MOST, i + size[0]);
        const at = i + size[0] + (comparator?.[0] ?? 0);
        const value = countAt(at);
        const unit = value === null ? 0 : unitAfter(at, LENGTH);
        if (value !== null && unit > 0) {
          setLength(value, size[1]);
          return at + 1 + unit;
        }
      }
      // "energiklass A", "klass B", "A-klass", "a klass".
      const energy = match(ENERGY, i);
      const letterAfter = energy === null ? null : energyLetter(i + energy[0]);
      if (energy !== null && letterAfter !== null) {
        draft.energy = letterAfter;
        return i + energy[0] + 1;
      }
      const letterFirst = energyLetter(i);
      if (letterFirst !== null) {
        const sep = tokens[i + 1]?.kind === 'sign' && tokens[i + 1]?.text === '-' ? 1 : 0;
        const klass = wordAt(i + 1 + sep);
        if (klass === 'klass' || klass === 'klassad' || klass === 'energiklass') {
          draft.energy = letterFirst;
          return i + 2 + sep;
        }
      }
      // Every word of the vocabulary exactly as typed first, then with typos:
      // "vinkällare" is a cellar, not "vinkylare" with two typos.
      const found = readWord(false) ?? readWord(true);
      if (found !== null) {
        return i + found;
      }
      if (!FILLERS.has(token.text)) rest.push(token.raw);
      return i + 1;
    }
    if (token.kind === 'number') rest.push(token.raw);
    return i + 1;
  }

  /** Applies the first phrase of `phrases` at `i`; the count of tokens it covered, or null. */
  function take<T>(
    phrases: readonly (readonly [Phrase, T])[],
    fuzzy: boolean,
    apply: (meaning: T) => void,
  ): number | null {
    const found = match(phrases, i, fuzzy);
    if (found === null) return null;
    apply(found[1]);
    return found[0];
  }

  /** The word (or phrase) at `i` as a filter: the count of tokens it covered, or null. */
  function readWord(fuzzy: boolean): number | null {
    return (
      take(TWO_ZONES, fuzzy, () => {
        draft.zones = 2;
      }) ??
      // The first category named is the one asked for: "kylaggregat till vinrum" is a cooling unit.
      (draft.category === null
        ? take(CATEGORIES, fuzzy, (slug) => {
            draft.category = slug;
          })
        : null) ??
      take(INSTALLATIONS, fuzzy, (installation) => {
        draft.installation = installation;
      }) ??
      take(QUIET, fuzzy, () => {
        draft.maxNoise = Math.min(draft.maxNoise ?? QUIET_DB, QUIET_DB);
        draft.sort = 'ljud';
      }) ??
      take(CHEAP, fuzzy, () => {
        draft.sort = 'pris';
      }) ??
      take(brandTable, fuzzy, (slug) => {
        draft.brand = slug;
      }) ??
      take(FEATURES, fuzzy, (feature) => {
        if (!draft.features.includes(feature)) draft.features.push(feature);
      })
    );
  }

  /** An energy class letter (A–G) as its own word at `at`. */
  function energyLetter(at: number): EnergyClass | null {
    const word = tokens[at];
    if (word?.kind !== 'word' || word.text.length !== 1) return null;
    return ENERGY_CLASSES.find((letter) => letter.toLowerCase() === word.text) ?? null;
  }

  /**
   * A number at `at` with its unit: bottles, zones, cm, dB or kronor. A
   * number without a unit is a price from 400 kr, else, after a
   * comparator, a count of bottles ("minst 40"). `end`: the comparator's
   * side, null for none. Returns the count of tokens read, 0 for none.
   */
  function readNumber(at: number, value: number, end: 'min' | 'max' | null, forBottles: boolean): number {
    const side = end === 'min' ? 'min' : 'max';
    const bottles = unitAfter(at, BOTTLE);
    if (bottles > 0) {
      setRange('bottles', end ?? 'min', value);
      return 1 + bottles;
    }
    const zones = unitAfter(at, ZONE);
    if (zones > 0) {
      draft.zones = value;
      return 1 + zones;
    }
    const noise = unitAfter(at, NOISE);
    if (noise > 0) {
      draft.maxNoise = value;
      return 1 + noise;
    }
    const length = unitAfter(at, LENGTH);
    if (length > 0) {
      const after = match(SIZES, at + 1 + length);
      setLength(value, after?.[1] ?? 'width');
      return 1 + length + (after?.[0] ?? 0);
    }
    const thousand = unitAfter(at, THOUSAND);
    if (thousand > 0) {
      const kronor = unitAfter(at + thousand, PRICE);
      setRange('price', side, value * 1000);
      return 1 + thousand + kronor;
    }
    const kronor = unitAfter(at, PRICE);
    if (kronor > 0) {
      setRange('price', side, value);
      return 1 + kronor;
    }
    if (tokens[at]?.kind !== 'number' && end === null) return 0;
    if (value >= 400) {
      setRange('price', side, value);
      return 1;
    }
    if (end !== null || forBottles) {
      setRange('bottles', end ?? 'min', value);
      return 1;
    }
    return 0;
  }
}

/** A brand term as the reader compares it: folded words. */
function foldWords(term: string): string {
  return tokenize(term)
    .filter((token) => token.kind !== 'sign')
    .map((token) => (token.kind === 'word' ? token.text : token.raw))
    .join(' ');
}

/** Every filter a reading asks for, as `key=value` atoms: what the labelled set's precision and recall count. */
export function readingAtoms(reading: QueryReading): string[] {
  const atoms: string[] = [];
  const add = (key: string, value: string | number | null) => {
    if (value !== null) atoms.push(`${key}=${value}`);
  };
  add('category', reading.category);
  add('installation', reading.installation);
  add('bottles.min', reading.bottles?.min ?? null);
  add('bottles.max', reading.bottles?.max ?? null);
  add('zones', reading.zones);
  add('maxWidth', reading.maxWidth);
  add('maxHeight', reading.maxHeight);
  add('maxDepth', reading.maxDepth);
  add('niche', reading.niche === null ? null : `${reading.niche.width}x${reading.niche.height}x${reading.niche.depth}`);
  add('maxNoise', reading.maxNoise);
  add('energy', reading.energy);
  add('price.min', reading.price?.min ?? null);
  add('price.max', reading.price?.max ?? null);
  add('sort', reading.sort);
  add('brand', reading.brand);
  for (const feature of reading.features) add('feature', feature);
  return atoms;
}

/** The query without one of its parts: what a chip's remove link searches for. Spaces are collapsed. */
export function withoutPart(query: string, part: Pick<QueryPart, 'start' | 'end'>): string {
  const cut = query.slice(0, MAX_QUERY_LENGTH);
  return `${cut.slice(0, part.start)} ${cut.slice(part.end)}`
    .split(/\s+/)
    .filter((word) => word !== '')
    .join(' ');
}
