/**
 * Issue 36 §2, the client half of writing to Supabase (src/import/database.ts)
 * without a database: the settings read from the environment, and the
 * requests and answers against a loopback stand-in for PostgREST that
 * answers as it does. The database half runs against a real PostgreSQL and
 * PostgREST in tests/integration/import-database.test.ts.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAX_DROP, type SupabaseTarget, supabaseTargetFromEnv } from '../../../src/import/database';
import { ImportError } from '../../../src/import/errors';
import { formatSummary } from '../../../src/import/report';
import { runImport } from '../../../src/import/run';
import { FEEDS, NOW } from '../../support/import-feeds';

/** A JWT-shaped key with the given role claim (unsigned: only the server checks signatures). */
function keyOf(role: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part({ role })}.signature`;
}

describe('supabaseTargetFromEnv', () => {
  const options = { maxDrop: DEFAULT_MAX_DROP, force: false };

  it('reads the URL and the service-role key', () => {
    const key = keyOf('service_role');
    expect(
      supabaseTargetFromEnv({ SUPABASE_URL: ' https://x.supabase.co/ ', SUPABASE_SERVICE_ROLE_KEY: key }, options),
    ).toEqual({ url: 'https://x.supabase.co', serviceKey: key, maxDrop: 0.5, force: false });
    // A key that is not a JWT (a newer secret key format) is left to the server to judge.
    expect(
      supabaseTargetFromEnv(
        { SUPABASE_URL: 'http://127.0.0.1:54321', SUPABASE_SERVICE_ROLE_KEY: 'sb_secret_x' },
        options,
      ).serviceKey,
    ).toBe('sb_secret_x');
  });

  it.each([
    [{}, 'needs SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY'],
    [{ SUPABASE_URL: 'https://x.supabase.co', SUPABASE_ANON_KEY: keyOf('anon') }, 'needs SUPABASE_SERVICE_ROLE_KEY ('],
    [{ SUPABASE_SERVICE_ROLE_KEY: keyOf('service_role') }, 'needs SUPABASE_URL ('],
    [{ SUPABASE_URL: 'not a url', SUPABASE_SERVICE_ROLE_KEY: 'k' }, 'SUPABASE_URL is not a URL'],
    [{ SUPABASE_URL: 'ftp://x.example', SUPABASE_SERVICE_ROLE_KEY: 'k' }, 'must be an http(s) URL'],
    [
      { SUPABASE_URL: 'https://x.supabase.co', SUPABASE_SERVICE_ROLE_KEY: keyOf('anon') },
      'a key of the role anon, not service_role',
    ],
  ])('refuses %j as a usage error', (env, message) => {
    let error: unknown;
    try {
      supabaseTargetFromEnv(env, options);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ImportError);
    expect(error).toMatchObject({ kind: 'usage' });
    expect((error as Error).message).toContain(message);
  });

  it('takes a key whose middle part is not JSON, or names no role, as the server’s to judge', () => {
    for (const key of ['a.%%%.c', `a.${Buffer.from('{}').toString('base64url')}.c`]) {
      expect(
        supabaseTargetFromEnv({ SUPABASE_URL: 'https://x.co', SUPABASE_SERVICE_ROLE_KEY: key }, options),
      ).toMatchObject({ serviceKey: key });
    }
  });
});

/** What the stand-in answers to the next RPC call: a status and a body. */
let rpcAnswer: { status: number; body: unknown } = { status: 200, body: null };
let shopsAnswer: { status: number; body: unknown } = { status: 200, body: [] };
const calls: { path: string; body: unknown; authorization: string | undefined }[] = [];
let server: http.Server;
let url: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      calls.push({
        path: req.url ?? '',
        body: text === '' ? null : JSON.parse(text),
        authorization: req.headers.authorization,
      });
      const answer = (req.url ?? '').startsWith('/rest/v1/rpc/') ? rpcAnswer : shopsAnswer;
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const SHOP_ROW = {
  slug: 'kylmagasinet',
  name: 'Kylmagasinet',
  hosts: ['kylmagasinet.se'],
  feed_format: 'adtraction-xml',
  active: true,
};
const COUNTS = { shop: 'kylmagasinet', before: 5, rows: 5, inserted: 0, updated: 1, deleted: 0, unchanged: 4 };

function target(options: Partial<SupabaseTarget> = {}): SupabaseTarget {
  return { url, serviceKey: keyOf('service_role'), maxDrop: 0.5, force: false, ...options };
}

function importInto(options: Partial<SupabaseTarget> = {}) {
  return runImport({
    shop: 'kylmagasinet.se',
    file: path.join(FEEDS, 'adtraction.xml'),
    now: NOW,
    supabase: target(options),
  });
}

describe('runImport into Supabase (a stand-in PostgREST)', () => {
  it('finds the shop in public.shops and sends every row in one call with the service key', async () => {
    calls.length = 0;
    shopsAnswer = { status: 200, body: [SHOP_ROW] };
    rpcAnswer = { status: 200, body: COUNTS };
    const summary = await importInto({ maxDrop: 0.3, force: true });
    const { shop: _shop, ...counts } = COUNTS;
    expect(summary.database).toEqual(counts);
    expect(summary.output).toBeNull();
    expect(calls.map((call) => call.path.split('?')[0])).toEqual(['/rest/v1/shops', '/rest/v1/rpc/replace_shop_rows']);
    const rpc = calls[1];
    expect(rpc?.authorization).toBe(`Bearer ${keyOf('service_role')}`);
    const body = rpc?.body as {
      p_shop: string;
      p_rows: Record<string, unknown>[];
      p_max_drop: number;
      p_force: boolean;
    };
    expect(body).toMatchObject({ p_shop: 'kylmagasinet', p_max_drop: 0.3, p_force: true });
    expect(body.p_rows).toHaveLength(summary.rows_kept);
    // Feed columns only, sorted by SKU: the function sets id and shop.
    expect(Object.keys(body.p_rows[0] ?? {})).not.toContain('id');
    expect(Object.keys(body.p_rows[0] ?? {})).not.toContain('shop');
    const skus = body.p_rows.map((row) => String(row.SKU));
    expect(skus).toEqual([...skus].sort());
    expect(formatSummary(summary)).toContain(
      'database: 5 rows of this shop (it had 5): 0 inserted, 1 updated, 0 deleted, 4 unchanged',
    );
  });

  it('the guard’s refusal is exit 7 with the database’s numbers and how to force', async () => {
    shopsAnswer = { status: 200, body: [SHOP_ROW] };
    rpcAnswer = {
      status: 400,
      body: {
        code: 'VG001',
        message: 'replace_shop_rows: the feed of kylmagasinet has 5 rows, 50.0% fewer than the 10 it has now',
        details: null,
        hint: null,
      },
    };
    const error = await importInto().catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'guard', exitCode: 7 });
    expect((error as Error).message).toContain('has 5 rows, 50.0% fewer than the 10 it has now');
    expect((error as Error).message).toContain('--force');
  });

  it('any other refusal is an output error saying the rows are as they were', async () => {
    rpcAnswer = {
      status: 403,
      body: {
        code: '42501',
        message: 'permission denied for function replace_shop_rows',
        details: null,
        hint: 'ask for it',
      },
    };
    const error = await importInto().catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'output' });
    expect((error as Error).message).toContain(
      'its rows are as they were: permission denied for function replace_shop_rows (ask for it)',
    );
    rpcAnswer = { status: 400, body: { code: '22023', message: 'row 3 is not a feed row', details: null, hint: null } };
    expect(((await importInto().catch((caught: unknown) => caught)) as Error).message).not.toContain('(null)');
  });

  it('an answer that is not the counts is an internal error', async () => {
    rpcAnswer = { status: 200, body: { done: true } };
    await expect(importInto()).rejects.toMatchObject({ kind: 'internal' });
  });

  it('a shop the table lacks, or a table it cannot read, is a shop error', async () => {
    shopsAnswer = { status: 200, body: [{ ...SHOP_ROW, hosts: ['annan.se'] }] };
    await expect(importInto()).rejects.toMatchObject({
      kind: 'shop',
      message: expect.stringContaining('no shop in public.shops'),
    });
    shopsAnswer = { status: 401, body: { code: 'PGRST301', message: 'JWT invalid', details: null, hint: null } };
    await expect(importInto()).rejects.toMatchObject({
      kind: 'shop',
      message: expect.stringContaining('cannot read public.shops'),
    });
  });

  it('needs one place to write, not two or none', async () => {
    const file = path.join(FEEDS, 'adtraction.xml');
    await expect(runImport({ shop: 'kylmagasinet.se', file, out: '/tmp', supabase: target() })).rejects.toMatchObject({
      kind: 'usage',
      message: expect.stringContaining('not both'),
    });
    await expect(runImport({ shop: 'kylmagasinet.se', file })).rejects.toMatchObject({
      kind: 'usage',
      message: expect.stringContaining('nowhere to write'),
    });
  });
});
