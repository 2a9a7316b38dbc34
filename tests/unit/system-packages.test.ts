import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type CommandResult,
  type Env,
  ensureSystemPackages,
  findExecutable,
  findMissing,
  installCommand,
  isExecutableFile,
  planSystemPackages,
  SystemPackagesError,
  spawnRunner,
  systemRequirements,
} from '../../scripts/lib/system-packages';

const PG = '/usr/lib/postgresql/15/bin';
const PG_FILES = ['initdb', 'postgres', 'pg_isready', 'psql'].map((name) => `${PG}/${name}`);
/** A bare Debian machine with PATH as npm scripts see it, apt-get present. */
const BASE_ENV: Env = { PATH: '/work/node_modules/.bin:/usr/local/bin:/usr/bin:/bin' };
const EVERYTHING = ['/usr/bin/apt-get', '/usr/bin/chromium', ...PG_FILES, '/usr/bin/java', '/usr/bin/jing'];

/** Packages a fake apt-get adds to the fake file system. */
const FILES_OF_PACKAGE = new Map<string, readonly string[]>([
  ['chromium', ['/usr/bin/chromium']],
  ['postgresql-15', PG_FILES],
  ['default-jre-headless', ['/usr/bin/java']],
  ['jing', ['/usr/bin/jing']],
]);

interface Call {
  readonly command: string;
  readonly args: readonly string[];
  readonly env: Env;
}

/** A machine: a set of executable files and an apt-get that installs into it (or fails as told). */
function machine(files: readonly string[], apt: { fail?: 'update' | 'install'; installs?: boolean } = {}) {
  const present = new Set(files);
  const calls: Call[] = [];
  const log: string[] = [];
  const run = (command: string, args: readonly string[], env: Env): CommandResult => {
    calls.push({ command, args, env });
    if (apt.fail === args[0]) return { status: 100, output: 'E: Could not get lock /var/lib/dpkg/lock-frontend\n' };
    if (args[0] === 'install' && apt.installs !== false) {
      for (const name of args.filter((arg) => !arg.startsWith('-')).slice(1)) {
        for (const file of FILES_OF_PACKAGE.get(name) ?? []) present.add(file);
      }
    }
    return { status: 0, output: '' };
  };
  return {
    calls,
    log,
    present,
    options: (overrides: { env?: Env; isRoot?: boolean } = {}) => ({
      env: overrides.env ?? BASE_ENV,
      isRoot: overrides.isRoot ?? true,
      isExecutable: (file: string) => present.has(file),
      run,
      log: (line: string) => log.push(line),
    }),
  };
}

describe('systemRequirements: what the tests start, where they look for it', () => {
  it('maps each program to its Debian package, with the tests’ defaults', () => {
    const requirements = systemRequirements({});
    expect(requirements.map((r) => [r.debianPackage, r.executables, r.override])).toEqual([
      ['chromium', ['/usr/bin/chromium'], null],
      ['postgresql-15', PG_FILES, null],
      ['default-jre-headless', ['java'], null],
      ['jing', ['jing'], null],
    ]);
  });

  it('follows CHROMIUM_PATH and PG_BIN_DIR, as the browser tests and the integration harness do', () => {
    const [chromium, postgres] = systemRequirements({ CHROMIUM_PATH: '/opt/chrome/chrome', PG_BIN_DIR: '/opt/pg/bin' });
    expect(chromium?.executables).toEqual(['/opt/chrome/chrome']);
    expect(chromium?.override).toEqual({ variable: 'CHROMIUM_PATH', value: '/opt/chrome/chrome' });
    expect(postgres?.executables).toEqual([
      '/opt/pg/bin/initdb',
      '/opt/pg/bin/postgres',
      '/opt/pg/bin/pg_isready',
      '/opt/pg/bin/psql',
    ]);
    expect(postgres?.override).toEqual({ variable: 'PG_BIN_DIR', value: '/opt/pg/bin' });
  });

  it('treats empty overrides as unset (as `||` in the tests does)', () => {
    const [chromium] = systemRequirements({ CHROMIUM_PATH: '' });
    expect(chromium?.executables).toEqual(['/usr/bin/chromium']);
    expect(chromium?.override).toBeNull();
  });
});

