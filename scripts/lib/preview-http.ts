/**
 * The HTTP hygiene of the preview server (scripts/lib/preview-server.ts), as pure
 * functions: which requests are malformed (answered 400 before anything is
 * routed), how a request path becomes segments and files, and how every
 * Location the server emits is made safe.
 *
 * Principles:
 * - The path is split on its literal `/` first and each segment is decoded on
 *   its own, exactly once. An encoded slash (`%2F`) stays inside its segment,
 *   so it can never become a directory separator, and `..` is never resolved:
 *   a `.` or `..` segment (raw or encoded) is refused. Browsers remove dot
 *   segments before sending, so only a hand-made request carries one.
 * - Only segments that can name a file inside the served folder reach the
 *   file system; everything else can still match a redirect rule (Netlify
 *   matches the decoded path, so `/a%2Fb` is `/a/b` for the rules).
 * - A Location is always root-relative (one leading `/`) unless a rule names
 *   another origin on purpose; it is never protocol-relative (`//host`,
 *   `/\host`), which browsers would follow to another site.
 */
import path from 'node:path';

/** A request that may be routed. */
export interface AcceptedRequest {
  readonly ok: true;
  /** The host the request is for (`127.0.0.1:4321`), validated; from the Host header. */
  readonly host: string;
  /** Decoded path segments: `/` → `['']`, `/a/b/` → `['a', 'b', '']`, `/a%2Fb` → `['a/b']`. */
  readonly segments: readonly string[];
  /** The query string with its `?`, normalised like a browser's (`''` when there is none). */
  readonly search: string;
}

/** A malformed request: answer 400 with the reason. */
export interface RejectedRequest {
  readonly ok: false;
  /** Short English reason, fixed text (never echoes the request). */
  readonly reason: string;
}

export type RequestCheck = AcceptedRequest | RejectedRequest;

export interface RequestInput {
  /** The request target as received (`req.url`). */
  readonly target: string;
  /** Every Host header of the request, in order (`hostHeaders(req.rawHeaders)`). */
  readonly hostHeaders: readonly string[];
  /** `1.1`, `1.0`: HTTP/1.1 requires a Host header, HTTP/1.0 does not. */
  readonly httpVersion: string;
  /** The host to assume for an HTTP/1.0 request without one (the server's own). */
  readonly defaultHost: string;
}

function reject(reason: string): RejectedRequest {
  return { ok: false, reason };
}

/** The values of every `Host` header in Node's `rawHeaders` (name, value, name, value, …). */
export function hostHeaders(rawHeaders: readonly string[]): string[] {
  const values: string[] = [];
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    if (rawHeaders[i]?.toLowerCase() === 'host') values.push(rawHeaders[i + 1] ?? '');
  }
  return values;
}

// A DNS name or IPv4 address (letters, digits, `.`, `-`, `_`) or a bracketed
// IPv6 literal, then an optional port. Stricter than RFC 3986's reg-name on
// purpose: no client of the preview needs sub-delims or percent-encoding in a
// host, and each of those is a way to make a URL parser disagree with us.
const HOST_PATTERN = /^(?:[A-Za-z0-9._-]+|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/;

/** A valid Host header value in lower case, or null. */
export function parseHost(value: string): string | null {
  const match = HOST_PATTERN.exec(value);
  if (!match) return null;
  const port = match[1];
  if (port !== undefined && Number(port) > 65_535) return null;
  try {
    // The WHATWG parser is what builds the URL the redirect engine sees: a
    // host it refuses (e.g. `1.2.3.4.5`, `[::g]`) must be refused here too.
    new URL(`http://${value}/`);
  } catch {
    return null;
  }
  return value.toLowerCase();
}

const ABSOLUTE_FORM = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/([^/?]*)(.*)$/;

/**
 * Validates a request before it is routed: the Host header, the request
 * target (origin-form `/path?query`, or absolute-form naming this host) and
 * the path's percent-encoding. Returns the decoded path segments and the
 * query, or the reason the request is malformed.
 */
export function checkRequest(input: RequestInput): RequestCheck {
  const { hostHeaders: hosts, target } = input;
  if (hosts.length > 1) return reject('more than one Host header');
  const rawHost = hosts[0] ?? (input.httpVersion === '1.0' ? input.defaultHost : undefined);
  if (rawHost === undefined) return reject('missing Host header');
  const host = parseHost(rawHost);
  if (host === null) return reject('invalid Host header');

  for (const char of target) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0x20 || code >= 0x7f) return reject('control, space or non-ASCII character in the request target');
  }
  // Browsers read `\` as `/` in http URLs (`/\host` is protocol-relative to them) and never send a fragment.
  if (target.includes('\\')) return reject('backslash in the request target');
  if (target.includes('#')) return reject('fragment in the request target');

  let originForm = target;
  const absolute = ABSOLUTE_FORM.exec(target);
  if (absolute) {
    const [, scheme = '', authority = '', rest = ''] = absolute;
    if (scheme.toLowerCase() !== 'http') return reject('absolute request target with a scheme other than http');
    if (parseHost(authority) !== host) return reject('absolute request target for another host');
    originForm = rest.startsWith('/') ? rest : `/${rest}`;
  }
  if (!originForm.startsWith('/')) return reject('request target is not a path');
  // An empty first segment makes the target a network-path reference (`//host/…`) to URL parsers.
  if (originForm.startsWith('//')) return reject('request target starts with //');

  const queryAt = originForm.indexOf('?');
  const rawPath = queryAt === -1 ? originForm : originForm.slice(0, queryAt);
  const query = queryAt === -1 ? '' : originForm.slice(queryAt + 1);
  const decoded = decodeSegments(rawPath);
  if (!decoded.ok) return decoded;

  const url = new URL(`http://${host}/`);
  url.search = query;
  return { ok: true, host, segments: decoded.segments, search: url.search };
}

