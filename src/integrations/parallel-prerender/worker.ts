/**
 * A page-rendering thread for ./index.ts. It imports the same
 * prerender bundle Astro's own (main-thread) prerenderer uses, gives its app
 * the little build state that rendering reads (each page's stylesheets and
 * the inline head scripts), then renders the pages the main thread sends and
 * returns their bytes. Astro, on the main thread, still writes every file.
 *
 * Node runs this file directly (type stripping), so it holds only erasable
 * TypeScript and imports nothing from the project.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { removeAll } from './bytes.ts';
import type { LogMessage, RenderRequest, RouteKey, WorkerReply, WorkerSetup } from './protocol';

/** The slice of Astro's BuildApp (exported by the prerender bundle) that this thread uses. */
interface BundleApp {
  readonly manifest: { readonly routes: ReadonlyArray<{ readonly routeData: RouteKey }> };
  setInternals(internals: unknown): void;
  setOptions(options: unknown): void;
  render(request: Request, options: { readonly routeData: RouteKey }): Promise<Response>;
}

if (!parentPort) throw new Error('worker.ts runs only as a worker thread of ./index.ts');
const port = parentPort;
const setup = workerData as WorkerSetup;
const removals = setup.removeFromPages.map((text) => Buffer.from(text, 'utf8'));

function describe(error: unknown): { readonly message: string; readonly stack?: string } {
  return error instanceof Error
    ? { message: error.message, ...(error.stack ? { stack: error.stack } : {}) }
    : { message: String(error) };
}

async function start(): Promise<void> {
  const bundle = (await import(setup.entryUrl)) as { readonly app?: BundleApp };
  const app = bundle.app;
  if (!app) throw new Error(`${setup.entryUrl} exports no app: this Astro version builds differently`);

  // One buffer for every page in flight (several render at once): each
  // reply drains it, so no line is lost; the main thread only replays them.
  const logs: LogMessage[] = [];
  // The build environment's headElements() reads only these: per-page
  // stylesheets by page key, and the integration scripts of the head.
  app.setInternals({ pagesByKeys: new Map(setup.pages), entrySpecifierToBundleMap: new Map() });
  app.setOptions({
    settings: { scripts: setup.scripts },
    logger: {
      options: {
        destination: {
          write(message: LogMessage) {
            logs.push({ level: message.level, label: message.label, message: message.message });
            return true;
          },
        },
      },
    },
  });

  const inspector = setup.inspectorUrl
    ? ((await import(setup.inspectorUrl)) as { readonly inspectPage?: (page: Uint8Array) => unknown })
    : null;
  if (inspector && typeof inspector.inspectPage !== 'function') {
    throw new Error(`${setup.inspectorUrl} exports no inspectPage function`);
  }

  const routes = new Map<string, RouteKey>();
  for (const { routeData } of app.manifest.routes) routes.set(`${routeData.component}\0${routeData.route}`, routeData);

  port.on('message', async (request: RenderRequest) => {
    try {
      const routeData = routes.get(`${request.component}\0${request.route}`);
      if (!routeData) throw new Error(`no route ${request.route} (${request.component}) in the prerender bundle`);
      const response = await app.render(new Request(request.url), { routeData });
      const rendered = response.body === null ? null : new Uint8Array(await response.arrayBuffer());
      // Exactly the page's bytes (a new buffer only when something was removed), transferred rather than copied.
      const page = rendered && removeAll(rendered, removals);
      // Read before the bytes are transferred away.
      const inspected = page && request.inspect ? inspector?.inspectPage?.(page) : undefined;
      const body = page?.buffer ?? null;
      const reply: WorkerReply = {
        type: 'result',
        id: request.id,
        status: response.status,
        statusText: response.statusText,
        headers: [...response.headers],
        body,
        ...(inspected === undefined ? {} : { inspected }),
        logs: logs.splice(0),
      };
      port.postMessage(reply, body ? [body] : []);
    } catch (error) {
      port.postMessage({
        type: 'error',
        id: request.id,
        error: describe(error),
        logs: logs.splice(0),
      } satisfies WorkerReply);
    }
  });
  port.postMessage({ type: 'ready' } satisfies WorkerReply);
}

start().catch((error: unknown) => {
  port.postMessage({ type: 'startup-error', error: describe(error) } satisfies WorkerReply);
});
