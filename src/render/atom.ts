/**
 * An Atom 1.0 feed document (RFC 4287) as a string: pure, data in and XML
 * out, every value escaped here. tests/site/deals-feed.test.ts validates the
 * built feeds against the RFC's RELAX NG schema (Appendix B) with jing.
 */

export interface AtomPerson {
  readonly name: string;
  readonly uri?: string;
}

export interface AtomLink {
  readonly href: string;
  readonly rel: 'self' | 'alternate';
  readonly type: string;
}

export interface AtomEntry {
  /** A permanent, unique IRI: a tag: URI or a URL. */
  readonly id: string;
  readonly title: string;
  /** RFC 3339 date-time. */
  readonly updated: string;
  readonly link: string;
  readonly summary: string;
}

export interface AtomFeed {
  readonly id: string;
  readonly title: string;
  readonly subtitle: string;
  readonly updated: string;
  readonly author: AtomPerson;
  readonly links: readonly AtomLink[];
  /** Language of its text (xml:lang), e.g. "sv". */
  readonly lang: string;
  readonly entries: readonly AtomEntry[];
}

const ESCAPES: ReadonlyMap<string, string> = new Map([
  ['&', '&amp;'],
  ['<', '&lt;'],
  ['>', '&gt;'],
  ['"', '&quot;'],
  ["'", '&apos;'],
]);

/**
 * Characters XML 1.0 does not allow at all, not even escaped: C0 controls
 * other than tab, line feed and carriage return, and U+FFFE and U+FFFF.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding the control characters XML forbids is the point.
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text or an attribute value made safe for XML: escaped, and without characters XML cannot carry. */
export function escapeXml(value: string): string {
  // A lone surrogate cannot be written in UTF-8 either.
  return value
    .toWellFormed()
    .replace(NOT_XML, '')
    .replace(/[&<>"']/g, (char) => ESCAPES.get(char) ?? char);
}

const element = (name: string, text: string): string => `<${name}>${escapeXml(text)}</${name}>`;

const link = ({ href, rel, type }: AtomLink): string =>
  `<link rel="${rel}" type="${escapeXml(type)}" href="${escapeXml(href)}"/>`;

const stockholmOffset = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Stockholm', timeZoneName: 'longOffset' });

/** Sweden's offset from UTC at an instant, in minutes ("GMT+01:00" → 60). */
function offsetMinutes(time: number): number {
  const name = stockholmOffset.formatToParts(time).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const sign = name.charAt(3) === '-' ? -1 : 1;
  const [hours = 0, minutes = 0] = name.slice(4).split(':').map(Number);
  return sign * (hours * 60 + minutes);
}

/**
 * An RFC 3339 date-time for midnight in Sweden of a YYYY-MM-DD day, with
 * the offset Sweden has at that midnight ("2026-11-19T00:00:00+01:00",
 * "2026-07-01T00:00:00+02:00"): the price history's days are Swedish days.
 */
export function swedishMidnight(day: string): string {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(utcMidnight)) throw new Error(`not a day: ${JSON.stringify(day)}`);
  // The offset at the local midnight itself: the clocks change at night, so a day's noon may have another.
  const offset = offsetMinutes(utcMidnight - offsetMinutes(utcMidnight) * 60_000);
  const abs = Math.abs(offset);
  const hhmm = `${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${day}T00:00:00${offset < 0 ? '-' : '+'}${hhmm}`;
}

/** The feed as a UTF-8 XML document. */
export function atomXml(feed: AtomFeed): string {
  const author = `<author>${element('name', feed.author.name)}${feed.author.uri ? element('uri', feed.author.uri) : ''}</author>`;
  const entries = feed.entries.map(
    (entry) =>
      '<entry>' +
      element('id', entry.id) +
      element('title', entry.title) +
      element('updated', entry.updated) +
      link({ href: entry.link, rel: 'alternate', type: 'text/html' }) +
      `<summary type="text">${escapeXml(entry.summary)}</summary>` +
      '</entry>',
  );
  return (
    '<?xml version="1.0" encoding="utf-8"?>\n' +
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(feed.lang)}">` +
    element('id', feed.id) +
    element('title', feed.title) +
    element('subtitle', feed.subtitle) +
    element('updated', feed.updated) +
    author +
    feed.links.map(link).join('') +
    entries.join('') +
    '</feed>\n'
  );
}
