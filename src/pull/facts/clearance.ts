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
  '(?:mellan (?:kylen|skåpet|vinkylen|produkten|enheten|apparaten) och (?:vägg(?:en)?|bakväggen|taket|skåp\\p{L}*)|bakom|bak|baktill|ovanför|ovan|över|ovantill|på sidorna|på sidan|på varje sida|åt sidorna|runt ?om|runtom|omkring|runt (?:hela )?(?:skåpet|kylen|vinkylen|produkten|enheten)|till (?:vägg(?:en)?|sidorna|bakväggen|taket)|från (?:vägg(?:en)?|bakväggen)|behind|above|on each side|on the sides|around)';
const SPACE_WORDS =
  '(?:fritt|fri|luft|luftspalt|utrymme|avstånd|ventilation|ventilationsutrymme|spel|mellanrum|space|clearance|gap)';

/** "minst 5 cm bakom", "5 cm fritt utrymme bakom", "10 cm luft ovanför", "50 mm till väggen". */
const SIZE_THEN_SIDE = rx(
  `${L}(?:minst |min\\.? |minimum |ca\\.? |cirka |at least )?${SIZE}${R} (?:(?:fritt|fri|luft|extra|ventilations)\\p{L}* )?(?:${SPACE_WORDS}\\p{L}* )?${SIDES}${R}`,
  'giu',
);
/**
 * "Avstånd till vägg: 50 mm", "Ventilationsavstånd bak: min. 5 cm", "Minimum distance to wall: 10 cm",
 * "Ventilationsavstånd (sidor/bak/topp): 2 / 5 / 10 cm" (a list per side: the largest).
 */
const LABEL_THEN_SIZE = rx(
  `${L}(?:ventilationsavstånd|ventilationsutrymme|avstånd (?:till|från) (?:vägg|väggen|bakvägg\\p{L}*|omgivande \\p{L}+)|luftspalt|fritt utrymme|minsta avstånd|clearance|ventilation gap|luftcirkulation|(?:minimum )?distance (?:to|from) (?:the )?(?:wall|back wall))(?: \\p{L}+){0,3} ?(?:\\([^()]{0,30}\\))? ?[:=]? ?(?:minst |min\\.? |minimum |ca\\.? |cirka |at least )?((?:\\d{1,3}(?:[.,]\\d)? ?/ ?){0,3}\\d{1,3}(?:[.,]\\d)?) ?(mm|cm)${R}`,
  'giu',
);
/** "lämna 5 cm bakom", "kräver 10 cm ovanför", "placera minst 5 cm från väggen", "lämna ett avstånd på minst 3 cm mellan kylen och väggen". */
const VERB_THEN_SIZE = rx(
  `${L}(?:lämna|kräver|behöver|placera|ställ|leave|allow)(?: \\p{L}+){0,3} (?:minst |min\\.? |ca\\.? |at least )?${SIZE}${R}(?: \\p{L}+){0,2} (?:${SIDES}|${SPACE_WORDS})${R}`,
  'giu',
);
/** Not ventilation: shelves, doors, bottles, the niche, installation of something else. */
const NOT_CLEARANCE_BEFORE = rx(`(?:hyll|dörr|luck|flask|nisch|handtag|sockel|fötter|ben)[^\\d]{0,30}$`);
const NOT_CLEARANCE_AFTER = rx(`^ ?(?:mellan (?:hyll|flask)|för (?:dörr|luck)|dörr)`);

const HINT = /bakom|ovan|sido|sidan|runt|vägg|avstånd|luft|utrymme|ventil|clearance|behind|above|around|gap|distance/iu;

export function clearanceIn(all: readonly string[]): number | null {
  const clauses = mentioning(all, HINT);
  let largest: number | null = null;
  const forOthers = otherProductsBefore();
  for (const pattern of [SIZE_THEN_SIDE, LABEL_THEN_SIZE, VERB_THEN_SIZE]) {
    for (const [match, clause] of matches(clauses, pattern)) {
      if (forOthers(clause, match.index)) continue;
      if (NOT_CLEARANCE_BEFORE.test(before(clause, match, 40)) || NOT_CLEARANCE_AFTER.test(after(clause, match)))
        continue;
      const unit = (match[2] ?? '').toLowerCase();
      // A list per side ("2 / 5 / 10 cm") asks for its largest.
      for (const part of (match[1] ?? '').split('/')) {
        const cm = Math.round(toNumber(part.trim()) * (unit === 'mm' ? 0.1 : 1) * 10) / 10;
        if (cm >= 0.5 && cm <= 50 && (largest === null || cm > largest)) largest = cm;
      }
    }
  }
  return largest;
}

/** The ventilation space the maker asks for around the unit, in cm: the largest stated. */
export function readClearance(name: string, description: string): number | null {
  return nameFirst(textsOf(name, description), clearanceIn);
}
