/**
 * Shared harness of the browser tests: Debian Chromium (playwright-core)
 * against the built site in dist/, served by scripts/lib/preview-server.ts with
 * Netlify's own redirect engine on 127.0.0.1. The tests never build: they
 * fail with a clear message when dist/ is missing.
 *
 * Every page opened through `openPage` is watched: console errors, uncaught
 * page errors, failed requests and HTTP errors of sub-resources on our origin,
 * and any request to a host that is not loopback (such requests are aborted,
 * so the tests never reach the network).
 */
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'astro/zod';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { assertChromium, type ChromiumContext, launchChromium } from '../../scripts/lib/chromium';
import { type Preview, startPreview } from '../../scripts/lib/preview-server';
import { type Post, postSchema } from '../../src/dataset/schemas/post';
import {
  type ExcludedProduct,
  excludedProductSchema,
  type Product,
  productSchema,
} from '../../src/dataset/schemas/product';
import { type Brand, brandSchema, type Category, categorySchema } from '../../src/dataset/schemas/taxonomy';

export const ROOT = path.resolve(import.meta.dirname, '../..');
/**
 * The built site under test: dist/ of this checkout, or SITE_DIST, the dist/
 * of a project built elsewhere (a scratch copy, so a test run never needs a
 * build in a checkout others work in). The data the tests compare with is
 * then that project's src/data/, next to its dist/.
 */
export const DIST = process.env.SITE_DIST ? path.resolve(process.env.SITE_DIST) : path.join(ROOT, 'dist');
const DATA = process.env.SITE_DIST ? path.join(path.dirname(DIST), 'src/data') : path.join(ROOT, 'src/data');

export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** Throws when the site has not been built: the browser tests run against dist/ and never build it. */
export function assertBuilt(dist = DIST): void {
  if (!existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`${path.join(dist, 'index.html')} is missing: run npm run build first`);
  }
  assertChromium();
}

function isLoopback(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return false;
  }
  return host === '127.0.0.1' || host === 'localhost' || host === '[::1]';
}

export interface Site {
  /** Origin of the preview server, e.g. http://127.0.0.1:40123 */
  readonly url: string;
  readonly context: BrowserContext;
  /** Every non-loopback request any page of the context tried (all aborted). */
  readonly external: string[];
  close(): Promise<void>;
}

/** How the site's browser is started: JavaScript on or off, and a touch screen that reports itself as a phone. */
export interface SiteOptions {
  readonly javaScriptEnabled?: boolean;
  /** Touch events and `(pointer: coarse)`, as on a phone (Playwright's hasTouch). */
  readonly hasTouch?: boolean;
  /** A mobile browser: the meta viewport is honoured (Playwright's isMobile). */
  readonly isMobile?: boolean;
  /** Another built site than DIST (a test's own build), read when the site starts. */
  readonly dist?: string;
}

/**
 * Starts the preview server over a snapshot of dist/ and one Chromium (a
 * persistent context in a fresh profile). Call in beforeAll, close in
 * afterAll. The snapshot keeps a test file stable while someone rebuilds
 * dist/ in the same checkout.
 */
export async function startSite(options: SiteOptions = {}): Promise<Site> {
  const dist = options.dist ?? DIST;
  assertBuilt(dist);
  const snapshot = await mkdtemp(path.join(os.tmpdir(), 'e2e-dist-'));
  await cp(dist, snapshot, { recursive: true });
  if (!existsSync(path.join(snapshot, 'index.html'))) {
    await rm(snapshot, { recursive: true, force: true });
    throw new Error('dist/ changed while it was copied (a build running?): run npm run build first, then the tests');
  }
  const preview: Preview = await startPreview({ dir: snapshot, port: 0 });
  let browser: ChromiumContext;
  try {
    browser = await launchChromium({
      profilePrefix: 'e2e-chromium-',
      viewport: VIEWPORTS.desktop,
      locale: 'sv-SE',
      timezoneId: 'Europe/Stockholm',
      javaScriptEnabled: options.javaScriptEnabled ?? true,
      hasTouch: options.hasTouch ?? false,
      isMobile: options.isMobile ?? false,
    });
  } catch (error) {
    await preview.close();
    await rm(snapshot, { recursive: true, force: true });
    throw error;
  }
  const { context } = browser;
  const external: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (isLoopback(url)) return route.continue();
    external.push(url);
    return route.abort('blockedbyclient');
  });
  return {
    url: preview.url,
    context,
    external,
    close: async () => {
      await browser.close().catch(() => undefined);
      await preview.close();
      await rm(snapshot, { recursive: true, force: true });
    },
  };
}

