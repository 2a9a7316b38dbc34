import type { EnergyClass } from '../../shared/product-facts';
import { nameFirst, textsOf } from './clauses';
import { earliest, type Found, L, matches, mentioning, otherProductsBefore } from './scan';

function rx(source: string, flags = 'iu'): RegExp {
  return new RegExp(source, flags);
}

// ----------------------------------------------------------- energy class

/**
 * "Energiklass: G", "energiklassen är F", "Energiklass (A–G): E",
 * "Energimärkning: klass D". Old-scale classes ("A+", "A++") are not the
 * A–G scale and are not read; a scale "A–G" alone is not a class.
 */
const ENERGY = rx(
  `${L}(?:(?:eu[-:s ]*)?energi(?:effektivitets)?(?:klass|märkning|märke)(?:en|e|n|ning)?\\*?(?: ?\\([^()]{0,20}\\))? ?(?:[:=]|är)?|energi ?:|energy (?:efficiency )?(?:class|rating) ?:?|^klass ?[:=]?) ?(?:klass ?)?([A-G])(?![\\p{L}\\p{N}+\\-–—]| ?(?:[–—-]|till) ?[A-G](?![\\p{L}]))`,
  'giu',
);

export function energyIn(all: readonly string[]): EnergyClass | null {
  const clauses = mentioning(all, /energ|klass|rating/iu);
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
