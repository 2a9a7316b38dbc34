/**
 * The preview server (scripts/preview.ts) under hostile requests, sent as raw
 * bytes over a loopback socket so odd request targets and Host headers reach
 * it unchanged (fetch and http.request normalise or refuse them). It serves a
 * snapshot of the real build (dist/, copied first, never rebuilt) with the
 * repository's netlify.toml: no Location may leave the site, malformed input
 * is answered 400, nothing outside the folder is served, and the ordinary
 * routes keep working.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Preview, startPreview } from '../../scripts/lib/preview-server';

const ROOT = path.resolve(import.meta.dirname, '../..');
const NETLIFY_TOML = path.join(ROOT, 'netlify.toml');
/** Sits next to the served folder: no request may read it. */
const SECRET = 'hemligt-innehall-utanfor-dist';

let tmp: string;
let dir: string;
let preview: Preview;
let port: number;
let host: string;

interface RawAnswer {
  readonly status: number;
  readonly headers: ReadonlyMap<string, string>;
  readonly body: string;
}

/** Sends `request` byte for byte and reads the answer until the server closes the connection. */
function raw(request: string, to: Preview = preview): Promise<RawAnswer> {
  const { port: toPort } = new URL(to.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(toPort), '127.0.0.1', () => socket.write(Buffer.from(request, 'latin1')));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      try {
        resolve(parseAnswer(Buffer.concat(chunks).toString('utf8')));
      } catch (error) {
        reject(error);
      }
    });
  });
}

function parseAnswer(text: string): RawAnswer {
  const end = text.indexOf('\r\n\r\n');
  if (end === -1) throw new Error(`no complete answer: ${JSON.stringify(text.slice(0, 200))}`);
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1];
  if (!status) throw new Error(`bad status line ${JSON.stringify(statusLine)}`);
  const headers = new Map<string, string>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  let body = text.slice(end + 4);
  if (headers.get('transfer-encoding') === 'chunked') body = unchunk(body);
  return { status: Number(status), headers, body };
}

function unchunk(chunked: string): string {
  let body = '';
  let rest = chunked;
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    const size = Number.parseInt(rest.slice(0, lineEnd), 16);
    if (!(size > 0)) return body;
    body += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}

/** A GET with the given request target and Host header lines (default: the preview's own host). */
function get(target: string, hostLines: readonly string[] = [`Host: ${host}`], to: Preview = preview) {
  const head = [`GET ${target} HTTP/1.1`, ...hostLines, 'Connection: close'];
  return raw(`${head.join('\r\n')}\r\n\r\n`, to);
}

/** Where a browser would go for the answer's Location, if any. */
function followed(answer: RawAnswer, base: string = preview.url): URL | null {
  const location = answer.headers.get('location');
  return location === undefined ? null : new URL(location, base);
}

function expectBadRequest(answer: RawAnswer, label: string): void {
  expect(answer.status, label).toBe(400);
  expect(answer.headers.get('content-type'), label).toBe('text/plain; charset=utf-8');
  expect(answer.body, label).toMatch(/^Bad request/);
  expect(answer.body.length, label).toBeLessThan(200);
  expect(answer.headers.has('location'), label).toBe(false);
}

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'preview-hostile-'));
  dir = path.join(tmp, 'dist');
  await cp(path.join(ROOT, 'dist'), dir, { recursive: true });
  // A copy taken while the build rewrites dist/ may lack pages: fail clearly instead of oddly.
  await readFile(path.join(dir, 'index.html')).catch((error: unknown) => {
    throw new Error('dist/index.html is missing: run `npm run build` first', { cause: error });
  });
  await writeFile(path.join(tmp, 'secret.txt'), SECRET);
  await writeFile(path.join(tmp, 'secret.html'), SECRET);
  preview = await startPreview({ dir, port: 0 });
  port = Number(new URL(preview.url).port);
  host = `127.0.0.1:${port}`;
});

