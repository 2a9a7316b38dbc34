/**
 * Hosts as shops are matched by (issue 36): the pull matches a feed row's
 * link to a row of the `shops` table, and the feed importer matches a feed's
 * links to its shop, by the same rule, so the two never disagree about
 * which shop a link belongs to.
 *
 * Pure, with no Node built-ins (node:url's domainToUnicode is not in the
 * browser), so every phase may use it: an internationalised label is
 * decoded with Punycode (RFC 3492) here.
 */

/** Punycode's parameters (RFC 3492 §5). */
const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 128;
const MAX_INT = 0x7fff_ffff;

/** The ACE prefix of an internationalised label (IDNA). */
const ACE_PREFIX = 'xn--';

function adapt(delta: number, points: number, first: boolean): number {
  let d = first ? Math.floor(delta / DAMP) : delta >> 1;
  d += Math.floor(d / points);
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW));
}

/** A Punycode digit's value, or BASE for a character that is none. */
function digitOf(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 22;
  if (code >= 0x41 && code <= 0x5a) return code - 0x41;
  if (code >= 0x61 && code <= 0x7a) return code - 0x61;
  return BASE;
}

/** RFC 3492 §6.2: the code points a Punycode string encodes, or null when it is not valid Punycode. */
function decodePunycode(input: string): string | null {
  const output: number[] = [];
  const delimiter = input.lastIndexOf('-');
  for (let j = 0; j < Math.max(delimiter, 0); j += 1) {
    const code = input.charCodeAt(j);
    if (code >= 0x80) return null;
    output.push(code);
  }
  let n = INITIAL_N;
  let i = 0;
  let bias = INITIAL_BIAS;
  for (let index = delimiter > 0 ? delimiter + 1 : 0; index < input.length; ) {
    const previous = i;
    let w = 1;
    for (let k = BASE; ; k += BASE) {
      if (index >= input.length) return null;
      const digit = digitOf(input.charCodeAt(index));
      index += 1;
      if (digit >= BASE || digit > Math.floor((MAX_INT - i) / w)) return null;
      i += digit * w;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      if (w > Math.floor(MAX_INT / (BASE - t))) return null;
      w *= BASE - t;
    }
    const length = output.length + 1;
    bias = adapt(i - previous, length, previous === 0);
    if (Math.floor(i / length) > MAX_INT - n) return null;
    n += Math.floor(i / length);
    i %= length;
    if (n > 0x10_ffff || (n >= 0xd800 && n <= 0xdfff)) return null;
    output.splice(i, 0, n);
    i += 1;
  }
  return String.fromCodePoint(...output);
}

/**
 * What a decoded label must look like to be read as letters: letters, marks
 * and digits with single inner hyphens, at least one of them beyond ASCII
 * (an all-ASCII label is never written as Punycode), already in NFC. A
 * label that decodes to anything else (a control character, a symbol, a
 * space) is not a name a shop could register, and stays as written.
 */
const READABLE_LABEL = /^[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*$/u;

function hasNonAscii(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) > 0x7f) return true;
  return false;
}

function decodeLabel(label: string): string {
  if (!label.startsWith(ACE_PREFIX)) return label;
  const decoded = decodePunycode(label.slice(ACE_PREFIX.length));
  if (decoded === null || !READABLE_LABEL.test(decoded) || !hasNonAscii(decoded)) return label;
  return decoded.normalize('NFC') === decoded ? decoded.toLowerCase() : label;
}

/**
 * A host with its internationalised labels decoded (`xn--vinkllaren-t5a.se`
 * → `vinkällaren.se`), lowercased; a label that does not decode to letters
 * stays as written (`xn--a.se` stays `xn--a.se`). Nothing else changes.
 */
export function hostToUnicode(host: string): string {
  return host.toLowerCase().split('.').map(decodeLabel).join('.');
}

/**
 * The one form a host is compared in (issue 36): trimmed, lowercased,
 * internationalised labels decoded to their letters, NFC, no trailing dot
 * and no leading `www.`. `WWW.xn--Vinkllaren-T5A.SE.`, `www.vinkällaren.se`
 * and `vinkällaren.se` are all `vinkällaren.se`, the form `shops.hosts`
 * stores. Only the first `www.` goes: `www.www.x.se` is `www.x.se`.
 */
export function normaliseHost(host: string): string {
  const decoded = hostToUnicode(host.trim().normalize('NFC').replace(/\.$/u, ''));
  return decoded.startsWith('www.') ? decoded.slice('www.'.length) : decoded;
}

/**
 * The host and each parent domain of at least two labels, most specific
 * first (`butik.kylmagasinet.se` → itself, `kylmagasinet.se`): a shop whose
 * `hosts` holds its domain also owns the subdomains its links use
 * (`m.`, `shop.`), and a top-level domain alone owns nothing.
 */
export function hostAndParents(normalisedHost: string): string[] {
  const labels = normalisedHost.split('.');
  const hosts: string[] = [];
  for (let i = 0; i <= labels.length - 2; i += 1) hosts.push(labels.slice(i).join('.'));
  return hosts.length > 0 ? hosts : [normalisedHost];
}
