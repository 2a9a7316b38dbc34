/**
 * Renders static pages on every core, not just one.
 *
 * Astro 7.3 renders all pages on the main thread; a build of 10,000 product
 * pages spends most of its time there while the other core idles. This
 * integration wraps Astro's own prerenderer (the public `setPrerenderer`
 * hook): worker threads (./worker.ts) load the same prerender
 * bundle and render pages in parallel, and the main thread keeps rendering
 * too whenever every worker is busy. Astro still asks for every page in its
 * own order, writes every file and runs every later hook, so the output is
 * byte-for-byte what the main thread alone makes (tests/integration/
 * parallel-prerender.test.ts checks that).
 *
 * Astro 7.4 ships the same idea as `experimental.parallelPrerender`; when
 * the project moves to it, this file and its worker go.
 *
 * What a worker cannot see: module-level state of the main thread (each
 * thread loads its own data once) and build state beyond page stylesheets
 * and head scripts. A build that needs more (a page-stage script, an
 * optimised astro:assets image) fails loudly here instead of writing pages
 * that lack it.
 */
import { readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { removeAll } from './bytes.ts';
import type { LogMessage, RenderRequest, RouteKey, WorkerReply, WorkerSetup } from './protocol';

type BuildStart = Parameters<NonNullable<AstroIntegration['hooks']['astro:build:start']>>[0];
type SetPrerenderer = BuildStart['setPrerenderer'];
type PrerendererOrFactory = Parameters<SetPrerenderer>[0];
/** Astro's prerenderer interface (not exported by name from 'astro'). */
export type Prerenderer = Exclude<PrerendererOrFactory, (fallback: never) => unknown>;
type BuildSetup = Parameters<NonNullable<AstroIntegration['hooks']['astro:build:setup']>>[0];
type PageBuildData = BuildSetup['pages'] extends Map<string, infer T> ? T : never;

/** The part of Astro's prerender app (the bundle's BuildApp) other build steps may read. */
export interface PrerenderApp {
  readonly manifest: {
    /** Module scripts Astro inlined into pages, by id. */
    readonly inlinedScripts: ReadonlyMap<string, string>;
    /** Client directive scripts (client:idle, client:interaction…), by name. */
    readonly clientDirectives: ReadonlyMap<string, string>;
  };
}

export interface ParallelPrerenderOptions {
  /** Render threads besides the main thread; default: one per core but one, so 0 on a single core. */
  readonly workers?: number;
  /** Pages a worker holds at once: one renders while the next is queued. */
  readonly pagesPerWorker?: number;
  /**
   * Old-space heap limit of each render thread in MiB. V8 otherwise lets a
   * thread's garbage grow towards the process limit before collecting it;
   * a worker's live heap at 50,000 products is a few hundred MiB.
   */
  readonly workerHeapMb?: number;
  /**
   * Called with Astro's prerender app once it is set up, before any page
   * renders (src/integrations/security-headers.ts reads the inline scripts
   * Astro may emit from its manifest). Called with 0 workers too.
   */
  readonly onApp?: (app: PrerenderApp) => void;
  /**
   * Exact texts removed from every page, on whichever thread renders it.
   * astro.config.ts removes Astro's island `<style>`, which Astro writes into
   * <body> where HTML does not allow it (the rule is in global.css instead).
   */
  readonly removeFromPages?: readonly string[];
  /**
   * Reads every rendered page (not endpoints) on the thread that rendered it,
   * after the removals, and hands the result to `onPage` on the main thread:
   * src/integrations/security-headers.ts checks each page's inline scripts
   * this way instead of reading dist/ again after the build. `module` exports
   * `inspectPage(page: Uint8Array)`, the same function as `inspect`, for
   * the render threads (Node runs it directly: erasable TypeScript only);
   * its result must survive a structured clone.
   */
  readonly inspectPages?: PageInspector;
}

export interface PageInspector {
  readonly module: URL;
  readonly inspect: (page: Uint8Array) => unknown;
  /** The page's path as Astro requested it (e.g. /produkt/x), and what `inspect` returned. */
  readonly onPage: (pathname: string, inspected: unknown) => void;
}

interface WorkerState {
  readonly worker: Worker;
  /** 1, 2, …: how the build log names the thread. */
  readonly number: number;
  ready: boolean;
  failed: Error | null;
  inFlight: number;
  /** Pages this worker rendered, for the build log. */
  rendered: number;
}

interface Pending {
  readonly state: WorkerState;
  /** The page's path and when it was sent, for the build log. */
  readonly pathname: string;
  readonly sent: number;
  readonly resolve: (response: Response) => void;
  readonly reject: (error: Error) => void;
}

/**
 * Where Astro writes the prerender bundle: `<outDir>/.prerender/`, or
 * `<cwd>/.astro/.prerender/` when outDir lies outside the working directory
 * (as astro/dist/prerender/utils.js decides).
 */
export function prerenderDir(outDir: URL, cwd: string): URL {
  const base = fileURLToPath(outDir).startsWith(cwd)
    ? outDir
    : new URL('./.astro/', pathToFileURL(`${cwd}${path.sep}`));
  return new URL('.prerender/', base);
}

/** The prerender bundle Astro wrote for this build; exactly one is expected. */
export function findPrerenderEntry(dir: URL): URL {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => /^prerender-entry\..*\.mjs$/.test(name));
  } catch (error) {
    throw new Error(`parallel prerender: cannot read ${fileURLToPath(dir)}: ${String(error)}`);
  }
  if (names.length !== 1 || !names[0]) {
    throw new Error(
      `parallel prerender: expected one prerender-entry.*.mjs in ${fileURLToPath(dir)}, found ${names.length}`,
    );
  }
  return new URL(names[0], dir);
}

