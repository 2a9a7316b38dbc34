import { nameFirst, textsOf } from './clauses';
import { NUM } from './dimensions';
import {
  after,
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

export function noiseIn(all: readonly string[]): number | null {
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
