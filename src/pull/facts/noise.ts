import { nameFirst, textsOf } from './clauses';
import { NUM } from './dimensions';
import {
  after,
  before,
  earliest,
  endsAt,
  type Found,
  L,
  matches,
  mentioning,
  OTHER_PRODUCTS,
  R,
  RANGE_BEFORE,
  toNumber,
} from './scan';

function rx(source: string, flags = 'iu'): RegExp {
  return new RegExp(source, flags);
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

/**
 * A claim that the product makes no sound (issue 35 §5): "helt ljudlös", "ljudlös drift",
 * "lydløs", "noiseless", "completely silent" ("silent" alone names models and modes), and "0 dB".
 * A hedge ("nästan ljudlös", "närmast ljudlös", "nearly silent") is no such claim.
 */
const SILENT = rx(
  `${L}(?:(nästan|nästintill|näst intill|närmast|i princip|praktiskt taget|så gott som|nærmest|næsten|nesten|nearly|almost|virtually|practically) )?(?:helt |totalt |fullständigt |100 ?% |completely |totally |fully )?(?:ljudlös\\p{L}*|lydløs\\p{L}*|lydlös\\p{L}*|noiseless|soundless|(?<=(?:completely|totally|fully|100 ?%) )silent)${R}`,
  'giu',
);
/** "inte helt ljudlös", "ingen kyl är ljudlös": a negated claim claims nothing. */
const NEGATED_BEFORE = rx(`${L}(?:inte|ej|icke|aldrig|ingen|inget|not|never|no|ikke|ingen|aldri)(?: \\p{L}+){0,3} ?$`);
const MAY_BE_SILENT = /ljudl|lydl|silent|noiseless|soundless|(?<![\d.,])0 ?db/iu;

/** Whether the clauses claim silence; a level in dB beside such a claim contradicts it. */
export function silenceIn(all: readonly string[]): boolean {
  const clauses = mentioning(all, MAY_BE_SILENT);
  for (const [match, clause] of matches(clauses, SILENT)) {
    if (match[1] === undefined && !NEGATED_BEFORE.test(before(clause, match, 40))) return true;
  }
  for (const [match, clause] of matches(clauses, NOISE_VALUE)) {
    if (toNumber(match[1] ?? '') === 0 && !NEGATED_BEFORE.test(before(clause, match, 40))) return true;
  }
  return false;
}

/**
 * The product's noise level in dB; none where the text also claims silence, since a page
 * showing the level beside that text would contradict it (issue 35 §5).
 */
export function noiseIn(all: readonly string[]): number | null {
  return silenceIn(all) ? null : levelIn(all);
}

/** The noise level the clauses state, whatever else they claim. */
function levelIn(all: readonly string[]): number | null {
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

/** Whether a product's name or description claims it makes no sound ("helt ljudlös", "0 dB"). */
export function claimsSilence(name: string, description: string): boolean {
  // The cheap test on the raw text first: almost no text claims silence, and cutting it into clauses costs more.
  if (!MAY_BE_SILENT.test(name) && !MAY_BE_SILENT.test(description)) return false;
  const texts = textsOf(name, description);
  return silenceIn(texts.name) || silenceIn(texts.description);
}

/**
 * The level a text states beside its own claim of silence, left out of its facts, for the
 * pull's warning; null when there is no such conflict.
 */
export function levelBesideSilence(name: string, description: string): number | null {
  if (!claimsSilence(name, description)) return null;
  return nameFirst(textsOf(name, description), levelIn);
}