/** What went wrong on a page while a test used it. */
export interface PageWatch {
  /** Console errors, uncaught exceptions, failed or erroring requests to our origin. */
  readonly errors: string[];
  /** Every request URL the page made (any origin), in order. */
  readonly requests: string[];
}

/**
 * A new page in the site's browser with the given viewport, watched for
 * errors. Main-frame documents may answer 404 on purpose (not-found routes);
 * every other HTTP error on our origin counts as an error.
 */
export async function openPage(
  site: Site,
  viewport: ViewportName = 'desktop',
): Promise<{ page: Page; watch: PageWatch }> {
  const page = await site.context.newPage();
  await page.setViewportSize(VIEWPORTS[viewport]);
  const watch = collectConsoleErrors(page, site.url);
  return { page, watch };
}

interface Activity {
  inflight: number;
  last: number;
}
const activity = new WeakMap<Page, Activity>();

/** Records console errors, page errors and failed requests to `origin` on the page. */
export function collectConsoleErrors(page: Page, origin: string): PageWatch {
  const errors: { text: string; url: string }[] = [];
  // Documents answered with 404 on purpose (not-found routes); Chromium logs each as a console error.
  const notFoundDocuments = new Set<string>();
  const requests: string[] = [];
  const state: Activity = { inflight: 0, last: Date.now() };
  activity.set(page, state);
  const done = () => {
    state.inflight = Math.max(0, state.inflight - 1);
    state.last = Date.now();
  };
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const url = message.location().url;
    errors.push({
      text: `console.error: ${message.text()} (${url})`,
      url: /status of 404/.test(message.text()) ? url : '',
    });
  });
  page.on('pageerror', (error) => errors.push({ text: `pageerror: ${error.message}`, url: '' }));
  page.on('request', (request) => {
    requests.push(request.url());
    state.inflight += 1;
    state.last = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', (request) => {
    done();
    if (!request.url().startsWith(origin)) return;
    errors.push({ text: `request failed: ${request.url()} (${request.failure()?.errorText ?? 'unknown'})`, url: '' });
  });
  page.on('response', (response) => {
    if (!response.url().startsWith(origin) || response.status() < 400) return;
    const request = response.request();
    // Not-found routes answer their document with 404 on purpose.
    if (request.isNavigationRequest() && request.frame() === page.mainFrame() && response.status() === 404) {
      notFoundDocuments.add(response.url());
      return;
    }
    errors.push({ text: `HTTP ${response.status()}: ${response.url()}`, url: '' });
  });
  return {
    get errors() {
      return errors.filter((error) => !notFoundDocuments.has(error.url)).map((error) => error.text);
    },
    requests,
  };
}

/** Navigates and waits until the page and its islands have loaded and the network is quiet. */
export async function visit(page: Page, site: Site, pathname: string): Promise<void> {
  await page.goto(new URL(pathname, site.url).href, { waitUntil: 'load' });
  await settle(page);
}

/**
 * Waits for idle time (client:idle islands hydrate then) and for the page's
 * network to be quiet: nothing in flight for 250 ms.
 */
export async function settle(page: Page, quietMs = 250): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
        else setTimeout(resolve, 50);
      }),
  );
  const state = activity.get(page);
  if (!state) {
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    return;
  }
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (state.inflight === 0 && Date.now() - state.last >= quietMs) return;
    await page.waitForTimeout(50);
  }
}

