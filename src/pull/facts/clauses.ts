import { type ChildNode, isTag, isText } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { collapseWhitespace } from '../../shared/text';
import { COMPARED_WITH, MAY_COMPARE, OTHER_MODEL } from './scan';

// ---------------------------------------------------------------- clauses

/** Elements that end a line of text; their neighbours never share a clause. */
export const BLOCKS = new Set([
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
export const CELLS = new Set(['td', 'th']);
/** Their text is not content. */
export const SKIPPED = new Set(['script', 'style', 'template', 'noscript']);

/**
 * Lines of text of an HTML fragment (or plain text) by its block structure.
 * Read from the feed's own HTML, not the sanitised description: the
 * sanitiser drops table and div tags, which would glue "Bredd" to the next
 * row's number. Only text comes out, so untrusted markup cannot do harm here.
 * A definition list keeps a term and its value on one line.
 */
export function textLines(html: string): string[] {
  // Plain text (no markup at all) breaks its lines with newlines, as feed exports and pasted spec sheets do.
  if (!html.includes('<'))
    return html
      .split(/\r?\n/u)
      .map(collapseWhitespace)
      .filter((line) => line !== '');
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
const STATEMENT_END = /; /u;
export const SENTENCE_END = /(?<=[.!?]) (?=[\p{Lu}"“(])/u;
/** A new "Label: value" item of a flattened spec list: a capitalised label and a colon. */
export const LABEL_START = / (?=\p{Lu}\p{Ll}+(?:[ -]\p{Ll}+){0,2} ?(?:\([^()]{0,30}\))? ?:)/u;
/** Items run together on one line: " • ", " · ", and a pipe with or without spaces ("Höjd (mm)=820|Bredd (mm)=595"). */
export const BULLETS = / ?\| ?| [•·] /u;
/** "Antal flaskor ........ 182", "Höjd … 1 800 mm": a dot leader between a label and its value. */
const DOT_LEADER = / ?(?:\.{3,}|…+)[.…]* ?/gu;
/**
 * "Flaskkapacitet / Bottle capacity: 185": a label given in two languages; the first
 * stands for both, so the value follows its label directly.
 */
const SECOND_LANGUAGE_LABEL = /^([^:/]{2,40}) \/ [^:/]{2,50}:/u;
/** A list marker starting a line ("• H 82 cm", "- 52 flaskor", "* Dubbelzon"): not part of what the line says. */
const LIST_MARKER = /^[•·*▪►✓✔–—-] ?/u;

/**
 * The longest clause read as one. A spec line or a sentence is a few hundred
 * characters; text that runs on for longer without a sentence end is cut
 * into windows of at most this many characters (at a space when there is one
 * in the window's second half), so no rule ever looks across more text than
 * this, whatever a feed sends. Well below the 10,000 positions per clause
 * that reading order (`matches`) counts on.
 */
export const MAX_CLAUSE_LENGTH = 2000;

export function windows(clause: string): string[] {
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
/**
 * A line that is only a label: short, no digit, no sentence ("Energiklass", "H", "Antal flaskor"),
 * maybe ending in its colon ("Mått (HxBxD):").
 */
const LABEL_LINE = /^[\p{L}][\p{L} ()/.,×*-]{0,39}:?$/u;
/**
 * A line that is only a value: a number with its unit, an energy class letter, a size
 * list ("1850 mm", "0,48 kWh/24h", "F", "85 x 60 x 57 cm"), or one word of two letters or more ("Ja", "Nej", "Glas",
 * "Bok"; issue 38 §1: "Lås" / "Ja", "Dörr" / "Glas").
 */
const VALUE_LINE =
  /^(?:\d[\d ,.]{0,12}(?: ?[\p{L}°%()/.]{1,12}){0,3}|[A-G]|\d{1,4}(?:[.,]\d{1,3})?(?: ?[x×*/] ?\d{1,4}(?:[.,]\d{1,3})?){1,2}(?: ?(?:mm|cm|m))?|\p{L}[\p{L}-]{1,19})$/u;

/**
 * Lines of a table or list that put a label and its value on lines of their
 * own ("Energiklass" / "F", "H" / "1850 mm", "Lås" / "Ja", "Dörr" / "Glas"): joined as "label: value", so
 * every reader sees them as a labelled item. A heading before a sentence or
 * a "Label: value" line stays alone.
 */
function joinLabelLines(lines: readonly string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    const next = lines[i + 1];
    if (next !== undefined && LABEL_LINE.test(line) && !line.endsWith('.') && VALUE_LINE.test(next)) {
      joined.push(`${line.endsWith(':') ? line.slice(0, -1) : line}: ${next}`);
      i += 1;
    } else joined.push(line);
  }
  return joined;
}

export function factClauses(text: string): string[] {
  return (
    joinLabelLines(textLines(text))
      .flatMap((line) => line.split(BULLETS))
      .map((item) => item.replace(LIST_MARKER, '').replace(DOT_LEADER, ': ').replace(SECOND_LANGUAGE_LABEL, '$1:'))
      .flatMap((line) => line.split(SENTENCE_END))
      // A semicolon separates statements: "the sister model uses 168 kWh; this one 0,33 kWh/24h".
      .flatMap((sentence) => sentence.split(STATEMENT_END))
      .flatMap((sentence) => (sentence.includes(':') ? sentence.split(LABEL_START) : [sentence]))
      .filter((clause) => !(MAY_COMPARE.test(clause) && OTHER_MODEL.test(clause)))
      // A cut-out comparison leaves one space, not a run of them: the patterns count on single spaces.
      .map((clause) =>
        MAY_COMPARE.test(clause) ? collapseWhitespace(clause.replace(COMPARED_WITH, ' ')) : clause.trim(),
      )
      .flatMap(windows)
      .map(joinDigitGroups)
      .map(withoutNegativeAmounts)
      .filter((clause) => clause !== '')
  );
}

/**
 * An amount of a fact's unit with a minus sign (issue 35 §2): "-150 kWh/år",
 * "Bredd: −60 cm", "-46 flaskor", "-60 x 85 x 57 cm". No size, energy use,
 * noise, capacity or zone count is below zero, and without this the number
 * is read without its sign. A dash after a digit is a range ("5-18 °C",
 * "5 -12 flaskor"), a dash after a letter part of a model code ("WPQ-38"),
 * and an en dash between words a separator ("Bredd – 60 cm"): none is a sign.
 */
const NEGATIVE_AMOUNT =
  /(?<![\p{L}\p{N}.,])(?<![\p{N}.,] )[-−]\d{1,6}(?:[.,]\d{1,3})?(?= ?(?:kwh|kilowatt|db|cm|mm|m|liter|l|flaskor|flaskplatser|buteljer|zon|zoner)(?![\p{L}])| ?[x×*] ?\d)/giu;
/** The unit after a negative amount, for the warning: " kWh", " cm", " x". */
const UNIT_AFTER = /^ ?(?:\p{L}+|[x×*])/u;
/** A cheap test before it: a minus sign before a digit somewhere. */
const MAY_BE_NEGATIVE = /[-−]\d/u;

/** The clause with each negative amount replaced by a word no reader takes for a number. */
function withoutNegativeAmounts(clause: string): string {
  return MAY_BE_NEGATIVE.test(clause) ? clause.replace(NEGATIVE_AMOUNT, 'negativt') : clause;
}

/** Every negative amount of a fact's unit a text states, with its unit, for the warnings ("-150 kWh"). */
export function negativeAmounts(text: string): string[] {
  // The pattern on the raw text first (linear): most texts have no match and are not cut into lines a
  // second time (the fact reader did that). A sign split from its number by a tag ("-<b>60</b> cm") goes
  // unwarned, though the clauses still keep it from every reader.
  NEGATIVE_AMOUNT.lastIndex = 0;
  if (!NEGATIVE_AMOUNT.test(text)) return [];
  const found: string[] = [];
  for (const line of textLines(text)) {
    NEGATIVE_AMOUNT.lastIndex = 0;
    for (let match = NEGATIVE_AMOUNT.exec(line); match !== null; match = NEGATIVE_AMOUNT.exec(line)) {
      const end = match.index + match[0].length;
      found.push(`${match[0]}${UNIT_AFTER.exec(line.slice(end, end + 12))?.[0] ?? ''}`);
    }
  }
  return found;
}

/** "1 250", "1 380": a number grouped in threes by a space (any Unicode space, collapsed to one by now). */
const SPACE_GROUPED = /(?<![\d.,])\d{1,3}(?: \d{3})+(?![\d]|[.,]\d)/gu;
/** "1.250 mm", "1,780 mm": a dot or comma before three digits and millimetres (or a size list) groups thousands: no one gives mm to three decimals. */
const DOT_GROUPED_MM = /(?<![\d.,])([1-9]\d{0,2})[.,](\d{3})( ?mm(?![\p{L}\p{N}])| ?[x×*/] ?\d)/giu;

/**
 * Numbers written with thousands separators, joined: "Höjd: 1 250 mm",
 * "600 x 1 380 x 690 mm", "1.250 mm", "1.225 × 560 × 550 mm" read as 1250 by every rule, so no
 * rule needs to know the ways shops group digits (issue 21). A group is
 * exactly three digits after one to three, as Swedish writes thousands;
 * "60 85 57" or "2 25" stay apart.
 */
export function joinDigitGroups(clause: string): string {
  if (!/\d[ .,]\d{3}/u.test(clause)) return clause;
  return clause
    .replace(SPACE_GROUPED, (number) => number.replaceAll(' ', ''))
    .replace(DOT_GROUPED_MM, (_match, thousands: string, rest: string, next: string) => `${thousands}${rest}${next}`);
}

/** A product's text cut into clauses once, for every reader. */
export interface Texts {
  readonly name: readonly string[];
  readonly description: readonly string[];
}

export const textsOf = (name: string, description: string): Texts => ({
  name: factClauses(name),
  description: factClauses(description),
});

/** Runs a reader over the name's clauses, then the description's: the name wins. */
export function nameFirst<T>(texts: Texts, read: (clauses: readonly string[]) => T | null): T | null {
  return read(texts.name) ?? read(texts.description);
}
