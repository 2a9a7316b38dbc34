import { type ChildNode, isTag, isText } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import type { EnergyClass, Installation } from '../shared/product-facts';
import { collapseWhitespace } from '../shared/text';

/**
 * Facts a real feed states only in prose and spec lists (issue 12 §1): bottles,
 * temperature zones, installation, outer size, noise and energy class. They
 * are read from the name first (most specific), then the description; a fact
 * that neither states is null: nothing is guessed from the category.
 *
 * The text is cut into clauses (HTML blocks, sentences, "Label: value" items
 * of flattened spec lists), and every rule looks only at its own clause, so a
 * niche, a shelf, another model or an accessory's target products in one
 * clause cannot lend their numbers to the product's facts in another.
 *
 * The text is untrusted, so reading it takes time linear in its length,
 * whatever it holds (issue 19): no pattern can backtrack over a run of text
 * more than a bounded number of times, no check rescans a clause for each of
 * its matches, and a clause is at most MAX_CLAUSE_LENGTH characters.
 */

export interface ProductFacts {
  readonly capacity: number | null;
  readonly temperature_zones: number | null;
  readonly installation: Installation | null;
  readonly width_cm: number | null;
  readonly height_cm: number | null;
  readonly depth_cm: number | null;
  readonly noise_db: number | null;
  readonly energy_class: EnergyClass | null;
}

// ---------------------------------------------------------------- clauses

/** Elements that end a line of text; their neighbours never share a clause. */
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'caption',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'ol',
  'p',
  'section',
  'table',
  'tbody',
  'tfoot',
  'thead',
  'tr',
  'ul',
]);
/** Cells and definitions stay on their row's line ("Bredd | 59,5 cm"), but apart. */
const CELLS = new Set(['td', 'th']);
/** Their text is not content. */
const SKIPPED = new Set(['script', 'style', 'template', 'noscript']);

/**
 * Lines of text of an HTML fragment (or plain text) by its block structure.
 * Read from the feed's own HTML, not the sanitised description: the
 * sanitiser drops table and div tags, which would glue "Bredd" to the next
 * row's number. Only text comes out, so untrusted markup cannot do harm here.
 * A definition list keeps a term and its value on one line.
 */
function textLines(html: string): string[] {
  const lines: string[] = [];
  let current = '';
  const flush = () => {
    const line = collapseWhitespace(current);
    if (line) lines.push(line);
    current = '';
  };
  // An explicit stack, not recursion, so deeply nested markup cannot overflow
  // the call stack: nodes still to enter, and the names of elements to leave.
  const stack: (ChildNode | string)[] = [...parseDocument(html).children].reverse();
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    if (typeof item === 'string') {
      // Leaving an element: a block (but <dt>, whose <dd> continues its line) ends the line.
      if (BLOCKS.has(item) && item !== 'dd' && item !== 'dt') flush();
      else if (CELLS.has(item) || item === 'dd' || item === 'dt') current += ' ';
    } else if (isText(item)) {
      current += item.data;
    } else if (isTag(item)) {
      const name = item.name.toLowerCase();
      if (SKIPPED.has(name)) continue;
      // A <dd> continues its <dt>'s line; anything else of BLOCKS starts a new one.
      if (BLOCKS.has(name) && name !== 'dd') flush();
      else if (CELLS.has(name) || name === 'dd' || name === 'dt') current += ' ';
      stack.push(name);
      for (let index = item.children.length - 1; index >= 0; index -= 1) {
        const child = item.children[index];
        if (child !== undefined) stack.push(child);
      }
    }
  }
  flush();
  return lines;
}

/*
 * White space: textLines collapses every run of it to one space and clauses
 * are trimmed, so the text every pattern below reads holds no white space but
 * single spaces between words. The patterns write a space as ' ' and an
 * optional one as ' ?', never as `\s*`: two `\s*` with only optional parts
 * between them backtrack over a run of white space in quadratic (or worse)
 * time, and every pattern must be linear on any text, not just on clauses.
 */

