/**
 * The preview server: serves a built site on 127.0.0.1 the way Netlify's CDN
 * does, so the production routing can be tried and tested locally without
 * network. `npm run preview` (scripts/preview.ts) runs it; the site, routing
 * and browser tests and `npm run lighthouse` start it in-process.
 *
 * - redirects and rewrites from the same netlify.toml and dist/_redirects,
 *   parsed by @netlify/redirect-parser and matched by Netlify's own engine
 *   (netlify-redirector, through @netlify/redirects);
 * - pretty URLs: /x serves x.html (or x/index.html); /x/ is redirected (301)
 *   to /x with the query string when x.html exists; otherwise the trailing
 *   slash is dropped before rules are matched (Netlify normalises it itself);
 * - shadowing: an unforced rule never applies when a file serves the path;
 * - 301/302 with a relative Location that keeps the query string, and
 *   rewrites with their status (404 rewrites serve the target's body);
 * - custom headers from netlify.toml [[headers]] and dist/_headers, parsed by
 *   @netlify/headers-parser, on every file response (Netlify applies them to
 *   files it serves, not to redirects); Netlify's default
 *   `Cache-Control: public, max-age=0, must-revalidate` unless a rule sets one;
 * - a rewrite to `/.netlify/functions/{name}` runs that function in-process
 *   (the routing function of src/routing/routing-function.ts by default) with
 *   the request's own URL, as Netlify passes it, on the server's own origin;
 *   its Response is sent as it is;
 * - no rule and no file: dist/404.html with status 404;
 * - hostile input (scripts/lib/preview-http.ts): a malformed Host header or
 *   request target, bad percent-encoding, control characters or dot segments
 *   in the path are answered 400 before anything is routed; `..` is never
 *   resolved and an encoded `/` never becomes a directory separator, so no
 *   file outside the folder is served; every Location is root-relative and
 *   never protocol-relative (`//host`, `/\host`) unless a rule names another
 *   origin; a 500 (server bugs only) says nothing about the server.
 *
 * Percent-encoding: Netlify matches the decoded request path (see
 * src/routing/redirects.ts). @netlify/redirects decodes the request; the rules'
 * `from` paths, written percent-encoded as Netlify's docs require, are decoded
 * here once before they reach the engine, which compares literally.
 */
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { RedirectsHandler } from '@netlify/redirects';
import { FUNCTIONS_FOLDER } from '../../src/routing/routes';
import { createRoutingHandler, type RoutingHandler } from '../../src/routing/routing-function';
import {
  checkRequest,
  clientErrorStatus,
  decodedPath,
  decodeSegments,
  encodeSegments,
  fileIn,
  hostHeaders,
  safeLocation,
} from './preview-http';
import { ROOT } from './repo';

export const DEFAULT_PORT = 4321;
const HOST = '127.0.0.1';

export interface PreviewOptions {
  /** Folder to serve (the build output). */
  readonly dir: string;
  /** Port on 127.0.0.1; 0 picks a free one. Default 4321. */
  readonly port?: number;
  /** The netlify.toml whose [[redirects]] and [[headers]] apply; default the repository's. */
  readonly configPath?: string;
  /** Functions by name for rewrites to /.netlify/functions/{name}; default `routing` (the site's routing function). */
  readonly functions?: ReadonlyMap<string, RoutingHandler>;
}

const FUNCTIONS_PREFIX = `${FUNCTIONS_FOLDER}/`;

export interface Preview {
  /** Origin of the server, e.g. http://127.0.0.1:4321 */
  readonly url: string;
  close(): Promise<void>;
}

type RedirectsMatch = NonNullable<Awaited<ReturnType<RedirectsHandler['match']>>>;
type RedirectRule = ConstructorParameters<typeof RedirectsHandler>[0]['configRedirects'][number];

interface HeaderRule {
  readonly forRegExp: RegExp;
  readonly values: Readonly<Record<string, string>>;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
};

/** Files Netlify reads as configuration and never serves. */
const CONFIG_FILES = new Set(['_redirects', '_headers']);

/** Netlify's default for responses without a custom Cache-Control. */
const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

export function contentTypeFor(filePath: string): string {
  return CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

/** Redirect rules of `_redirects` (first) and netlify.toml, `from` decoded for the engine. */
export async function loadRedirectRules(dir: string, configPath: string): Promise<RedirectRule[]> {
  const { redirects, errors } = await parseAllRedirects({
    redirectsFiles: [path.join(dir, '_redirects')],
    netlifyConfigPath: configPath,
    configRedirects: [],
    minimal: true,
  });
  if (errors.length > 0) {
    throw new Error(`invalid redirect rules:\n${errors.map((error: Error) => error.message).join('\n')}`);
  }
  return (redirects as RedirectRule[]).map((rule) => ({ ...rule, from: decodeFrom(rule.from) }));
}

function decodeFrom(from: string): string {
  if (!from.startsWith('/')) return from;
  try {
    return decodeURIComponent(from);
  } catch {
    return from;
  }
}

/** Header rules of `_headers` and netlify.toml [[headers]]. */
export async function loadHeaderRules(dir: string, configPath: string): Promise<HeaderRule[]> {
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [path.join(dir, '_headers')],
    netlifyConfigPath: configPath,
    configHeaders: [],
    minimal: false,
  });
  if (errors.length > 0) {
    throw new Error(`invalid header rules:\n${errors.map((error) => error.message).join('\n')}`);
  }
  return headers.flatMap((header) => ('forRegExp' in header ? [header] : []));
}

