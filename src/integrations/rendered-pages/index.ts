/**
 * Edits and reads each page as Astro renders it, through the public
 * prerenderer hook (`setPrerenderer` of `astro:build:start`): fixed texts are
 * removed from every page, and inspectors read every page (not endpoints)
 * while its bytes are in memory, so nothing needs dist/ read back after the
 * build (src/integrations/security-headers.ts checks each page's inline
 * scripts this way, src/integrations/sitemap-pages.ts reads its robots
 * meta). Endpoint inspectors are told each endpoint's response headers (its
 * body is not read): src/integrations/content-types.ts carries a declared
 * Content-Type to dist/_headers. Astro still renders, writes every file and
 * runs every later hook as it would.
 *
 * Until issue 23 this integration also rendered pages on a second thread.
 * The bench measured that after the build's other changes: 9.8 % less wall
 * time for 11 % more CPU and 289 MiB more memory at 10,000 products, under
 * the 15 % the issue asked of it, so it was removed (docs/performance.md).
 */
import type { AstroIntegration } from 'astro';
import { removeAll } from './bytes';

type BuildStart = Parameters<NonNullable<AstroIntegration['hooks']['astro:build:start']>>[0];
type SetPrerenderer = BuildStart['setPrerenderer'];
type PrerendererOrFactory = Parameters<SetPrerenderer>[0];
/** Astro's prerenderer interface (not exported by name from 'astro'). */
export type Prerenderer = Exclude<PrerendererOrFactory, (fallback: never) => unknown>;
type Rendered = Awaited<ReturnType<Prerenderer['render']>>;

/** The part of Astro's prerender app (the bundle's BuildApp) other build steps may read. */
export interface PrerenderApp {
  readonly manifest: {
    /** Module scripts Astro inlined into pages, by id. */
    readonly inlinedScripts: ReadonlyMap<string, string>;
    /** Client directive scripts (client:idle, client:interaction…), by name. */
    readonly clientDirectives: ReadonlyMap<string, string>;
  };
}

export interface RenderedPagesOptions {
  /**
   * Called with Astro's prerender app once it is set up, before any page
   * renders (src/integrations/security-headers.ts reads the inline scripts
   * Astro may emit from its manifest).
   */
  readonly onApp?: (app: PrerenderApp) => void;
  /**
   * Exact texts removed from every page. astro.config.ts removes Astro's
   * island `<style>`, which Astro writes into <body> where HTML does not
   * allow it (the rule is in global.css instead).
   */
  readonly removeFromPages?: readonly string[];
  /** Read every rendered page (not endpoints), after the removals, each in turn. */
  readonly inspectPages?: readonly PageInspector[];
  /** Told each rendered endpoint's path and response headers, each in turn. */
  readonly inspectEndpoints?: readonly EndpointInspector[];
}

export interface PageInspector {
  /**
   * The page's path as Astro requested it (e.g. /produkt/x.html) and its
   * bytes as they will be written. The bytes are only lent: keep a result
   * computed from them, never a view of them.
   */
  readonly onPage: (pathname: string, page: Uint8Array) => void;
}

export interface EndpointInspector {
  /**
   * The endpoint's path as Astro requested it (e.g. /prisfall.xml) and the
   * headers of its response. A static build writes only the body, so a
   * header the endpoint sets (its Content-Type) is lost unless read here.
   */
  readonly onEndpoint: (pathname: string, headers: Headers) => void;
}

/**
 * A page without the given byte sequences, read by the inspector when there
 * is one. Astro's prerenderer may answer a Response or a result that carries
 * one with metadata; both are kept so.
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

/** Wraps Astro's prerenderer: every page it renders is finished by {@link finishPage}. */
export function createPagePrerenderer(fallback: Prerenderer, options: RenderedPagesOptions): Prerenderer {
  const removals = (options.removeFromPages ?? []).map((text) => Buffer.from(text, 'utf8'));
  const pageInspectors = options.inspectPages ?? [];
  const endpointInspectors = options.inspectEndpoints ?? [];
  return {
    name: 'vinkylguiden:rendered-pages',
    async setup() {
      await fallback.setup?.();
      if (options.onApp) {
        const app = (fallback as { readonly app?: PrerenderApp }).app;
        if (!app) throw new Error("rendered pages: Astro's prerenderer exposes no app; this Astro version differs");
        options.onApp(app);
      }
    },
    getStaticPaths: () => fallback.getStaticPaths(),
    async render(request, renderOptions) {
      // Pages, not endpoints (the listing and compare data files), are read by the page inspectors.
      const type = renderOptions.routeData.type;
      const inspect = pageInspectors.length > 0 && type === 'page';
      const rendered = await fallback.render(request, renderOptions);
      const pathname = new URL(request.url).pathname;
      if (type === 'endpoint' && endpointInspectors.length > 0) {
        const { headers } = rendered instanceof Response ? rendered : rendered.response;
        for (const inspector of endpointInspectors) inspector.onEndpoint(pathname, headers);
      }
      if (removals.length === 0 && !inspect) return rendered;
      return finishPage(
        rendered,
        removals,
        inspect
          ? (page) => {
              for (const inspector of pageInspectors) inspector.onPage(pathname, page);
            }
          : null,
      );
    },
    async teardown() {
      await fallback.teardown?.();
    },
  };
}

export default function renderedPages(options: RenderedPagesOptions = {}): AstroIntegration {
  return {
    name: 'vinkylguiden:rendered-pages',
    hooks: {
      'astro:build:start': ({ setPrerenderer }) => {
        // With nothing to do, Astro's own prerenderer runs as it is.
        const nothingToDo =
          !options.onApp &&
          (options.removeFromPages ?? []).length === 0 &&
          (options.inspectPages ?? []).length === 0 &&
          (options.inspectEndpoints ?? []).length === 0;
        if (nothingToDo) return;
        setPrerenderer((fallback) => createPagePrerenderer(fallback, options));
      },
    },
  };
}
