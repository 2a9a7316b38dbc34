import { mkdtemp, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIContext } from 'astro';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BASELINE_MAX_ENTRIES,
  type BaselineEntry,
  type PullBaseline,
  parseBaseline,
} from '../../src/dataset/schemas/baseline';
import type { PullReport } from '../../src/dataset/schemas/report';
import { GET } from '../../src/pages/pull-baseline.json';
import {
  type BaselineLocation,
  baselineLocation,
  entriesInWindow,
  loadBaseline,
  nextBaseline,
  rollingMax,
  thinEntries,
} from '../../src/pull/baseline';
import { EXIT, PullError } from '../../src/pull/errors';

const SUPABASE: PullReport['source'] = { kind: 'supabase', detail: 'db.example.supabase.co' };
const DAY = 24 * 60 * 60 * 1000;
const START = Date.parse('2026-05-01T02:30:00.000Z');
const day = (n: number) => new Date(START + n * DAY);
const entry = (n: number, products: number, posts = 12): BaselineEntry => ({
  at: day(n).toISOString(),
  products,
  posts,
});

function report(products: number, posts = 12, source: PullReport['source'] = SUPABASE): PullReport {
  return {
    source,
    tables: {
      product_feed_static: { read: products + 3, kept: products, skipped: { missing_name: 3 } },
      blog_posts: { read: posts, kept: posts, skipped: {} },
      price_history: { read: 0, kept: 0, skipped: {} },
    },
    derived: { categories: 0, brands: 0, excluded_products: 0 },
    warnings: [],
  };
}

const baseline = (entries: BaselineEntry[], source = SUPABASE): PullBaseline => ({ version: 1, source, entries });

describe('the next baseline', () => {
  it('starts with the kept counts of the first pull', () => {
    expect(nextBaseline(null, report(316, 15), day(0), { reset: false })).toEqual(baseline([entry(0, 316, 15)]));
  });

  it('keeps the window of the previous one and appends this pull', () => {
    const previous = baseline([entry(0, 316), entry(1, 300)]);
    expect(nextBaseline(previous, report(290), day(2), { reset: false }).entries).toEqual([
      entry(0, 316),
      entry(1, 300),
      entry(2, 290),
    ]);
  });

  it('drops entries older than 30 days', () => {
    const previous = baseline([entry(0, 316), entry(10, 300), entry(29, 290)]);
    expect(nextBaseline(previous, report(280), day(31), { reset: false }).entries).toEqual([
      entry(10, 300),
      entry(29, 290),
      entry(31, 280),
    ]);
  });

  it('starts over for another source, and on reset', () => {
    const previous = baseline([entry(0, 316)]);
    const other = report(20000, 200, { kind: 'synthetic', detail: '20000 products' });
    expect(nextBaseline(previous, other, day(1), { reset: false })).toEqual(
      baseline([entry(1, 20000, 200)], other.source),
    );
    expect(nextBaseline(previous, report(10), day(1), { reset: true }).entries).toEqual([entry(1, 10)]);
  });

  it('never grows past the cap, and thinning keeps the rolling maxima', () => {
    // 40 pulls a day for 25 days: twice the cap within the window.
    const pulls: BaselineEntry[] = [];
    let current: PullBaseline | null = null;
    for (let i = 0; i < 2 * BASELINE_MAX_ENTRIES; i += 1) {
      const at = new Date(START + i * (DAY / 40));
      const products = 1000 - ((i * 37) % 300);
      const posts = 12 + ((i * 5) % 7);
      pulls.push({ at: at.toISOString(), products, posts });
      current = nextBaseline(current, report(products, posts), at, { reset: false });
      expect(current.entries.length).toBeLessThanOrEqual(BASELINE_MAX_ENTRIES);
    }
    if (!current) throw new Error('no baseline');
    expect(parseBaseline(JSON.stringify(current)).ok).toBe(true);
    // At any later time, the maxima over the kept entries equal those over every pull.
    for (const later of [0, 5, 20, 24.9, 29, 40]) {
      const now = new Date(START + later * DAY + DAY);
      expect(rollingMax(entriesInWindow(current.entries, now))?.products.count).toBe(
        rollingMax(entriesInWindow(pulls, now))?.products.count,
      );
      expect(rollingMax(entriesInWindow(current.entries, now))?.posts.count).toBe(
        rollingMax(entriesInWindow(pulls, now))?.posts.count,
      );
    }
  });
});

