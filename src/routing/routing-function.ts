/**
 * The routing function: answers product and brand URLs that no file serves
 * (src/routing/lookup.ts says what), written against web-standard Request,
 * Response, URL and fetch only, so Netlify's Functions runtime, the preview
 * server (scripts/lib/preview-server.ts) and Deno run the same code.
 *
 * netlify.toml rewrites `/produkt/*` and `/varumarken/*` to it with unforced
 * rules, so every file (product and brand pages, listing pages) is served by
 * the CDN without it; it runs only for a path that has no file. It sees the
 * request's own URL (Netlify passes the original path to a function reached
 * through a rewrite; see docs/routing.md).
 *
 * It fetches files of its own site: once per instance the lookup table's
 * parts (lookupPartPath, made by the build) and, per unknown product, the
 * not-found page, whose body and headers it returns with status 404. Nothing
 * it does depends on a file system.
 */
import { createLookup, type Lookup, MAX_PARAM_LENGTH } from './lookup';
import { joinLookupTable, type LookupTable, type LookupTablePart, lookupPartPath } from './lookup-table';
import { folderOf, homePath, productNotFoundPath } from './routes';

export type SiteFetch = (request: Request) => Promise<Response>;

export interface RoutingFunctionOptions {
  /** How the function reads files of its own site; default the global fetch. */
  readonly fetch?: SiteFetch;
  /** Reports a failure that is answered without the table (default console.error). */
  readonly onError?: (error: unknown) => void;
}

export type RoutingHandler = (request: Request) => Promise<Response>;

const PRODUCT_PREFIX = folderOf('product');
const BRAND_PREFIX = folderOf('brand');

/** Longer request paths are answered without decoding or looking anything up. */
const MAX_PATH_LENGTH = 2048;

/** Response headers of the fetched not-found page that describe the transfer, not the page. */
const HOP_HEADERS = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'etag',
  'keep-alive',
  'last-modified',
  'transfer-encoding',
  'age',
]);

/**
 * Browsers revalidate every answer (like the pages); the CDN may keep it for
 * the deploy (Netlify purges its cache on every deploy), so a repeated
 * unknown URL does not run the function again.
 */
const CACHE_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'public, max-age=0, must-revalidate',
  'netlify-cdn-cache-control': 'public, durable, s-maxage=31536000',
};

export function createRoutingHandler(options: RoutingFunctionOptions = {}): RoutingHandler {
  const siteFetch: SiteFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const onError = options.onError ?? console.error.bind(console);
  let lookup: Promise<Lookup> | undefined;

  const loadLookup = (origin: string): Promise<Lookup> => {
    lookup ??= fetchTable(siteFetch, origin).then(createLookup);
    // A failed load is retried by the next request, not cached for the instance's life.
    lookup.catch(() => {
      lookup = undefined;
    });
    return lookup;
  };

  return async (request) => {
    const url = new URL(request.url);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response(null, { status: 405, headers: { allow: 'GET, HEAD', ...CACHE_HEADERS } });
    }
    const route = routeOf(url.pathname);
    let table: Lookup | null = null;
    if (route.kind !== 'other') {
      try {
        table = await loadLookup(url.origin);
      } catch (error) {
        onError(error);
      }
    }

    if (route.kind === 'brand') {
      const answer = route.param === null || table === null ? null : table.brand(route.param);
      if (answer?.kind === 'brand') return redirect(301, `${BRAND_PREFIX}${encodeURIComponent(answer.slug)}`, url);
      // What the catch-all of netlify.toml gives any other unknown path.
      return redirect(302, homePath(), url);
    }

    if (route.kind === 'product' && route.param !== null && table !== null) {
      const answer = table.product(route.param);
      if (answer.kind === 'product') return redirect(301, `${PRODUCT_PREFIX}${encodeURIComponent(answer.slug)}`, url);
      if (answer.kind === 'excluded') return redirect(301, answer.to, url);
    }
    return notFound(siteFetch, url, request.method === 'HEAD');
  };
}

