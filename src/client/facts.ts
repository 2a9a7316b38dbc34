/**
 * The product facts as browser code knows them (issue 37 §1): the fact
 * registry's browser-facing parts (src/shared/fact-registry.ts
 * `browserFacts`: value types, listing columns and filters, card parts), a
 * constant the build defines, so the registry's rows (labels, page, compare
 * and structured-data parts, their copy) never reach a visitor's browser.
 * Read here only, so the bundle holds the data once.
 */
import type { BrowserFact, BrowserFacts, BrowserType } from '../shared/fact-registry';
import { formatDecimal } from '../shared/format';

export const BROWSER_FACTS: BrowserFacts = __FACTS__;

/** The facts with a part, in the order of the registry's rows. */
export function browserFactsWith(part: 'column' | 'card'): readonly BrowserFact[] {
  return BROWSER_FACTS.facts.filter((fact) => fact[part] !== undefined);
}

/** A record of a value per key, in the keys' order. */
export function byKey<K extends string, V>(keys: readonly K[], value: (key: K) => V): Record<K, V> {
  return Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>;
}

/** A value a fact's column or a card's tuple may hold: a number, a choice's value, a flag. */
export type BrowserValue = number | string | boolean;

/** Whether a value is one of a value type (or null); a foreign value makes a card chunk's entry no card. */
export function isValueOf(type: BrowserType, value: unknown): boolean {
  if (value === null) return true;
  if (type.kind === 'choice') return type.values.some((known) => known === value);
  if (type.kind === 'flag') return typeof value === 'boolean';
  return typeof value === 'number' && Number.isFinite(value);
}

/** A stated value as a card's facts line writes it: a number the Swedish way ("59,5"), a choice as it is. */
export const formattedValue = (value: BrowserValue): string =>
  typeof value === 'number' ? formatDecimal(value) : String(value);
