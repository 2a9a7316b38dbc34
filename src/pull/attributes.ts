/**
 * Attributes a real feed states only in prose. They are read from the name
 * first (most specific), then the description's plain text; spec §3 uses them in titles,
 * and later filters (bottles, zones) build on them.
 */

const CAPACITY = /(\d{1,4})\s*(?:st\.?\s*)?(?:flaskor|flaskors|butelj(?:er)?|vinflaskor|bottles?)\b/iu;

const ZONE_WORDS: ReadonlyMap<string, number> = new Map(
  Object.entries({
    en: 1,
    ett: 1,
    enkel: 1,
    två: 2,
    dubbel: 2,
    dubbla: 2,
    tre: 3,
    fyra: 4,
  }),
);
const ZONES =
  /(\d|en|ett|enkel|två|dubbel|dubbla|tre|fyra)[\s-]*(?:separata\s+|olika\s+|oberoende\s+)?(?:temperatur)?zon(?:er)?\b/iu;
const ZONE_COMPOUND = /\b(en|dubbel|tre)zons?\b/iu;

function fromText<T>(texts: readonly string[], read: (text: string) => T | null): T | null {
  for (const text of texts) {
    const value = read(text);
    if (value !== null) return value;
  }
  return null;
}

export function readCapacity(name: string, descriptionText: string): number | null {
  return fromText([name, descriptionText], (text) => {
    const match = CAPACITY.exec(text);
    const value = match ? Number(match[1]) : Number.NaN;
    return value > 0 && value <= 5000 ? value : null;
  });
}

export function readTemperatureZones(name: string, descriptionText: string): number | null {
  return fromText([name, descriptionText], (text) => {
    const match = ZONES.exec(text) ?? ZONE_COMPOUND.exec(text);
    const word = match?.[1]?.toLocaleLowerCase('sv-SE');
    if (!word) return null;
    const value = /^\d$/.test(word) ? Number(word) : (ZONE_WORDS.get(word) ?? null);
    return value !== null && value >= 1 && value <= 4 ? value : null;
  });
}