export async function startPreview(options: PreviewOptions): Promise<Preview> {
  const dir = path.resolve(options.dir);
  const configPath = path.resolve(options.configPath ?? path.join(ROOT, 'netlify.toml'));
  const functions = options.functions ?? new Map([['routing', createRoutingHandler()]]);
  const [rules, headerRules] = await Promise.all([
    loadRedirectRules(dir, configPath),
    loadHeaderRules(dir, configPath),
  ]);

  // The handler also reads `_redirects` from projectDir and publicDir; point
  // both at an empty folder so the rules arrive only once, already decoded.
  const emptyDir = await mkdtemp(path.join(os.tmpdir(), 'preview-empty-'));
  const redirects = new RedirectsHandler({
    configRedirects: rules,
    projectDir: emptyDir,
    publicDir: emptyDir,
    jwtSecret: 'preview-has-no-signed-rules',
    jwtRoleClaim: 'app_metadata.authorization.roles',
  });

  // Requests whose response is still being written: a parse error on a later
  // pipelined request must not write a 400 into the middle of that response.
  const busy = new WeakSet<Duplex>();
  // requireHostHeader off: a missing Host is answered by checkRequest, with a body like every other 400.
  const server = http.createServer({ requireHostHeader: false }, (req, res) => {
    busy.add(req.socket);
    res.once('close', () => busy.delete(req.socket));
    handle(req, res).catch((error: unknown) => {
      // Details go to the terminal only; the client learns nothing about the server.
      console.error(error);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Internal error\n');
    });
  });
  // Requests Node's parser refuses (controls or non-ASCII in the target or a
  // header, a broken request line): the same short plain-text answer as ours.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable || busy.has(socket)) {
      socket.destroy();
      return;
    }
    const status = clientErrorStatus(error.code);
    const body = `${status === 400 ? 'Bad request' : (http.STATUS_CODES[status] ?? 'Error')}\n`;
    socket.end(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}\r\n` +
        'content-type: text/plain; charset=utf-8\r\n' +
        `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  });
  /** The server's own host, assumed for an HTTP/1.0 request without a Host header. */
  let ownHost = HOST;

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const check = checkRequest({
      target: req.url ?? '',
      hostHeaders: hostHeaders(req.rawHeaders),
      httpVersion: req.httpVersion,
      defaultHost: ownHost,
    });
    if (!check.ok) {
      badRequest(res, check.reason);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const { segments, search } = check;
    const origin = `http://${check.host}`;

    // Trailing slash: /x/ → /x when x.html exists; otherwise rules see /x.
    let requestSegments = segments;
    if (segments.length > 1 && segments.at(-1) === '') {
      const bare = withoutTrailingEmpty(segments);
      if (bare.length > 0 && (await fileAt(withHtml(bare)))) {
        redirect(res, 301, `${encodeSegments(bare)}${search}`, origin);
        return;
      }
      if (!(await fileAt([...segments.slice(0, -1), 'index.html']))) requestSegments = bare.length > 0 ? bare : [''];
    }
    const requestPath = decodedPath(requestSegments);

    const file = await resolveFile(requestSegments);
    const matchUrl = new URL(origin);
    matchUrl.pathname = encodeSegments(requestSegments);
    matchUrl.search = search;
    let match: RedirectsMatch | undefined;
    try {
      match = await redirects.match(new Request(matchUrl));
    } catch (error) {
      // The engine builds the target URL from the rule and the request (`/:splat`
      // of `/a/%2F%5Cb` is `//\b`, no URL at all): that request cannot be served.
      if (!isInvalidUrlError(error)) throw error;
      badRequest(res, 'the request path makes an invalid redirect target');
      return;
    }

    if (!match || (file && !match.force)) {
      if (file) return serveFile(req, res, file, 200, requestPath);
      return serveNotFound(req, res, requestPath);
    }
    return applyRule(req, res, match, requestPath, origin);
  }

  async function applyRule(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    match: RedirectsMatch,
    requestPath: string,
    origin: string,
  ): Promise<void> {
    if (match.redirect) {
      redirect(res, match.statusCode, match.external ? match.target.href : stripHash(match.targetRelative), origin);
      return;
    }
    if (match.external) {
      res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' }).end('Proxy rules are not previewed\n');
      return;
    }
    if (match.target.pathname.startsWith(FUNCTIONS_PREFIX))
      return runFunction(req, res, match.target.pathname, requestPath);
    const target = decodeSegments(match.target.pathname);
    const targetFile = target.ok ? await resolveFile(target.segments) : null;
    if (!targetFile) return serveNotFound(req, res, requestPath);
    return serveFile(req, res, targetFile, match.statusCode, requestPath);
  }

  /**
   * Runs a function for a rewrite. It gets the request's URL on the server's
   * own origin (never the client's Host header: the function fetches files of
   * its site from that origin) and answers with its own status and headers.
   */
  async function runFunction(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    functionPath: string,
    requestPath: string,
  ): Promise<void> {
    const handler = functions.get(functionPath.slice(FUNCTIONS_PREFIX.length));
    if (!handler) return serveNotFound(req, res, requestPath);
    const url = new URL(`http://${ownHost}`);
    url.pathname = encodeSegments(requestPath.slice(1).split('/'));
    url.search = new URL(req.url ?? '/', 'http://x').search;
    const response = await handler(new Request(url, { method: req.method ?? 'GET' }));
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const body = req.method === 'HEAD' ? null : Buffer.from(await response.arrayBuffer());
    if (body !== null) headers['content-length'] = String(body.length);
    res.writeHead(response.status, headers).end(body ?? undefined);
  }

  function badRequest(res: http.ServerResponse, reason: string): void {
    res
      .writeHead(400, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' })
      .end(`Bad request: ${reason}\n`);
  }

  function redirect(res: http.ServerResponse, status: number, location: string, origin: string): void {
    const safe = safeLocation(location, origin);
    res
      .writeHead(status, { location: safe, 'content-type': 'text/plain; charset=utf-8' })
      .end(`Redirecting to ${safe}\n`);
  }

  async function serveNotFound(req: http.IncomingMessage, res: http.ServerResponse, requestPath: string) {
    const notFound = await fileAt(['404.html']);
    if (notFound) return serveFile(req, res, notFound, 404, requestPath);
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found\n');
  }

  function serveFile(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    file: { path: string; size: number },
    status: number,
    requestPath: string,
  ): Promise<void> {
    const headers: Record<string, string> = {
      'content-type': contentTypeFor(file.path),
      'content-length': String(file.size),
      'cache-control': DEFAULT_CACHE_CONTROL,
    };
    for (const rule of headerRules) {
      if (!rule.forRegExp.test(requestPath)) continue;
      for (const [name, value] of Object.entries(rule.values)) headers[name.toLowerCase()] = value;
    }
    res.writeHead(status, headers);
    if (req.method === 'HEAD') {
      res.end();
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      createReadStream(file.path).on('error', reject).pipe(res).on('finish', resolve).on('error', reject);
    });
  }

  /** The file Netlify serves for decoded segments: itself, x.html, or x/index.html. */
  async function resolveFile(segments: readonly string[]): Promise<{ path: string; size: number } | null> {
    if (segments.at(-1) === '') return fileAt([...segments.slice(0, -1), 'index.html']);
    return (
      (await fileAt(segments)) ?? (await fileAt(withHtml(segments))) ?? (await fileAt([...segments, 'index.html']))
    );
  }

  /** A regular file at decoded segments inside `dir` (never a configuration file), or null. */
  async function fileAt(segments: readonly string[]): Promise<{ path: string; size: number } | null> {
    if (segments.length === 1 && CONFIG_FILES.has(segments[0] ?? '')) return null;
    const filePath = fileIn(dir, segments);
    if (filePath === null) return null;
    try {
      const info = await stat(filePath);
      return info.isFile() ? { path: filePath, size: info.size } : null;
    } catch {
      return null;
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_PORT, HOST, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  ownHost = `${HOST}:${port}`;

  return {
    url: `http://${HOST}:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(emptyDir, { recursive: true, force: true });
    },
  };
}

function isInvalidUrlError(error: unknown): boolean {
  return error instanceof TypeError && 'code' in error && error.code === 'ERR_INVALID_URL';
}

/** The segments without the empty ones a trailing slash leaves: `['a', '']` → `['a']`. */
function withoutTrailingEmpty(segments: readonly string[]): string[] {
  let end = segments.length;
  while (end > 0 && segments[end - 1] === '') end -= 1;
  return segments.slice(0, end);
}

/** `['a', 'b']` → `['a', 'b.html']`. */
function withHtml(segments: readonly string[]): string[] {
  return [...segments.slice(0, -1), `${segments.at(-1) ?? ''}.html`];
}

function stripHash(location: string): string {
  const hash = location.indexOf('#');
  return hash === -1 ? location : location.slice(0, hash);
}