/**
 * Waits until every Astro island that should hydrate by itself has (no `ssr`
 * attribute left). A `client:interaction` island stays server-rendered until
 * the visitor interacts with it, and a `client:media` island whose query
 * does not match stays server-rendered too; both on purpose.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('astro-island[ssr]')].every((island) => {
        if (island.getAttribute('client') === 'interaction') return true;
        // client:form islands (the listing filter, the search fields) wait for the visitor too,
        // unless the URL carries one of the query keys their form lists (data-query-keys). Their
        // form is the one of their scope, as src/client/island-scope.ts finds it.
        if (island.getAttribute('client') === 'form') {
          const scope = island.closest('[data-island-scope]');
          const form = scope instanceof HTMLFormElement ? scope : scope?.querySelector('form');
          const keys = (form?.dataset.queryKeys ?? '').split(' ').filter((key) => key !== '');
          const params = new URLSearchParams(location.search);
          return !keys.some((key) => params.has(key));
        }
        if (island.getAttribute('client') !== 'media') return false;
        const opts = JSON.parse(island.getAttribute('opts') ?? '{}') as { value?: unknown };
        return typeof opts.value === 'string' && !window.matchMedia(opts.value).matches;
      }),
    undefined,
    { timeout: 15_000 },
  );
}

/** A JavaScript module (or classic script file) request; the island runtime is inline and never requested. */
export function isScript(url: string): boolean {
  return /\.m?js$/.test(new URL(url).pathname);
}

/** React's chunks in dist/_astro: the library, the DOM client (Astro's renderer) and the JSX runtime. */
export function isReact(url: string): boolean {
  return /\/_astro\/(react|client|jsx-runtime)\.[^/]*\.js$/.test(new URL(url).pathname);
}

/**
 * Holds every script of dist/_astro back for `ms` before it is served, as on
 * a slow network: an island then certainly hydrates after the click that
 * started it, so a test proves the click is replayed rather than winning a race.
 */
export async function slowScripts(page: Page, ms = 400): Promise<void> {
  await page.route('**/_astro/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.fallback();
  });
}

/** A real touch tap (touchstart, pointer events, the synthesised click) in the middle of `locator`. */
export async function touchTap(page: Page, locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('touchTap: the element is not visible');
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await cdp.detach();
  }
}

/** Whether the island of the named component is still server-rendered (not hydrated). */
export async function islandPending(page: Page, component: string): Promise<boolean> {
  return page.locator(`astro-island[component-url*="/${component}."]`).evaluate((island) => island.hasAttribute('ssr'));
}

// ---------------------------------------------------------------------------
// Data of the build, read at test time (never hard-coded slugs).

// The pull's own schemas type the data and validate it, so a test never
// runs on a file that is not what the site was built from.
export type ProductData = Product;
export type PostData = Post;
export type BrandData = Brand;

export interface SiteData {
  readonly products: readonly Product[];
  readonly categories: readonly Category[];
  readonly brands: readonly Brand[];
  readonly posts: readonly Post[];
  readonly excluded: readonly ExcludedProduct[];
  /** The day the build's prices are from (prices.json), as the product route gets it; null without history. */
  readonly pricesAsOf: string | null;
}

function readJson<T>(file: string, schema: { parse(value: unknown): T }): T {
  return schema.parse(JSON.parse(readFileSync(path.join(DATA, file), 'utf8')));
}

export function loadData(): SiteData {
  return {
    products: readJson('products.json', z.array(productSchema)),
    categories: readJson('categories.json', z.array(categorySchema)),
    brands: readJson('brands.json', z.array(brandSchema)),
    posts: readJson('posts.json', z.array(postSchema)),
    excluded: readJson('excluded-products.json', z.array(excludedProductSchema)),
    pricesAsOf: readJson('prices.json', z.object({ as_of: z.string().nullable() }).passthrough()).as_of,
  };
}

