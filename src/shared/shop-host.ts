/**
 * A shop's host as the shops table keeps it (issue 36): lower case, Unicode
 * rather than punycode (`hemmakällaren.se`, not `xn--hemmakllaren-lcb.se`),
 * without a leading `www.`, so a host written by a person (`WWW.Hemmakällaren.SE`,
 * `https://www.hemmakallaren.com/`) and one read from a link compare equal.
 *
 * Pure and without Node built-ins, for every phase: the URL parser applies
 * IDNA's mapping (case, width, full stops) and gives the ASCII form; the
 * punycode labels are then decoded here (RFC 3492, section 6.2).
 */
export function normaliseHost(host: string): string {
  const written = host.trim();
  let hostname: string;
  try {
    hostname = new URL(written.includes('://') ? written : `http://${written}`).hostname;
  } catch {
    return written.toLowerCase();
  }
  if (hostname.endsWith('.')) hostname = hostname.slice(0, -1);
  const unicode = hostname
    .split('.')
    .map((label) => (label.startsWith('xn--') ? (decodePunycode(label.slice(4)) ?? label) : label))
    .join('.');
  return unicode.startsWith('www.') ? unicode.slice(4) : unicode;
}

const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 128;
/** A label is at most 63 characters; this bounds the arithmetic far below Number's safe range. */
const MAX_DELTA = 0x7fffffff;

function adapt(delta: number, points: number, first: boolean): number {
  let scaled = first ? Math.floor(delta / DAMP) : delta >> 1;
  scaled += Math.floor(scaled / points);
  let k = 0;
  while (scaled > ((BASE - T_MIN) * T_MAX) >> 1) {
    scaled = Math.floor(scaled / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * scaled) / (scaled + SKEW));
}

function digitOf(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 22;
  if (code >= 0x41 && code <= 0x5a) return code - 0x41;
  if (code >= 0x61 && code <= 0x7a) return code - 0x61;
  return BASE;
}

/** The Unicode text of a punycode label without its `xn--`, or null when it is not valid punycode. */
export function decodePunycode(input: string): string | null {
  const output: number[] = [];
  const basic = Math.max(input.lastIndexOf('-'), 0);
  for (let j = 0; j < basic; j += 1) {
    const code = input.charCodeAt(j);
    if (code >= 0x80) return null;
    output.push(code);
  }
  let n = INITIAL_N;
  let bias = INITIAL_BIAS;
  let i = 0;
  let index = basic > 0 ? basic + 1 : 0;
  while (index < input.length) {
    const before = i;
    let weight = 1;
    for (let k = BASE; ; k += BASE) {
      if (index >= input.length) return null;
      const digit = digitOf(input.charCodeAt(index));
      index += 1;
      if (digit >= BASE) return null;
      i += digit * weight;
      if (i > MAX_DELTA) return null;
      const threshold = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < threshold) break;
      weight *= BASE - threshold;
      if (weight > MAX_DELTA) return null;
    }
    const length = output.length + 1;
    bias = adapt(i - before, length, before === 0);
    n += Math.floor(i / length);
    i %= length;
    if (n > 0x10ffff) return null;
    output.splice(i, 0, n);
    i += 1;
  }
  return String.fromCodePoint(...output);
}
