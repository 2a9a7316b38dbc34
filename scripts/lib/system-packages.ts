/**
 * The Debian packages `npm test` needs beyond npm: Chromium (browser tests),
 * PostgreSQL 15 (the PostgREST integration tests), a Java runtime (the Nu
 * HTML checker of tests/site/html-validity.test.ts) and Jing (the Atom
 * feeds' RELAX NG check). The pretest step
 * (scripts/pretest.ts) finds which are missing and, where the user may
 * install them (root, apt-get on PATH), installs them itself, saying so;
 * otherwise it stops with the exact command to run. Everything that touches
 * the system (file probes, apt-get) is injected, so the decisions are tested
 * without apt (tests/unit/system-packages.test.ts).
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';

export type Env = Readonly<Record<string, string | undefined>>;

/** One Debian package and the executables the tests start from it. */
export interface SystemRequirement {
  /** The Debian (bookworm) package that provides the executables. */
  readonly debianPackage: string;
  /** Which tests need it, for the messages. */
  readonly neededBy: string;
  /** Absolute paths, or bare names looked up on PATH as the tests' spawn does. */
  readonly executables: readonly string[];
  /**
   * The environment variable that moved the executables elsewhere, when set:
   * then installing the Debian package would not help, and a missing file is
   * the variable's fault.
   */
  readonly override: { readonly variable: string; readonly value: string } | null;
  /** What to do instead where there is no apt-get. */
  readonly elsewhere: string;
}

/** What the tests start, with the same defaults and overrides as they do. */
export function systemRequirements(env: Env): SystemRequirement[] {
  // Same rule as scripts/lib/chromium.ts (CHROMIUM_PATH, else Debian's binary).
  const chromium = env.CHROMIUM_PATH || '/usr/bin/chromium';
  // Same rule as tests/integration/harness.ts (PG_BIN_DIR, else Debian's PostgreSQL 15).
  const pgBinDir = env.PG_BIN_DIR || '/usr/lib/postgresql/15/bin';
  return [
    {
      debianPackage: 'chromium',
      neededBy: 'browser tests (tests/e2e)',
      executables: [chromium],
      override: env.CHROMIUM_PATH ? { variable: 'CHROMIUM_PATH', value: env.CHROMIUM_PATH } : null,
      elsewhere: 'install Chromium and set CHROMIUM_PATH to its binary',
    },
    {
      // Its dependency postgresql-client-15 puts psql and pg_isready into the same folder.
      debianPackage: 'postgresql-15',
      neededBy: 'PostgREST integration tests (tests/integration)',
      executables: ['initdb', 'postgres', 'pg_isready', 'psql'].map((name) => path.join(pgBinDir, name)),
      override: env.PG_BIN_DIR ? { variable: 'PG_BIN_DIR', value: env.PG_BIN_DIR } : null,
      elsewhere: 'install PostgreSQL 15 and set PG_BIN_DIR to its bin folder',
    },
    {
      debianPackage: 'default-jre-headless',
      neededBy: 'Nu HTML checker (tests/site/html-validity.test.ts)',
      executables: ['java'],
      override: null,
      elsewhere: 'install a Java runtime (17 or later) with `java` on PATH',
    },
    {
      // The RELAX NG validator that checks the Atom feeds against RFC 4287's schema (issue 38 §2).
      debianPackage: 'jing',
      neededBy: 'Atom feed validation (tests/site/deals.test.ts)',
      executables: ['jing'],
      override: null,
      elsewhere: 'install Jing (a RELAX NG validator) with `jing` on PATH',
    },
  ];
}

/** True when `file` is a regular file this process may execute. */
export type IsExecutable = (file: string) => boolean;

