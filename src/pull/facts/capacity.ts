import { nameFirst, textsOf } from './clauses';
import {
  after,
  before,
  earliest,
  endsAt,
  type Found,
  L,
  matches,
  mentioning,
  otherProductsBefore,
  R,
  RANGE_AFTER,
  RANGE_BEFORE,
  toNumber,
} from './scan';

function rx(source: string, flags = 'iu'): RegExp {
  return new RegExp(source, flags);
}

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
const BOTTLES = `(?:(?:bordeaux|vin|standard|75 ?cl[ -]*)?(?:flask(?:or|ors|platser|er)|butelj(?:er)?)|fl\\.?|bottles?)`;
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
  `${L}(kapacitet|flaskkapacitet|antal flaskor|antal flaskplatser|antal buteljer|flaskor|flaskplatser|antal flasker|bottle capacity|number of (?:standard )?(?:wine )?bottles|bottles)(?: ?\\([^()]{0,30}\\))? ?[:=]? ?(?:ca\\.?|cirka|max\\.?|maximalt|upp till|totalt)? ?${COUNT}(?![\\p{N}.,])`,
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

export function capacityIn(all: readonly string[]): number | null {
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
