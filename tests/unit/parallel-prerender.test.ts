/**
 * The render-thread pool of src/integrations/parallel-prerender/index.ts with real
 * worker threads (src/integrations/parallel-prerender/worker.ts) over a stand-in
 * prerender bundle; tests/integration/parallel-prerender.test.ts builds the
 * real site both ways and compares every byte.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { removeAll } from '../../src/integrations/parallel-prerender/bytes';
import {
  createParallelPrerenderer,
  findPrerenderEntry,
  type PageInspector,
  type Prerenderer,
  type PrerenderLogger,
  prerenderDir,
  workerCount,
  workerSetup,
} from '../../src/integrations/parallel-prerender/index';

const dir = mkdtempSync(path.join(tmpdir(), 'vinkylguiden-prerender-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ROUTE = { component: 'src/pages/[slug].astro', route: '/[slug]' };

// A stand-in for Astro's prerender bundle: the app surface the worker uses.
const bundle = pathToFileURL(path.join(dir, 'prerender-entry.test.mjs'));
writeFileSync(
  bundle,
  `export const app = {
  manifest: { routes: [{ routeData: ${JSON.stringify(ROUTE)} }] },
  setInternals(internals) { this.internals = internals; },
  setOptions(options) { this.destination = options.logger.options.destination; },
  async render(request, { routeData }) {
    const { pathname } = new URL(request.url);
    if (pathname === '/boom') throw new Error('cannot render ' + pathname);
    if (pathname === '/slow') await new Promise((done) => setTimeout(done, 300));
    this.destination.write({ level: 'warn', label: 'page', message: 'rendered ' + pathname, newLine: true });
    const styles = this.internals.pagesByKeys.get('page')?.styles.length ?? 0;
    return new Response('<p>' + pathname + ' in a worker, ' + styles + ' stylesheet</p>', {
      status: pathname === '/404' ? 404 : 200,
      headers: { 'x-route': routeData.route },
    });
  },
};
`,
);
// A stand-in inspector: what a page says, as a render thread or the main thread reads it.
const inspectorModule = pathToFileURL(path.join(dir, 'inspector.mjs'));
writeFileSync(
  inspectorModule,
  'export function inspectPage(page) { return { text: new TextDecoder().decode(page), thread: "worker" }; }\n',
);
const noApp = pathToFileURL(path.join(dir, 'prerender-entry.empty.mjs'));
writeFileSync(noApp, 'export const other = 1;\n');

function recorder(): PrerenderLogger & { readonly lines: string[] } {
  const lines: string[] = [];
  const log = (level: string) => (message: string) => {
    lines.push(`${level}: ${message}`);
  };
  return { lines, info: log('info'), warn: log('warn'), error: log('error'), debug: log('debug') };
}

const mainThread: Prerenderer = {
  name: 'main',
  getStaticPaths: async () => [],
  render: async (request) => new Response(`main thread: ${new URL(request.url).pathname}`),
};

async function pool(
  entry: URL,
  pagesPerWorker = 4,
  removeFromPages: readonly string[] = [],
  inspectPages?: PageInspector,
) {
  const logger = recorder();
  const prerenderer = createParallelPrerenderer(
    mainThread,
    () => ({
      entryUrl: entry.href,
      pages: [['page', { styles: [{ depth: 0 }] }]],
      scripts: [],
      removeFromPages,
      inspectorUrl: inspectPages?.module.href ?? null,
    }),
    { workers: 1, pagesPerWorker, workerHeapMb: 64, removeFromPages, ...(inspectPages ? { inspectPages } : {}) },
    logger,
  );
  await prerenderer.setup?.();
  const render = async (pathname: string, type: 'page' | 'endpoint' = 'page') => {
    const response = await prerenderer.render(new Request(`https://example.test${pathname}`), {
      routeData: { ...ROUTE, type } as never,
    });
    if (!(response instanceof Response)) throw new Error('expected a Response');
    return response;
  };
  return { prerenderer, render, logger };
}

describe('parallel prerender pool', () => {
  it('renders a page in a worker thread with the build state it was given, and replays its logs', async () => {
    const { prerenderer, render, logger } = await pool(bundle);
    try {
      const response = await render('/a');
      expect(await response.text()).toBe('<p>/a in a worker, 1 stylesheet</p>');
      expect(response.headers.get('x-route')).toBe('/[slug]');
      expect((await render('/404')).status).toBe(404);
      expect(logger.lines).toContain('warn: [page] rendered /a');
    } finally {
      await prerenderer.teardown?.();
    }
    // The build log names every page a render thread made, in one block at the end.
    expect(logger.lines.filter((line) => /^info: render thread 1: \/a \(\d+ ms\)$/.test(line))).toHaveLength(1);
    expect(logger.lines).toContain('info: pages rendered: 0 on the main thread, 2 on 1 worker thread(s)');
  });

  it('lets the main thread render when every worker is full', async () => {
    const { prerenderer, render } = await pool(bundle, 1);
    try {
      const [slow, next] = await Promise.all([render('/slow'), render('/b')]);
      expect(await slow.text()).toContain('/slow in a worker');
      expect(await next.text()).toBe('main thread: /b');
    } finally {
      await prerenderer.teardown?.();
    }
  });

  it('removes the given texts from every page, on either thread', async () => {
    const { prerenderer, render } = await pool(bundle, 1, [' in a worker', 'main thread: ']);
    try {
      const [slow, next] = await Promise.all([render('/slow'), render('/b')]);
      expect(await slow.text()).toBe('<p>/slow, 1 stylesheet</p>');
      expect(await next.text()).toBe('/b');
    } finally {
      await prerenderer.teardown?.();
    }
  });

  it('hands every page, not endpoints, to the inspector on the thread that rendered it, after the removals', async () => {
    const seen: [string, unknown][] = [];
    const inspector: PageInspector = {
      module: inspectorModule,
      inspect: (page) => ({ text: new TextDecoder().decode(page), thread: 'main' }),
      onPage: (pathname, inspected) => seen.push([pathname, inspected]),
    };
    const { prerenderer, render } = await pool(bundle, 1, [', 1 stylesheet'], inspector);
    try {
      const [slow, next] = await Promise.all([render('/slow'), render('/b')]);
      expect(await slow.text()).toBe('<p>/slow in a worker</p>');
      expect(await next.text()).toBe('main thread: /b');
      await render('/data.json', 'endpoint');
    } finally {
      await prerenderer.teardown?.();
    }
    expect(seen.sort(([a], [b]) => a.localeCompare(b))).toEqual([
      ['/b', { text: 'main thread: /b', thread: 'main' }],
      ['/slow', { text: '<p>/slow in a worker</p>', thread: 'worker' }],
    ]);
  });

  it('fails the page (and so the build) with the error the worker threw', async () => {
    const { prerenderer, render } = await pool(bundle);
    try {
      await expect(render('/boom')).rejects.toThrow('cannot render /boom');
      // The worker survives a failed page.
      expect(await (await render('/c')).text()).toContain('/c in a worker');
    } finally {
      await prerenderer.teardown?.();
    }
  });

  it('renders everything on the main thread, and says why, when a worker cannot start', async () => {
    const { prerenderer, render, logger } = await pool(noApp);
    try {
      expect(await (await render('/d')).text()).toBe('main thread: /d');
      expect(
        logger.lines.some(
          (line) => line.startsWith('warn: a render thread did not start') && line.includes('exports no app'),
        ),
      ).toBe(true);
    } finally {
      await prerenderer.teardown?.();
    }
  });
});

describe('workerCount', () => {
  it('uses the option, then PRERENDER_WORKERS, then one per core but one', () => {
    expect(workerCount(3, '1', 8)).toBe(3);
    expect(workerCount(undefined, '0', 8)).toBe(0);
    expect(workerCount(undefined, '2', 8)).toBe(2);
    expect(workerCount(undefined, undefined, 2)).toBe(1);
    expect(workerCount(undefined, '', 1)).toBe(0);
  });

  it('rejects a PRERENDER_WORKERS that is not a whole number', () => {
    expect(() => workerCount(undefined, 'two', 2)).toThrow(
      'PRERENDER_WORKERS must be a whole number of threads, got "two"',
    );
    expect(() => workerCount(undefined, '-1', 2)).toThrow('PRERENDER_WORKERS');
  });
});

describe('workerSetup', () => {
  const entry = new URL('file:///site/dist/.prerender/prerender-entry.x.mjs');
  const page = { key: 'k', styles: [{ depth: 1, order: 0, sheet: { type: 'external', src: '/_astro/a.css' } }] };

  it('passes each page key with its stylesheets, only the head scripts, the texts to remove and the inspector', () => {
    const setup = workerSetup(
      entry,
      new Map([['k', page as never]]),
      [
        { stage: 'head-inline', content: 'inline()' },
        { stage: 'before-hydration', content: 'later()' },
      ],
      ['<style>x</style>'],
      'file:///site/src/integrations/csp-scan.ts',
    );
    expect(setup).toEqual({
      entryUrl: entry.href,
      pages: [['k', { styles: page.styles }]],
      scripts: [{ stage: 'head-inline', content: 'inline()' }],
      removeFromPages: ['<style>x</style>'],
      inspectorUrl: 'file:///site/src/integrations/csp-scan.ts',
    });
    // It crosses a thread boundary: structured-clonable.
    expect(structuredClone(setup)).toEqual(setup);
  });

  it('refuses a page-stage script, which a worker could not link', () => {
    expect(() => workerSetup(entry, new Map(), [{ stage: 'page', content: 'x()' }])).toThrow('page-stage script');
  });
});

describe('findPrerenderEntry', () => {
  const out = (name: string, files: readonly string[]) => {
    const root = path.join(dir, name);
    mkdirSync(path.join(root, '.prerender'), { recursive: true });
    for (const file of files) writeFileSync(path.join(root, '.prerender', file), '');
    return prerenderDir(pathToFileURL(`${root}/`), dir);
  };

  it('finds the one prerender entry of the build', () => {
    expect(findPrerenderEntry(out('one', ['prerender-entry.AbC1.mjs', 'chunks.mjs'])).href).toMatch(
      /\/one\/\.prerender\/prerender-entry\.AbC1\.mjs$/,
    );
  });

  it('fails loudly on none, several or a missing folder', () => {
    expect(() => findPrerenderEntry(out('none', ['other.mjs']))).toThrow('expected one prerender-entry.*.mjs');
    expect(() => findPrerenderEntry(out('two', ['prerender-entry.a.mjs', 'prerender-entry.b.mjs']))).toThrow('found 2');
    expect(() => findPrerenderEntry(pathToFileURL(path.join(dir, 'missing/')))).toThrow('cannot read');
  });
});

describe('prerenderDir', () => {
  it("is the outDir's .prerender/ when outDir is inside the working directory", () => {
    expect(prerenderDir(new URL('file:///site/dist/'), '/site').href).toBe('file:///site/dist/.prerender/');
  });

  it('is <cwd>/.astro/.prerender/ when outDir lies outside it, as Astro decides', () => {
    expect(prerenderDir(new URL('file:///tmp/out/'), '/site').href).toBe('file:///site/.astro/.prerender/');
  });
});

describe('removeAll (page bytes)', () => {
  const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));
  const text = (page: Uint8Array) => Buffer.from(page).toString('utf8');

  it('removes every occurrence of each text and keeps the rest byte for byte', () => {
    const page = bytes('<body><style>x</style><p>å</p><style>x</style></body>');
    expect(text(removeAll(page, [bytes('<style>x</style>')]))).toBe('<body><p>å</p></body>');
  });

  it('returns the page itself when nothing matches (no copy)', () => {
    const page = bytes('<p>a</p>');
    expect(removeAll(page, [bytes('<style>')])).toBe(page);
  });

  it('gives a result that owns its whole buffer, so a thread can transfer it', () => {
    const out = removeAll(bytes('aXbXc'), [bytes('X')]);
    expect(text(out)).toBe('abc');
    expect(out.byteOffset).toBe(0);
    expect(out.buffer.byteLength).toBe(out.byteLength);
  });
});