/** The build state a worker needs, in a form that crosses a thread boundary. */
export function workerSetup(
  entry: URL,
  pages: ReadonlyMap<string, PageBuildData>,
  scripts: ReadonlyArray<{ readonly stage: string; readonly content: string }>,
  removeFromPages: readonly string[] = [],
  inspectorUrl: string | null = null,
): WorkerSetup {
  const pageScripts = scripts.filter((script) => script.stage === 'page');
  if (pageScripts.length > 0) {
    throw new Error(
      'parallel prerender: an integration injects a page-stage script, which workers cannot link; remove parallelPrerender() or the script',
    );
  }
  return {
    entryUrl: entry.href,
    pages: [...pages].map(([key, page]) => [key, { styles: page.styles }] as const),
    scripts: scripts
      .filter((script) => script.stage === 'head-inline')
      .map(({ stage, content }) => ({ stage, content })),
    removeFromPages: [...removeFromPages],
    inspectorUrl,
  };
}

function replay(logger: PrerenderLogger, logs: readonly LogMessage[]): void {
  for (const { level, label, message } of logs) {
    const text = label ? `[${label}] ${message}` : message;
    if (level === 'error') logger.error(text);
    else if (level === 'warn') logger.warn(text);
    else if (level === 'debug') logger.debug(text);
    else logger.info(text);
  }
}

function workerError(error: { readonly message: string; readonly stack?: string }): Error {
  const copy = new Error(error.message);
  if (error.stack) copy.stack = error.stack;
  return copy;
}

type Rendered = Awaited<ReturnType<Prerenderer['render']>>;

/**
 * A page the main thread rendered, finished as a render thread finishes its
 * own: without the given byte sequences (ParallelPrerenderOptions.removeFromPages),
 * then read by the inspector when there is one. Astro's prerenderer may
 * answer a Response or a result that carries one with metadata; both are kept so.
 */
