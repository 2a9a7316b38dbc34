/**
 * How the pull fails: against a loopback mock of Supabase's REST API
 * (PostgREST 12 as supabase-js talks to it), every failure exits with its
 * own code, says which table and why, and leaves the previous output folder
 * exactly as it was. Also the guard (docs/pull-guard.md): a Supabase pull
 * reads its baseline from a loopback stand-in for the live site's
 * /pull-baseline.json (PULL_BASELINE) and fails closed without one.
 */
import { readFileSync } from 'node:fs';
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type PullBaseline, pullBaselineSchema } from '../../src/dataset/schemas/baseline';
import { type PullReport, pullReportSchema } from '../../src/dataset/schemas/report';
import { EXIT } from '../../src/pull/errors';
import { readSampleRows } from '../../src/pull/source-sample';
import { syntheticFeedRows } from '../../src/pull/source-synthetic';
import {
  DATA_FILES,
  freePort,
  listDir,
  MAX_ROWS,
  type PullResult,
  pullEnv,
  runPull,
  SAMPLE_DIR,
  snapshotDir,
  tempDir,
} from './harness';

type Row = Record<string, unknown>;
type Table = 'product_feed_static' | 'blog_posts' | 'price_history' | 'shops';
/**
 * The mock's tables; a missing price_history is an empty one, a missing
 * shops table is no table (404, as a database before issue 36's migration).
 */
type MockRows = { product_feed_static: Row[]; blog_posts: Row[]; price_history?: Row[]; shops?: Row[] };

interface SeenRequest {
  readonly method: string;
  readonly table: string;
  readonly query: URLSearchParams;
  readonly headers: http.IncomingHttpHeaders;
}

/** What a test makes the mock do with a request; return true when it answered. */
type Fault = (request: SeenRequest, res: http.ServerResponse, index: number) => boolean;

const KEY = 'mock-anon-key';

/**
 * A mock of PostgREST behind Supabase's /rest/v1 prefix: reads ordered by
 * one column with offset/limit capped at max_rows, the one `or` filter the
 * pull sends (the price history's window), `Prefer: count=exact` answered in
 * Content-Range, HEAD without a body, PostgREST's JSON errors.
 */
class MockPostgrest {
  readonly requests: SeenRequest[] = [];
  rows: MockRows = { product_feed_static: [], blog_posts: [] };
  fault: Fault | null = null;
  private readonly server: http.Server;
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor() {
    this.server = http.createServer((req, res) => this.handle(req, res));
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as { port: number };
    return `http://127.0.0.1:${port}`;
  }