describe('findExecutable', () => {
  const has =
    (...files: string[]) =>
    (file: string) =>
      files.includes(file);

  it('looks a bare name up on PATH, first match wins', () => {
    expect(findExecutable('java', { PATH: '/a:/b:/c' }, has('/b/java', '/c/java'))).toBe('/b/java');
  });

  it('skips empty and relative PATH entries (they depend on the working directory)', () => {
    expect(findExecutable('java', { PATH: ':.:bin:/usr/bin' }, has('java', './java', 'bin/java'))).toBeNull();
    expect(findExecutable('java', { PATH: ':.:/usr/bin' }, has('/usr/bin/java'))).toBe('/usr/bin/java');
  });

  it('takes an absolute path as it is, and finds nothing without PATH', () => {
    expect(findExecutable('/usr/bin/chromium', { PATH: '/x' }, has('/usr/bin/chromium'))).toBe('/usr/bin/chromium');
    expect(findExecutable('/usr/bin/chromium', {}, has())).toBeNull();
    expect(findExecutable('java', {}, has('/usr/bin/java'))).toBeNull();
  });
});

describe('isExecutableFile: the real probe', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'system-packages-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('says yes to an executable file only: not to a plain file, a folder or nothing', () => {
    const program = path.join(dir, 'program');
    const plain = path.join(dir, 'plain');
    const folder = path.join(dir, 'folder');
    writeFileSync(program, '#!/bin/sh\n');
    chmodSync(program, 0o755);
    writeFileSync(plain, 'text');
    chmodSync(plain, 0o644);
    mkdirSync(folder, { mode: 0o755 });
    expect(isExecutableFile(program)).toBe(true);
    expect(isExecutableFile(plain)).toBe(false);
    expect(isExecutableFile(folder)).toBe(false);
    expect(isExecutableFile(path.join(dir, 'absent'))).toBe(false);
  });
});

describe('findMissing', () => {
  it('lists each missing package once with the files it lacks', () => {
    const present = new Set(['/usr/bin/chromium', `${PG}/initdb`, `${PG}/postgres`]);
    const missing = findMissing(systemRequirements(BASE_ENV), BASE_ENV, (file) => present.has(file));
    expect(missing.map((entry) => [entry.requirement.debianPackage, entry.missing])).toEqual([
      ['postgresql-15', [`${PG}/pg_isready`, `${PG}/psql`]],
      ['default-jre-headless', ['java']],
      ['jing', ['jing']],
    ]);
  });

  it('finds nothing missing when everything is there', () => {
    const present = new Set(EVERYTHING);
    expect(findMissing(systemRequirements(BASE_ENV), BASE_ENV, (file) => present.has(file))).toEqual([]);
  });
});