afterAll(async () => {
  await preview?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

describe('no Location leaves the site', () => {
  it.each([
    '/%2Fevil.example%2F..%2Fvinkyl/',
    '/%2Fevil.example%2F..%2Fvinkyl',
    '/%2F%2Fevil.example/',
    '/%2F%2Fevil.example%2F..%2Fvinkyl/',
    '/%5Cevil.example%2F..%2Fvinkyl/',
    '/%2F%5Cevil.example/',
    '/vinkyl%2F..%2F%2Fevil.example/',
    '/%09/evil.example/',
    '/%2F%09%2Fevil.example%2F..%2Fvinkyl/',
  ])('%s', async (target) => {
    const answer = await get(target);
    expect([301, 302, 400, 404], target).toContain(answer.status);
    const location = answer.headers.get('location');
    if (location !== undefined) {
      expect(location, target).toMatch(/^\/(?![/\\])/);
      expect(followed(answer)?.origin, target).toBe(preview.url);
    }
  });
});

describe('malformed requests get 400 with a short plain-text body', () => {
  it.each([
    ['a target that reads as another host', '//evil.example%2F..%2Fvinkyl/'],
    ['a target that reads as another host', '//evil.example/vinkyl'],
    ['three leading slashes', '///evil.example/'],
    ['a raw backslash', '/\\evil.example/'],
    ['a raw backslash inside', '/vinkyl\\..\\index'],
    ['invalid percent-encoding', '/%zz'],
    ['truncated percent-encoding', '/vinkyl%2'],
    ['percent-encoding that is not UTF-8', '/%E4'],
    ['an encoded NUL', '/vinkyl%00'],
    ['an encoded line break', '/vinkyl%0D%0ASet-Cookie:%20x=1'],
    ['an encoded DEL', '/%7F'],
    ['a raw dot-dot segment', '/vinkyl/../index'],
    ['a raw dot segment', '/./vinkyl'],
    ['an encoded dot-dot segment', '/%2e%2e/secret.txt'],
    ['an encoded dot segment', '/vinkyl/%2E'],
    ['a fragment', '/vinkyl#top'],
    ['the asterisk form', '*'],
    ['a target without a slash', 'vinkyl'],
    ['absolute form for another host', 'http://evil.example/vinkyl'],
    ['absolute form with userinfo', 'http://evil.example@127.0.0.1/vinkyl'],
    ['absolute form with another scheme', 'file:///etc/passwd'],
  ])('%s: %s', async (label, target) => {
    expectBadRequest(await get(target), `${label}: ${target}`);
  });

  it('absolute form for another port of this host', async () => {
    expectBadRequest(await get(`http://127.0.0.1:${port + 1}/vinkyl`), 'another port');
  });

  it('absolute form with https to a plain-http server', async () => {
    expectBadRequest(await get(`https://${host}/vinkyl`), 'https');
  });

  it.each([
    ['a space in the host', ['Host: a b']],
    ['an empty host', ['Host:']],
    ['a path in the host', ['Host: evil.example/vinkyl']],
    ['userinfo in the host', ['Host: user@evil.example']],
    ['a port out of range', ['Host: 127.0.0.1:99999']],
    ['two ports', ['Host: 127.0.0.1:1:2']],
    ['an unclosed IPv6 literal', ['Host: [::1']],
    ['an invalid IPv4 address', ['Host: 1.2.3.4.5']],
    ['two Host headers', ['Host: 127.0.0.1', 'Host: evil.example']],
    ['no Host header in HTTP/1.1', []],
  ])('%s', async (label, hostLines) => {
    expectBadRequest(await get('/vinkyl', hostLines), label);
  });

  it.each([
    ['a raw control character in the target', 'GET /vinkyl\x01 HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['a raw NUL in the target', 'GET /vinkyl\x00 HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['a raw tab in the target', 'GET /vin\tkyl HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['raw non-ASCII in the target', 'GET /\xc3\xb6l HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['a control character in the host', 'GET /vinkyl HTTP/1.1\r\nHost: a\x01b\r\n\r\n'],
    ['a request line that is not HTTP', 'GET /a b c\r\n\r\n'],
  ])('%s (refused by the HTTP parser)', async (label, request) => {
    expectBadRequest(await raw(request), label);
  });
});

describe('nothing outside the served folder is served', () => {
  it.each([
    '/..%2fsecret.txt',
    '/..%2Fsecret',
    '/%2e%2e%2fsecret.txt',
    '/.%2e/secret.txt',
    '/..%5csecret.txt',
    '/%252e%252e/secret.txt',
    '/%252e%252e%252fsecret.txt',
    '/images/..%2f..%2fsecret.txt',
    '/_astro/..%2F..%2Fsecret.txt',
    '/vinkyl%2F..%2F..%2Fsecret/',
    '/%2e%2e%5csecret.txt',
    '/..%c0%afsecret.txt',
  ])('%s', async (target) => {
    const answer = await get(target);
    expect(answer.body, target).not.toContain(SECRET);
    expect(answer.status, target).not.toBe(200);
    expect(answer.status, target).not.toBe(500);
  });

  it('never serves a file through an encoded slash inside a segment', async () => {
    // `/_astro%2F<file>` names one segment, not the folder _astro: the file is not served.
    const asset = (await readFile(path.join(ROOT, 'dist/index.html'), 'utf8')).match(/\/_astro\/([^"']+\.css)/)?.[1];
    expect(asset).toBeDefined();
    expect((await get(`/_astro/${asset}`)).status).toBe(200);
    const encoded = await get(`/_astro%2F${asset}`);
    expect(encoded.status).not.toBe(200);
    expect(encoded.headers.get('content-type')).not.toBe('text/css; charset=utf-8');
  });
});

describe('ordinary requests keep working', () => {
  it('/vinkyl/ → 301 /vinkyl (query kept), /vinkyl 200, /produkt/unknown the 404 view', async () => {
    expect(await get('/vinkyl/')).toMatchObject({ status: 301 });
    expect((await get('/vinkyl/')).headers.get('location')).toBe('/vinkyl');
    expect((await get('/vinkyl/?a=1&b=%20c')).headers.get('location')).toBe('/vinkyl?a=1&b=%20c');
    const page = await get('/vinkyl');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const unknown = await get('/produkt/unknown');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.has('location')).toBe(false);
    expect(unknown.body).toContain('<h1');
    expect(unknown.body).toBe(await readFile(path.join(dir, 'produkt-hittades-inte.html'), 'utf8'));
  });

  it('serves the home page, encoded paths and unknown paths as before', async () => {
    expect((await get('/')).status).toBe(200);
    expect((await get('/?utm_source=x')).status).toBe(200);
    const unknown = await get('/okand-sida?x=1');
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get('location')).toBe('/?x=1');
    expect((await get('/%C3%B6lkyl-gammal')).status).toBe(302);
  });

  it('accepts absolute form for its own host, HTTP/1.0 without Host, and any-case hosts', async () => {
    expect((await get(`http://${host}/vinkyl`)).status).toBe(200);
    expect((await get(`HTTP://${host}`)).status).toBe(200);
    expect((await get('/vinkyl', [`Host: LOCALHOST:${port}`])).status).toBe(200);
    expect((await get('/vinkyl', ['Host: [::1]'])).status).toBe(200);
    expect((await raw('GET /vinkyl HTTP/1.0\r\n\r\n')).status).toBe(200);
  });

  it('answers other methods 405', async () => {
    const answer = await raw(
      `POST /vinkyl HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.status).toBe(405);
  });
});

describe('rules whose targets come from the request', () => {
  let custom: Preview;
  let configDir: string;

  beforeAll(async () => {
    configDir = await mkdtemp(path.join(os.tmpdir(), 'preview-hostile-config-'));
    const configPath = path.join(configDir, 'netlify.toml');
    // Rules a site could plausibly carry, placed before the repository's own.
    await writeFile(
      configPath,
      `[[redirects]]
  from = "/ga/*"
  to = "/:splat"
  status = 301
  force = true

[[redirects]]
  from = "/skript"
  to = "javascript:alert(1)"
  status = 302
  force = true

[[redirects]]
  from = "/extern"
  to = "https://example.com/sida"
  status = 301
  force = true

${await readFile(NETLIFY_TOML, 'utf8')}`,
    );
    custom = await startPreview({ dir, port: 0, configPath });
  });

  afterAll(async () => {
    await custom?.close();
    if (configDir) await rm(configDir, { recursive: true, force: true });
  });

  it.each([
    ['/ga/%2Fevil.example', '/evil.example'],
    ['/ga/%2F%2Fevil.example', '/evil.example'],
    ['/ga/%2F%2F%2Fevil.example%2F..%2Fvinkyl', '/evil.example/../vinkyl'],
    ['/ga/vinkyl', '/vinkyl'],
    ['/ga/%C3%B6l%20kyl', '/%C3%B6l%20kyl'],
  ])('a splat never makes a protocol-relative Location: %s', async (target, expected) => {
    const answer = await get(target, [`Host: ${new URL(custom.url).host}`], custom);
    expect(answer.status, target).toBe(301);
    expect(answer.headers.get('location'), target).toBe(expected);
    expect(followed(answer, custom.url)?.origin, target).toBe(custom.url);
  });

  it.each(['/ga/%5Cevil.example', '/ga/%2F%5Cevil.example', '/ga/%5C%5Cevil.example'])(
    'a backslash in a splat never leaves the site either: %s',
    async (target) => {
      // The engine's rewrite reads `\` as an escape (`\evil.example` becomes `/`) or
      // builds no URL at all (`//\evil.example`, answered 400); never another host.
      const answer = await get(target, [`Host: ${new URL(custom.url).host}`], custom);
      expect([301, 400], target).toContain(answer.status);
      const location = answer.headers.get('location');
      if (location !== undefined) expect(location, target).toMatch(/^\/(?![/\\])/);
      expect(followed(answer, custom.url)?.origin ?? custom.url, target).toBe(custom.url);
    },
  );

  it('keeps an absolute target a rule names on purpose', async () => {
    const answer = await get('/extern?a=1', [`Host: ${new URL(custom.url).host}`], custom);
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe('https://example.com/sida?a=1');
  });

  it('answers a rule with a script target 500, without details', async () => {
    const answer = await get('/skript', [`Host: ${new URL(custom.url).host}`], custom);
    expect(answer.status).toBe(500);
    expect(answer.headers.has('location')).toBe(false);
    expect(answer.body).toBe('Internal error\n');
  });
});