  /** Replies after a delay (unless the test is over first). */
  later(ms: number, reply: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      reply();
    }, ms);
    this.timers.add(timer);
  }

  reset(): void {
    this.requests.length = 0;
    this.fault = null;
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private json(res: http.ServerResponse, status: number, body: unknown, headers: http.OutgoingHttpHeaders = {}) {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(text),
      ...headers,
    });
    res.end(res.req.method === 'HEAD' ? undefined : text);
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://mock');
    const match = /^\/rest\/v1\/([^/]+)$/.exec(url.pathname);
    if (!match) {
      this.json(res, 404, { message: 'no route' });
      return;
    }
    const request: SeenRequest = {
      method: req.method ?? 'GET',
      table: decodeURIComponent(match[1] as string),
      query: url.searchParams,
      headers: req.headers,
    };
    this.requests.push(request);
    if (this.fault?.(request, res, this.requests.length - 1)) return;

    if (req.headers.authorization !== `Bearer ${KEY}`) {
      this.json(
        res,
        401,
        { code: 'PGRST301', details: null, hint: null, message: 'JWSError JWSInvalidSignature' },
        { 'www-authenticate': 'Bearer error="invalid_token", error_description="JWSError JWSInvalidSignature"' },
      );
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      this.json(res, 405, { message: 'read-only mock' });
      return;
    }
    if (
      !['product_feed_static', 'blog_posts', 'price_history', 'shops'].includes(request.table) ||
      (request.table === 'shops' && this.rows.shops === undefined)
    ) {
      this.json(res, 404, {
        code: '42P01',
        details: null,
        hint: null,
        message: `relation "public.${request.table}" does not exist`,
      });
      return;
    }
    let rows = [...(this.rows[request.table as Table] ?? [])];
    const or = /^\(valid_to\.is\.null,valid_to\.gt\.(\d{4}-\d{2}-\d{2})\)$/.exec(url.searchParams.get('or') ?? '');
    if (url.searchParams.has('or') && !or) {
      this.json(res, 400, { code: 'PGRST100', details: null, hint: null, message: 'the mock knows one or filter' });
      return;
    }
    if (or) rows = rows.filter((row) => row.valid_to === null || String(row.valid_to) > (or[1] as string));
    const order = /^(\w+)\.(asc|desc)$/.exec(url.searchParams.get('order') ?? '');
    if (order) {
      const [, column, direction] = order as unknown as [string, string, string];
      const sign = direction === 'asc' ? 1 : -1;
      rows.sort((a, b) => {
        const x = a[column];
        const y = b[column];
        return sign * (typeof x === 'number' && typeof y === 'number' ? x - y : String(x) < String(y) ? -1 : 1);
      });
    }
    const total = rows.length;
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const limit = Math.min(Number(url.searchParams.get('limit') ?? Number.POSITIVE_INFINITY), MAX_ROWS);
    rows = rows.slice(offset, offset + limit);
    const exact = /count=exact/.test(String(req.headers.prefer ?? ''));
    const range = rows.length > 0 ? `${offset}-${offset + rows.length - 1}` : '*';
    const partial = exact && offset + rows.length < total;
    this.json(res, partial ? 206 : 200, rows, { 'content-range': `${range}/${exact ? total : '*'}` });
  }
}

/**
 * Stands in for the live site's /pull-baseline.json: answers whatever
 * `body()` returns, or 404 when it returns null.
 */
class BaselineSite {
  body: () => string | null = () => null;
  readonly requests: string[] = [];
  private readonly server = http.createServer((req, res) => {
    this.requests.push(req.url ?? '');
    const body = req.url === '/pull-baseline.json' ? this.body() : null;
    res.writeHead(body === null ? 404 : 200, { 'content-type': body === null ? 'text/plain' : 'application/json' });
    res.end(body ?? 'not found');
  });

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as { port: number };
    return `http://127.0.0.1:${port}/pull-baseline.json`;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

let mock: MockPostgrest;
let mockUrl: string;
let site: BaselineSite;
let siteUrl: string;
let temp: { dir: string; cleanup: () => Promise<void> };
let sample: { feedRows: Row[]; postRows: Row[]; historyRows: Row[]; shopRows: Row[] };
/** Output of a successful sample pull: every fault test starts from a copy. */
let goldenDir: string;
let golden: Map<string, Buffer>;
let goldenReport: PullReport;
let caseNumber = 0;

/**
 * Env of a pull from the mock, its baseline from the stand-in site; a short
 * backoff so that failures are quick. The request timeout is long enough for
 * a loaded machine to answer on loopback: only the slow-server test, whose
 * server never answers in time, shortens it.
 */
function supabaseEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return pullEnv({
    SUPABASE_URL: mockUrl,
    SUPABASE_ANON_KEY: KEY,
    PULL_BASELINE: siteUrl,
    PULL_TIMEOUT_MS: '10000',
    PULL_ATTEMPTS: '3',
    PULL_BACKOFF_MS: '10',
    ...extra,
  });
}

/** A fresh output folder holding the golden sample pull, in a folder of its own. */
async function previousOutput(): Promise<{ outDir: string; parent: string }> {
  caseNumber += 1;
  const parent = path.join(temp.dir, `case-${caseNumber}`);
  const outDir = path.join(parent, 'out');
  await cp(goldenDir, outDir, { recursive: true });
  return { outDir, parent };
}

/** The failed pull left the folder byte for byte as it was, and nothing else beside it. */
async function expectUntouched(outDir: string, parent: string) {
  expect(await snapshotDir(outDir)).toEqual(golden);
  expect(listDir(parent)).toEqual(['out']);
}

