/**
 * How the pull fails: against a loopback mock of Supabase's REST API
 * (PostgREST 12 as supabase-js talks to it), every failure exits with its
 * own code, says which table and why, and leaves the previous output folder
 * exactly as it was. Also the guard against a sudden fall in products.
 */
import { cp, readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EXIT } from '../../scripts/lib/errors';
import { readSampleRows } from '../../scripts/lib/source-sample';
import { syntheticFeedRows } from '../../scripts/lib/source-synthetic';
import { type PullReport, pullReportSchema } from '../../src/lib/schemas/report';
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
type Table = 'product_feed_static' | 'blog_posts';

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
 * A mock of PostgREST behind Supabase's /rest/v1 prefix: ordered reads with
 * offset/limit capped at max_rows, `Prefer: count=exact` answered in
 * Content-Range, HEAD without a body, PostgREST's JSON errors.
 */
class MockPostgrest {
  readonly requests: SeenRequest[] = [];
  rows: Record<Table, Row[]> = { product_feed_static: [], blog_posts: [] };
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
    if (!(request.table in this.rows)) {
      this.json(res, 404, {
        code: '42P01',
        details: null,
        hint: null,
        message: `relation "public.${request.table}" does not exist`,
      });
      return;
    }
    let rows = [...this.rows[request.table as Table]];
    const order = url.searchParams.get('order');
    if (order === 'id.asc') {
      rows.sort((a, b) =>
        typeof a.id === 'number' && typeof b.id === 'number' ? a.id - b.id : String(a.id) < String(b.id) ? -1 : 1,
      );
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

let mock: MockPostgrest;
let mockUrl: string;
let temp: { dir: string; cleanup: () => Promise<void> };
let sample: { feedRows: Row[]; postRows: Row[] };
/** Output of a successful sample pull: every fault test starts from a copy. */
let goldenDir: string;
let golden: Map<string, Buffer>;
let caseNumber = 0;

/** Env of a pull from the mock; fast timeouts and backoff so that failures are quick. */
function supabaseEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return pullEnv({
    SUPABASE_URL: mockUrl,
    SUPABASE_ANON_KEY: KEY,
    PULL_TIMEOUT_MS: '300',
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

beforeAll(async () => {
  const rows = await readSampleRows(SAMPLE_DIR);
  sample = { feedRows: rows.feedRows as Row[], postRows: rows.postRows as Row[] };
  temp = await tempDir('pull-faults');
  goldenDir = path.join(temp.dir, 'golden', 'out');
  const pulled = await runPull(['--out', goldenDir, '--sample-dir', SAMPLE_DIR], pullEnv());
  expect(pulled.code, pulled.stderr).toBe(0);
  golden = await snapshotDir(goldenDir);
  expect([...golden.keys()].sort()).toEqual([...DATA_FILES, 'report.json'].sort());

  mock = new MockPostgrest();
  mockUrl = await mock.listen();
});

afterEach(() => {
  mock.reset();
  mock.rows = { product_feed_static: sample.feedRows, blog_posts: sample.postRows };
});

afterAll(async () => {
  await mock?.close();
  await temp?.cleanup();
});

describe('the mock behaves like Supabase for supabase-js', () => {
  it('a pull of the sample rows through the mock equals the sample pull', async () => {
    mock.rows = { product_feed_static: sample.feedRows, blog_posts: sample.postRows };
    const { outDir } = await previousOutput();
    const result = await runPull(['--out', outDir], supabaseEnv({ PULL_TIMEOUT_MS: '5000' }));
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
    const result = await runPull(['--out', outDir], supabaseEnv({ PULL_TIMEOUT_MS: '5000' }));
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
    const result = await runPull(['--out', outDir], supabaseEnv({ PULL_TIMEOUT_MS: '5000' }));
    expect(result.code, output(result)).toBe(EXIT.source);
    expect(result.stderr).toMatch(
      /pull failed: product_feed_static: reading rows 1000–1999 failed after 3 attempts: HTTP 503: Database client error/,
    );
    await expectUntouched(outDir, parent);
  });

  it('a slow server: each request times out, exit 3', async () => {
    const { outDir, parent } = await previousOutput();
    mock.fault = (_request, res) => {
      mock.later(30_000, () => res.end());
      return true;
    };
    const result = await runPull(['--out', outDir], supabaseEnv({ PULL_TIMEOUT_MS: '300' }));
    expect(result.code, output(result)).toBe(EXIT.source);
    expect(result.stderr).toMatch(
      /pull failed: product_feed_static: counting rows failed after 3 attempts: the request timed out/,
    );
    expect(mock.requests).toHaveLength(3);
    // Three 300 ms timeouts and two short backoffs, not the server's 30 s.
    expect(result.ms).toBeLessThan(10_000);
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

describe('the guard against a fall in products', () => {
  it('after a pull of N rows, fewer than 70 % exits 4 and keeps the output; --allow-drop accepts it', async () => {
    const ids = sample.feedRows.map((row) => Number(row.id));
    const full = [...sample.feedRows, ...syntheticFeedRows(sample.feedRows, 400, Math.max(...ids) + 1)];
    const parent = path.join(temp.dir, 'guard');
    const outDir = path.join(parent, 'out');
    const env = supabaseEnv({ PULL_TIMEOUT_MS: '5000' });

    mock.rows = { product_feed_static: full, blog_posts: sample.postRows };
    const first = await runPull(['--out', outDir], env);
    expect(first.code, output(first)).toBe(EXIT.ok);
    const before = (await readReport(outDir)).tables.product_feed_static.kept;
    expect(before).toBeGreaterThan(300);
    const kept = await snapshotDir(outDir);

    // A fall within 30 % is accepted...
    const mild = full.slice(0, Math.ceil(full.length * 0.85));
    mock.rows = { product_feed_static: mild, blog_posts: sample.postRows };
    const second = await runPull(['--out', outDir], env);
    expect(second.code, output(second)).toBe(EXIT.ok);
    const afterMild = (await readReport(outDir)).tables.product_feed_static.kept;
    expect(afterMild).toBeLessThan(before);
    expect(afterMild).toBeGreaterThanOrEqual(before * 0.7);
    const mildOutput = await snapshotDir(outDir);
    expect(mildOutput).not.toEqual(kept);

    // ...a larger one is refused and the output stays as it was.
    const steep = full.slice(0, Math.floor(full.length * 0.5));
    mock.rows = { product_feed_static: steep, blog_posts: sample.postRows };
    const third = await runPull(['--out', outDir], env);
    expect(third.code, output(third)).toBe(EXIT.guard);
    expect(third.stderr).toMatch(
      new RegExp(`pull failed: product_feed_static: products fell from ${afterMild} to \\d+`),
    );
    expect(third.stderr).toMatch(/--allow-drop/);
    expect(await snapshotDir(outDir)).toEqual(mildOutput);
    expect(listDir(parent)).toEqual(['out']);

    const fourth = await runPull(['--out', outDir, '--allow-drop'], env);
    expect(fourth.code, output(fourth)).toBe(EXIT.ok);
    const afterDrop = (await readReport(outDir)).tables.product_feed_static.kept;
    expect(afterDrop).toBeLessThan(afterMild * 0.7);
    expect((await readReport(outDir)).tables.product_feed_static.read).toBe(steep.length);
  });
});