/** Every product of a listing in the order of its static pages (/x, /x/sida/2, …), as the site lists them. */
export async function listingProducts(
  siteUrl: string,
  products: readonly ProductData[],
  listing: string,
): Promise<ProductData[]> {
  const byUrl = new Map(products.map((product) => [product.url, product]));
  const urls: string[] = [];
  let next: string | null = listing;
  while (next !== null) {
    const html = await (await fetch(new URL(next, siteUrl))).text();
    // A <template>'s content is not part of the page (the listing filter's card templates).
    const grid = html.slice(html.indexOf('data-part="grid"')).replace(/<template[\s\S]*?<\/template>/g, '');
    for (const match of grid.matchAll(/<h3 class="product-card-name"><a href="([^"]+)"/g)) urls.push(match[1] ?? '');
    next = /<a href="([^"]+)" rel="next"/.exec(html)?.[1] ?? null;
  }
  return urls.map((url) => {
    const product = byUrl.get(url);
    if (!product) throw new Error(`${url} of ${listing} is not a product of the data`);
    return product;
  });
}

/**
 * Registers the shared browser and the page cleanup for a test file and
 * returns `open`, which loads a path in a fresh page with an error watch
 * (and, when JavaScript runs, waits until every island has hydrated, so a
 * test never navigates away from requests still in flight).
 */
export function siteUnderTest(options: SiteOptions = {}) {
  let site: Site | undefined;
  const pages: Page[] = [];
  beforeAll(async () => {
    site = await startSite(options);
  });
  afterEach(async () => {
    await Promise.all(pages.splice(0).map((page) => page.close()));
  });
  afterAll(async () => {
    await site?.close();
  });
  const current = (): Site => {
    if (!site) throw new Error('the site is not started (siteUnderTest must be called at the top of a test file)');
    return site;
  };
  return {
    site: current,
    async open(pathname: string, viewport: ViewportName = 'desktop') {
      const opened = await openPage(current(), viewport);
      pages.push(opened.page);
      const response = await opened.page.goto(new URL(pathname, current().url).href, { waitUntil: 'load' });
      if (options.javaScriptEnabled !== false) await hydrated(opened.page);
      return { ...opened, status: response?.status() ?? 0 };
    },
  };
}

/** The first element, or a test failure naming what the data lacks. */
export function pick<T>(items: readonly T[], what: string): T {
  const item = items[0];
  if (item === undefined) throw new Error(`the built data has no ${what}`);
  return item;
}

/** A price as the site writes it (sv-SE, no öre for whole kronor), with plain spaces. */
export function swedishPrice(amount: number): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat('sv-SE', {
    style: 'currency',
    currency: 'SEK',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })
    .format(amount)
    .replace(/[\u00a0\u202f]/g, ' ');
}

/**
 * The text a visitor sees in an element (CSS-hidden parts left out, e.g. the
 * "Läs mer" / "Visa mindre" label pair), whitespace collapsed.
 */
export async function renderedText(locator: Locator): Promise<string> {
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point; textContent includes hidden labels.
  return plain(await locator.innerText());
}

/** Names in Swedish alphabetical order (å, ä, ö last), as spec §9 lists categories and brands. */
export function swedishSorted(names: readonly string[]): string[] {
  const collator = new Intl.Collator('sv-SE', { sensitivity: 'base' });
  return [...names].sort(collator.compare);
}

/** Text with non-breaking and narrow spaces made plain, whitespace collapsed. */
export function plain(text: string | null | undefined): string {
  return (text ?? '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every route type of the site, with one real example path each (read from the data). */
export function routeTypes(data: SiteData): { readonly name: string; readonly path: string }[] {
  const product = pick(data.products, 'product');
  const post = pick(data.posts, 'post');
  const brand = pick(
    data.brands.filter((b) => b.slug === 'mquvee'),
    'brand mquvee',
  );
  const category = pick(
    data.categories.filter((c) => c.slug !== 'vinkyl'),
    'category',
  );
  return [
    { name: 'home', path: '/' },
    { name: 'category /vinkyl', path: '/vinkyl' },
    { name: 'category', path: `/${category.slug}` },
    { name: 'product', path: product.url },
    { name: 'all products', path: '/produkt' },
    { name: 'brand list', path: '/varumarken' },
    { name: 'brand page', path: `/varumarken/${brand.slug}` },
    { name: 'blog list', path: '/vinbloggen' },
    { name: 'blog post', path: `/vinbloggen/${post.slug}` },
    { name: 'unknown post', path: '/vinbloggen/finns-inte-alls' },
    { name: 'unknown product', path: '/produkt/cavin-polar-xyz' },
  ];
}