function output(result: PullResult): string {
  return `${result.stdout}\n${result.stderr}`;
}

async function readReport(dir: string): Promise<PullReport> {
  return pullReportSchema.parse(JSON.parse(await readFile(path.join(dir, 'report.json'), 'utf8')));
}

async function readBaseline(dir: string): Promise<PullBaseline> {
  return pullBaselineSchema.parse(JSON.parse(await readFile(path.join(dir, 'pull-baseline.json'), 'utf8')));
}

/** A baseline of the mock's source with one pull of the given counts, `daysAgo` days ago. */
function mockBaseline(pulls: { products: number; posts: number; daysAgo: number }[], host = new URL(mockUrl).host) {
  return JSON.stringify({
    version: 1,
    source: { kind: 'supabase', detail: host },
    entries: pulls.map(({ products, posts, daysAgo }) => ({
      at: new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000).toISOString(),
      products,
      posts,
    })),
  });
}

beforeAll(async () => {
  const rows = await readSampleRows(SAMPLE_DIR);
  sample = {
    feedRows: rows.feedRows as Row[],
    postRows: rows.postRows as Row[],
    historyRows: rows.historyRows as Row[],
    shopRows: (rows.shopRows ?? []) as Row[],
  };
  temp = await tempDir('pull-faults');
  goldenDir = path.join(temp.dir, 'golden', 'out');
  const pulled = await runPull(['--out', goldenDir, '--sample-dir', SAMPLE_DIR], pullEnv());
  expect(pulled.code, pulled.stderr).toBe(0);
  golden = await snapshotDir(goldenDir);
  expect([...golden.keys()].sort()).toEqual([...DATA_FILES, 'report.json', 'pull-baseline.json'].sort());
  goldenReport = await readReport(goldenDir);

  mock = new MockPostgrest();
  mockUrl = await mock.listen();
  site = new BaselineSite();
  siteUrl = await site.listen();
  site.body = sampleCountsBaseline;
});

/** What the live site would publish after a pull of the sample rows from the mock. */
function sampleCountsBaseline(): string {
  return mockBaseline([
    {
      products: goldenReport.tables.product_feed_static.kept,
      posts: goldenReport.tables.blog_posts.kept,
      daysAgo: 1,
    },
  ]);
}

afterEach(() => {
  mock.reset();
  mock.rows = {
    product_feed_static: sample.feedRows,
    blog_posts: sample.postRows,
    price_history: sample.historyRows,
    shops: sample.shopRows,
  };
  site.body = sampleCountsBaseline;
  site.requests.length = 0;
});

afterAll(async () => {
  await site?.close();
  await mock?.close();
  await temp?.cleanup();
});

