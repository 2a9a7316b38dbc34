import { nameFirst, textsOf } from './clauses';
import { after, before, L, matches, mentioning, otherProductsBefore, R, toNumber } from './scan';

function rx(source: string, flags = 'iu'): RegExp {
  return new RegExp(source, flags);
}

// ------------------------------------------------------------- clearance

/*
 * The ventilation space a maker asks for around a free-standing unit (issue
 * 21): "minst 5 cm bakom", "10 cm luft ovanför", "Avstånd till vägg: 50 mm".
 * Where sides differ, the largest stated value: one conservative number, so
 * a unit said to fit a niche does fit.
 */

const SIZE = '(\\d{1,3}(?:[.,]\\d)?) ?(mm|cm)';
const SIDES =
  '(?:mellan (?:kylen|skåpet|vinkylen|produkten|enheten|apparaten) och (?:vägg(?:en)?|bakväggen|taket|skåp\\p{L}*)|bakom|bak|baktill|ovanför|ovan|över|ovantill|på sidorna|på sidan|på varje sida|åt sidorna|runt ?om|runtom|omkring|runt (?:hela )?(?:skåpet|kylen|vinkylen|produkten|enheten)|till (?:vägg(?:en)?|sidorna|bakväggen|taket)|från (?:vägg(?:en)?|bakväggen)|behind|above|on each side|on the sides|at each side|on all sides|at the (?:back|rear|sides|top)|sides|top|rear|back|around)';
const SPACE_WORDS =
  '(?:fritt|fri|luft|luftspalt|utrymme|avstånd|ventilation|ventilationsutrymme|spel|mellanrum|space|clearance|gap)';

/** "minst 5 cm bakom", "5 cm fritt utrymme bakom", "10 cm luft ovanför", "50 mm till väggen". */
const SIZE_THEN_SIDE = rx(
  `${L}(?:minst |min\\.? |minimum |ca\\.? |cirka |at least )?${SIZE}${R} (?:(?:fritt|fri|luft|extra|ventilations)\\p{L}* )?(?:${SPACE_WORDS}\\p{L}* )?${SIDES}${R}`,
  'giu',
);
/**
 * A clearance label: "Avstånd till vägg:", "Ventilationsavstånd (sidor/bak/topp) (cm)",
 * "Minimum distance to wall:", "Clearance:". Every size the rest of its item states is a
 * clearance ("2 / 5 / 10 cm", "50 mm sides, 50 mm top, 100 mm rear"): the largest counts.
 */
const CLEARANCE_LABEL = rx(
  `${L}(?:ventilationsavstånd|ventilationsutrymme|avstånd (?:till|från) (?:vägg|väggen|bakvägg\\p{L}*|omgivande \\p{L}+)|luftspalt|fritt utrymme|minsta avstånd|clearance|ventilation gap|luftcirkulation|(?:minimum )?distance (?:to|from) (?:the )?(?:wall|back wall)|(?:minimum |minste )?(?:avstand|afstand) til (?:vegg|væg|bakvegg))${R}`,
  'giu',
);
/** The sizes after a clearance label: numbers, each with its unit or the list's (after it, or in the label's parentheses). */
const SIZE_IN_LIST = /(?<![\d.,])(\d{1,3}(?:[.,]\d)?)(?: ?(mm|cm)(?![\p{L}]))?/gu;
/** How far after a clearance label its sizes are read. */
const LIST_REACH = 120;
/** "lämna 5 cm bakom", "kräver 10 cm ovanför", "placera minst 5 cm från väggen", "lämna ett avstånd på minst 3 cm mellan kylen och väggen". */
const VERB_THEN_SIZE = rx(
  `${L}(?:lämna|kräver|behöver|placera|ställ|leave|allow|keep|requires?)(?: \\p{L}+){0,3} (?:minst |min\\.? |ca\\.? |at least )?${SIZE}${R}(?: \\p{L}+){0,2} (?:${SIDES}|${SPACE_WORDS})${R}`,
  'giu',
);
/**
 * A clearance stated in words (issue 35 §5): "kan byggas in utan avstånd", "utan
 * sidoavstånd", "inget avstånd behövs", "kräver inget ventilationsutrymme", "uten avstand",
 * "zero clearance", "no clearance needed" say the unit needs no space: 0 cm. It counts like
 * any stated size, so "inget sidoavstånd, men 5 cm bakom" still gives the largest, 5.
 */