/** A sentence ends at . ! ? before a capital (so "ca. 46" and "59.5" stay whole). */
const SENTENCE_END = /(?<=[.!?]) (?=[\p{Lu}"“(])/u;
/** A new "Label: value" item of a flattened spec list: a capitalised label and a colon. */
const LABEL_START = / (?=\p{Lu}\p{Ll}+(?:[ -]\p{Ll}+){0,2} ?(?:\([^()]{0,30}\))? ?:)/u;
const BULLETS = / [•·|] /u;

/**
 * The longest clause read as one. A spec line or a sentence is a few hundred
 * characters; text that runs on for longer without a sentence end is cut
 * into windows of at most this many characters (at a space when there is one
 * in the window's second half), so no rule ever looks across more text than
 * this, whatever a feed sends. Well below the 10,000 positions per clause
 * that reading order (`matches`) counts on.
 */
export const MAX_CLAUSE_LENGTH = 2000;

function windows(clause: string): string[] {
  if (clause.length <= MAX_CLAUSE_LENGTH) return [clause];
  const parts: string[] = [];
  let start = 0;
  while (clause.length - start > MAX_CLAUSE_LENGTH) {
    // Only the window's second half is searched for a space, so cutting stays linear.
    const half = start + MAX_CLAUSE_LENGTH / 2;
    const space = clause.slice(half, start + MAX_CLAUSE_LENGTH + 1).lastIndexOf(' ');
    let end = space === -1 ? start + MAX_CLAUSE_LENGTH : half + space;
    // A hard cut keeps a surrogate pair whole.
    const last = clause.charCodeAt(end - 1);
    if (space === -1 && last >= 0xd800 && last <= 0xdbff) end -= 1;
    parts.push(clause.slice(start, end).trim());
    start = end;
  }
  parts.push(clause.slice(start).trim());
  return parts;
}

/** The clauses of a name or description, in reading order. */
export function factClauses(text: string): string[] {
  return (
    textLines(text)
      .flatMap((line) => line.split(BULLETS))
      .flatMap((line) => line.split(SENTENCE_END))
      .flatMap((sentence) => (sentence.includes(':') ? sentence.split(LABEL_START) : [sentence]))
      .filter((clause) => !(MAY_COMPARE.test(clause) && OTHER_MODEL.test(clause)))
      // A cut-out comparison leaves one space, not a run of them: the patterns count on single spaces.
      .map((clause) =>
        MAY_COMPARE.test(clause) ? collapseWhitespace(clause.replace(COMPARED_WITH, ' ')) : clause.trim(),
      )
      .flatMap(windows)
      .filter((clause) => clause !== '')
  );
}

// ---------------------------------------------------------- shared pieces

/** Word boundaries that know Swedish letters (\b treats å, ä, ö as non-word). */
const L = '(?<![\\p{L}\\p{N}])';
const R = '(?![\\p{L}\\p{N}])';

function rx(source: string, flags = 'iu'): RegExp {
  return new RegExp(source, flags);
}

/** A cheap test before the comparison patterns: most clauses compare nothing. */
const MAY_COMPARE = /jämför|skillnad|stället|storebror|lillebror|syskon|större|mindre|föregång|efterträd|ersätt/iu;
/** A clause about a related model states nothing about this product. */
const OTHER_MODEL = rx(
  `${L}(?:syskonmodell\\p{L}*|storebror|lillebror|(?:större|mindre) (?:syster|bror|modell|variant)\\p{L}*|föregångare\\p{L}*|efterträdare\\p{L}*|ersätter)${R}`,
);
/** "till skillnad från en enzons vinkyl": the compared thing is cut out, the rest of the clause stays. */
const COMPARED_WITH = rx(
  `${L}(?:till skillnad från|jämfört med|i jämförelse med|i stället för|istället för) (?:[^ ,.;:]+ ){0,3}?[^ ,.;:]*(?:vinkyl|kyl|modell|skåp|variant|version)\\p{L}*`,
  'giu',
);

/**
 * The product talked about is other products: accessories "för vinkylar upp
 * till 60 cm", "passar alla modeller med två zoner". Plural nouns only; the
 * singular ("vinkylen rymmer") is the product itself.
 */
const OTHER_PRODUCTS = rx(
  `${L}(?:vinkylar|vinkylarna|kylar|kylarna|kylskåpen|vinkylskåpen|vinlagringsskåpen|skåpen|modeller|modellerna|produkter)${R}`,
);
const OTHER_PRODUCTS_SCAN = rx(OTHER_PRODUCTS.source, 'giu');
/** Whether other products are named earlier in the clause than `index`. */
const otherProductsBefore = () => {
  const within = occurrences(OTHER_PRODUCTS_SCAN);
  return (clause: string, index: number) => within(clause, 0, index);
};

interface Found<T> {
  readonly value: T;
  /** Reading order: clause, then position in it. */
  readonly order: number;
}

function earliest<T>(found: readonly Found<T>[]): T | null {
  let best: Found<T> | null = null;
  for (const item of found) if (best === null || item.order < best.order) best = item;
  return best === null ? null : best.value;
}

/** A product's text cut into clauses once, for every reader. */
interface Texts {
  readonly name: readonly string[];
  readonly description: readonly string[];
}

const textsOf = (name: string, description: string): Texts => ({
  name: factClauses(name),
  description: factClauses(description),
});

/** Runs a reader over the name's clauses, then the description's: the name wins. */
function nameFirst<T>(texts: Texts, read: (clauses: readonly string[]) => T | null): T | null {
  return read(texts.name) ?? read(texts.description);
}

/**
 * The clauses that may hold a fact, by a cheap keyword test; the others are
 * blanked (not removed, so reading order stays). Most of a description is
 * prose about something else, and the full patterns are costly at 50,000 rows.
 */
function mentioning(clauses: readonly string[], hint: RegExp): string[] {
  return clauses.map((clause) => (hint.test(clause) ? clause : ''));
}

/**
 * Every match of `pattern` (a global regex) in each clause, with its order.
 * An exec loop rather than matchAll, which clones the regex on every call:
 * with ~40 patterns per text that clone was most of the cost at 50,000 rows.
 * Collected eagerly, so no caller sees the regex's lastIndex mid-scan.
 */
function matches(clauses: readonly string[], pattern: RegExp): [RegExpExecArray, string, number][] {
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

const before = (clause: string, match: RegExpExecArray, chars: number): string =>
  clause.slice(Math.max(0, match.index - chars), match.index);
const after = (clause: string, match: RegExpExecArray, chars = 40): string =>
  clause.slice(match.index + match[0].length, match.index + match[0].length + chars);

/** Whether `clause` up to `index` ends with what `pattern` (sticky, one lookbehind) describes. */
function endsAt(pattern: RegExp, clause: string, index: number): boolean {
  pattern.lastIndex = index;
  return pattern.test(clause);
}

/** The first index of an ascending list whose value is at least `value` (the list's length when none is). */
function firstAtLeast(list: readonly number[], value: number): number {
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
interface Occurrence {
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
function occurrences(scan: RegExp): (clause: string, from: number, to: number) => boolean {
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
function toNumber(text: string): number {
  return Number(text.replace(/[\s\u00a0\u202f]/gu, '').replace(',', '.'));
}

/**
 * A number that a range continues ("5–20", "39–41") is not a value on its own.
 * A model number before a dash ("KUW20VHF0 - 21 flaskor") starts no range.
 * RANGE_BEFORE is a lookbehind for `endsAt`: it reads back over one number only.
 */
const RANGE_BEFORE = /(?<=(?<![\p{L}\p{N}.,])\d+(?:[.,]\d+)? ?[–—-] ?)/uy;
const RANGE_AFTER = /^ ?[–—-] ?\d/u;

// --------------------------------------------------------------- capacity

const COUNT = '(\\d{1,3}(?:[ \\u00a0]\\d{3})+|\\d{1,4})';
/**
 * Where a count may start: not inside a word or a number, nor at a group of
 * thousands inside a grouped number (the "000"s of "1 000 000"). A count from
 * such a group reaches the same end as the count from the number's first
 * digits, so it gets the same verdict; trying it again at every group made
 * a long grouped number quadratic.
 */
const COUNT_START = '(?<![\\p{L}\\p{N}.,])(?!(?<=(?<![\\p{L}\\p{N}.,])\\d{1,3}[ \\u00a0])\\d{3}(?!\\d))';
const BOTTLES = `(?:(?:bordeaux|vin|standard|75 ?cl[ -]*)?(?:flaskor|flaskors|flaskplatser|butelj(?:er)?)|fl\\.?|bottles?)`;
/** "75 cl", "(75 cl)", "0,75 l" between a count and its bottles. */
const BOTTLE_SIZE = '(?:\\(?(?:75 ?cl|0[,.]75 ?l(?:iter)?)\\)? ?)';
const NUMBER_WORDS: ReadonlyMap<string, number> = new Map(
  Object.entries({
    två: 2,
    tre: 3,
    fyra: 4,
    fem: 5,
    sex: 6,
    sju: 7,
    åtta: 8,
    nio: 9,
    tio: 10,
    elva: 11,
    tolv: 12,
  }),
);

/** "46 flaskor", "46-flaskors", "46 st. 75 cl flaskor", "46 bordeauxflaskor", "46 fl.", "46 x 75 cl". */
const CAPACITY_COUNT = rx(
  `${COUNT_START}${COUNT} ?(?:- ?)?(?:(?:st|stycken)\\.? )?${BOTTLE_SIZE}?${BOTTLES}${R}|${COUNT_START}${COUNT} ?[x×] ?75 ?cl${R}`,
  'giu',
);
/** "rymmer sex flaskor", "plats för tolv flaskor". */
const CAPACITY_WORDS = rx(
  `${L}(?:rymmer|håller|tar|för|plats för|med plats för) (två|tre|fyra|fem|sex|sju|åtta|nio|tio|elva|tolv) ${BOTTLES}${R}`,
  'giu',
);
/** "Antal flaskor: 46", "Kapacitet (75 cl): 46 st", "Flaskkapacitet 46". */
const CAPACITY_LABEL = rx(
  `${L}(kapacitet|flaskkapacitet|antal flaskor|antal flaskplatser|antal buteljer|flaskor|flaskplatser)(?: ?\\([^()]{0,30}\\))? ?[:=]? ?(?:ca\\.?|cirka|max\\.?|maximalt|upp till|totalt)? ?${COUNT}(?![\\p{N}.,])`,
  'giu',
);
/** What a count must not be followed by when only a label says it is bottles. */
const NOT_BOTTLES_AFTER = rx(
  `^ ?\\(? ?(?:[–—-] ?\\d|l${R}|liter|lit${R}|burk|cl${R}|dl${R}|kg${R}|°|%|mm${R}|cm${R}|m${R}|db|w${R}|kwh|hyll|zon|st (?:hyll|burk|zon))`,
);
/**
 * How far before a count its part words are looked for ("varje hylla", "övre"):
 * the patterns below test that window only, and say so in their bound, so no
 * `[^\d]*$` can run over a whole clause from every word it finds.
 */
const NEAR = 40;
/** A per-shelf, per-drawer or door count. */
const PER_PART_BEFORE = rx(
  `${L}(?:(?:varje|per|en|vardera|var|samma) (?:hylla|hyllplan|låda|våning|rad)|hyllan|hyllplanet|lådan|våningen|dörrfack\\p{L}*|presentationshylla\\p{L}*|i dörren)${R}[^\\d]{0,${NEAR}}$`,
);
const PER_PART_AFTER = rx(
  `^ ?(?:\\([^()]*\\) ?)?(?:(?:per|/|på varje|på var|i varje|i var) ?(?:hylla|hyllplan|låda|våning|rad|zon)|var${R}|vardera|styck${R}|på (?:en|varje) hylla)`,
);
/** Beer, soft drinks and half bottles are not 75 cl wine bottles. */
const SMALL_BOTTLES_AFTER = rx(
  `^ ?(?:\\( ?)?(?:à|á|a|om|x|med)? ?(?:20|25|33|35|37,5|37\\.5|44|50) ?cl|^ ?(?:öl|läsk|dryck|vatten|med öl|med läsk)${R}`,
);
/** Part of one zone: "18 flaskor i övre zonen", "Övre zon: 18 flaskor". */
const ZONE_PART_BEFORE = rx(`${L}(?:övre|nedre|mellersta|översta|nedersta)${R}[^\\d]{0,${NEAR}}$`);
const ZONE_PART_AFTER = rx(`^ ?i (?:den )?(?:övre|nedre|mellersta|översta|nedersta|ena|andra) (?:zon|del|fack)`);

interface CapacityFound extends Found<number> {
  readonly zonePart: boolean;
}

const CAPACITY_HINT = /flask|butelj|bottle|fl|cl|kapacitet/iu;

function capacityIn(all: readonly string[]): number | null {
  const clauses = mentioning(all, CAPACITY_HINT);
  const found: CapacityFound[] = [];
  const forOthers = otherProductsBefore();
  const consider = (match: RegExpExecArray, clause: string, order: number, value: number, labelled: boolean) => {
    if (!(value >= 1 && value <= 5000)) return;
    const prefix = before(clause, match, NEAR);
    const suffix = after(clause, match);
    if (endsAt(RANGE_BEFORE, clause, match.index) || RANGE_AFTER.test(suffix)) return;
    if (forOthers(clause, match.index)) return;
    if (labelled && NOT_BOTTLES_AFTER.test(suffix)) return;
    if (PER_PART_AFTER.test(suffix) || SMALL_BOTTLES_AFTER.test(suffix)) return;
    const zonePart = ZONE_PART_BEFORE.test(prefix) || ZONE_PART_AFTER.test(suffix);
    if (!zonePart && PER_PART_BEFORE.test(prefix)) return;
    found.push({ value, order, zonePart });
  };
  for (const [match, clause, order] of matches(clauses, CAPACITY_COUNT)) {
    consider(match, clause, order, toNumber(match[1] ?? match[2] ?? ''), false);
  }
  for (const [match, clause, order] of matches(clauses, CAPACITY_WORDS)) {
    consider(match, clause, order, NUMBER_WORDS.get((match[1] ?? '').toLocaleLowerCase('sv-SE')) ?? 0, false);
  }
  for (const [match, clause, order] of matches(clauses, CAPACITY_LABEL)) {
    const label = (match[1] ?? '').toLocaleLowerCase('sv-SE');
    // "Kapacitet: 95" may be litres or cans; only a bottle label makes a bare number bottles.
    const followedByOther = !/^ ?(?:st|stycken)?\.? ?(?:\(|$|,|;)/u.test(after(clause, match));
    if (label === 'kapacitet' && followedByOther) continue;
    consider(match, clause, order, toNumber(match[2] ?? ''), true);
  }
  const whole = earliest(found.filter((item) => !item.zonePart));
  if (whole !== null) return whole;
  // Only per-zone counts ("övre zonen 18 flaskor, nedre 28 flaskor"): the cooler holds their sum.
  const parts = found.filter((item) => item.zonePart);
  return parts.length >= 2 ? parts.reduce((sum, item) => sum + item.value, 0) : null;
}

/** Bottles (75 cl) the product holds, as its name or description states it. */
export function readCapacity(name: string, description: string): number | null {
  return nameFirst(textsOf(name, description), capacityIn);
}

// ------------------------------------------------------- temperature zones

const ZONE_WORDS: ReadonlyMap<string, number> = new Map(
  Object.entries({
    '1': 1,
    '2': 2,
    '3': 3,
    '4': 4,
    en: 1,
    ett: 1,
    enkel: 1,
    två: 2,
    dubbel: 2,
    dubbla: 2,
    tre: 3,
    trippel: 3,
    fyra: 4,
    single: 1,
    dual: 2,
    double: 2,
    triple: 3,
  }),
);
const ZONE_COUNT = '(\\d|en|ett|enkel|två|dubbel|dubbla|tre|trippel|fyra)';
const ZONE_ADJECTIVES =
  '(?:st\\.?|separata|separat|olika|oberoende|individuella|individuellt|enskilda|självständiga|egna|reglerbara|justerbara|inställbara|styrda|enda|helt)';
const ZONE_NOUN = '(?:temperatur|temp\\.? ?|kyl|klimat|lagrings)?zon(?:er)?';

/** "två separata temperaturzoner", "1 zon", "en enda zon", "2 st temperaturzoner". */
const ZONES_STATED = rx(
  `${L}${ZONE_COUNT}(?:[ -]+${ZONE_ADJECTIVES}(?![\\p{L}\\p{N}])){0,3}[ -]*${ZONE_NOUN}${R}`,
  'giu',
);
/** "dubbelzon", "tvåzonsvinkyl", "2-zons", "enzons". */
const ZONES_COMPOUND = rx(`${L}${ZONE_COUNT}[ -]?zons?(?:vinkyl|kyl|modell|skåp)?\\p{L}*`, 'giu');
/** "Dual Zone", "single zone". */
const ZONES_ENGLISH = rx(`${L}(single|dual|double|triple)[ -]*(?:temperature[ -]*)?zones?${R}`, 'giu');
/** "Temperaturzoner: 2", "Antal zoner: 1" (not "Temperaturzon: 5–18 °C"). */
const ZONES_LABEL = rx(
  `${L}(?:antal )?(?:${ZONE_NOUN}(?: ?\\(antal\\))? ?[:=]|(?:temperatur|kyl|klimat)?zoner) ?(\\d|en|ett|enkel|två|dubbel|tre|trippel|fyra)(?![\\p{L}\\p{N}]|[.,]\\d| ?[–—-] ?\\d| ?°)`,
  'giu',
);
/** "en zon för rött och en för vitt": two zones, though "en zon" comes first. */
const ZONES_PAIR = rx(
  `${L}en (?:temperatur)?zon (?:för|till) [^.;:]{1,40}? och en (?:(?:temperatur)?zon )?(?:för|till)${R}`,
  'giu',
);
/** "Zon 1: 5–10 °C … Zon 2: 10–18 °C": numbered zones. */
const ZONE_NUMBERED = rx(`${L}zon ?([1-4]) ?[:(–—-]`, 'giu');
/** "övre zon 5–11 °C, nedre zon 12–18 °C": zones by position. */
const ZONE_POSITIONS = rx(`${L}(övre|nedre|mellersta|översta|nedersta) (?:temperatur)?zon(?:en)?${R}`, 'giu');

function zonesIn(all: readonly string[]): number | null {
  const clauses = mentioning(all, /zon/iu);
  const found: Found<number>[] = [];
  const forOthers = otherProductsBefore();
  const add = (match: RegExpExecArray, clause: string, order: number, word: string | undefined) => {
    if (forOthers(clause, match.index)) return;
    const value = ZONE_WORDS.get((word ?? '').toLocaleLowerCase('sv-SE'));
    if (value !== undefined) found.push({ value, order });
  };
  for (const [match, clause, order] of matches(clauses, ZONES_PAIR)) {
    if (!forOthers(clause, match.index)) found.push({ value: 2, order: order - 0.5 });
  }
  for (const pattern of [ZONES_STATED, ZONES_COMPOUND, ZONES_ENGLISH, ZONES_LABEL]) {
    for (const [match, clause, order] of matches(clauses, pattern)) {
      if (endsAt(RANGE_BEFORE, clause, match.index)) continue;
      add(match, clause, order, match[1]);
    }
  }
  const stated = earliest(found);
  if (stated !== null) return stated;
  // No count stated: zones numbered or named by position still say how many there are.
  const numbers = new Set<number>();
  for (const [match] of matches(clauses, ZONE_NUMBERED)) numbers.add(Number(match[1]));
  if (numbers.has(1) && numbers.size >= 2) return Math.max(...numbers);
  const positions = new Set<string>();
  for (const [match] of matches(clauses, ZONE_POSITIONS)) {
    const word = (match[1] ?? '').toLocaleLowerCase('sv-SE');
    positions.add(word === 'översta' ? 'övre' : word === 'nedersta' ? 'nedre' : word);
  }
  return positions.has('övre') && positions.has('nedre') ? positions.size : null;
}

/** Number of temperature zones the name or description states. */
export function readTemperatureZones(name: string, description: string): number | null {
  return nameFirst(textsOf(name, description), zonesIn);
}

// ----------------------------------------------------------- installation

/** How sure a statement is: a plain "under bänk" could be a free-standing cooler that fits there. */
type Strength = 'integrated' | 'builtIn' | 'freeStanding' | 'underCounter' | 'notBuiltIn';
const PRECEDENCE: readonly Strength[] = ['integrated', 'builtIn', 'freeStanding', 'underCounter', 'notBuiltIn'];
const INSTALLATION_OF: ReadonlyMap<Strength, Installation> = new Map([
  ['integrated', 'integrerbar'],
  ['builtIn', 'inbyggbar'],
  ['freeStanding', 'fristaende'],
  ['underCounter', 'inbyggbar'],
  ['notBuiltIn', 'fristaende'],
]);

/** "Installation:", "Typ av installation", "Montering:" before a bare "inbyggd" / "integrerad". */
const INSTALLATION_LABEL =
  '(?:installation|installationstyp|typ av installation|montering|monteringstyp|placering|typ) ?:?';

const INSTALLATION_RULES: readonly (readonly [Strength, RegExp])[] = [
  [
    'integrated',
    rx(
      `${L}(?:(?:hel|halv)?integrerbar\\p{L}*|${INSTALLATION_LABEL} ?(?:hel)?integrerad|helintegrerad\\p{L}*|integreras|för integrering|(?:fullt|helt) integrerad\\p{L}*|integrerad(?:e)? (?:vinkyl|vinkylen|kyl|kylen|modell|dryckeskyl|ölkyl|vinlagringsskåp|bakom|i (?:köks|hög)skåp|i (?:en )?nisch)|bakom (?:en |din |ett )?(?:(?:köks?s?|skåps|möbel|dekor)?luck(?:a|an)|(?:köks|skåps|möbel|dekor)(?:dörr|front|panel)(?:en)?|dekorpanel\\p{L}*)|köks?s?luck(?:a|an)|dekorluck(?:a|an)|dekorpanel\\p{L}*|släpdörr\\p{L}*|fast dörrteknik|dörr[ -]på[ -]dörr|fully integrated|integrated(?! (?:led|display|light|handle)))${R}`,
      'giu',
    ),
  ],
  [
    'builtIn',
    rx(
      `${L}(?:inbyggbar\\p{L}*|underbyggbar\\p{L}*|underbyggnad|underbänk\\p{L}*|för inbyggnad|(?:fristående|fritt) (?:eller|och) (?:som )?inbyggd|inbyggd (?:eller|och) fristående|${INSTALLATION_LABEL} ?inbyggd|byggs in|byggas in|bygga in|inbyggd(?:a)? (?:vinkyl|vinkylen|kyl|kylen|modell|montering)|front[ -]?ventil\\p{L}*|ventil\\p{L}* (?:sker )?(?:framåt|framtill|i fronten|via fronten|genom sockeln)|built[ -]?in)${R}`,
      'giu',
    ),
  ],
  [
    'freeStanding',
    rx(`${L}(?:fristående|fristaende|free[ -]?standing|(?:placeras|ställas|stå|står|ställs) fritt)${R}`, 'giu'),
  ],
  ['underCounter', rx(`${L}under ?(?:bänk|bänken|bänkskivan|diskbänken|arbetsbänken)${R}`, 'giu')],
];

const NEGATION_BEFORE = rx(`${L}(?:ej|inte|icke|aldrig|not|utan)(?: \\p{L}+){0,2} ?$`);
/**
 * The installation of something else: "bredvid en inbyggd vinkyl", "list för
 * integrerad vinkyl", "monteringssats för inbyggnad". After a preposition it
 * counts only when a product follows ("för fristående placering" is this one).
 */
const NEXT_TO_BEFORE = rx(
  `${L}(?:bredvid|intill|ovanför|ihop med|tillsammans med|matchar|matchande|till|för) (?:en|ett|din|ditt|er)? ?$`,
);
const PART_BEFORE = rx(
  `(?:sats|kit|ram|list|galler|sockel|panel|fäste|beslag|skena|skenor|gångjärn)(?: (?:för|till))? $`,
);
const PRODUCT_NOUN = rx(`(?:vinkyl|kyl|skåp|modell)`);
const OTHER_THINGS_AFTER = rx(`^ ?(?:och \\p{L}+ )?(?:vinkylar|kylar|modeller|kylskåp|vinkylskåp|skåp|vitvaror)${R}`);

const INSTALLATION_HINT = /integr|bygg|frist|fritt|bänk|ventil|luck|dekor|dörr|free|built/iu;

function installationIn(all: readonly string[]): Installation | null {
  const clauses = mentioning(all, INSTALLATION_HINT);
  const seen = new Set<Strength>();
  const forOthers = otherProductsBefore();
  for (const [strength, pattern] of INSTALLATION_RULES) {
    for (const [match, clause] of matches(clauses, pattern)) {
      const prefix = before(clause, match, 40);
      const suffix = after(clause, match, 20);
      if (PART_BEFORE.test(prefix) || OTHER_THINGS_AFTER.test(suffix)) continue;
      if (NEXT_TO_BEFORE.test(prefix) && PRODUCT_NOUN.test(match[0] + suffix)) continue;
      if (forOthers(clause, match.index)) continue;
      if (NEGATION_BEFORE.test(prefix)) {
        // "ej för inbyggnad", "ska inte byggas in": it stands free.
        if (strength === 'builtIn' || strength === 'integrated') seen.add('notBuiltIn');
        continue;
      }
      seen.add(strength);
    }
  }
  const strongest = PRECEDENCE.find((strength) => seen.has(strength));
  return strongest === undefined ? null : (INSTALLATION_OF.get(strongest) ?? null);
}

/**
 * Installation as stated: integrated behind a door, built in (under the
 * counter, front-vented) or free-standing. A cooler that can be built in
 * and also stand free is built-in: that is what it can do that others cannot.
 */
export function readInstallation(name: string, description: string): Installation | null {
  return nameFirst(textsOf(name, description), installationIn);
}

// -------------------------------------------------------------- dimensions

type Axis = 'width' | 'height' | 'depth';
const AXIS_OF: ReadonlyMap<string, Axis> = new Map([
  ['b', 'width'],
  ['bredd', 'width'],
  ['bredden', 'width'],
  ['h', 'height'],
  ['höjd', 'height'],
  ['höjden', 'height'],
  ['d', 'depth'],
  ['djup', 'depth'],
  ['djupet', 'depth'],
  ['bred', 'width'],
  ['brett', 'width'],
  ['hög', 'height'],
  ['högt', 'height'],
  ['djupt', 'depth'],
]);

const NUM = '(\\d{1,4}(?:[.,]\\d{1,2})?)';
const UNIT = `(mm|cm|m)${R}`;
const SEP = ' ?[x×*/] ?';
const LEGEND_ITEM = '(bredd|höjd|djup|längd|b|h|d|l)';
const LEGEND = `${LEGEND_ITEM}${SEP}${LEGEND_ITEM}(?:${SEP}${LEGEND_ITEM})?`;
const LEGEND_UNIT = `(?: ?[,(]? ?(?:i )?(mm|cm) ?\\)?)?`;

/** "Mått (B x H x D): 595 x 820 x 570 mm", "Bredd x Höjd x Djup (cm): 59,5 x 82 x 57". */
const TRIPLE_LEGEND_FIRST = rx(
  `${L}\\(? ?${LEGEND} ?\\)?${LEGEND_UNIT} ?[:=]? ?(?:ca\\.? ?|cirka ?)?${NUM} ?(?:${UNIT})?${SEP}${NUM} ?(?:${UNIT})?(?:${SEP}${NUM})? ?(?:${UNIT})?`,
  'giu',
);
/** "59,5 × 82 × 57 cm (B × H × D)". */
const TRIPLE_LEGEND_AFTER = rx(
  `${L}${NUM} ?(?:${UNIT})?${SEP}${NUM} ?(?:${UNIT})?(?:${SEP}${NUM})? ?(?:${UNIT})? ?\\(? ?${LEGEND} ?\\)?`,
  'giu',
);
/** "B 59,5 x H 82 x D 57 cm", "B: 595 mm, H: 820 mm": capital single-letter labels (case matters). */
const LETTER_VALUE = new RegExp(`${L}([BHD]) ?[:=.]? ?${NUM} ?(?:(mm|cm|m)${R})?`, 'gu');
/** "59,5 (B) x 82 (H) x 57 (D) cm". */
const VALUE_LETTER = new RegExp(`${L}${NUM} ?(?:(mm|cm|m)${R})? ?\\(([BHD])\\)`, 'gu');
/** "Bredd: 29,5 cm", "Höjd (mm): 820", "Djup inkl. handtag 57 cm", "en bredd på 30 cm". */
const WORD_QUALIFIER =
  '(?: ?\\([^()]{0,25}\\)| ?, ?(?:mm|cm)| (?:inkl\\.?|exkl\\.?|inklusive|exklusive|med|utan) [\\p{L}.]+(?: [\\p{L}.]+)?| (?:på|är|om|blir|totalt|i (?:mm|cm))(?=[ :]))';
const WORD_LABEL = rx(
  `${L}(bredd|bredden|höjd|höjden|djup|djupet)${R}((?:${WORD_QUALIFIER}){0,3}) ?[:=]? ?(?:ca\\.?|cirka|endast|bara|max\\.?)? ?${NUM}(?: ?[–—-] ?\\d{1,4}(?:[.,]\\d{1,2})?)? ?(?:${UNIT})?`,
  'giu',
);
/** "29,5 cm bred", "82 cm hög", "skåpet är 60 cm brett", "mäter 34 cm i bredd". */
const PROSE = rx(`${L}${NUM} ?${UNIT} ?(?:i )?(bred|brett|hög|högt|djup|djupt|bredd|höjd|djup)${R}`, 'giu');

/**
 * A size of the niche, the opening, the box, a shelf or the interior is not
 * the product's. Only tested for whether it occurs, so a stem ("sockel") needs
 * no ending: an open-ended "sockel\p{L}*" would run to the end of a long word
 * at every "sockel" in it when all occurrences are listed.
 */
const NOT_OUTER_SIZE = rx(
  `nisch|öppning|exempel|t\\. ?ex|inbyggnadsmått|inbyggnadshöjd|inbyggnadsbredd|inbyggnadsdjup|mått för inbyggnad|utrymme|förpackning|kartong|emballage|paket|frakt|hyllan|hyllans|hyllornas|hyllplan|(?:varje|en|per) hylla|flaskan|inre|invändig|innermått|lucka|luckan|luckans|sockel|handtaget|dörröppning|öppen|bänkskiva|kräv|behöv|passar (?:i|till|för|in)|${OTHER_PRODUCTS.source}`,
  'iu',
);
const NOT_OUTER_SIZE_SCAN = rx(NOT_OUTER_SIZE.source, 'giu');
const NOT_OUTER_AFTER = rx(`^ ?(?:nisch|öppning|skåp|utrymme|lucka|vinkylar|breda|höga|djupa)`);

/**
 * The part of a clause's prefix that belongs to the size's own predicate: in
 * "passar i en 30 cm nisch och är 29,5 cm bred" the niche is another predicate.
 */
const NEW_PREDICATE = rx(`(?:,|${L}och|${L}men) (?:den|kylen|skåpet|själva \\p{L}+)? ?(?:är|mäter) `, 'giu');

/**
 * Where the predicate of a match at `index` starts: after the last new
 * predicate that ends before it, or at the clause's start. Each clause is
 * scanned once (per reader call), not its prefix once per match.
 */
function predicateStarts(): (clause: string, index: number) => number {
  const known = new Map<string, number[]>();
  return (clause, index) => {
    let ends = known.get(clause);
    if (ends === undefined) {
      ends = matches([clause], NEW_PREDICATE).map(([match]) => match.index + match[0].length);
      known.set(clause, ends);
    }
    const later = firstAtLeast(ends, index + 1);
    return later === 0 ? 0 : (ends[later - 1] ?? 0);
  };
}

/**
 * A size list with a legend but no unit ("Mått (BxHxD): 60 x 82 x 57"):
 * centimetres when every value is a plausible size in cm, millimetres when
 * every value is one in mm; anything in between stays unread.
 */
function impliedUnit(values: readonly number[]): string | undefined {
  if (values.every((value) => value >= 5 && value <= 250)) return 'cm';
  if (values.every((value) => value >= 250 && value <= 2500)) return 'mm';
  return undefined;
}

const CENTIMETRES_PER: ReadonlyMap<string, number> = new Map([
  ['mm', 0.1],
  ['cm', 1],
  ['m', 100],
]);

function centimetres(value: number, unit: string | undefined): number | null {
  const factor = CENTIMETRES_PER.get((unit ?? '').toLowerCase());
  if (factor === undefined || !Number.isFinite(value)) return null;
  const cm = Math.round(value * factor * 10) / 10;
  return cm >= 1 && cm <= 1000 ? cm : null;
}

type Sizes = Map<Axis, Found<number>>;

const SIZE_HINT = /\d ?(?:mm|cm|m)(?![\p{L}])|\((?:mm|cm|[bhd])\)|mått|bred|hög|höjd|djup|[bhd] ?[x×*/]/iu;

function dimensionsIn(all: readonly string[]): Sizes {
  const clauses = all.map((clause) => (/\d/u.test(clause) && SIZE_HINT.test(clause) ? clause : ''));
  const sizes: Sizes = new Map();
  const put = (axis: Axis | undefined, value: number | null, order: number) => {
    if (axis === undefined || value === null) return;
    const known = sizes.get(axis);
    if (known === undefined || order < known.order) sizes.set(axis, { value, order });
  };
  const predicateStart = predicateStarts();
  const notOuter = occurrences(NOT_OUTER_SIZE_SCAN);
  const outer = (clause: string, match: RegExpExecArray) =>
    !notOuter(clause, predicateStart(clause, match.index), match.index) && !NOT_OUTER_AFTER.test(after(clause, match));

  // Triples and pairs with a legend; the unit follows the numbers or sits in the legend.
  for (const [pattern, legendFirst] of [
    [TRIPLE_LEGEND_FIRST, true],
    [TRIPLE_LEGEND_AFTER, false],
  ] as const) {
    for (const [match, clause, order] of matches(clauses, pattern)) {
      if (!outer(clause, match)) continue;
      const m = match.slice(1);
      const legend = (legendFirst ? [m[0], m[1], m[2]] : [m[6], m[7], m[8]]).filter((x) => x !== undefined);
      const values = (legendFirst ? [m[4], m[6], m[8]] : [m[0], m[2], m[4]]).filter((x) => x !== undefined);
      const units = (legendFirst ? [m[3], m[5], m[7], m[9]] : [m[1], m[3], m[5]]).filter((x) => x !== undefined);
      const numbers = values.map((value) => toNumber(value ?? ''));
      const unit = units.at(-1) ?? impliedUnit(numbers);
      if (legend.length !== values.length || unit === undefined) continue;
      if (new Set(units.map((u) => u.toLowerCase())).size > 1) continue;
      legend.forEach((item, index) => {
        put(
          AXIS_OF.get(item.toLocaleLowerCase('sv-SE')),
          centimetres(numbers[index] ?? Number.NaN, unit),
          order + index,
        );
      });
    }
  }

  // Single capital letters: at least two in one clause, so a lone "D 12" in a model name never counts.
  const letteredBy = new Map<
    number,
    { axis: Axis | undefined; value: number; unit: string | undefined; at: number }[]
  >();
  const letteredIn = (index: number) => {
    const list = letteredBy.get(index) ?? [];
    letteredBy.set(index, list);
    return list;
  };
  for (const [match, clause, order] of matches(clauses, LETTER_VALUE)) {
    if (notOuter(clause, 0, match.index)) continue;
    letteredIn(Math.floor(order / 10_000)).push({
      axis: AXIS_OF.get((match[1] ?? '').toLowerCase()),
      value: toNumber(match[2] ?? ''),
      unit: match[3],
      at: match.index,
    });
  }
  for (const [match, clause, order] of matches(clauses, VALUE_LETTER)) {
    if (notOuter(clause, 0, match.index)) continue;
    letteredIn(Math.floor(order / 10_000)).push({
      axis: AXIS_OF.get((match[3] ?? '').toLowerCase()),
      value: toNumber(match[1] ?? ''),
      unit: match[2],
      at: match.index,
    });
  }
  for (const [index, lettered] of letteredBy) {
    const clause = clauses[index] ?? '';
    if (new Set(lettered.map((item) => item.axis)).size < 2) continue;
    // A unit written once ("B 59,5 x H 82 x D 57 cm") applies to the whole group.
    const trailing =
      clause
        .slice(lettered.reduce((last, item) => Math.max(last, item.at), 0))
        .match(/(mm|cm|m)(?![\p{L}\p{N}])/u)?.[1] ?? clause.match(/\((mm|cm)\)/u)?.[1];
    for (const item of lettered) {
      put(item.axis, centimetres(item.value, item.unit ?? trailing), index * 10_000 + item.at);
    }
  }

  for (const [match, clause, order] of matches(clauses, WORD_LABEL)) {
    const qualifier = match[2] ?? '';
    if (!outer(clause, match) || NOT_OUTER_SIZE.test(qualifier) || /[×*/]| x /u.test(qualifier)) continue;
    const unit = match[4] ?? qualifier.match(/(mm|cm)(?![\p{L}])/iu)?.[1];
    put(AXIS_OF.get((match[1] ?? '').toLocaleLowerCase('sv-SE')), centimetres(toNumber(match[3] ?? ''), unit), order);
  }
  for (const [match, clause, order] of matches(clauses, PROSE)) {
    if (!outer(clause, match)) continue;
    put(
      AXIS_OF.get((match[3] ?? '').toLocaleLowerCase('sv-SE')),
      centimetres(toNumber(match[1] ?? ''), match[2]),
      order,
    );
  }
  return sizes;
}

export interface Dimensions {
  readonly width_cm: number | null;
  readonly height_cm: number | null;
  readonly depth_cm: number | null;
}

/** The product's outer width, height and depth in centimetres (millimetres converted). */
export function readDimensions(name: string, description: string): Dimensions {
  return dimensionsOf(textsOf(name, description));
}

function dimensionsOf(texts: Texts): Dimensions {
  const fromName = dimensionsIn(texts.name);
  const fromDescription = dimensionsIn(texts.description);
  const pick = (axis: Axis) => (fromName.get(axis) ?? fromDescription.get(axis))?.value ?? null;
  return { width_cm: pick('width'), height_cm: pick('height'), depth_cm: pick('depth') };
}

// ------------------------------------------------------------------ noise

/** "39 dB", "39 dB(A)", "39dBA", "38,5 dB". */
const NOISE_VALUE = rx(`${L}${NUM} ?db ?(?:\\( ?a ?\\)|a${R})?(?![\\p{L}])`, 'giu');
/** "Ljudnivå (dB): 39", "Ljudnivå: 39". */
const NOISE_LABEL = rx(
  `${L}(?:ljudnivå|ljudeffekt|ljudeffektnivå|ljudtrycksnivå|bullernivå|buller|ljud)(?: ?\\(? ?db ?(?:\\(a\\)|a)? ?\\)?)? ?[:=]? ?(?:ca\\.?|cirka|max\\.?|endast|bara|under)? ?${NUM}(?![\\p{N}.,]| ?[–—-] ?\\d| ?(?:%|°|kwh|w${R}|kg))`,
  'giu',
);
/**
 * "minskar ljudet med 5 dB", "3 dB tystare än": a difference, not the product's
 * level. A lookbehind for `endsAt`: the word, then no digit up to the match.
 */
const NOISE_DIFFERENCE_BEFORE = rx(
  `(?<=(?:minsk|sänk|dämp|reducer|tystare|lägre|skillnad|${OTHER_PRODUCTS.source})[^\\d]*)`,
  'iuy',
);
const NOISE_DIFFERENCE_AFTER = rx(`^ ?(?:lägre|tystare|mindre|högre|mer|bättre|sämre)${R}`);

function noiseIn(all: readonly string[]): number | null {
  const clauses = mentioning(all, /db|ljud|buller/iu);
  const found: Found<number>[] = [];
  for (const pattern of [NOISE_VALUE, NOISE_LABEL]) {
    for (const [match, clause, order] of matches(clauses, pattern)) {
      // RANGE_BEFORE reads back over a dash and one number; NOISE_DIFFERENCE_BEFORE to the last digit
      // before the match, which is no further back than the previous match (every match holds a digit).
      if (endsAt(RANGE_BEFORE, clause, match.index) || endsAt(NOISE_DIFFERENCE_BEFORE, clause, match.index)) continue;
      if (NOISE_DIFFERENCE_AFTER.test(after(clause, match))) continue;
      const value = toNumber(match[1] ?? '');
      if (value >= 10 && value <= 90) found.push({ value, order });
    }
  }
  return earliest(found);
}

/** Stated noise level in dB(A). */
export function readNoise(name: string, description: string): number | null {
  return nameFirst(textsOf(name, description), noiseIn);
}

// ----------------------------------------------------------- energy class

/**
 * "Energiklass: G", "energiklassen är F", "Energiklass (A–G): E",
 * "Energimärkning: klass D". Old-scale classes ("A+", "A++") are not the
 * A–G scale and are not read; a scale "A–G" alone is not a class.
 */
const ENERGY = rx(
  `${L}(?:(?:eu[-:s ]*)?energi(?:effektivitets)?(?:klass|märkning|märke)(?:en|n|ning)?\\*?(?: ?\\([^()]{0,20}\\))? ?(?:[:=]|är)?|energi ?:|energy (?:efficiency )?class ?:?) ?(?:klass ?)?([A-G])(?![\\p{L}\\p{N}+\\-–—]| ?(?:[–—-]|till) ?[A-G](?![\\p{L}]))`,
  'giu',
);

function energyIn(all: readonly string[]): EnergyClass | null {
  const clauses = mentioning(all, /energ/iu);
  const found: Found<EnergyClass>[] = [];
  const forOthers = otherProductsBefore();
  for (const [match, clause, order] of matches(clauses, ENERGY)) {
    if (forOthers(clause, match.index)) continue;
    const letter = (match[1] ?? '').toUpperCase();
    if (isEnergyClass(letter)) found.push({ value: letter, order });
  }
  return earliest(found);
}

function isEnergyClass(letter: string): letter is EnergyClass {
  return /^[A-G]$/.test(letter);
}

/** Stated EU energy class (A–G). */
export function readEnergyClass(name: string, description: string): EnergyClass | null {
  return nameFirst(textsOf(name, description), energyIn);
}

// ------------------------------------------------------------------ all

/** The facts one text (a name or a description) states on its own. */
function factsOfText(text: string): ProductFacts {
  const clauses = factClauses(text);
  const sizes = dimensionsIn(clauses);
  return {
    capacity: capacityIn(clauses),
    temperature_zones: zonesIn(clauses),
    installation: installationIn(clauses),
    width_cm: sizes.get('width')?.value ?? null,
    height_cm: sizes.get('height')?.value ?? null,
    depth_cm: sizes.get('depth')?.value ?? null,
    noise_db: noiseIn(clauses),
    energy_class: energyIn(clauses),
  };
}

/**
 * Descriptions already read, by their text. Catalogues repeat descriptions
 * (variants of one model; a synthetic catalogue repeats its templates), and
 * reading one costs a few hundred microseconds. Bounded: cleared when full.
 */
const descriptionFacts = new Map<string, ProductFacts>();
const DESCRIPTION_CACHE_SIZE = 4096;

function factsOfDescription(description: string): ProductFacts {
  const known = descriptionFacts.get(description);
  if (known !== undefined) return known;
  const facts = factsOfText(description);
  if (descriptionFacts.size >= DESCRIPTION_CACHE_SIZE) descriptionFacts.clear();
  descriptionFacts.set(description, facts);
  return facts;
}

/**
 * Every fact of a product from its name and description (HTML or plain
 * text): what the name states wins, field by field, over the description.
 */
export function readProductFacts(name: string, description: string): ProductFacts {
  const fromName = factsOfText(name);
  const fromDescription = factsOfDescription(description);
  return {
    capacity: fromName.capacity ?? fromDescription.capacity,
    temperature_zones: fromName.temperature_zones ?? fromDescription.temperature_zones,
    installation: fromName.installation ?? fromDescription.installation,
    width_cm: fromName.width_cm ?? fromDescription.width_cm,
    height_cm: fromName.height_cm ?? fromDescription.height_cm,
    depth_cm: fromName.depth_cm ?? fromDescription.depth_cm,
    noise_db: fromName.noise_db ?? fromDescription.noise_db,
    energy_class: fromName.energy_class ?? fromDescription.energy_class,
  };
}