describe('planSystemPackages: install, stop or nothing', () => {
  const missingOf = (files: readonly string[], env: Env = BASE_ENV) => {
    const present = new Set(files);
    return findMissing(systemRequirements(env), env, (file) => present.has(file));
  };
  const none = missingOf(EVERYTHING);
  const noBrowserNoJava = missingOf(
    EVERYTHING.filter((file) => !file.endsWith('/chromium') && !file.endsWith('/java')),
  );

  it('does nothing when nothing is missing, whoever runs it', () => {
    expect(planSystemPackages(none, { isRoot: false, hasAptGet: false })).toEqual({ action: 'none' });
  });

  it('installs every missing package at once as root with apt-get', () => {
    expect(planSystemPackages(noBrowserNoJava, { isRoot: true, hasAptGet: true })).toEqual({
      action: 'install',
      packages: ['chromium', 'default-jre-headless'],
    });
  });

  it('stops with the exact sudo command when not root', () => {
    const plan = planSystemPackages(noBrowserNoJava, { isRoot: false, hasAptGet: true });
    expect(plan.action).toBe('stop');
    const message = plan.action === 'stop' ? plan.message : '';
    expect(message).toContain(
      'sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium default-jre-headless',
    );
    expect(message).toContain('chromium for the browser tests (tests/e2e): /usr/bin/chromium not found');
    expect(message).toContain('default-jre-headless for the Nu HTML checker');
  });

  it('stops naming the packages when there is no apt-get, even as root', () => {
    const plan = planSystemPackages(noBrowserNoJava, { isRoot: true, hasAptGet: false });
    expect(plan.action).toBe('stop');
    const message = plan.action === 'stop' ? plan.message : '';
    expect(message).toContain("apt-get is not available (these are Debian's packages chromium, default-jre-headless)");
    expect(message).toContain('  - install Chromium and set CHROMIUM_PATH to its binary');
    expect(message).toContain('  - install a Java runtime (17 or later) with `java` on PATH');
    // PostgreSQL is there: no advice about it.
    expect(message).not.toContain('PG_BIN_DIR');
    expect(message).not.toContain('sudo');
  });

  it('stops on an override that points nowhere, even as root (apt cannot fix the variable)', () => {
    const env: Env = { ...BASE_ENV, CHROMIUM_PATH: '/opt/chrome/chrome' };
    const plan = planSystemPackages(missingOf(EVERYTHING, env), { isRoot: true, hasAptGet: true });
    expect(plan.action).toBe('stop');
    const message = plan.action === 'stop' ? plan.message : '';
    expect(message).toContain('CHROMIUM_PATH=/opt/chrome/chrome points where there is no such program');
    // Nothing Debian could install is missing, so there is no apt command to suggest.
    expect(message).not.toContain('apt-get install');
  });
});

describe('installCommand', () => {
  it('is what a root shell or a sudoer types', () => {
    expect(installCommand(['chromium'], false)).toBe(
      'apt-get update && apt-get install -y --no-install-recommends chromium',
    );
    expect(installCommand(['chromium', 'postgresql-15'], true)).toBe(
      'sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium postgresql-15',
    );
  });
});