describe('the mock behaves like Supabase for supabase-js', () => {
  it('a pull of the sample rows through the mock equals the sample pull', async () => {
    mock.rows = {
      product_feed_static: sample.feedRows,
      blog_posts: sample.postRows,
      price_history: sample.historyRows,
      shops: sample.shopRows,
    };
    const { outDir } = await previousOutput();
    const result = await runPull(['--out', outDir], supabaseEnv());
    expect(result.code, output(result)).toBe(EXIT.ok);
    for (const file of DATA_FILES) {
      expect((await readFile(path.join(outDir, file))).equals(golden.get(file) as Buffer), file).toBe(true);
    }
    // What supabase-js sent: a HEAD with an exact count, then ordered ranges.
    const feed = mock.requests.filter((r) => r.table === 'product_feed_static');
    expect(feed[0]?.method).toBe('HEAD');
    expect(feed[0]?.headers.prefer).toMatch(/count=exact/);
    expect(feed[0]?.headers.apikey).toBe(KEY);
    expect(feed[1]?.method).toBe('GET');
    expect(feed[1]?.query.get('order')).toBe('id.asc');
    expect(feed[1]?.query.get('offset')).toBe('0');
    expect(feed[1]?.query.get('limit')).toBe(String(MAX_ROWS));
    // The price history: its newest day, then the 400 days up to it, counted and paged by id.
    const history = mock.requests.filter((r) => r.table === 'price_history');
    expect(history[0]?.method).toBe('GET');
    expect(history[0]?.query.get('order')).toBe('valid_from.desc');
    expect(history[0]?.query.get('limit')).toBe('1');
    expect(history[1]?.method).toBe('HEAD');
    expect(history[1]?.query.get('or')).toBe('(valid_to.is.null,valid_to.gt.2025-10-20)');
    expect(history[2]?.query.get('or')).toBe('(valid_to.is.null,valid_to.gt.2025-10-20)');
    expect(history[2]?.query.get('order')).toBe('id.asc');
    const report = await readReport(outDir);
    expect(report.tables.price_history).toEqual(goldenReport.tables.price_history);
    expect(report.tables.price_history.read).toBe(sample.historyRows.length);
    // The shops (issue 36): their public columns by name, counted and paged by slug.
    const shops = mock.requests.filter((r) => r.table === 'shops');
    // Counted with a GET of one row: a missing table's 404 must have a body (src/pull/source-supabase.ts).
    expect(shops[0]?.method).toBe('GET');
    expect(shops[0]?.headers.prefer).toMatch(/count=exact/);
    expect(shops[1]?.query.get('select')).toBe(
      'slug,name,hosts,network,feed_format,active,free_shipping_over,return_days',
    );
    expect(shops[1]?.query.get('order')).toBe('slug.asc');
    expect(report.tables.shops).toEqual(goldenReport.tables.shops);
  });

  it('without a shops table (issue 36: a database before the migration), names shops from their hosts: exit 0, one warning', async () => {
    const { outDir } = await previousOutput();
    mock.rows = {
      product_feed_static: sample.feedRows,
      blog_posts: sample.postRows,
      price_history: sample.historyRows,
    };
    const result = await runPull(['--out', outDir], supabaseEnv());
    expect(result.code, output(result)).toBe(EXIT.ok);
    const report = await readReport(outDir);
    expect(report.tables.shops).toBeUndefined();
    expect(report.warnings).toContain("shops: the source has no shops table; every shop is named from its links' host");
    const shops = JSON.parse(await readFile(path.join(outDir, 'shops.json'), 'utf8')) as unknown[];
    expect(shops).toEqual([]);
    // The same products, named from their hosts: a shop without its row still gets a readable name.
    const products = JSON.parse(await readFile(path.join(outDir, 'products.json'), 'utf8')) as {
      offers: { shop_name: string }[];
    }[];
    const names = new Set(products.flatMap((product) => product.offers.map((offer) => offer.shop_name)));
    expect([...names].sort()).toEqual(['Hemmakallaren', 'Kylmagasinet', 'Vinforvaringshuset', 'Vinkylexperten']);
  });
});