describe('thinEntries', () => {
  it('drops only entries that later entries match on both counts, oldest first', () => {
    const entries = [entry(0, 300, 10), entry(1, 310, 9), entry(2, 305, 11), entry(3, 290, 8)];
    // entry 0 (300, 10): later 310 ≥ 300 and 11 ≥ 10 → may go; entry 1 (310, 9): no later 310+ → stays.
    expect(thinEntries(entries, 3)).toEqual([entry(1, 310, 9), entry(2, 305, 11), entry(3, 290, 8)]);
    const before = rollingMax(entries);
    expect(rollingMax(thinEntries(entries, 3))).toEqual({
      products: before?.products,
      posts: before?.posts,
    });
  });

  it('keeps an old peak that later, lower pulls do not match', () => {
    const entries = [entry(0, 2000), ...Array.from({ length: 10 }, (_, i) => entry(1 + i / 10, 1000 + (i % 2)))];
    const thinned = thinEntries(entries, 5);
    expect(thinned).toHaveLength(5);
    expect(thinned[0]).toEqual(entry(0, 2000));
    expect(rollingMax(thinned)?.products.count).toBe(2000);
  });

  it('drops the oldest when thinning is not enough', () => {
    const falling = [entry(0, 3, 3), entry(1, 2, 2), entry(2, 1, 1)];
    expect(thinEntries(falling, 2)).toEqual(falling.slice(1));
  });
});

describe('the window and the rolling maximum', () => {
  it('takes each maximum over the window, from whichever pull had it', () => {
    const window = entriesInWindow([entry(2, 300, 20), entry(0, 316, 12), entry(40, 0, 0)], day(5));
    expect(window.map((e) => e.products)).toEqual([316, 300, 0]);
    expect(rollingMax(window)).toEqual({
      products: { count: 316, at: day(0).toISOString() },
      posts: { count: 20, at: day(2).toISOString() },
    });
  });

  it('keeps the newest entry when all are older than 30 days', () => {
    expect(entriesInWindow([entry(0, 316), entry(1, 300)], day(90))).toEqual([entry(1, 300)]);
    expect(rollingMax([])).toBeNull();
  });
});

describe('parseBaseline', () => {
  it('accepts what nextBaseline writes', () => {
    const written = nextBaseline(null, report(316), day(0), { reset: false });
    expect(parseBaseline(JSON.stringify(written))).toEqual({ ok: true, baseline: written });
  });

  it.each([
    ['not JSON', '<!doctype html><html>', /is not valid JSON/],
    ['another version', JSON.stringify({ ...baseline([entry(0, 1)]), version: 2 }), /version/],
    ['no entries', JSON.stringify(baseline([])), /entries/],
    ['a negative count', JSON.stringify(baseline([entry(0, -1)])), /entries\.0\.products: .*\(received -1\)/],
    [
      'a local time',
      JSON.stringify(baseline([{ ...entry(0, 1), at: '2026-05-01T04:30:00+02:00' }])),
      /entries\.0\.at: Invalid ISO datetime \(received "2026-05-01T04:30:00\+02:00"\)/,
    ],
    [
      'an unknown source',
      JSON.stringify({ ...baseline([entry(0, 1)]), source: { kind: 'csv', detail: '' } }),
      /source/,
    ],
  ])('refuses %s', (_name, text, problem) => {
    const result = parseBaseline(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem).toMatch(problem);
  });
});

describe('where the baseline comes from', () => {
  const common = { siteUrl: 'https://www.vinkylguiden.se', outDir: '/srv/out', cwd: '/work' };

  it('Supabase: the live site; sample and synthetic: the previous output folder', () => {
    expect(baselineLocation({ ...common, override: undefined, source: SUPABASE })).toEqual({
      kind: 'url',
      url: new URL('https://www.vinkylguiden.se/pull-baseline.json'),
    });
    expect(baselineLocation({ ...common, override: '', source: { kind: 'sample', detail: 'x' } })).toEqual({
      kind: 'file',
      file: '/srv/out/pull-baseline.json',
    });
  });

  it('PULL_BASELINE overrides both: an http(s) URL or a file path', () => {
    expect(
      baselineLocation({ ...common, override: 'http://127.0.0.1:9/b.json', source: { kind: 'sample', detail: 'x' } }),
    ).toEqual({ kind: 'url', url: new URL('http://127.0.0.1:9/b.json') });
    expect(baselineLocation({ ...common, override: 'copy/b.json', source: SUPABASE })).toEqual({
      kind: 'file',
      file: '/work/copy/b.json',
    });
  });

  it('refuses another scheme as a usage error', () => {
    try {
      baselineLocation({ ...common, override: 'ftp://example.com/b.json', source: SUPABASE });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(PullError);
      expect((error as PullError).exitCode).toBe(EXIT.usage);
    }
  });
});

