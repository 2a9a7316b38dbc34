import { nameFirst, textsOf } from './clauses';
import { earliest, endsAt, type Found, L, matches, mentioning, otherProductsBefore, R, RANGE_BEFORE } from './scan';

function rx(source: string, flags = 'iu'): RegExp {
  return new RegExp(source, flags);
}

// ------------------------------------------------------- temperature zones

const ZONE_WORDS: ReadonlyMap<string, number> = new Map(
  Object.entries({
    '1': 1,
    '2': 2,
    '3': 3,
    '4': 4,
    en: 1,
    ett: 1,
    enkel: 1,
    två: 2,
    dubbel: 2,
    dubbla: 2,
    tre: 3,
    trippel: 3,
    fyra: 4,
    single: 1,
    dual: 2,
    double: 2,
    triple: 3,
    // English and Norwegian/Danish counts ("two zones", "to soner", "én sone").
    one: 1,
    two: 2,
    three: 3,
    to: 2,
    én: 1,
  }),
);
const ZONE_COUNT = '(\\d|en|ett|enkel|två|dubbel|dubbla|tre|trippel|fyra|one|two|three|to|én)';
const ZONE_ADJECTIVES =
  '(?:st\\.?|separata|separat|olika|oberoende|individuella|individuellt|enskilda|självständiga|egna|reglerbara|justerbara|inställbara|styrda|enda|helt)';
const ZONE_NOUN = '(?:(?:temperatur|temp\\.? ?|kyl|klimat|lagrings)?zon(?:er)?|(?:temperature )?zones?|soner?)';

/** "två separata temperaturzoner", "1 zon", "en enda zon", "2 st temperaturzoner". */
const ZONES_STATED = rx(
  `${L}${ZONE_COUNT}(?:[ -]+${ZONE_ADJECTIVES}(?![\\p{L}\\p{N}])){0,3}[ -]*${ZONE_NOUN}${R}`,
  'giu',
);
/** "dubbelzon", "tvåzonsvinkyl", "2-zons", "enzons". */
const ZONES_COMPOUND = rx(`${L}${ZONE_COUNT}[ -]?zons?(?:vinkyl|kyl|modell|skåp)?\\p{L}*`, 'giu');
/** "Dual Zone", "single zone". */
const ZONES_ENGLISH = rx(`${L}(single|dual|double|triple)[ -]*(?:temperature[ -]*)?zones?${R}`, 'giu');
/** "Temperaturzoner: 2", "Antal zoner: 1" (not "Temperaturzon: 5–18 °C"). */
const ZONES_LABEL = rx(
  `${L}(?:antal )?(?:${ZONE_NOUN}(?: ?\\(antal\\))? ?[:=]|(?:temperatur|kyl|klimat)?zoner|(?:number of )?(?:temperature |climate |cooling )?zones ?:?) ?(\\d|en|ett|enkel|två|dubbel|tre|trippel|fyra|single|dual|double|triple)(?![\\p{L}\\p{N}]|[.,]\\d| ?[–—-] ?\\d| ?°)`,
  'giu',
);
/** "en zon för rött och en för vitt": two zones, though "en zon" comes first. */
const ZONES_PAIR = rx(
  `${L}en (?:temperatur)?zon (?:för|till) [^.;:]{1,40}? och en (?:(?:temperatur)?zon )?(?:för|till)${R}`,
  'giu',
);
/** "Zon 1: 5–10 °C … Zon 2: 10–18 °C": numbered zones. */
const ZONE_NUMBERED = rx(`${L}zon ?([1-4]) ?[:(–—-]`, 'giu');
/** "övre zon 5–11 °C, nedre zon 12–18 °C": zones by position. */
const ZONE_POSITIONS = rx(`${L}(övre|nedre|mellersta|översta|nedersta) (?:temperatur)?zon(?:en)?${R}`, 'giu');

export function zonesIn(all: readonly string[]): number | null {
  const clauses = mentioning(all, /zon|sone/iu);
  const found: Found<number>[] = [];
  const forOthers = otherProductsBefore();
  const add = (match: RegExpExecArray, clause: string, order: number, word: string | undefined) => {
    if (forOthers(clause, match.index)) return;
    const value = ZONE_WORDS.get((word ?? '').toLocaleLowerCase('sv-SE'));
    if (value !== undefined) found.push({ value, order });
  };
  for (const [match, clause, order] of matches(clauses, ZONES_PAIR)) {
    if (!forOthers(clause, match.index)) found.push({ value: 2, order: order - 0.5 });
  }
  for (const pattern of [ZONES_STATED, ZONES_COMPOUND, ZONES_ENGLISH, ZONES_LABEL]) {
    for (const [match, clause, order] of matches(clauses, pattern)) {
      if (endsAt(RANGE_BEFORE, clause, match.index)) continue;
      add(match, clause, order, match[1]);
    }
  }
  const stated = earliest(found);
  if (stated !== null) return stated;
  // No count stated: zones numbered or named by position still say how many there are.
  const numbers = new Set<number>();
  for (const [match] of matches(clauses, ZONE_NUMBERED)) numbers.add(Number(match[1]));
  if (numbers.has(1) && numbers.size >= 2) return Math.max(...numbers);
  const positions = new Set<string>();
  for (const [match] of matches(clauses, ZONE_POSITIONS)) {
    const word = (match[1] ?? '').toLocaleLowerCase('sv-SE');
    positions.add(word === 'översta' ? 'övre' : word === 'nedersta' ? 'nedre' : word);
  }
  return positions.has('övre') && positions.has('nedre') ? positions.size : null;
}

/** Number of temperature zones the name or description states. */
export function readTemperatureZones(name: string, description: string): number | null {
  return nameFirst(textsOf(name, description), zonesIn);
}