const NO_SPACE_WORDS =
  '(?:sido|ventilations)?(?:avstånd|avstand|afstand|luftspalt|luft|mellanrum|spel|utrymme)|side clearance|clearance|gap|space';
const NO_SPACE = rx(
  `${L}(?:utan|uten|uden|without|inget|ingen|inga|intet|ikke noe|no|zero) (?:något |några |noe |any )?(?:${NO_SPACE_WORDS})${R}`,
  'giu',
);
/** "Ska inte stå utan avstånd", "får aldrig byggas in utan luft": a negated "without" asks for space. */
const NEGATED_BEFORE = rx(`${L}(?:inte|ej|icke|aldrig|not|never|ikke|aldri)(?: \\p{L}+){0,3} ?$`);
/** Not ventilation: shelves, doors, bottles, the niche, installation of something else. */
const NOT_CLEARANCE_BEFORE = rx(`(?:hyll|dörr|luck|flask|nisch|handtag|sockel|fötter|ben)[^\\d]{0,30}$`);
const NOT_CLEARANCE_AFTER = rx(`^ ?(?:mellan (?:hyll|flask)|för (?:dörr|luck)|dörr)`);

const HINT =
  /bakom|ovan|sido|sidan|runt|vägg|vegg|væg|avstånd|avstand|afstand|luft|utrymme|ventil|clearance|behind|above|around|gap|distance|mellanrum|spel|space/iu;

export function clearanceIn(all: readonly string[]): number | null {
  const clauses = mentioning(all, HINT);
  let largest: number | null = null;
  const forOthers = otherProductsBefore();
  const consider = (value: string, unit: string) => {
    const cm = Math.round(toNumber(value) * (unit.toLowerCase() === 'mm' ? 0.1 : 1) * 10) / 10;
    // Zero is a statement ("Avstånd till vägg: 0 cm"); a few millimetres between zero and 0.5 cm are not a clearance.
    if ((cm === 0 || (cm >= 0.5 && cm <= 50)) && (largest === null || cm > largest)) largest = cm;
  };
  // No check for other products here: "tätt mellan skåpen utan sidoavstånd" names the kitchen's cabinets, not other products.
  for (const [match, clause] of matches(clauses, NO_SPACE)) {
    const prefix = before(clause, match, 40);
    if (
      NEGATED_BEFORE.test(prefix) ||
      NOT_CLEARANCE_BEFORE.test(prefix) ||
      NOT_CLEARANCE_AFTER.test(after(clause, match))
    )
      continue;
    consider('0', 'cm');
  }
  for (const pattern of [SIZE_THEN_SIDE, VERB_THEN_SIZE]) {
    for (const [match, clause] of matches(clauses, pattern)) {
      if (forOthers(clause, match.index)) continue;
      if (NOT_CLEARANCE_BEFORE.test(before(clause, match, 40)) || NOT_CLEARANCE_AFTER.test(after(clause, match)))
        continue;
      consider(match[1] ?? '', match[2] ?? '');
    }
  }
  for (const [match, clause] of matches(clauses, CLEARANCE_LABEL)) {
    if (forOthers(clause, match.index) || NOT_CLEARANCE_BEFORE.test(before(clause, match, 40))) continue;
    const rest = clause.slice(match.index + match[0].length, match.index + match[0].length + LIST_REACH);
    const labelUnit = /\((mm|cm)\)/u.exec(rest)?.[1];
    const sizes = [...rest.matchAll(SIZE_IN_LIST)];
    sizes.forEach((size, i) => {
      // A number without a unit takes the next one that has one ("2 / 5 / 10 cm"), else the label's.
      const unit = size[2] ?? sizes.slice(i + 1).find((later) => later[2] !== undefined)?.[2] ?? labelUnit;
      if (unit !== undefined) consider(size[1] ?? '', unit);
    });
  }
  return largest;
}

/** The ventilation space the maker asks for around the unit, in cm: the largest stated. */
export function readClearance(name: string, description: string): number | null {
  return nameFirst(textsOf(name, description), clearanceIn);
}
