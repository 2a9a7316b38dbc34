import { MAX_VALUE_TEXT } from './limits';

/**
 * The dates a sale price holds between (issue 36: a sale price counts only
 * while its effective dates hold). Google Merchant's
 * `sale_price_effective_date` is an ISO 8601 range, start and end
 * separated by a slash, each `YYYY-MM-DDThh:mm[±hhmm]` or `…Z`; without a
 * time the sale starts at 00:00 on its first day and ends at 23:59 on its
 * last, and without a zone the time is UTC (support.google.com/merchants
 * answer 6324460). Awin's `valid_from` and `valid_to` are read the same
 * way, and so are timestamps in seconds or milliseconds (Tradedoubler's).
 */

/** A sale window: instants in milliseconds, either side open. */
export interface Window {
  readonly from: number | null;
  readonly to: number | null;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/u;

/**
 * An instant from a feed's date text, or null when it is none. A date
 * without a time is its first moment, or its last when `end` is set.
 */
export function readInstant(raw: string, end: boolean): number | null {
  if (raw.length > MAX_VALUE_TEXT) return null;
  const text = raw.trim();
  if (/^\d{9,13}$/u.test(text)) {
    const number = Number(text);
    return text.length >= 12 ? number : number * 1000;
  }
  const match = ISO.exec(text);
  if (!match) return null;
  const [, year, month, day, hour, minute, second, zone] = match;
  const y = Number(year);
  const mo = Number(month);
  const d = Number(day);
  const timed = hour !== undefined;
  const h = timed ? Number(hour) : end ? 23 : 0;
  const mi = timed ? Number(minute) : end ? 59 : 0;
  const s = second !== undefined ? Number(second) : !timed && end ? 59 : 0;
  const ms = !timed && end ? 999 : 0;
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59) return null;
  const utc = Date.UTC(y, mo - 1, d, h, mi, s, ms);
  // Date.UTC rolls 31 February over into March; a date that does not exist is no date.
  if (new Date(utc).getUTCDate() !== d) return null;
  return utc - offsetMinutes(zone) * 60_000;
}

function offsetMinutes(zone: string | undefined): number {
  if (zone === undefined || zone === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = digits.length > 2 ? Number(digits.slice(2, 4)) : 0;
  return sign * (hours * 60 + minutes);
}

/** Google's range "start/end"; null when either side is not a date. */
export function readRange(raw: string): Window | null {
  if (raw.length > 2 * MAX_VALUE_TEXT) return null;
  const slash = raw.indexOf('/');
  if (slash === -1 || raw.indexOf('/', slash + 1) !== -1) return null;
  const from = readInstant(raw.slice(0, slash), false);
  const to = readInstant(raw.slice(slash + 1), true);
  return from === null || to === null ? null : { from, to };
}

/** Whether `now` lies in the window (both ends included). */
export function holds(window: Window, now: number): boolean {
  return (window.from === null || window.from <= now) && (window.to === null || now <= window.to);
}

/** An instant as the report writes it: the day and time in UTC, "2026-11-01 23:59 UTC". */
export function showInstant(instant: number): string {
  return `${new Date(instant).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