describe('failures exit non-zero, name the table and the cause, and leave the previous output untouched', () => {
  it('server unreachable (a closed port): exit 3 after every attempt', async () => {
    const { outDir, parent } = await previousOutput();
    const closedPort = await freePort();
    const result = await runPull(['--out', outDir], supabaseEnv({ SUPABASE_URL: `http://127.0.0.1:${closedPort}` }));
    expect(result.code, output(result)).toBe(EXIT.source);
    expect(result.stderr).toMatch(/pull failed: product_feed_static: counting rows failed after 3 attempts/);
    expect(result.stderr).toMatch(/could not be reached \(.*ECONNREFUSED/);
    await expectUntouched(outDir, parent);
  });

  it('401 with a PostgREST JSON error (wrong key): exit 3 at once, no retries', async () => {
    const { outDir, parent } = await previousOutput();
    const result = await runPull(['--out', outDir], supabaseEnv({ SUPABASE_ANON_KEY: 'not-the-key' }));
    expect(result.code, output(result)).toBe(EXIT.source);
    expect(result.stderr).toMatch(/pull failed: product_feed_static: counting rows failed: HTTP 401/);
    expect(result.stderr).toMatch(/key was rejected \(Unauthorized\); check SUPABASE_ANON_KEY/);
    expect(mock.requests).toHaveLength(1);
    await expectUntouched(outDir, parent);
  });

  it('401 on a page read carries PostgREST’s message', async () => {
    const { outDir, parent } = await previousOutput();
    mock.fault = (request, res) => {
      if (request.method !== 'GET') return false;
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'PGRST301', details: null, hint: null, message: 'JWT expired' }));
      return true;
    };
    const result = await runPull(['--out', outDir], supabaseEnv());
    expect(result.code, output(result)).toBe(EXIT.source);
    expect(result.stderr).toMatch(
      /product_feed_static: reading rows 0–999 failed: HTTP 401: the key was rejected \(JWT expired\)/,
    );
    await expectUntouched(outDir, parent);
  });

  it('a 500 followed by success: retried, exit 0, correct output', async () => {
    const { outDir } = await previousOutput();
    mock.fault = (_request, res, index) => {
      if (index > 0) return false;
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'XX000', details: null, hint: null, message: 'internal error' }));
      return true;
    };
    const result = await runPull(['--out', outDir], supabaseEnv());
    expect(result.code, output(result)).toBe(EXIT.ok);
    expect(result.stderr).toMatch(
      /product_feed_static: counting rows failed \(HTTP 500.*\); retrying in 10 ms \(attempt 2 of 3\)/,
    );
    expect(mock.requests[0]?.method).toBe('HEAD');
    expect(mock.requests[1]?.method).toBe('HEAD');
    for (const file of DATA_FILES) {
      expect((await readFile(path.join(outDir, file))).equals(golden.get(file) as Buffer), file).toBe(true);
    }
    expect((await readReport(outDir)).source.kind).toBe('supabase');
  });

  it('a 500 that persists: exit 3 after exactly 3 attempts', async () => {
    const { outDir, parent } = await previousOutput();
    mock.fault = (_request, res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'XX000', details: null, hint: null, message: 'internal error' }));
      return true;
    };
    const result = await runPull(['--out', outDir], supabaseEnv());
    expect(result.code, output(result)).toBe(EXIT.source);
    expect(result.stderr).toMatch(/pull failed: product_feed_static: counting rows failed after 3 attempts: HTTP 500/);
    expect(mock.requests).toHaveLength(3);
    await expectUntouched(outDir, parent);
  });

  it('a 503 on the second page, after rows were read: exit 3, nothing written', async () => {
    const { outDir, parent } = await previousOutput();
    const extra = syntheticFeedRows(sample.feedRows, 1200, 1_000_000);
    mock.rows = { product_feed_static: [...sample.feedRows, ...extra], blog_posts: sample.postRows };
    mock.fault = (request, res) => {
      if (request.method !== 'GET' || request.query.get('offset') !== String(MAX_ROWS)) return false;
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'PGRST001', details: null, hint: null, message: 'Database client error' }));
      return true;
    };
    const result = await runPull(['--out', outDir], supabaseEnv());
    expect(result.code, output(result)).toBe(EXIT.source);
    expect(result.stderr).toMatch(
      /pull failed: product_feed_static: reading rows 1000–1999 failed after 3 attempts: HTTP 503: Database client error/,
    );
    await expectUntouched(outDir, parent);
  });

  it('no price_history table (the migration not applied): exit 3 naming the table, after the other tables were read', async () => {
    const { outDir, parent } = await previousOutput();
    mock.fault = (request, res) => {
      if (request.table !== 'price_history') return false;
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          code: 'PGRST205',
          details: null,
          hint: null,
          message: "Could not find the table 'public.price_history' in the schema cache",
        }),
      );
      return true;
    };
    const result = await runPull(['--out', outDir], supabaseEnv());
    expect(result.code, output(result)).toBe(EXIT.source);
    expect(result.stderr).toMatch(
      /pull failed: price_history: finding the newest day failed: HTTP 404: Could not find the table 'public\.price_history'/,
    );
    expect(mock.requests.filter((r) => r.table === 'price_history')).toHaveLength(1);
    await expectUntouched(outDir, parent);
  });

  it('a newest valid_from that is not a day: exit 3, a bad answer', async () => {
    const { outDir, parent } = await previousOutput();
    mock.rows = {
      product_feed_static: sample.feedRows,
      blog_posts: sample.postRows,
      price_history: [{ ...sample.historyRows[0], valid_from: '2026-13-45' }],
    };
    const result = await runPull(['--out', outDir], supabaseEnv());
    expect(result.code, output(result)).toBe(EXIT.source);
    expect(result.stderr).toMatch(/pull failed: price_history: the newest valid_from is not a day: "2026-13-45"/);
    await expectUntouched(outDir, parent);
  });

  it('a slow server: each request times out, exit 3', async () => {
    const { outDir, parent } = await previousOutput();
    let replies = 0;
    mock.fault = (_request, res) => {
      mock.later(30_000, () => {
        replies += 1;
        res.end();
      });
      return true;
    };
    const result = await runPull(['--out', outDir], supabaseEnv({ PULL_TIMEOUT_MS: '300' }));
    expect(result.code, output(result)).toBe(EXIT.source);
    expect(result.stderr).toMatch(
      /pull failed: product_feed_static: counting rows failed after 3 attempts: the request timed out/,
    );
    expect(mock.requests).toHaveLength(3);
    // The pull gave up on its own: the server had answered none of the three (it would after 30 s).
    expect(replies).toBe(0);
    await expectUntouched(outDir, parent);
  });

  it('SUPABASE_URL without a key: exit 2 before any request', async () => {
    const { outDir, parent } = await previousOutput();
    const result = await runPull(['--out', outDir], supabaseEnv({ SUPABASE_ANON_KEY: '' }));
    expect(result.code, output(result)).toBe(EXIT.usage);
    expect(result.stderr).toMatch(
      /SUPABASE_URL is set but SUPABASE_ANON_KEY \(or SUPABASE_PUBLISHABLE_KEY\) is missing/,
    );
    expect(mock.requests).toHaveLength(0);
    await expectUntouched(outDir, parent);
  });

  it('a SUPABASE_URL that is not a URL: exit 2 naming the variable', async () => {
    const { outDir, parent } = await previousOutput();
    const result = await runPull(['--out', outDir], supabaseEnv({ SUPABASE_URL: 'not a url' }));
    expect(result.code, output(result)).toBe(EXIT.usage);
    expect(result.stderr).toMatch(/SUPABASE_URL is not a URL: "not a url"/);
    await expectUntouched(outDir, parent);
  });
});