type Route =
  | { readonly kind: 'product' | 'brand'; readonly param: string | null }
  | { readonly kind: 'other'; readonly param: null };

/**
 * Which prefix the path has, and its decoded parameter: the rest of the path
 * decoded once as a whole (Netlify matches decoded paths, so `%2F` and `/`
 * are the same), trailing slashes dropped. Null for a parameter that is too
 * long, not UTF-8, or holds control characters: never looked up.
 */
function routeOf(pathname: string): Route {
  const kind = pathname.startsWith(PRODUCT_PREFIX) ? 'product' : pathname.startsWith(BRAND_PREFIX) ? 'brand' : 'other';
  if (kind === 'other') return { kind, param: null };
  if (pathname.length > MAX_PATH_LENGTH) return { kind, param: null };
  // The lookbehind starts a match only at the first trailing slash: a bare
  // /\/+$/ retries from each slash of a run and is quadratic.
  const raw = pathname
    .slice(kind === 'product' ? PRODUCT_PREFIX.length : BRAND_PREFIX.length)
    .replace(/(?<!\/)\/+$/, '');
  let param: string;
  try {
    param = decodeURIComponent(raw);
  } catch {
    return { kind, param: null };
  }
  if (param.length > MAX_PARAM_LENGTH || /\p{Cc}/u.test(param)) return { kind, param: null };
  return { kind, param };
}

/**
 * A redirect to a path of this site, the request's query string kept (as
 * Netlify does for its own rules). `path` is built from table slugs that are
 * percent-encoded, or the excluded product's target: always one leading `/`.
 */
function redirect(status: 301 | 302, path: string, url: URL): Response {
  const safePath = `/${path.replace(/^[/\\]+/, '')}`;
  const location = `${safePath}${url.search}`;
  return new Response(`Redirecting to ${location}\n`, {
    status,
    headers: { location, 'content-type': 'text/plain; charset=utf-8', ...CACHE_HEADERS },
  });
}

async function fetchPart(siteFetch: SiteFetch, origin: string, part: number): Promise<LookupTablePart> {
  const file = lookupPartPath(part);
  const response = await siteFetch(new Request(new URL(file, origin), { redirect: 'manual' }));
  if (!response.ok) throw new Error(`lookup table ${file}: HTTP ${response.status}`);
  return (await response.json()) as LookupTablePart;
}

/** The table's first part says how many there are; the others load side by side. */
async function fetchTable(siteFetch: SiteFetch, origin: string): Promise<LookupTable> {
  const first = await fetchPart(siteFetch, origin, 0);
  const count = Number.isInteger(first.parts) && first.parts > 0 ? first.parts : 1;
  const rest = await Promise.all(
    Array.from({ length: count - 1 }, (_, index) => fetchPart(siteFetch, origin, index + 1)),
  );
  return joinLookupTable([first, ...rest]);
}

/** The not-found page with status 404 and its own headers (CSP and the rest); the URL stays. */
async function notFound(siteFetch: SiteFetch, url: URL, head: boolean): Promise<Response> {
  let page: Response | null = null;
  try {
    page = await siteFetch(new Request(new URL(productNotFoundPath(), url.origin), { redirect: 'manual' }));
  } catch {
    page = null;
  }
  if (page === null || !page.ok) {
    await page?.body?.cancel();
    return new Response(head ? null : 'Produkten hittades inte\n', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8', ...CACHE_HEADERS },
    });
  }
  const headers = new Headers();
  page.headers.forEach((value, name) => {
    if (!HOP_HEADERS.has(name)) headers.set(name, value);
  });
  for (const [name, value] of Object.entries(CACHE_HEADERS)) headers.set(name, value);
  if (head) {
    await page.body?.cancel();
    return new Response(null, { status: 404, headers });
  }
  return new Response(await page.arrayBuffer(), { status: 404, headers });
}