describe('ensureSystemPackages: the pretest’s system step', () => {
  it('runs nothing when everything is installed', () => {
    const m = machine(EVERYTHING);
    expect(ensureSystemPackages(m.options())).toEqual([]);
    expect(m.calls).toEqual([]);
    expect(m.log).toEqual([]);
  });

  it('as root: apt-get update, then one quiet non-interactive install of what is missing, and says so', () => {
    const m = machine(EVERYTHING.filter((file) => file !== '/usr/bin/chromium' && !file.startsWith(PG)));
    expect(ensureSystemPackages(m.options())).toEqual(['chromium', 'postgresql-15']);
    expect(m.calls.map((call) => [call.command, ...call.args])).toEqual([
      ['apt-get', 'update', '-qq'],
      ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'chromium', 'postgresql-15'],
    ]);
    for (const call of m.calls) {
      expect(call.env.DEBIAN_FRONTEND).toBe('noninteractive');
      expect(call.env.PATH).toBe(BASE_ENV.PATH);
    }
    expect(m.log[0]).toMatch(/^installing the Debian packages the tests need \(chromium for the browser tests/);
    expect(m.log[0]).toContain(`postgresql-15 for the PostgREST integration tests (tests/integration): ${PG}/initdb`);
    expect(m.log[1]).toBe('  apt-get update && apt-get install -y --no-install-recommends chromium postgresql-15');
    expect(m.log.at(-1)).toBe('installed chromium, postgresql-15');
  });

  it('finds java wherever PATH has it, and installs it when PATH has none', () => {
    const elsewhere = machine([...EVERYTHING.filter((file) => file !== '/usr/bin/java'), '/usr/local/bin/java']);
    expect(ensureSystemPackages(elsewhere.options())).toEqual([]);
    const none = machine(EVERYTHING.filter((file) => file !== '/usr/bin/java'));
    expect(ensureSystemPackages(none.options())).toEqual(['default-jre-headless']);
  });

  it('not root: stops with the command and runs nothing', () => {
    const m = machine(EVERYTHING.filter((file) => file !== '/usr/bin/java'));
    expect(() => ensureSystemPackages(m.options({ isRoot: false }))).toThrow(
      /sudo apt-get update && sudo apt-get install -y --no-install-recommends default-jre-headless/,
    );
    expect(m.calls).toEqual([]);
  });

  it('no apt-get on PATH: stops and runs nothing', () => {
    const m = machine(EVERYTHING.filter((file) => file !== '/usr/bin/apt-get' && file !== '/usr/bin/chromium'));
    expect(() => ensureSystemPackages(m.options())).toThrow(SystemPackagesError);
    expect(() => ensureSystemPackages(m.options())).toThrow(/apt-get is not available/);
    expect(m.calls).toEqual([]);
  });

  it('a failed apt-get update stops before the install, with apt’s output and the command', () => {
    const m = machine(
      EVERYTHING.filter((file) => file !== '/usr/bin/chromium'),
      { fail: 'update' },
    );
    let error: unknown;
    try {
      ensureSystemPackages(m.options());
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SystemPackagesError);
    const message = (error as Error).message;
    expect(message).toContain('apt-get update exited with 100.');
    expect(message).toContain('E: Could not get lock /var/lib/dpkg/lock-frontend');
    expect(message).toContain('apt-get update && apt-get install -y --no-install-recommends chromium');
    expect(m.calls.map((call) => call.args[0])).toEqual(['update']);
  });

  it('a failed install says so with apt’s output', () => {
    const m = machine(
      EVERYTHING.filter((file) => file !== '/usr/bin/chromium'),
      { fail: 'install' },
    );
    expect(() => ensureSystemPackages(m.options())).toThrow(/apt-get install exited with 100\.\nE: Could not get lock/);
  });

  it('an apt-get that cannot start keeps the spawn error as cause', () => {
    const m = machine(EVERYTHING.filter((file) => file !== '/usr/bin/chromium'));
    const spawnError = Object.assign(new Error('spawnSync apt-get EACCES'), { code: 'EACCES' });
    const options = { ...m.options(), run: (): CommandResult => ({ status: null, output: '', error: spawnError }) };
    let error: unknown;
    try {
      ensureSystemPackages(options);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SystemPackagesError);
    expect((error as Error).message).toMatch(/^apt-get update could not start \(spawnSync apt-get EACCES\)\./);
    expect((error as Error).cause).toBe(spawnError);
  });

  it('an install that leaves a program missing is an error, not a silent pass', () => {
    const m = machine(
      EVERYTHING.filter((file) => file !== '/usr/bin/chromium'),
      { installs: false },
    );
    expect(() => ensureSystemPackages(m.options())).toThrow(
      /apt-get installed chromium, but these are still missing:\n {2}- chromium for the browser tests \(tests\/e2e\): \/usr\/bin\/chromium not found/,
    );
  });

  it('an override that points nowhere stops even as root, without apt', () => {
    const m = machine(EVERYTHING);
    expect(() => ensureSystemPackages(m.options({ env: { ...BASE_ENV, PG_BIN_DIR: '/opt/pg' } }))).toThrow(
      /PG_BIN_DIR=\/opt\/pg points where there is no such program/,
    );
    expect(m.calls).toEqual([]);
  });
});

describe('spawnRunner: the real runner', () => {
  it('captures output and exit code', () => {
    const result = spawnRunner(process.execPath, ['-e', 'console.log("out"); console.error("err"); process.exit(3)'], {
      PATH: process.env.PATH,
      MARK: 'x',
    });
    expect(result.status).toBe(3);
    expect(result.output).toBe('out\nerr\n');
    expect(result.error).toBeUndefined();
  });

  it('passes exactly the given environment', () => {
    const result = spawnRunner(process.execPath, ['-e', 'process.stdout.write(String(process.env.MARK))'], {
      MARK: 'given',
    });
    expect(result.output).toBe('given');
  });

  it('reports a command that cannot start', () => {
    const result = spawnRunner('/nonexistent/apt-get', ['update'], {});
    expect(result.status).toBeNull();
    expect(result.error?.message).toMatch(/ENOENT/);
  });
});
