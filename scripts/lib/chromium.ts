/**
 * Debian's Chromium as every tool here starts it: the browser tests
 * (tests/e2e/browser.ts), icon rendering (scripts/make-icons.ts) and
 * Lighthouse (scripts/lib/lighthouse-run.ts). Browser downloads fail on the
 * build machines, so the binary is the system's, named by CHROMIUM_PATH; the
 * flags keep it off the network and quiet in a container. Each launch gets a
 * fresh profile in a temporary folder, removed on close.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, BrowserType } from 'playwright-core';

/** The Chromium binary: $CHROMIUM_PATH, else Debian's. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Flags for a headless, sandbox-less, network-silent Chromium (playwright adds --headless itself). */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Added when Chromium is started without Playwright (Lighthouse): headless,
 * no extensions or first-run UI, and no host resolves except 127.0.0.1, so
 * nothing the page asks for reaches the network.
 */
export const DEVTOOLS_FLAGS: readonly string[] = [
  '--headless',
  '--disable-extensions',
  '--disable-default-apps',
  '--no-default-browser-check',
  '--mute-audio',
  '--disable-dev-shm-usage',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

/** Chromium is missing, or did not start. */
export class ChromiumError extends Error {
  override readonly name = 'ChromiumError';
}

/** Throws ChromiumError, with the fix, unless the Chromium binary exists. */
export function assertChromium(executable = CHROMIUM_PATH): void {
  if (!existsSync(executable)) {
    throw new ChromiumError(`Chromium not found at ${executable}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  }
}

type PersistentContextOptions = NonNullable<Parameters<BrowserType['launchPersistentContext']>[1]>;

/** Context options (viewport, locale, JavaScript…); the binary, headless mode and flags are this module's. */
export type ChromiumContextOptions = Omit<PersistentContextOptions, 'executablePath' | 'headless' | 'args'> & {
  /** Prefix of the temporary profile folder's name. */
  readonly profilePrefix?: string;
};

export interface ChromiumContext {
  readonly context: BrowserContext;
  /** Closes the browser and removes its profile. */
  close(): Promise<void>;
}

/** A headless Chromium driven by Playwright: a persistent context in a fresh profile. */
export async function launchChromium(options: ChromiumContextOptions = {}): Promise<ChromiumContext> {
  assertChromium();
  const { profilePrefix = 'chromium-', ...contextOptions } = options;
  // Loaded on use: Lighthouse starts Chromium without Playwright and need not load it.
  const { chromium } = await import('playwright-core');
  const profile = await mkdtemp(path.join(os.tmpdir(), profilePrefix));
  let context: BrowserContext;
  try {
    context = await chromium.launchPersistentContext(profile, {
      ...contextOptions,
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [...CHROMIUM_FLAGS],
    });
  } catch (error) {
    await rm(profile, { recursive: true, force: true, maxRetries: 3 });
    throw new ChromiumError(`Chromium (${CHROMIUM_PATH}) did not start: ${(error as Error).message}`, {
      cause: error,
    });
  }
  return {
    context,
    close: async () => {
      try {
        await context.close();
      } finally {
        await rm(profile, { recursive: true, force: true, maxRetries: 3 });
      }
    },
  };
}

export interface DevToolsChromium {
  /** The DevTools port on 127.0.0.1. */
  readonly port: number;
  /** Stops the browser and removes its profile. */
  close(): Promise<void>;
}

/**
 * A headless Chromium on about:blank with a DevTools port on 127.0.0.1, for
 * tools that speak the protocol themselves (Lighthouse). Not Playwright's
 * launch: Playwright adds flags of its own (hover and pointer emulation,
 * automation mode) that would change what such a tool measures.
 */
export async function launchChromiumWithDevTools(
  options: { readonly profilePrefix?: string; readonly timeoutMs?: number } = {},
): Promise<DevToolsChromium> {
  assertChromium();
  const profile = await mkdtemp(path.join(os.tmpdir(), options.profilePrefix ?? 'chromium-devtools-'));
  const child: ChildProcess = spawn(
    CHROMIUM_PATH,
    [
      ...DEVTOOLS_FLAGS,
      ...CHROMIUM_FLAGS,
      `--user-data-dir=${profile}`,
      '--remote-debugging-address=127.0.0.1',
      '--remote-debugging-port=0',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let spawnError: Error | undefined;
  child.once('error', (error) => {
    spawnError = error;
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async (): Promise<void> => {
    if (spawnError === undefined && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    await rm(profile, { recursive: true, force: true, maxRetries: 3 });
  };
  // Chromium writes the port it picked (port 0: any free one) into the profile.
  const portFile = path.join(profile, 'DevToolsActivePort');
  const timeoutMs = options.timeoutMs ?? 30_000;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (spawnError !== undefined || child.exitCode !== null) break;
    const text = await readFile(portFile, 'utf8').catch(() => '');
    const port = Number(text.split('\n')[0]);
    if (Number.isInteger(port) && port > 0) return { port, close };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await close();
  throw new ChromiumError(
    `Chromium (${CHROMIUM_PATH}) did not start (no DevTools port within ${timeoutMs / 1000} s):\n${spawnError?.message ?? stderr}`,
    { cause: spawnError },
  );
}