export const isExecutableFile: IsExecutable = (file) => {
  try {
    // access(X_OK) alone says yes to directories, and to any file with an x bit when root.
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** An absolute path as it is; a bare name through PATH's absolute entries, as spawn finds it. */
export function findExecutable(name: string, env: Env, isExecutable: IsExecutable): string | null {
  if (path.isAbsolute(name)) return isExecutable(name) ? name : null;
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    // Empty and relative entries depend on the working directory: not a system package.
    if (!path.isAbsolute(dir)) continue;
    const candidate = path.join(dir, name);
    if (isExecutable(candidate)) return candidate;
  }
  return null;
}

export interface MissingRequirement {
  readonly requirement: SystemRequirement;
  /** The executables not found, as the requirement names them. */
  readonly missing: readonly string[];
}

export function findMissing(
  requirements: readonly SystemRequirement[],
  env: Env,
  isExecutable: IsExecutable,
): MissingRequirement[] {
  return requirements
    .map((requirement) => ({
      requirement,
      missing: requirement.executables.filter((name) => findExecutable(name, env, isExecutable) === null),
    }))
    .filter((entry) => entry.missing.length > 0);
}

export interface Host {
  readonly isRoot: boolean;
  /** apt-get is on PATH. */
  readonly hasAptGet: boolean;
}

export type Plan =
  | { readonly action: 'none' }
  | { readonly action: 'install'; readonly packages: readonly string[] }
  | { readonly action: 'stop'; readonly message: string };

const APT_INSTALL = ['install', '-y', '-qq', '--no-install-recommends'] as const;

/** What a root shell types to install `packages` (without the quiet flags). */
export function installCommand(packages: readonly string[], sudo: boolean): string {
  const prefix = sudo ? 'sudo ' : '';
  return `${prefix}apt-get update && ${prefix}apt-get install -y --no-install-recommends ${packages.join(' ')}`;
}

function describeMissing(entry: MissingRequirement): string {
  return `${entry.requirement.debianPackage} for the ${entry.requirement.neededBy}: ${entry.missing.join(', ')} not found`;
}

/** Install, stop, or nothing to do. */
export function planSystemPackages(missing: readonly MissingRequirement[], host: Host): Plan {
  if (missing.length === 0) return { action: 'none' };
  const overridden = missing.filter((entry) => entry.requirement.override !== null);
  const installable = missing.filter((entry) => entry.requirement.override === null);
  const packages = [...new Set(installable.map((entry) => entry.requirement.debianPackage))];
  if (overridden.length === 0 && host.isRoot && host.hasAptGet) return { action: 'install', packages };

  const lines = ['npm test needs programs that are not installed:'];
  for (const entry of missing) lines.push(`  - ${describeMissing(entry)}`);
  for (const { requirement } of overridden) {
    const override = requirement.override;
    if (override === null) continue;
    lines.push(
      `${override.variable}=${override.value} points where there is no such program: correct it, or unset it to use Debian's ${requirement.debianPackage}.`,
    );
  }
  if (packages.length > 0) {
    if (host.hasAptGet) {
      lines.push(
        `Run (the tests install them themselves only when run as root):`,
        `  ${installCommand(packages, true)}`,
      );
    } else {
      lines.push(`apt-get is not available (these are Debian's packages ${packages.join(', ')}); instead:`);
      for (const { requirement } of installable) lines.push(`  - ${requirement.elsewhere}`);
    }
  }
  return { action: 'stop', message: lines.join('\n') };
}

export interface CommandResult {
  /** Exit code; null when the command could not start or was killed. */
  readonly status: number | null;
  /** stdout and stderr together. */
  readonly output: string;
  /** Why it could not start (e.g. ENOENT), if so. */
  readonly error?: Error;
}

export type Runner = (command: string, args: readonly string[], env: Env) => CommandResult;

/** Runs a command to its end, its output captured (printed only when it fails). */
export const spawnRunner: Runner = (command, args, env) => {
  const result = spawnSync(command, args, { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return {
    status: result.status,
    output: `${result.stdout ?? ''}${result.stderr ?? ''}`,
    ...(result.error ? { error: result.error } : {}),
  };
};

/** The pretest cannot provide what the tests need; the message says what to do. */
export class SystemPackagesError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'SystemPackagesError';
  }
}

export interface EnsureOptions {
  readonly env: Env;
  readonly isRoot: boolean;
  readonly isExecutable: IsExecutable;
  readonly run: Runner;
  readonly log: (line: string) => void;
  /** Defaults to systemRequirements(env). */
  readonly requirements?: readonly SystemRequirement[];
}

/**
 * Makes sure every system package the tests need is there: installs the
 * missing ones with apt-get when root, or throws SystemPackagesError with
 * the command to run. Returns the packages it installed.
 */
export function ensureSystemPackages(options: EnsureOptions): string[] {
  const { env, isExecutable, run, log } = options;
  const requirements = options.requirements ?? systemRequirements(env);
  const missing = findMissing(requirements, env, isExecutable);
  const hasAptGet = findExecutable('apt-get', env, isExecutable) !== null;
  const plan = planSystemPackages(missing, { isRoot: options.isRoot, hasAptGet });
  if (plan.action === 'none') return [];
  if (plan.action === 'stop') throw new SystemPackagesError(plan.message);

  log(`installing the Debian packages the tests need (${missing.map(describeMissing).join('; ')})`);
  log(`  ${installCommand(plan.packages, false)}`);
  const aptEnv: Env = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
  const steps: [string, readonly string[]][] = [
    ['update', ['update', '-qq']],
    ['install', [...APT_INSTALL, ...plan.packages]],
  ];
  for (const [step, args] of steps) {
    const result = run('apt-get', args, aptEnv);
    if (result.status !== 0) {
      const how = result.error ? `could not start (${result.error.message})` : `exited with ${result.status}`;
      throw new SystemPackagesError(
        [
          `apt-get ${step} ${how}.`,
          result.output.trim(),
          `Fix the cause above, or install the packages yourself and run npm test again:`,
          `  ${installCommand(plan.packages, false)}`,
        ]
          .filter((line) => line !== '')
          .join('\n'),
        result.error ? { cause: result.error } : undefined,
      );
    }
  }

  const stillMissing = findMissing(requirements, env, isExecutable);
  if (stillMissing.length > 0) {
    throw new SystemPackagesError(
      `apt-get installed ${plan.packages.join(' ')}, but these are still missing:\n${stillMissing
        .map((entry) => `  - ${describeMissing(entry)}`)
        .join('\n')}`,
    );
  }
  log(`installed ${plan.packages.join(', ')}`);
  return [...plan.packages];
}
