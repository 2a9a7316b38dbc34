import { MAX_EXTRAS_TEXT } from './limits';

/**
 * Adtraction's `Extras` column packs the fields its layout has no column
 * for as `{KEY#value}` pairs, one after another: `{COLOR#Svart}{SIZE#60 cm}`.
 * Read with one scan from brace to brace (no pattern), keys in upper case;
 * a pair without its `#` or its closing brace is left out.
 */
export function readExtras(raw: string | null): ReadonlyMap<string, string> {
  const pairs = new Map<string, string>();
  if (raw === null) return pairs;
  const text = raw.length > MAX_EXTRAS_TEXT ? raw.slice(0, MAX_EXTRAS_TEXT) : raw;
  let at = text.indexOf('{');
  while (at !== -1) {
    const close = text.indexOf('}', at + 1);
    if (close === -1) break;
    // A brace opened again before this one closed: the pair is the last one opened.
    const open = text.lastIndexOf('{', close);
    const pair = text.slice(open + 1, close);
    const hash = pair.indexOf('#');
    if (hash > 0) {
      const key = pair.slice(0, hash).trim().toUpperCase();
      const value = pair.slice(hash + 1).trim();
      if (key !== '' && value !== '' && !pairs.has(key)) pairs.set(key, value);
    }
    at = text.indexOf('{', close + 1);
  }
  return pairs;
}

/** The keys shops use for the colour, in the order tried. */
const COLOUR_KEYS = ['COLOR', 'COLOUR', 'FÄRG', 'FARG', 'FARVE', 'FARGE'];

/** The colour an `Extras` field states, or null. */
export function colourOf(extras: ReadonlyMap<string, string>): string | null {
  for (const key of COLOUR_KEYS) {
    const value = extras.get(key);
    if (value !== undefined) return value;
  }
  return null;
}