async function finishPage(
  rendered: Rendered,
  removals: readonly Uint8Array[],
  inspect: ((page: Uint8Array) => void) | null,
): Promise<Rendered> {
  const response = rendered instanceof Response ? rendered : rendered.response;
  if (response.body === null) return rendered;
  const page = removeAll(new Uint8Array(await response.arrayBuffer()), removals);
  inspect?.(page);
  const edited = new Response(page, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
  return rendered instanceof Response ? edited : { ...rendered, response: edited };
}

/** Where the prerenderer reports: Astro's integration logger in a build. */
export type PrerenderLogger = Pick<AstroIntegrationLogger, 'info' | 'warn' | 'error' | 'debug'>;

/**
 * Wraps Astro's prerenderer: each page goes to the least busy render thread
 * with room, else the main thread renders it as Astro would.
 */
export function createParallelPrerenderer(
  fallback: Prerenderer,
  setupFor: () => WorkerSetup,
  options: Required<Omit<ParallelPrerenderOptions, 'onApp' | 'inspectPages'>> &
    Pick<ParallelPrerenderOptions, 'onApp' | 'inspectPages'>,
  logger: PrerenderLogger,
): Prerenderer {
  const states: WorkerState[] = [];
  const pending = new Map<number, Pending>();
  const removals = options.removeFromPages.map((text) => Buffer.from(text, 'utf8'));
  const threadLog: string[] = [];
  let nextId = 1;
  let onMain = 0;

  function fail(state: WorkerState, error: Error): void {
    state.failed ??= error;
    for (const [id, job] of pending) {
      if (job.state !== state) continue;
      pending.delete(id);
      job.reject(error);
    }
  }

  /** Starts a worker; resolves once it has loaded the bundle (or failed to, which is logged). */
  function start(setup: WorkerSetup, number: number): Promise<WorkerState> {
    const worker = new Worker(new URL('./worker.ts', import.meta.url), {
      workerData: setup,
      resourceLimits: { maxOldGenerationSizeMb: options.workerHeapMb },
    });
    const state: WorkerState = { worker, number, ready: false, failed: null, inFlight: 0, rendered: 0 };
    return new Promise((started) => {
      worker.on('message', (reply: WorkerReply) => {
        if (reply.type === 'ready') {
          state.ready = true;
          started(state);
          return;
        }
        if (reply.type === 'startup-error') {
          // The main thread still renders every page; say why it is alone.
          logger.warn(`a render thread did not start, pages render on the main thread: ${reply.error.message}`);
          state.failed = workerError(reply.error);
          started(state);
          return;
        }
        const job = pending.get(reply.id);
        if (!job) return;
        pending.delete(reply.id);
        state.inFlight -= 1;
        replay(logger, reply.logs);
        if (reply.type === 'error') {
          job.reject(workerError(reply.error));
          return;
        }
        state.rendered += 1;
        if (reply.inspected !== undefined) options.inspectPages?.onPage(job.pathname, reply.inspected);
        // Astro's own log line for a page rendered elsewhere shows only its
        // time when pages overlap; these lines name them. They are printed
        // as one block at the end: Astro writes "├─ page" without a line
        // break while the page renders, and a line now would land inside it.
        threadLog.push(
          `render thread ${state.number}: ${job.pathname} (${Math.round(performance.now() - job.sent)} ms)`,
        );
        job.resolve(
          new Response(reply.body, {
            status: reply.status,
            statusText: reply.statusText,
            headers: reply.headers.map(([name, value]): [string, string] => [name, value]),
          }),
        );
      });
      worker.on('error', (error) => {
        fail(state, error);
        started(state);
      });
      worker.on('exit', (code) => {
        fail(state, new Error(`a render thread exited with code ${code}`));
        started(state);
      });
    });
  }

  /** The least busy ready worker with room, or none (the main thread renders). */
  function pick(): WorkerState | undefined {
    let best: WorkerState | undefined;
    for (const state of states) {
      if (!state.ready || state.failed || state.inFlight >= options.pagesPerWorker) continue;
      if (!best || state.inFlight < best.inFlight) best = state;
    }
    return best;
  }

  return {
    name: 'vinkylguiden:parallel-prerender',
    async setup() {
      await fallback.setup?.();
      if (options.onApp) {
        const app = (fallback as { readonly app?: PrerenderApp }).app;
        if (!app) throw new Error("parallel prerender: Astro's prerenderer exposes no app; this Astro version differs");
        options.onApp(app);
      }
      if (options.workers < 1) return;
      const setup = setupFor();
      states.push(
        ...(await Promise.all(Array.from({ length: options.workers }, (_, index) => start(setup, index + 1)))),
      );
    },
    getStaticPaths: () => fallback.getStaticPaths(),
    render(request, renderOptions) {
      const state = pick();
      // Pages, not endpoints (the listing and compare data files), are read by the inspector.
      const inspect = options.inspectPages !== undefined && renderOptions.routeData.type === 'page';
      if (!state) {
        onMain += 1;
        const inspector = options.inspectPages;
        const pathname = new URL(request.url).pathname;
        return removals.length === 0 && !inspect
          ? fallback.render(request, renderOptions)
          : fallback
              .render(request, renderOptions)
              .then((response) =>
                finishPage(
                  response,
                  removals,
                  inspect && inspector ? (page) => inspector.onPage(pathname, inspector.inspect(page)) : null,
                ),
              );
      }
      const route: RouteKey = renderOptions.routeData;
      // Astro's incremental build (experimental.incrementalBuild) asks for
      // what a page read while it rendered and caches only pages that answer.
      // Its render-time records are content entries passed to render() and
      // optimised images: this project has neither (its collections are
      // data-only, and a worker refuses astro:assets images), so a worker's
      // page answers "nothing" rather than staying uncacheable.
      const metadata = renderOptions.collectMetadata
        ? { contentEntryKeys: [], staticImages: [], referencedImages: [] }
        : undefined;
      const message: RenderRequest = {
        id: nextId++,
        url: request.url,
        component: route.component,
        route: route.route,
        inspect,
      };
      const response = new Promise<Response>((resolve, reject) => {
        pending.set(message.id, {
          state,
          pathname: new URL(request.url).pathname,
          sent: performance.now(),
          resolve,
          reject,
        });
        state.inFlight += 1;
        state.worker.postMessage(message);
      });
      return metadata ? response.then((page) => ({ response: page, metadata })) : response;
    },
    async teardown() {
      const counts = states.map((state) => state.rendered);
      if (options.workers > 0) {
        for (const line of threadLog) logger.info(line);
        logger.info(
          `pages rendered: ${onMain} on the main thread, ${counts.join(' + ') || 0} on ${states.length} worker thread(s)`,
        );
      }
      await Promise.all(states.map(({ worker }) => worker.terminate()));
      await fallback.teardown?.();
    },
  };
}

/**
 * Render threads: the option, else PRERENDER_WORKERS from the environment
 * (0 renders on the main thread only, as plain Astro does), else one per
 * core but one.
 */
export function workerCount(option: number | undefined, env: string | undefined, cores: number): number {
  if (option !== undefined) return option;
  if (env !== undefined && env !== '') {
    if (!/^\d+$/.test(env)) throw new Error(`PRERENDER_WORKERS must be a whole number of threads, got "${env}"`);
    return Number(env);
  }
  return Math.max(0, cores - 1);
}

export default function parallelPrerender(options: ParallelPrerenderOptions = {}): AstroIntegration {
  const resolved = {
    workers: workerCount(options.workers, process.env.PRERENDER_WORKERS, os.availableParallelism()),
    pagesPerWorker: options.pagesPerWorker ?? 4,
    workerHeapMb: options.workerHeapMb ?? 512,
    removeFromPages: options.removeFromPages ?? [],
    ...(options.onApp ? { onApp: options.onApp } : {}),
    ...(options.inspectPages ? { inspectPages: options.inspectPages } : {}),
  };
  let outDir: URL | undefined;
  let pages: ReadonlyMap<string, PageBuildData> | undefined;
  return {
    name: 'vinkylguiden:parallel-prerender',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = config.outDir;
      },
      'astro:build:setup': ({ pages: buildPages }) => {
        // Astro fills each page's styles into these same objects later in the build.
        pages = buildPages;
      },
      'astro:build:start': ({ setPrerenderer, logger }) => {
        // With 0 workers and nothing else to do, Astro's own prerenderer runs as it is.
        if (resolved.workers < 1 && !resolved.onApp && resolved.removeFromPages.length === 0 && !resolved.inspectPages)
          return;
        setPrerenderer((fallback) =>
          createParallelPrerenderer(
            fallback,
            () => {
              if (!outDir || !pages) throw new Error('parallel prerender: build state missing before setup');
              const app = (fallback as { readonly app?: { getSettings(): { scripts: WorkerSetup['scripts'] } } }).app;
              if (!app)
                throw new Error("parallel prerender: Astro's prerenderer exposes no app; this Astro version differs");
              return workerSetup(
                findPrerenderEntry(prerenderDir(outDir, process.cwd())),
                pages,
                app.getSettings().scripts,
                resolved.removeFromPages,
                resolved.inspectPages?.module.href ?? null,
              );
            },
            resolved,
            logger,
          ),
        );
      },
    },
  };
}
