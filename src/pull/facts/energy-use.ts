import { nameFirst, textsOf } from './clauses';
import { after, before, earliest, type Found, L, matches, mentioning, otherProductsBefore, R, toNumber } from './scan';

function rx(source: string, flags = 'iu'): RegExp {
  return new RegExp(source, flags);
}

// ---------------------------------------------------------- energy use

/*
 * The energy label's consumption (issue 21): a yearly figure in kWh, or a
 * daily one (older labels, some spec sheets) multiplied by 365. What it costs
 * to run follows from it (src/copy, the electricity price).
 */

/** An amount of energy: "142", "0,39", "0.390". */
const AMOUNT = '(\\d{1,4}(?:[.,]\\d{1,3})?)';
const PER_YEAR = '(?:/ ?|per |om |i |pr\\.? |\\()(?:år|året|year|annum|a)\\)?(?![\\p{L}])';
const PER_DAY =
  '(?:/ ?|per |om |på |pr\\.? |i |\\()(?:24 ?h|24 ?tim(?:mar)?|dygn(?:et)?|døgn|dag(?:en)?|day)\\)?(?![\\p{L}])';
/** kWh, or written out ("kilowattimmar"). */
const KWH = '(?:kwh|kilowattimm(?:ar|e)|kilowatt-?hours?)';

/** "142 kWh/år", "137 kWh per år", "98 kWh/annum", "0,39 kWh/24h", "0,4 kWh per dygn". */
const AMOUNT_WITH_PERIOD = rx(`${L}${AMOUNT} ?${KWH} ?(?:(${PER_YEAR})|(${PER_DAY}))`, 'giu');
/**
 * A word after the label's noun (issue 35 §5): "Årsförbrukning el", "Energiförbrukning år",
 * "Elförbrukning, år", "Energiförbrukning (årlig)", "Årsforbruk strøm". The label stays a
 * yearly one: a daily figure says so by its period or by its size (see below).
 */
const LABEL_TAIL = '(?:,? (?:el|ström|strøm|år|årlig|årligt)(?![\\p{L}])| \\((?:el|år|årlig|årligt)\\))?';
/**
 * "Energiförbrukning: 142 kWh", "Årlig energiförbrukning (kWh): 137",
 * "Energiförbrukning per år: 155 kWh", "kWh/år: 155", "Annual energy consumption 98 kWh",
 * "Energiförbrukning (kWh/24h): 0,39". The label may carry the period.
 */
const LABELLED = rx(
  `${L}(?:(?:årlig |årligt |total )?(?:energi|el|ström|strøm)?(?:förbrukning|forbrug|forbruk)(?:en)?|års(?:energi|el|ström|strøm)?(?:förbrukning|forbrug|forbruk)(?:en)?|(?:annual |yearly )?(?:energy|power) consumption|(?:annual|yearly) consumption|kwh)${LABEL_TAIL}(?: ?\\(? ?(?:kwh)? ?(?:(${PER_YEAR})|(${PER_DAY}))? ?\\)?)?(?: per år| pr\\.? år| per dygn)? ?[:=]? ?(?:ca\\.?|cirka)? ?${AMOUNT}(?: ?${KWH}${R})?`,
  'giu',
);
/** A saving or a difference is not the product's consumption: "sparar 50 kWh per år", "30 kWh mindre". */
const DIFFERENCE_BEFORE = rx(`(?:spar|minsk|sänk|lägre|mindre|skillnad|jämfört|upp till)[^\\d]{0,30}$`);
const DIFFERENCE_AFTER = rx(`^ ?(?:${PER_YEAR} )?(?:mindre|lägre|mer|högre|färre)${R}`);
/** Part of another appliance's figure: the freezer or fridge part of a combined unit is not the wine cooler. */
const OTHER_PART_BEFORE = rx(`(?:frys|kyldel|kylskåpsdel)[^\\d]{0,30}$`);

const HINT = /kwh|kilowatt/iu;

/** Yearly kWh within a plausible range: a wine cooler uses tens to a few hundred kWh a year. */
const plausibleYearly = (value: number) => Number.isFinite(value) && value >= 10 && value <= 1500;

export function energyUseIn(all: readonly string[]): number | null {
  const clauses = mentioning(all, HINT);
  const found: Found<number>[] = [];
  const forOthers = otherProductsBefore();
  const consider = (match: RegExpExecArray, clause: string, order: number, amount: string, daily: boolean) => {
    if (forOthers(clause, match.index)) return;
    const prefix = before(clause, match, 40);
    if (DIFFERENCE_BEFORE.test(prefix) || OTHER_PART_BEFORE.test(prefix)) return;
    if (DIFFERENCE_AFTER.test(after(clause, match))) return;
    const value = toNumber(amount);
    // A bare amount under 10 kWh with a yearly label is a daily figure written without its period.
    // Computed on thousandths of a kWh, so 0,3 × 365 = 109,5 rounds up, not by how a binary float lands.
    const yearly =
      daily || (value > 0 && value < 5) ? Math.floor((Math.round(value * 1000) * 365 + 500) / 1000) : Math.round(value);
    if (plausibleYearly(yearly)) found.push({ value: yearly, order });
  };
  for (const [match, clause, order] of matches(clauses, AMOUNT_WITH_PERIOD)) {
    consider(match, clause, order, match[1] ?? '', match[3] !== undefined);
  }
  for (const [match, clause, order] of matches(clauses, LABELLED)) {
    // A label with neither a period nor a kWh unit anywhere says nothing measurable.
    if (!/kwh|kilowatt/iu.test(match[0])) continue;
    consider(match, clause, order, match[3] ?? '', match[2] !== undefined || /per dygn/iu.test(match[0]));
  }
  return earliest(found);
}

/** Yearly energy use in kWh as the energy label states it (a daily figure × 365, rounded). */
export function readEnergyUse(name: string, description: string): number | null {
  return nameFirst(textsOf(name, description), energyUseIn);
}