describe('the guard: a rolling maximum of the live baseline, failing closed for Supabase', () => {
  it('no baseline on the site (404): exit 4, says what to do, output untouched', async () => {
    const { outDir, parent } = await previousOutput();
    site.body = () => null;
    const result = await runPull(['--out', outDir], supabaseEnv());
    expect(result.code, output(result)).toBe(EXIT.guard);
    expect(result.stderr).toContain(
      `pull failed: no usable pull baseline for supabase (${new URL(mockUrl).host}): ${siteUrl} is not on the site (HTTP 404)`,
    );
    expect(result.stderr).toMatch(/first deploy.*--allow-drop/);
    expect(site.requests).toEqual(['/pull-baseline.json']);
    await expectUntouched(outDir, parent);
  });

  it('an unreachable or invalid baseline, or one of another Supabase host: exit 4, output untouched', async () => {
    const closedPort = await freePort();
    const cases: [Record<string, string>, () => string | null, RegExp][] = [
      [{ PULL_BASELINE: `http://127.0.0.1:${closedPort}/pull-baseline.json` }, site.body, /could not be reached/],
      [{}, () => '<!doctype html><title>Vinkylguiden</title>', /is not valid JSON/],
      [
        {},
        () => mockBaseline([{ products: 316, posts: 15, daysAgo: 1 }], 'other-project.supabase.co'),
        /belongs to supabase \(other-project\.supabase\.co\)/,
      ],
    ];
    for (const [env, body, message] of cases) {
      const { outDir, parent } = await previousOutput();
      site.body = body;
      const result = await runPull(['--out', outDir], supabaseEnv({ PULL_ATTEMPTS: '1', ...env }));
      expect(result.code, output(result)).toBe(EXIT.guard);
      expect(result.stderr).toMatch(message);
      await expectUntouched(outDir, parent);
    }
  });

  it('a baseline whose 30-day maximum is higher than the feed allows: exit 4, output untouched', async () => {
    const { outDir, parent } = await previousOutput();
    const kept = goldenReport.tables.product_feed_static.kept;
    // The last pull had the same count; a week earlier the catalogue was much larger.
    site.body = () =>
      mockBaseline([
        { products: Math.ceil(kept / 0.6), posts: 15, daysAgo: 7 },
        { products: kept, posts: 15, daysAgo: 1 },
      ]);
    const result = await runPull(['--out', outDir], supabaseEnv());
    expect(result.code, output(result)).toBe(EXIT.guard);
    expect(result.stderr).toContain(
      `pull failed: product_feed_static: products fell to ${kept}, below 70 % of ${Math.ceil(kept / 0.6)}`,
    );
    await expectUntouched(outDir, parent);

    // The same maximum 31 days ago has left the window.
    site.body = () =>
      mockBaseline([
        { products: Math.ceil(kept / 0.6), posts: 15, daysAgo: 31 },
        { products: kept, posts: 15, daysAgo: 1 },
      ]);
    const later = await runPull(['--out', outDir], supabaseEnv());
    expect(later.code, output(later)).toBe(EXIT.ok);
    expect((await readBaseline(outDir)).entries.map((entry) => entry.products)).toEqual([kept, kept]);
  });

  it('the sample source without a baseline applies only the empty rule, and starts one', async () => {
    const parent = path.join(temp.dir, 'sample-fresh');
    const outDir = path.join(parent, 'out');
    const result = await runPull(['--out', outDir, '--sample-dir', SAMPLE_DIR], pullEnv());
    expect(result.code, output(result)).toBe(EXIT.ok);
    expect(result.stderr).toMatch(/only the empty-catalogue rule applies/);
    expect((await readBaseline(outDir)).entries).toHaveLength(1);
  });

  it('stepwise falls, posts falling to 0 and --allow-drop, pull after pull as the live site would see them', async () => {
    const ids = sample.feedRows.map((row) => Number(row.id));
    const full = [...sample.feedRows, ...syntheticFeedRows(sample.feedRows, 400, Math.max(...ids) + 1)];
    const parent = path.join(temp.dir, 'guard');
    const outDir = path.join(parent, 'out');
    await mkdir(parent);
    const env = supabaseEnv();
    // The stand-in site publishes what the last successful pull wrote, as a deploy would.
    site.body = () => {
      try {
        return readFileSync(path.join(outDir, 'pull-baseline.json'), 'utf8');
      } catch {
        return null;
      }
    };
    const pull = async (feed: Row[], posts: Row[], args: string[] = []) => {
      mock.rows = { product_feed_static: feed, blog_posts: posts };
      return runPull(['--out', outDir, ...args], env);
    };

    // First deploy: no baseline anywhere, refused; --allow-drop starts one.
    const refusedFirst = await pull(full, sample.postRows);
    expect(refusedFirst.code, output(refusedFirst)).toBe(EXIT.guard);
    expect(listDir(parent)).toEqual([]);
    const first = await pull(full, sample.postRows, ['--allow-drop']);
    expect(first.code, output(first)).toBe(EXIT.ok);
    const max = (await readReport(outDir)).tables.product_feed_static.kept;
    const posts = (await readReport(outDir)).tables.blog_posts.kept;
    expect(max).toBeGreaterThan(600);
    expect((await readBaseline(outDir)).entries).toEqual([{ at: expect.any(String), products: max, posts }]);

    // Falls are counted in products. The synthetic rows come last, one product each, so dropping the
    // last n rows drops n products (the sample's rows hold several shops' offers of some products, issue 20).
    const withoutLast = (products: number) => full.slice(0, full.length - products);

    // A fall within 30 % of the maximum is accepted...
    const second = await pull(withoutLast(Math.floor(max * 0.18)), sample.postRows);
    expect(second.code, output(second)).toBe(EXIT.ok);
    const afterSecond = (await readReport(outDir)).tables.product_feed_static.kept;
    expect(afterSecond).toBeLessThan(max);
    expect((await readBaseline(outDir)).entries.map((entry) => entry.products)).toEqual([max, afterSecond]);
    const kept = await snapshotDir(outDir);

    // ...the next step, within 30 % of the last pull but not of the maximum, is refused.
    const steep = withoutLast(Math.floor(max * 0.38));
    const third = await pull(steep, sample.postRows);
    expect(third.code, output(third)).toBe(EXIT.guard);
    const steepKept = Number(/products fell to (\d+)/.exec(third.stderr)?.[1]);
    expect(steepKept).toBeGreaterThanOrEqual(afterSecond * 0.7);
    expect(steepKept).toBeLessThan(max * 0.7);
    expect(third.stderr).toContain(`below 70 % of ${max}, the most in the last 30 days`);
    expect(third.stderr).toMatch(/--allow-drop/);
    expect(await snapshotDir(outDir)).toEqual(kept);
    expect(listDir(parent)).toEqual(['out']);

    // Posts falling to 0 are refused too.
    const noPosts = await pull(full, []);
    expect(noPosts.code, output(noPosts)).toBe(EXIT.guard);
    expect(noPosts.stderr).toContain(`blog_posts: posts fell to 0, below 70 % of ${posts}`);
    expect(await snapshotDir(outDir)).toEqual(kept);

    // --allow-drop accepts the drop and resets the window to the current counts...
    const fourth = await pull(steep, sample.postRows, ['--allow-drop']);
    expect(fourth.code, output(fourth)).toBe(EXIT.ok);
    expect((await readReport(outDir)).tables.product_feed_static.read).toBe(steep.length);
    expect((await readBaseline(outDir)).entries).toEqual([{ at: expect.any(String), products: steepKept, posts }]);
    // ...so the next build at that level passes without it.
    const fifth = await pull(steep, sample.postRows);
    expect(fifth.code, output(fifth)).toBe(EXIT.ok);
    expect((await readBaseline(outDir)).entries.map((entry) => entry.products)).toEqual([steepKept, steepKept]);
  }, 180_000);
});

