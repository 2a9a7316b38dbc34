/**
 * Hosts as shops are matched by (issue 36): the pull matches a feed row's
 * link to a row of the `shops` table, and the feed importer matches a feed's
 * links to its shop, by the same rule, so the two never disagree about
 * which shop a link belongs to.
 *
 * Pure, with no Node built-ins (node:url's domainToUnicode is not in the
 * browser), so every phase may use it: an internationalised label is
 * decoded with punycode.js (RFC 3492), the library Node's own deprecated
 * module was.
 */
import { decode } from 'punycode/punycode.es6.js';

/** The ACE prefix of an internationalised label (IDNA). */
const ACE_PREFIX = 'xn--';

/** The Unicode text of a Punycode label without its prefix, or null when it is not valid Punycode. */
function decodePunycode(input: string): string | null {
  try {
    return decode(input);
  } catch {
    // punycode.js throws a RangeError on overflow, a non-basic code point or an invalid digit.
    return null;
  }
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

/** The host of a link a person pastes for a host (`https://www.x.se/produkt`); anything else as it is. */
function hostOf(text: string): string {
  if (!text.includes('/')) return text;
  try {
    return new URL(text.includes('://') ? text : `http://${text}`).hostname;
  } catch {
    return text;
  }
}

/**
 * The one form a host is compared in (issue 36): trimmed, lowercased,
 * internationalised labels decoded to their letters, NFC, no trailing dot
 * and no leading `www.`. `WWW.xn--Vinkllaren-T5A.SE.`, `www.vinkällaren.se`
 * and `vinkällaren.se` are all `vinkällaren.se`, the form `shops.hosts`
 * stores. Only the first `www.` goes: `www.www.x.se` is `www.x.se`.
 */
export function normaliseHost(host: string): string {
  const decoded = hostToUnicode(hostOf(host.trim()).normalize('NFC').replace(/\.$/u, ''));
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
