/**
 * Messages between ./index.ts (main thread) and
 * ./worker.ts (render threads). Types only: the worker is run by
 * Node's type stripping and must not import runtime code.
 */

/** What identifies a route in both threads' copies of the route table. */
export interface RouteKey {
  /** The page file, e.g. src/pages/produkt/[slug].astro. */
  readonly component: string;
  /** The route pattern, e.g. /produkt/[slug]. */
  readonly route: string;
}

/** Handed to every worker when it starts. */
export interface WorkerSetup {
  /** file: URL of Astro's prerender entry (dist/.prerender/prerender-entry.*.mjs). */
  readonly entryUrl: string;
  /** Each page key with the stylesheets its head links or inlines. */
  readonly pages: ReadonlyArray<readonly [string, { readonly styles: readonly unknown[] }]>;
  /** Scripts integrations injected into every page's head. */
  readonly scripts: ReadonlyArray<{ readonly stage: string; readonly content: string }>;
  /** Exact texts removed from every rendered page (see ParallelPrerenderOptions.removeFromPages). */
  readonly removeFromPages: readonly string[];
  /** file: URL of the module whose `inspectPage` reads each page (ParallelPrerenderOptions.inspectPages), or null. */
  readonly inspectorUrl: string | null;
}

/** One page to render. */
export interface RenderRequest extends RouteKey {
  readonly id: number;
  /** Absolute URL of the page, as Astro builds it. */
  readonly url: string;
  /** Whether the rendered page goes through the inspector (pages, not endpoints). */
  readonly inspect: boolean;
}

/** A log line written while rendering, replayed by the main thread. */
export interface LogMessage {
  readonly level: string;
  readonly label: string | null;
  readonly message: string;
}

export type WorkerReply =
  | { readonly type: 'ready' }
  | { readonly type: 'startup-error'; readonly error: { readonly message: string; readonly stack?: string } }
  | {
      readonly type: 'result';
      readonly id: number;
      readonly status: number;
      readonly statusText: string;
      readonly headers: ReadonlyArray<[string, string]>;
      /** The page's bytes, transferred rather than copied. */
      readonly body: ArrayBuffer | null;
      /** What the inspector returned for the page, when asked to inspect it. */
      readonly inspected?: unknown;
      readonly logs: readonly LogMessage[];
    }
  | {
      readonly type: 'error';
      readonly id: number;
      readonly error: { readonly message: string; readonly stack?: string };
      readonly logs: readonly LogMessage[];
    };