describe('loadBaseline', () => {
  const good = nextBaseline(null, report(316), day(0), { reset: false });
  // A short backoff so failures are quick; a timeout a loaded machine answers well within on loopback.
  const fast = { timeoutMs: 30_000, attempts: 3, backoffMs: 5 };
  let server: http.Server;
  let origin: string;
  let hits: string[] = [];
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'baseline-'));
    let flaky = 0;
    server = http.createServer((req, res) => {
      hits.push(req.url ?? '');
      switch (req.url) {
        case '/pull-baseline.json':
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify(good));
          return;
        case '/redirects.json':
          // What Netlify's catch-all rule answers for a file the site does not have.
          res.writeHead(302, { location: '/' });
          res.end();
          return;
        case '/':
          res.writeHead(200, { 'content-type': 'text/html' });
          res.end('<!doctype html><title>Vinkylguiden</title>');
          return;
        case '/flaky.json':
          flaky += 1;
          res.writeHead(flaky === 1 ? 503 : 200, { 'content-type': 'application/json' });
          res.end(flaky === 1 ? '{}' : JSON.stringify(good));
          return;
        case '/broken.json':
          res.writeHead(500);
          res.end();
          return;
        case '/forbidden.json':
          res.writeHead(403);
          res.end();
          return;
        case '/slow.json':
          setTimeout(() => res.end(), 5_000).unref();
          return;
        case '/html.json':
          res.writeHead(200, { 'content-type': 'text/html' });
          res.end('<!doctype html>');
          return;
        default:
          res.writeHead(404);
          res.end('not found');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const url = (pathname: string): BaselineLocation => ({ kind: 'url', url: new URL(pathname, origin) });

  it('reads a valid baseline from a URL', async () => {
    expect(await loadBaseline(url('/pull-baseline.json'), fast)).toEqual({
      status: 'found',
      from: `${origin}/pull-baseline.json`,
      baseline: good,
    });
  });

  it('a 404, or a redirect elsewhere (a site without the file), is missing', async () => {
    expect(await loadBaseline(url('/nothing.json'), fast)).toMatchObject({
      status: 'missing',
      problem: 'is not on the site (HTTP 404)',
    });
    expect(await loadBaseline(url('/redirects.json'), fast)).toMatchObject({
      status: 'missing',
      problem: `is not on the site (${origin}/)`,
    });
  });

  it('retries a 5xx, then reads', async () => {
    hits = [];
    expect((await loadBaseline(url('/flaky.json'), fast)).status).toBe('found');
    expect(hits).toEqual(['/flaky.json', '/flaky.json']);
  });

  it('a persistent 5xx, a 403, a timeout and a closed port are unreadable', async () => {
    hits = [];
    expect(await loadBaseline(url('/broken.json'), fast)).toMatchObject({
      status: 'unreadable',
      problem: 'answered HTTP 500',
    });
    expect(hits).toHaveLength(3);
    hits = [];
    expect(await loadBaseline(url('/forbidden.json'), fast)).toMatchObject({ status: 'unreadable' });
    expect(hits).toHaveLength(1);
    // The server answers after 5 s; the reader gives up long before.
    expect(await loadBaseline(url('/slow.json'), { ...fast, attempts: 1, timeoutMs: 300 })).toMatchObject({
      status: 'unreadable',
      problem: 'did not answer within 300 ms',
    });
    const closed = await new Promise<number>((resolve) => {
      const probe = http.createServer();
      probe.listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const refused = await loadBaseline(
      { kind: 'url', url: new URL(`http://127.0.0.1:${closed}/pull-baseline.json`) },
      { ...fast, attempts: 1 },
    );
    expect(refused).toMatchObject({ status: 'unreadable' });
    if (refused.status !== 'found') expect(refused.problem).toMatch(/could not be reached \(.*ECONNREFUSED/);
  });

  it('a page that is not a baseline is invalid', async () => {
    expect(await loadBaseline(url('/html.json'), fast)).toMatchObject({ status: 'invalid' });
  });

  it('reads files: found, missing, invalid', async () => {
    const file = path.join(dir, 'pull-baseline.json');
    await writeFile(file, JSON.stringify(good));
    expect(await loadBaseline({ kind: 'file', file }, fast)).toEqual({ status: 'found', from: file, baseline: good });
    expect(await loadBaseline({ kind: 'file', file: path.join(dir, 'none.json') }, fast)).toMatchObject({
      status: 'missing',
      problem: 'does not exist',
    });
    await writeFile(file, '{"version": 1}');
    expect(await loadBaseline({ kind: 'file', file }, fast)).toMatchObject({ status: 'invalid' });
    expect(await loadBaseline({ kind: 'file', file: dir }, fast)).toMatchObject({ status: 'unreadable' });
  });
});

describe('/pull-baseline.json (src/pages/pull-baseline.json.ts)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  async function serve(content: string | null): Promise<Response> {
    const dir = await mkdtemp(path.join(tmpdir(), 'baseline-page-'));
    if (content !== null) await writeFile(path.join(dir, 'pull-baseline.json'), content);
    vi.stubEnv('DATA_DIR', dir);
    return GET({} as APIContext) as Promise<Response>;
  }

  it('publishes the pulled baseline as JSON', async () => {
    const written = nextBaseline(null, report(316), day(0), { reset: false });
    const response = await serve(JSON.stringify(written));
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(parseBaseline(await response.text())).toEqual({ ok: true, baseline: written });
  });

  it('fails the build when the file is missing or invalid, rather than publish no baseline', async () => {
    await expect(serve(null)).rejects.toThrowError(/pull-baseline\.json: missing \(run `npm run pull` first\)/);
    await expect(serve('{"version": 1, "entries": []}')).rejects.toThrowError(
      /pull-baseline\.json does not match its schema: source: .*; entries: Too small/,
    );
  });
});
