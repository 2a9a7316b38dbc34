/**
 * `npm run preview [-- --port N] [-- --dir dist]`: serves the built site on
 * 127.0.0.1 the way Netlify's CDN does, so the production routing can be
 * tried and tested locally without network:
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
 * - no rule and no file: dist/404.html with status 404.
 *
 * Percent-encoding: Netlify matches the decoded request path (see
 * src/lib/redirects.ts). @netlify/redirects decodes the request; the rules'
 * `from` paths, written percent-encoded as Netlify's docs require, are decoded
 * here once before they reach the engine, which compares literally.
 */
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { RedirectsHandler } from '@netlify/redirects';

const ROOT = path.resolve(import.meta.dirname, '..');
const DEFAULT_PORT = 4321;
const HOST = '127.0.0.1';

export interface PreviewOptions {
  /** Folder to serve (the build output). */
  readonly dir: string;
  /** Port on 127.0.0.1; 0 picks a free one. Default 4321. */
  readonly port?: number;
  /** The netlify.toml whose [[redirects]] and [[headers]] apply; default the repository's. */
  readonly configPath?: string;
}

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
const CONFIG_FILES = new Set(['/_redirects', '/_headers']);

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

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal error\n');
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? HOST}`);
    const decoded = decodePath(url.pathname);
    if (decoded === null) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request\n');
      return;
    }

    // Trailing slash: /x/ → /x when x.html exists; otherwise rules see /x.
    let requestPath = decoded;
    if (decoded.length > 1 && decoded.endsWith('/')) {
      const bare = decoded.replace(/\/+$/, '') || '/';
      if (bare !== '/' && (await fileAt(`${bare}.html`))) {
        redirect(res, 301, `${encodePath(bare)}${url.search}`);
        return;
      }
      if (!(await fileAt(`${decoded}index.html`))) requestPath = bare;
    }

    const file = await resolveFile(requestPath);
    const matchUrl = new URL(url);
    matchUrl.pathname = encodePath(requestPath);
    const match = await redirects.match(new Request(matchUrl));

    if (!match || (file && !match.force)) {
      if (file) return serveFile(req, res, file, 200, requestPath);
      return serveNotFound(req, res, requestPath);
    }
    return applyRule(req, res, match, requestPath);
  }

  async function applyRule(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    match: RedirectsMatch,
    requestPath: string,
  ): Promise<void> {
    if (match.redirect) {
      redirect(res, match.statusCode, match.external ? match.target.href : stripHash(match.targetRelative));
      return;
    }
    if (match.external) {
      res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' }).end('Proxy rules are not previewed\n');
      return;
    }
    const target = decodePath(match.target.pathname);
    const targetFile = target === null ? null : await resolveFile(target);
    if (!targetFile) return serveNotFound(req, res, requestPath);
    return serveFile(req, res, targetFile, match.statusCode, requestPath);
  }

  function redirect(res: http.ServerResponse, status: number, location: string): void {
    res
      .writeHead(status, { location, 'content-type': 'text/plain; charset=utf-8' })
      .end(`Redirecting to ${location}\n`);
  }

  async function serveNotFound(req: http.IncomingMessage, res: http.ServerResponse, requestPath: string) {
    const notFound = await fileAt('/404.html');
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

  /** The file Netlify serves for a decoded path: itself, x.html, or x/index.html. */
  async function resolveFile(urlPath: string): Promise<{ path: string; size: number } | null> {
    if (urlPath.endsWith('/')) return fileAt(`${urlPath}index.html`);
    return (await fileAt(urlPath)) ?? (await fileAt(`${urlPath}.html`)) ?? (await fileAt(`${urlPath}/index.html`));
  }

  async function fileAt(urlPath: string): Promise<{ path: string; size: number } | null> {
    if (CONFIG_FILES.has(urlPath)) return null;
    const filePath = path.resolve(dir, `.${urlPath}`);
    if (filePath !== dir && !filePath.startsWith(dir + path.sep)) return null;
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

  return {
    url: `http://${HOST}:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(emptyDir, { recursive: true, force: true });
    },
  };
}

function decodePath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/** Percent-encodes a decoded path for a URL, keeping `/` as the separator. */
function encodePath(decoded: string): string {
  return decoded.split('/').map(encodeURIComponent).join('/');
}

function stripHash(location: string): string {
  const hash = location.indexOf('#');
  return hash === -1 ? location : location.slice(0, hash);
}

function parseArgs(argv: readonly string[]): { port: number; dir: string } {
  let port = Number(process.env.PORT ?? DEFAULT_PORT);
  let dir = path.join(ROOT, 'dist');
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    const [name, inline] = arg.split('=', 2);
    const value = (): string => inline ?? argv[++i] ?? '';
    if (name === '--port') port = Number(value());
    else if (name === '--dir') dir = path.resolve(value());
    else throw new Error(`unknown argument ${arg}; use --port N and --dir PATH`);
  }
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`invalid port ${port}`);
  return { port, dir };
}

async function main(): Promise<void> {
  const { port, dir } = parseArgs(process.argv.slice(2));
  const preview = await startPreview({ dir, port });
  console.log(`Preview of ${path.relative(process.cwd(), dir) || '.'} with Netlify's rules: ${preview.url}`);
  const stop = (): void => {
    preview.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

const invokedPath = process.argv[1];
if (invokedPath && import.meta.url === pathToFileURL(invokedPath).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  });
}