describe('every failure has a documented exit code', () => {
  it('an output path under a regular file: exit 5, nothing written', async () => {
    const parent = path.join(temp.dir, 'under-a-file');
    await mkdir(parent);
    await writeFile(path.join(parent, 'file'), 'a file');
    const result = await runPull(['--out', path.join(parent, 'file', 'out'), '--sample-dir', SAMPLE_DIR], pullEnv());
    expect(result.code, output(result)).toBe(EXIT.output);
    expect(result.stderr).toMatch(/pull failed: cannot write .*file\/out: ENOTDIR/);
    expect(listDir(parent)).toEqual(['file']);
    expect(await readFile(path.join(parent, 'file'), 'utf8')).toBe('a file');
  });

  it('a PULL_BASELINE that is neither an http(s) URL nor a path, or a bad SITE_URL: exit 2 before any request', async () => {
    const { outDir, parent } = await previousOutput();
    const badBaseline = await runPull(['--out', outDir], supabaseEnv({ PULL_BASELINE: 'ftp://example.com/b.json' }));
    expect(badBaseline.code, output(badBaseline)).toBe(EXIT.usage);
    expect(badBaseline.stderr).toMatch(/PULL_BASELINE must be an http\(s\) URL or a file path/);
    const badSite = await runPull(['--out', outDir], supabaseEnv({ SITE_URL: 'not a url' }));
    expect(badSite.code, output(badSite)).toBe(EXIT.usage);
    expect(badSite.stderr).toMatch(/pull failed: SITE_URL must be an absolute URL/);
    expect(mock.requests).toHaveLength(0);
    await expectUntouched(outDir, parent);
  });
});