const BAD_PERCENT = /%(?![0-9A-Fa-f]{2})/;
// Unicode's control characters (Cc): C0 controls, DEL and C1 controls.
const CONTROL = /\p{Cc}/u;

/**
 * Splits a percent-encoded absolute path on its literal `/` and decodes each
 * segment once. Refuses malformed or non-UTF-8 percent-encoding, control
 * characters and dot segments (`.`, `..`, also encoded): they are never
 * resolved.
 */
export function decodeSegments(rawPath: string): { readonly ok: true; readonly segments: string[] } | RejectedRequest {
  if (!rawPath.startsWith('/')) return reject('path does not start with /');
  const segments: string[] = [];
  for (const raw of rawPath.slice(1).split('/')) {
    if (BAD_PERCENT.test(raw)) return reject('invalid percent-encoding in the path');
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return reject('percent-encoding in the path is not UTF-8');
    }
    if (CONTROL.test(segment)) return reject('control character in the path');
    if (segment === '.' || segment === '..') return reject('dot segment in the path');
    segments.push(segment);
  }
  return { ok: true, segments };
}

/** The decoded path Netlify's engine and header rules match: segments joined by `/`. */
export function decodedPath(segments: readonly string[]): string {
  return `/${segments.join('/')}`;
}

/** The path for a URL: each segment percent-encoded, so a `/` inside a segment stays `%2F`. */
export function encodeSegments(segments: readonly string[]): string {
  return `/${segments.map(encodeURIComponent).join('/')}`;
}

/** Whether a decoded segment can name a file or folder: not empty, not a dot segment, no separator or control. */
export function isFileSegment(segment: string): boolean {
  return segment !== '' && segment !== '.' && segment !== '..' && !/[/\\]/.test(segment) && !CONTROL.test(segment);
}

/**
 * The file under `dir` that decoded segments name, or null when a segment
 * cannot name a file or the result would leave `dir` (checked again after
 * joining, in case a platform reads a segment differently).
 */
export function fileIn(dir: string, segments: readonly string[]): string | null {
  if (segments.length === 0 || !segments.every(isFileSegment)) return null;
  const root = path.resolve(dir);
  const filePath = path.join(root, ...segments);
  const relative = path.relative(root, filePath);
  if (relative === '' || path.isAbsolute(relative) || relative.split(path.sep)[0] === '..') return null;
  return filePath;
}

export class UnsafeLocationError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'UnsafeLocationError';
  }
}

/**
 * A Location header value that stays on this site unless it names another
 * http(s) origin on purpose (a rule's absolute target):
 * - an absolute URL of `origin` itself becomes root-relative;
 * - characters a header cannot carry or browsers strip (controls, spaces,
 *   non-ASCII) are percent-encoded, so none can hide a second slash;
 * - a leading run of `/` and `\` collapses to one `/` (never `//host` or
 *   `/\host`), and a value without one gets it;
 * - any other `\` is percent-encoded.
 * Throws UnsafeLocationError for an absolute URL that is not http(s) (e.g.
 * `javascript:`): only a broken rule produces one, a server-side bug.
 */
export function safeLocation(location: string, origin: string): string {
  let relative = location;
  if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(location)) {
    let url: URL;
    try {
      url = new URL(location);
    } catch (error) {
      throw new UnsafeLocationError('redirect target is not a valid URL', { cause: error });
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new UnsafeLocationError(`redirect target has the scheme ${url.protocol}, not http(s)`);
    }
    if (url.origin !== origin) return url.href;
    relative = `${url.pathname}${url.search}${url.hash}`;
  }
  let encoded = '';
  for (const char of relative) {
    const code = char.codePointAt(0) ?? 0;
    if (code > 0x20 && code < 0x7f) encoded += char;
    else encoded += encodeCodePoint(char);
  }
  return `/${encoded.replace(/^[/\\]+/, '').replaceAll('\\', '%5C')}`;
}

function encodeCodePoint(char: string): string {
  try {
    return encodeURIComponent(char);
  } catch {
    // A lone surrogate has no UTF-8 form: U+FFFD, as a browser would send it.
    return '%EF%BF%BD';
  }
}

/** Status for a request Node's parser refused (its own defaults): too large headers 431, timeout 408, else 400. */
export function clientErrorStatus(code: string | undefined): 400 | 408 | 413 | 431 {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return 413;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}
