import { after, before, earliest, type Found, L, matches, mentioning, otherProductsBefore, R } from './scan';

/*
 * Yes-or-no facts (issue 38 §1: a lock, a glass door, UV glass, wood, a
 * reversible door): shared pieces for their readers. Each reader lists the
 * statements of its fact, each saying yes or no ("lås", "massiv dörr"); a
 * statement's context may turn it (a negation before it, "Lås: Nej" after
 * it) or void it (an option, "med eller utan lås", other products). The
 * first statement of a text decides, as for every fact.
 *
 * Every check here looks at a window of a few dozen characters next to its
 * match, so reading stays linear in the text (scan.ts).
 */

function rx(source: string, flags = 'iu'): RegExp {
  return new RegExp(source, flags);
}

/** Words that say "not" in the languages the feeds are written in (sv, en, no, da, de). */
export const NEGATION =
  '(?:utan|ingen|inget|inga|ej|inte|icke|aldrig|saknar|no|not|without|non|never|ikke|ikkje|uden|uten|ohne|kein|keine|keinen|keinem|nicht|nie)';

/**
 * Words that may stand between a negation and what it negates ("inte kan låsas",
 * "ingen möjlighet att låsa", "no UV protection"); articles, conjunctions,
 * prepositions and "only" may not: "ingen kondens på glasdörren", "inte glas utan
 * en solid dörr", "inte bara lås" negate nothing of what follows them.
 */
const NOT_BETWEEN =
  '(?:en|ett|men|utan|och|eller|på|i|av|för|till|med|om|mot|under|vid|in|on|at|of|for|with|and|or|but|die|der|das|und|oder|mit|og|bara|endast|enbart|only|nur|kun|bare|also|även|också)';

/**
 * A negation that ends at the statement, at most two words before it ("utan ", "inte kan ", "no "), or a
 * negating prefix joined to it ("non-reversible", "icke-låsbar").
 */
export const NEGATED_BEFORE = rx(
  `${L}(?:${NEGATION}(?: (?!${NOT_BETWEEN}${R})[\\p{L}-]+){0,2} ?|(?:non|icke|ej|not|nicht|ikke)-)$`,
);

/** "med eller utan lås": both are sold, so the text states neither. */
const EITHER_BEFORE = rx(`${L}(?:med|with|mit|med) (?:eller|or|oder) (?:utan|without|ohne|uden|uten) $`);

/**
 * A spec item's answer right after the statement: "Lås: Nej", "Lås=Nej", a
 * table's "Lås Nej", "Lock: No", "lås saknas", "lås ingår inte", "Lås: finns ej".
 * A bare "no" without a separator counts only at the end of its item, so
 * "Glasdörr No Frost" is no answer.
 */
const SAYS_NO_AFTER = rx(
  `^ ?(?:[:=] ?(?:nej|no|nein|nei|ej|inte|none|not included)${R}|(?:[\\p{L}-]+ ?[:=]? )?(?:nej|no|nein|nei)(?= ?[.,;)]|$)|(?:[:=] ?)?(?:finns|ingår|medföljer|följer med|medfølger|følger med|is|are|ist)(?: \\p{L}+)? (?:ej|inte|ikke|not|nicht)${R}|(?:[:=] ?)?(?:saknas|mangler|fehlt)${R})`,
);

/** What the picture shows ("bilden visar modellen med glasdörr") is not what this product is. */
const PICTURE_BEFORE = rx(
  `${L}(?:bild|bilden|bilderna|produktbilden|produktbild|på bild|image|picture|photo|abbildung|billedet|bildet)${R}`,
);

/** An item left open: "Lås: -", "Lås: ?". */
const OPEN_AFTER = rx('^ ?[:=] ?[-–—?](?![\\p{N}])');

/** Sold as an option or an accessory: "Lås finns som tillbehör", "lås (tillval)", "kan köpas till", "optional". */
const OPTION_AFTER = rx(
  `^ ?(?:[:=] ?)?\\(?(?:(?:finns|säljs|fås|kan köpas|köps|available|fås)(?: \\p{L}+){0,2} )?(?:som |as an? )?(?:tillbehör|tillval|extratillbehör|option|optional|accessory|zubehör|tilbehør)${R}|^ ?(?:kan köpas till|säljs separat|sold separately|separat)${R}`,
);

/** A statement of a fact, and what it says when nothing turns it. */
export interface Statement {
  readonly pattern: RegExp;
  /** true: it says yes; false: it says no. */
  readonly says: boolean;
  /**
   * What the match itself says instead, where its own words turn it ("dörr
   * utan glas", "Türanschlag rechts, nicht wechselbar": false) or void it
   * (null); undefined: `says`.
   */
  readonly own?: (match: RegExpExecArray) => boolean | null | undefined;
  /** Whether this match states nothing about the product (a reader's own check of its context). */
  readonly void?: (clause: string, match: RegExpExecArray) => boolean;
}

/**
 * The value of a yes-or-no fact the clauses state: the first statement that
 * its context does not void, turned by a negation before it or an answer
 * after it; null where none does.
 *
 * - An answer after it ("Lås: Nej", "Glasdörr Ja") decides a yes-statement; a
 *   no-statement with an answer ("Massiv dörr: Nej") states nothing.
 * - A negation before a yes-statement ("utan lås", "inte vändbar") says no;
 *   one before a no-statement ("inte massiv") states nothing.
 * - An open item ("Lås: -"), an option ("finns som tillbehör"), "med eller
 *   utan", what a picture shows ("bilden visar modellen med glasdörr") and a
 *   statement about other products ("passar alla vinkylar med glasdörr")
 *   state nothing.
 */
export function flagIn(all: readonly string[], hint: RegExp, statements: readonly Statement[]): boolean | null {
  const clauses = mentioning(all, hint);
  const found: Found<boolean>[] = [];
  const forOthers = otherProductsBefore();
  for (const statement of statements) {
    for (const [match, clause, order] of matches(clauses, statement.pattern)) {
      if (statement.void?.(clause, match)) continue;
      const value = statedValue(statement, clause, match);
      if (value === null || forOthers(clause, match.index)) continue;
      found.push({ value, order });
    }
  }
  return earliest(found);
}

function statedValue(statement: Statement, clause: string, match: RegExpExecArray): boolean | null {
  const own = statement.own?.(match);
  const says = own === undefined ? statement.says : own;
  if (says === null) return null;
  const next = after(clause, match, 40);
  if (OPEN_AFTER.test(next) || OPTION_AFTER.test(next)) return null;
  const previous = before(clause, match, 40);
  if (EITHER_BEFORE.test(previous) || PICTURE_BEFORE.test(previous)) return null;
  const negated = NEGATED_BEFORE.test(previous) || SAYS_NO_AFTER.test(next);
  if (!negated) return says;
  // A negated no says nothing for sure: "inte massiv" need not mean glass.
  return says ? false : null;
}

/** The index just after the last match of `pattern` (global) in `text`, or -1: `text` is a window, so this is cheap. */
export function lastEnd(text: string, pattern: RegExp): number {
  let end = -1;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    end = match.index + match[0].length;
    if (match[0] === '') pattern.lastIndex += 1;
  }
  return end;
}
