/**
 * `npm run budget [-- --dir dist] [-- --budgets budgets.json]`: page-weight
 * budgets of the built site, read from dist/ (it never builds).
 *
 * Per page of dist/ it measures the HTML, the CSS the page links (plus its
 * inline `<style>`) and the JavaScript it makes the browser run, raw and
 * gzip (node:zlib level 9, each file on its own, a page's inline scripts
 * together); the table adds brotli for the HTML (quality 9: within ~5 % of
 * quality 11 at a fortieth of the time). Budgets are in bytes; the issue's
 * "KB" are KiB (30 KB = 30720 B). JavaScript is sorted by when it loads:
 *
 * - load: `<script src>` and `<link rel="modulepreload">`, inline scripts
 *   (not JSON-LD), and `<astro-island>`s whose directive hydrates at once
 *   (client:load, client:idle, client:only, unknown directives), each with
 *   the static `import`s of its modules followed transitively through
 *   dist/_astro/*.js;
 * - mobile only: islands with client:media (their modules not already loaded);
 * - on scroll: islands with client:visible;
 * - on interaction: islands with client:interaction (the site's own
 *   directive, src/integrations/interaction-directive.ts: hydrates on the
 *   first pointer, touch, focus, key or change on the island) and the
 *   targets of dynamic `import()` in any of the above, each with its static
 *   imports and further dynamic imports, minus what page load already fetched.
 *
 * Every page is checked against the budget of its kind (budgets.json:
 * `templates`), the whole site's CSS against `site.cssGzipBytes`, every
 * `<img>` of every page for width and height, and pages without any island
 * against `site.jsWithoutIslandsGzipBytes` (0: they ship no JavaScript). The table lists the representative
 * page per template: home, /vinkyl and the largest category page, the
 * largest product, brand and post page by gzip HTML, /produkt and
 * /vinbloggen. Exit code 0 when everything is within budget, 1 on any
 * breach (each named with template, page and budget), 2 on usage errors or
 * a missing dist/.
 *
 * The pure parts (sizing, HTML scan, script graph, comparison) are exported
 * for tests/unit/budget.test.ts; tests/site/budget.test.ts runs `checkSite`
 * over the real dist/ inside `npm test`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { z } from 'astro/zod';
import type { Element } from 'domhandler';
import { findAll, textContent } from 'domutils';
import { init as lexerReady, parse as lexModule } from 'es-module-lexer';
import { parseDocument } from 'htmlparser2';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const DEFAULT_DIST = path.join(ROOT, 'dist');
export const DEFAULT_BUDGETS = path.join(ROOT, 'budgets.json');

// --- budgets file ---------------------------------------------------------

export const PAGE_KINDS = [
  'home',
  'category',
  'products',
  'product',
  'brands',
  'brand',
  'blog',
  'post',
  'not-found',
] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

const bytes = z.number().int().nonnegative();

const templateBudgetSchema = z.strictObject({
  /** HTML of one page, gzip. */
  htmlGzipBytes: bytes,
  /** Stylesheets the page links plus its inline `<style>`, gzip. */
  cssGzipBytes: bytes,
  /** JavaScript fetched and run at page load on a desktop-sized screen, gzip. */
  jsLoadGzipBytes: bytes,
  /** JavaScript that only screens matching a client:media query load, gzip. */
  jsMobileGzipBytes: bytes,
  /** JavaScript of client:visible islands, gzip. */
  jsScrollGzipBytes: bytes,
  /** JavaScript loaded by dynamic import() on interaction, gzip. */
  jsInteractionGzipBytes: bytes,
});
export type TemplateBudget = z.infer<typeof templateBudgetSchema>;

const allowSchema = z.strictObject({
  /** Lighthouse audit id, e.g. `modern-http-insight`. */
  audit: z.string().min(1),
  /** Template ids the entry covers; absent = every template. */
  templates: z.array(z.string().min(1)).optional(),
  /** Why the audit cannot pass on this setup: required, at least a sentence. */
  reason: z.string().min(20),
});
export type LighthouseAllow = z.infer<typeof allowSchema>;

export const budgetsSchema = z.strictObject({
  site: z.strictObject({
    /** Every dist/_astro/*.css summed, gzip. */
    cssGzipBytes: bytes,
    /** All JavaScript (any timing) of a page without any island, gzip: 0 = such pages ship none. */
    jsWithoutIslandsGzipBytes: bytes,
  }),
  templates: z.strictObject(
    Object.fromEntries(PAGE_KINDS.map((kind) => [kind, templateBudgetSchema])) as Record<
      PageKind,
      typeof templateBudgetSchema
    >,
  ),
  lighthouse: z.strictObject({
    minScore: z.number().min(0).max(100),
    maxCls: z.number().nonnegative(),
    maxTbtMs: z.number().nonnegative(),
    maxLcpMs: z.number().positive(),
    allow: z.array(allowSchema),
  }),
});
export type Budgets = z.infer<typeof budgetsSchema>;

export function parseBudgets(json: string, source = 'budgets.json'): Budgets {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw new Error(`${source} is not valid JSON: ${(error as Error).message}`);
  }
  const result = budgetsSchema.safeParse(value);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new Error(`${source} does not match the budget schema:\n${issues.join('\n')}`);
  }
  return result.data;
}

export function loadBudgets(file = DEFAULT_BUDGETS): Budgets {
  return parseBudgets(readFileSync(file, 'utf8'), path.relative(process.cwd(), file) || file);
}

// --- sizes ------------------------------------------------------------------

export interface Sizes {
  readonly raw: number;
  readonly gzip: number;
}

export function gzipSize(content: string | Uint8Array): number {
  return gzipSync(content, { level: 9 }).byteLength;
}

export function brotliSize(content: string | Uint8Array): number {
  const length = typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;
  return brotliCompressSync(content, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: length,
    },
  }).byteLength;
}

export function sizesOf(content: string | Uint8Array): Sizes {
  const raw = typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;
  return { raw, gzip: raw === 0 ? 0 : gzipSize(content) };
}

export function sumSizes(list: Iterable<Sizes>): Sizes {
  let raw = 0;
  let gzip = 0;
  for (const item of list) {
    raw += item.raw;
    gzip += item.gzip;
  }
  return { raw, gzip };
}

/** 1234 → "1.2 KiB"; below 1 KiB in bytes. */
export function formatBytes(value: number): string {
  if (value < 1024) return `${value} B`;
  return `${(value / 1024).toFixed(1)} KiB`;
}

// --- HTML scan -------------------------------------------------------------

/** When the code of an island is loaded. */
export type Timing = 'load' | 'mobile' | 'scroll' | 'interaction';

export interface Island {
  /** The component's name (Astro's `opts.name`, else the module's file name). */
  readonly name: string;
  /** Astro's client directive: load, idle, media, visible, only, interaction, or another custom one. */
  readonly directive: string;
  readonly timing: Timing;
  /** Module URLs (component, renderer, before-hydration) as written in the page. */
  readonly modules: readonly string[];
}

export interface PageScan {
  /** `<script src>` of any type that runs (module or classic), and modulepreload links. */
  readonly scriptSrcs: readonly string[];
  /** Source of every inline script that runs (not JSON-LD or other data blocks). */
  readonly inlineScripts: readonly string[];
  /** Hrefs of `<link rel="stylesheet">`. */
  readonly stylesheets: readonly string[];
  /** Text of every inline `<style>`. */
  readonly inlineStyles: readonly string[];
  readonly islands: readonly Island[];
  /** `<img>` without a positive integer width and height: their src (or a placeholder). */
  readonly imagesWithoutSize: readonly string[];
  readonly imageCount: number;
}

const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * When an island's directive loads its code: client:media only where the
 * query matches (counted as mobile), client:visible on scroll, the site's
 * client:interaction on the visitor's first interaction with the island;
 * everything else (load, idle, only, unknown custom directives) at load.
 */
export function timingOf(directive: string): Timing {
  if (directive === 'media') return 'mobile';
  if (directive === 'visible') return 'scroll';
  if (directive === 'interaction') return 'interaction';
  return 'load';
}

function isPositiveInteger(value: string | undefined): boolean {
  return value !== undefined && /^\d+$/.test(value.trim()) && Number(value) > 0;
}

function islandName(element: Element, componentUrl: string): string {
  const opts = element.attribs.opts;
  if (opts) {
    try {
      const parsed = JSON.parse(opts) as { name?: unknown };
      if (typeof parsed.name === 'string' && parsed.name) return parsed.name;
    } catch {
      // fall back to the file name
    }
  }
  const file = componentUrl.split('/').pop() ?? componentUrl;
  return file.replace(/\.[^.]+$/, '').replace(/\.[\w-]+$/, '') || '(island)';
}

/** What a page loads, read from its HTML (pure). */
export function scanPage(html: string): PageScan {
  const doc = parseDocument(html);
  const elements = findAll(() => true, doc.children);
  const scriptSrcs: string[] = [];
  const inlineScripts: string[] = [];
  const stylesheets: string[] = [];
  const inlineStyles: string[] = [];
  const islands: Island[] = [];
  const imagesWithoutSize: string[] = [];
  let imageCount = 0;

  for (const element of elements) {
    const attribs = element.attribs;
    switch (element.name) {
      case 'script': {
        const type = (attribs.type ?? '').trim().toLowerCase();
        if (!JS_TYPES.has(type)) break;
        if (attribs.src !== undefined) scriptSrcs.push(attribs.src);
        else {
          const code = textContent(element);
          if (code.trim()) inlineScripts.push(code);
        }
        break;
      }
      case 'link': {
        const rel = (attribs.rel ?? '').toLowerCase().split(/\s+/);
        if (!attribs.href) break;
        if (rel.includes('stylesheet')) stylesheets.push(attribs.href);
        else if (rel.includes('modulepreload')) scriptSrcs.push(attribs.href);
        break;
      }
      case 'style':
        inlineStyles.push(textContent(element));
        break;
      case 'astro-island': {
        const componentUrl = attribs['component-url'] ?? '';
        const directive = attribs.client ?? 'load';
        const modules = [componentUrl, attribs['renderer-url'] ?? '', attribs['before-hydration-url'] ?? ''].filter(
          (url) => url !== '',
        );
        islands.push({ name: islandName(element, componentUrl), directive, timing: timingOf(directive), modules });
        break;
      }
      case 'img':
        imageCount += 1;
        if (!isPositiveInteger(attribs.width) || !isPositiveInteger(attribs.height)) {
          imagesWithoutSize.push(attribs.src ?? '(img without src)');
        }
        break;
      default:
        break;
    }
  }
  return { scriptSrcs, inlineScripts, stylesheets, inlineStyles, islands, imagesWithoutSize, imageCount };
}

// --- script graph ------------------------------------------------------------

/** es-module-lexer's WebAssembly must be ready before `moduleImports` runs. */
export const scriptGraphReady: Promise<void> = lexerReady;

export interface ModuleImports {
  /** Static `import`/`export … from` specifiers. */
  readonly static: readonly string[];
  /** String-literal `import()` specifiers. */
  readonly dynamic: readonly string[];
  /** `import()` whose argument is not a plain string: cannot be followed. */
  readonly unresolvedDynamic: readonly string[];
}

const importsCache = new Map<string, ModuleImports>();

/** The import specifiers of one JavaScript module (pure; await `scriptGraphReady` once before). */
export function moduleImports(code: string): ModuleImports {
  let cached = importsCache.get(code);
  if (!cached) {
    cached = lexImports(code);
    importsCache.set(code, cached);
  }
  return cached;
}

function lexImports(code: string): ModuleImports {
  const [imports] = lexModule(code);
  const found = { static: [] as string[], dynamic: [] as string[], unresolvedDynamic: [] as string[] };
  for (const entry of imports) {
    if (entry.t === 1) {
      if (entry.n !== undefined) found.static.push(entry.n);
    } else if (entry.t === 2) {
      if (entry.n !== undefined) found.dynamic.push(entry.n);
      else found.unresolvedDynamic.push(code.slice(entry.s, entry.e));
    }
  }
  return found;
}

/** Resolves a specifier against the URL path of the module or page that wrote it; null when not on our site. */
export function resolveSpecifier(specifier: string, base: string): string | null {
  if (!/^(\.{0,2}\/|https?:)/.test(specifier)) return null; // bare specifiers are not served
  const origin = 'http://site.invalid';
  const url = new URL(specifier, new URL(base, origin));
  return url.origin === origin ? url.pathname : null;
}

export interface GraphWalk {
  /** Modules reached through static imports from the entries (entries included). */
  readonly modules: ReadonlySet<string>;
  /** Dynamic import() targets found in those modules (resolved URL paths). */
  readonly dynamicTargets: ReadonlySet<string>;
  /** Problems: imports that could not be resolved or read. */
  readonly problems: readonly string[];
}

/**
 * Follows static imports transitively from `entries` (URL paths). `read`
 * returns a module's source or null when it does not exist. Inline module
 * code can be walked too: pass `inline` with the page URL it lives in.
 */
export function walkScripts(
  entries: Iterable<string>,
  read: (url: string) => string | null,
  inline: readonly { code: string; base: string; dynamicCovered?: boolean }[] = [],
): GraphWalk {
  const modules = new Set<string>();
  const dynamicTargets = new Set<string>();
  const problems: string[] = [];
  const queue: string[] = [];

  const follow = (code: string, base: string, where: string, dynamicCovered = false): void => {
    let found: ModuleImports;
    try {
      found = moduleImports(code);
    } catch (error) {
      problems.push(`${where}: cannot parse as a module (${(error as Error).message})`);
      return;
    }
    for (const specifier of found.static) {
      const resolved = resolveSpecifier(specifier, base);
      if (resolved === null) problems.push(`${where}: static import "${specifier}" is not a file of this site`);
      else queue.push(resolved);
    }
    for (const specifier of found.dynamic) {
      const resolved = resolveSpecifier(specifier, base);
      if (resolved === null) problems.push(`${where}: import("${specifier}") is not a file of this site`);
      else dynamicTargets.add(resolved);
    }
    if (dynamicCovered) return;
    for (const expression of found.unresolvedDynamic) {
      problems.push(`${where}: import(${expression}) cannot be followed (not a string literal)`);
    }
  };

  for (const { code, base, dynamicCovered } of inline) follow(code, base, `inline script of ${base}`, dynamicCovered);
  queue.push(...entries);
  while (queue.length > 0) {
    const url = queue.shift() as string;
    if (modules.has(url)) continue;
    modules.add(url);
    const code = read(url);
    if (code === null) {
      problems.push(`${url}: referenced but missing from the build`);
      continue;
    }
    follow(code, url, url);
  }
  return { modules, dynamicTargets, problems };
}

/**
 * Astro's inline `<astro-island>` runtime imports each island's modules with
 * a computed import(); those modules are counted through the islands'
 * directives instead.
 */
export function isAstroIslandRuntime(code: string): boolean {
  return code.includes('customElements.define("astro-island"');
}

export interface PageJs {
  /** URL paths of modules per timing; a module counts once, at its earliest timing. */
  readonly load: ReadonlySet<string>;
  readonly mobile: ReadonlySet<string>;
  readonly scroll: ReadonlySet<string>;
  readonly interaction: ReadonlySet<string>;
  /** Inline JavaScript (all of it runs at load). */
  readonly inline: readonly string[];
  readonly problems: readonly string[];
}

function minus(set: ReadonlySet<string>, ...others: ReadonlySet<string>[]): Set<string> {
  return new Set([...set].filter((item) => !others.some((other) => other.has(item))));
}

/**
 * Sorts the JavaScript of a scanned page by when it loads. client:interaction
 * islands and dynamic-import targets (followed transitively) count "on
 * interaction" minus what load fetched (desktop view: mobile-only modules do
 * not make the interaction cheaper there).
 */
export function classifyPageJs(scan: PageScan, pageUrl: string, read: (url: string) => string | null): PageJs {
  const resolveAll = (urls: readonly string[], problems: string[]): string[] =>
    urls.flatMap((url) => {
      const resolved = resolveSpecifier(url, pageUrl);
      if (resolved === null) {
        problems.push(`${pageUrl}: script ${url} is not a file of this site`);
        return [];
      }
      return [resolved];
    });
  const problems: string[] = [];
  const islandModules = (timing: Timing) =>
    resolveAll(
      scan.islands.filter((island) => island.timing === timing).flatMap((island) => island.modules),
      problems,
    );

  const inlineModules = scan.inlineScripts.map((code) => ({
    code,
    base: pageUrl,
    dynamicCovered: isAstroIslandRuntime(code),
  }));
  // Classic inline scripts cannot import statically; the lexer finds nothing
  // there except dynamic import(), which is exactly what we want to follow.
  const load = walkScripts([...resolveAll(scan.scriptSrcs, problems), ...islandModules('load')], read, inlineModules);
  const mobileWalk = walkScripts(islandModules('mobile'), read);
  const scrollWalk = walkScripts(islandModules('scroll'), read);
  const mobile = minus(mobileWalk.modules, load.modules);
  const scroll = minus(scrollWalk.modules, load.modules, mobile);
  // Interaction islands, then every dynamic import() reachable from anything so far, until nothing new turns up.
  const interactionModules = new Set<string>();
  const interactionProblems: string[] = [];
  let entries = new Set([
    ...islandModules('interaction'),
    ...load.dynamicTargets,
    ...mobileWalk.dynamicTargets,
    ...scrollWalk.dynamicTargets,
  ]);
  while (entries.size > 0) {
    const walk = walkScripts(entries, read);
    for (const url of walk.modules) interactionModules.add(url);
    interactionProblems.push(...walk.problems);
    entries = minus(walk.dynamicTargets, interactionModules);
  }
  const interaction = minus(interactionModules, load.modules);
  problems.push(...load.problems, ...mobileWalk.problems, ...scrollWalk.problems, ...new Set(interactionProblems));
  return { load: load.modules, mobile, scroll, interaction, inline: scan.inlineScripts, problems };
}

// --- the site ---------------------------------------------------------------

export interface PageMeasure {
  readonly file: string;
  readonly path: string;
  readonly kind: PageKind;
  readonly html: Sizes;
  readonly css: Sizes;
  readonly jsLoad: Sizes;
  readonly jsMobile: Sizes;
  readonly jsScroll: Sizes;
  readonly jsInteraction: Sizes;
  readonly islands: readonly Island[];
  /** Module URL paths that load at page load (for the report). */
  readonly loadModules: readonly string[];
  /** What the JS at load consists of: each module and the page's inline scripts, gzip. */
  readonly loadParts: readonly { readonly name: string; readonly gzip: number }[];
  readonly imagesWithoutSize: readonly string[];
  readonly imageCount: number;
  readonly problems: readonly string[];
}

const NOT_FOUND_PATHS = new Set(['/404', '/produkt-hittades-inte', '/inlagget-hittades-inte']);

export function kindOf(urlPath: string): PageKind {
  if (NOT_FOUND_PATHS.has(urlPath)) return 'not-found';
  if (urlPath === '/') return 'home';
  if (urlPath === '/produkt' || /^\/produkt\/sida\/\d+$/.test(urlPath)) return 'products';
  if (urlPath === '/varumarken') return 'brands';
  if (urlPath === '/vinbloggen') return 'blog';
  if (urlPath.startsWith('/produkt/')) return 'product';
  if (urlPath.startsWith('/varumarken/')) return 'brand';
  if (urlPath.startsWith('/vinbloggen/')) return 'post';
  if (/^\/[^/]+$/.test(urlPath)) return 'category';
  throw new Error(`no page kind for ${urlPath}`);
}

/** `index.html` → `/`, `x.html` → `/x`, `a/index.html` → `/a`. */
export function urlPathOf(file: string): string {
  return `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`;
}

/** Reads files of dist/ by URL path, each once. */
class Assets {
  private readonly text = new Map<string, string | null>();
  private readonly sizes = new Map<string, Sizes>();
  constructor(private readonly dir: string) {}

  read = (url: string): string | null => {
    let value = this.text.get(url);
    if (value === undefined) {
      let file: string | null;
      try {
        file = path.resolve(this.dir, `.${decodeURIComponent(url)}`);
      } catch {
        file = null; // malformed percent-encoding: not a file of the build
      }
      value = file?.startsWith(this.dir + path.sep) && existsSync(file) ? readFileSync(file, 'utf8') : null;
      this.text.set(url, value);
    }
    return value;
  };

  /** Sizes of inline code; pages repeat the same inline scripts and styles. */
  inlineSize(code: string): Sizes {
    let value = this.sizes.get(`inline:${code}`);
    if (!value) {
      value = sizesOf(code);
      this.sizes.set(`inline:${code}`, value);
    }
    return value;
  }

  size(url: string): Sizes {
    let value = this.sizes.get(url);
    if (!value) {
      value = sizesOf(this.read(url) ?? '');
      this.sizes.set(url, value);
    }
    return value;
  }
}

export interface SiteMeasure {
  readonly dir: string;
  readonly pages: readonly PageMeasure[];
  /** Every dist/_astro/*.css, summed. */
  readonly siteCss: Sizes;
  readonly cssFiles: readonly string[];
}

export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

export function assertBuilt(dir: string): void {
  if (!existsSync(path.join(dir, 'index.html'))) {
    throw new Error(
      `${path.join(dir, 'index.html')} is missing: run \`npm run build\` first (the budget reads dist/ and never builds).`,
    );
  }
}

/** Measures every HTML page of a built site. */
export async function measureSite(dirArg: string): Promise<SiteMeasure> {
  const dir = path.resolve(dirArg);
  assertBuilt(dir);
  await scriptGraphReady;
  const assets = new Assets(dir);
  const pages = htmlFiles(dir).map((file): PageMeasure => {
    const urlPath = urlPathOf(file);
    const pageUrl = `/${file}`;
    const html = readFileSync(path.join(dir, file), 'utf8');
    const scan = scanPage(html);
    const js = classifyPageJs(scan, pageUrl, assets.read);
    const moduleSizes = (set: ReadonlySet<string>) => sumSizes([...set].map((url) => assets.size(url)));
    const inline = assets.inlineSize(js.inline.join('\n'));
    const cssUrls = [...new Set(scan.stylesheets.map((href) => resolveSpecifier(href, pageUrl)))];
    const problems = [...js.problems];
    for (const [index, url] of cssUrls.entries()) {
      if (url === null) problems.push(`${urlPath}: stylesheet ${scan.stylesheets[index]} is not a file of this site`);
      else if (assets.read(url) === null) problems.push(`${urlPath}: stylesheet ${url} is missing from the build`);
    }
    const css = sumSizes([
      ...cssUrls.flatMap((url) => (url === null ? [] : [assets.size(url)])),
      assets.inlineSize(scan.inlineStyles.join('\n')),
    ]);
    return {
      file,
      path: urlPath,
      kind: kindOf(urlPath),
      html: sizesOf(html),
      css,
      jsLoad: sumSizes([moduleSizes(js.load), inline]),
      jsMobile: moduleSizes(js.mobile),
      jsScroll: moduleSizes(js.scroll),
      jsInteraction: moduleSizes(js.interaction),
      islands: scan.islands,
      loadModules: [...js.load],
      loadParts: [
        ...(inline.raw > 0 ? [{ name: `${js.inline.length} inline script(s)`, gzip: inline.gzip }] : []),
        ...[...js.load].map((url) => ({ name: url, gzip: assets.size(url).gzip })),
      ],
      imagesWithoutSize: scan.imagesWithoutSize,
      imageCount: scan.imageCount,
      problems,
    };
  });
  const astroDir = path.join(dir, '_astro');
  const cssFiles = existsSync(astroDir)
    ? readdirSync(astroDir)
        .filter((name) => name.endsWith('.css'))
        .sort()
    : [];
  const siteCss = sumSizes(cssFiles.map((name) => assets.size(`/_astro/${name}`)));
  return { dir, pages, siteCss, cssFiles };
}

// --- templates ----------------------------------------------------------------

export interface TemplatePage {
  /** Stable id, also the Lighthouse report's file name. */
  readonly id: string;
  readonly label: string;
  readonly path: string;
}

function largest(pages: readonly PageMeasure[], kind: PageKind): PageMeasure | undefined {
  return pages
    .filter((page) => page.kind === kind)
    .reduce<PageMeasure | undefined>(
      (best, page) =>
        !best || page.html.gzip > best.html.gzip || (page.html.gzip === best.html.gzip && page.path < best.path)
          ? page
          : best,
      undefined,
    );
}

/**
 * The representative page of every template: fixed routes, and the largest
 * page by gzip HTML where a template has many. When /vinkyl is also the
 * largest category page, it is listed once.
 */
export function templatePages(pages: readonly PageMeasure[]): TemplatePage[] {
  const byPath = new Map(pages.map((page) => [page.path, page]));
  const picks: TemplatePage[] = [];
  const add = (id: string, label: string, page: PageMeasure | undefined, missing: string): void => {
    if (!page) throw new Error(`template ${id}: ${missing}`);
    picks.push({ id, label, path: page.path });
  };
  add('home', 'home', byPath.get('/'), 'no / in dist');
  const vinkyl = byPath.get('/vinkyl');
  const largestCategory = largest(pages, 'category');
  add('category', 'category /vinkyl', vinkyl, 'no /vinkyl in dist');
  if (largestCategory && largestCategory.path !== vinkyl?.path) {
    add('category-largest', 'category (largest)', largestCategory, '');
  } else if (picks.at(-1)) {
    picks[picks.length - 1] = { id: 'category', label: 'category /vinkyl (= largest)', path: '/vinkyl' };
  }
  add('product', 'product (largest)', largest(pages, 'product'), 'no product page in dist');
  add('products', 'all products', byPath.get('/produkt'), 'no /produkt in dist');
  add('brand', 'brand (largest)', largest(pages, 'brand'), 'no brand page in dist');
  add('blog', 'blog', byPath.get('/vinbloggen'), 'no /vinbloggen in dist');
  add('post', 'post (largest)', largest(pages, 'post'), 'no post in dist');
  return picks;
}

// --- comparison -----------------------------------------------------------------

export interface Breach {
  /** Template (page kind) or `site`. */
  readonly template: string;
  /** Page path, or `dist/_astro/*.css`, or `-`. */
  readonly where: string;
  readonly budget: string;
  readonly actual: number;
  readonly limit: number;
  readonly message: string;
}

const PAGE_CHECKS: readonly { key: keyof TemplateBudget; measure: (page: PageMeasure) => number; what: string }[] = [
  { key: 'htmlGzipBytes', measure: (page) => page.html.gzip, what: 'HTML gzip' },
  { key: 'cssGzipBytes', measure: (page) => page.css.gzip, what: 'CSS gzip' },
  { key: 'jsLoadGzipBytes', measure: (page) => page.jsLoad.gzip, what: 'JS at load gzip' },
  { key: 'jsMobileGzipBytes', measure: (page) => page.jsMobile.gzip, what: 'JS mobile-only gzip' },
  { key: 'jsScrollGzipBytes', measure: (page) => page.jsScroll.gzip, what: 'JS on scroll gzip' },
  { key: 'jsInteractionGzipBytes', measure: (page) => page.jsInteraction.gzip, what: 'JS on interaction gzip' },
];

/** Compares one page with the budget of its kind (pure). */
export function checkPage(page: PageMeasure, budget: TemplateBudget, withoutIslandsLimit = 0): Breach[] {
  const breaches: Breach[] = [];
  for (const check of PAGE_CHECKS) {
    const actual = check.measure(page);
    const limit = budget[check.key];
    if (actual > limit) {
      const parts =
        check.key === 'jsLoadGzipBytes'
          ? ` [${page.loadParts.map((part) => `${part.name} ${part.gzip} B`).join(' + ')}]`
          : '';
      breaches.push({
        template: page.kind,
        where: page.path,
        budget: `templates.${page.kind}.${check.key}`,
        actual,
        limit,
        message: `${check.what} ${formatBytes(actual)} (${actual} B) exceeds ${formatBytes(limit)} (${limit} B) by ${actual - limit} B${parts}`,
      });
    }
  }
  const ships = page.jsLoad.gzip + page.jsMobile.gzip + page.jsScroll.gzip + page.jsInteraction.gzip;
  if (page.islands.length === 0 && ships > withoutIslandsLimit) {
    breaches.push({
      template: page.kind,
      where: page.path,
      budget: 'site.jsWithoutIslandsGzipBytes',
      actual: ships,
      limit: withoutIslandsLimit,
      message:
        `no island, but ships ${formatBytes(ships)} gzip of JavaScript ` +
        `(${page.loadParts.map((part) => part.name).join(', ') || 'on scroll or interaction'})`,
    });
  }
  for (const src of page.imagesWithoutSize) {
    breaches.push({
      template: page.kind,
      where: page.path,
      budget: 'every <img> has width and height',
      actual: 1,
      limit: 0,
      message: `<img src="${src}"> lacks a positive integer width and/or height attribute`,
    });
  }
  for (const problem of page.problems) {
    breaches.push({
      template: page.kind,
      where: page.path,
      budget: 'scripts resolve',
      actual: 1,
      limit: 0,
      message: problem,
    });
  }
  return breaches;
}

/** Every breach of the site against the budgets (pure over the measurements). */
export function checkSite(site: Pick<SiteMeasure, 'pages' | 'siteCss'>, budgets: Budgets): Breach[] {
  const breaches = site.pages.flatMap((page) =>
    checkPage(page, budgets.templates[page.kind], budgets.site.jsWithoutIslandsGzipBytes),
  );
  if (site.siteCss.gzip > budgets.site.cssGzipBytes) {
    breaches.push({
      template: 'site',
      where: 'dist/_astro/*.css',
      budget: 'site.cssGzipBytes',
      actual: site.siteCss.gzip,
      limit: budgets.site.cssGzipBytes,
      message: `all CSS together ${formatBytes(site.siteCss.gzip)} gzip exceeds ${formatBytes(budgets.site.cssGzipBytes)}`,
    });
  }
  return breaches;
}

// --- report -----------------------------------------------------------------------

export function formatTable(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column < 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

export function islandSummary(islands: readonly Island[]): string {
  if (islands.length === 0) return '-';
  return islands.map((island) => `${island.name}(${island.directive})`).join(' ');
}

function kib(value: number): string {
  return (value / 1024).toFixed(1);
}

export function budgetReport(site: SiteMeasure, budgets: Budgets, dir: string): string {
  const byPath = new Map(site.pages.map((page) => [page.path, page]));
  const templates = templatePages(site.pages);
  const rows = templates.map((template) => {
    const page = byPath.get(template.path) as PageMeasure;
    const html = readFileSync(path.join(dir, page.file));
    return [
      template.label,
      page.path,
      kib(page.html.raw),
      kib(page.html.gzip),
      kib(brotliSize(html)),
      kib(page.css.gzip),
      kib(page.jsLoad.gzip),
      kib(page.jsMobile.gzip),
      kib(page.jsScroll.gzip),
      kib(page.jsInteraction.gzip),
      islandSummary(page.islands),
    ];
  });
  const out: string[] = [];
  out.push('Page budgets (KiB; gzip level 9, brotli quality 9; dist/ as built)');
  out.push(
    formatTable(
      [
        'template',
        'page',
        'HTML',
        'HTML gz',
        'HTML br',
        'CSS gz',
        'JS load gz',
        'JS mobile gz',
        'JS scroll gz',
        'JS interact gz',
        'islands',
      ],
      rows,
    ),
  );
  out.push('');
  out.push('Budgets per template (KiB gzip; the maximum over every page of that kind in dist/):');
  const kindRows = PAGE_KINDS.map((kind) => {
    const pages = site.pages.filter((page) => page.kind === kind);
    const budget = budgets.templates[kind];
    const max = (measure: (page: PageMeasure) => number) => Math.max(0, ...pages.map(measure));
    return [
      kind,
      String(pages.length),
      ...PAGE_CHECKS.map((check) => `${kib(max(check.measure))}/${kib(budget[check.key])}`),
    ];
  });
  out.push(formatTable(['kind', 'pages', 'HTML', 'CSS', 'JS load', 'JS mobile', 'JS scroll', 'JS interact'], kindRows));
  out.push('');
  out.push(
    `Site CSS: ${site.cssFiles.length} file(s) in dist/_astro, ${formatBytes(site.siteCss.raw)} raw, ` +
      `${formatBytes(site.siteCss.gzip)} gzip (budget ${formatBytes(budgets.site.cssGzipBytes)})`,
  );
  const images = site.pages.reduce((sum, page) => sum + page.imageCount, 0);
  const unsized = site.pages.reduce((sum, page) => sum + page.imagesWithoutSize.length, 0);
  out.push(`Images: ${images} <img> in ${site.pages.length} pages, ${unsized} without width and height`);
  out.push('Islands per page:');
  const groups = new Map<string, PageMeasure[]>();
  for (const page of site.pages) {
    const key = islandSummary(
      page.islands.filter(
        (island, index, list) =>
          list.findIndex((other) => other.name === island.name && other.directive === island.directive) === index,
      ),
    );
    groups.set(key, [...(groups.get(key) ?? []), page]);
  }
  for (const [key, pages] of [...groups].sort((a, b) => b[1].length - a[1].length)) {
    const sample = pages.slice(0, 6).map((page) => page.path);
    out.push(
      `  ${key === '-' ? 'no island' : key}: ${pages.length} page(s)${pages.length <= 6 ? ` (${sample.join(', ')})` : ` (e.g. ${sample.join(', ')}, …)`}`,
    );
  }
  const loadSets = new Map<string, number>();
  for (const page of site.pages) {
    const key = [...page.loadModules].sort().join(' ') || '(inline only)';
    loadSets.set(key, (loadSets.get(key) ?? 0) + 1);
  }
  out.push('Modules fetched at page load (desktop):');
  for (const [key, count] of [...loadSets].sort((a, b) => b[1] - a[1])) out.push(`  ${count} page(s): ${key}`);
  return out.join('\n');
}

/**
 * Breaches grouped by template and budget: the worst page of each group with
 * its numbers, how many pages share the breach and a few of them.
 */
export function formatBreaches(breaches: readonly Breach[], examples = 3): string {
  const groups = new Map<string, Breach[]>();
  for (const breach of breaches) {
    const key = `${breach.template}\u0000${breach.budget}`;
    groups.set(key, [...(groups.get(key) ?? []), breach]);
  }
  const lines: string[] = [];
  for (const group of groups.values()) {
    const worst = group.reduce((a, b) => (b.actual - b.limit > a.actual - a.limit ? b : a));
    const pages = [...new Set(group.map((breach) => breach.where))];
    lines.push(`  ✗ [${worst.template}] ${worst.budget}: ${worst.where}: ${worst.message}`);
    const others = group.filter((breach) => breach !== worst);
    if (others.length > 0) {
      const shown = others.slice(0, examples).map((breach) => `${breach.where}: ${breach.message}`);
      lines.push(
        `      and ${others.length} more (${pages.length} page(s) in all), e.g.\n` +
          shown.map((line) => `        ${line}`).join('\n'),
      );
    }
  }
  return lines.join('\n');
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: DEFAULT_DIST },
      budgets: { type: 'string', default: DEFAULT_BUDGETS },
    },
  });
  const dir = path.resolve(values.dir);
  const budgets = loadBudgets(path.resolve(values.budgets));
  const site = await measureSite(dir);
  console.log(budgetReport(site, budgets, dir));
  const breaches = checkSite(site, budgets);
  if (breaches.length > 0) {
    console.error(`\nBUDGET EXCEEDED: ${breaches.length} breach(es)\n${formatBreaches(breaches)}`);
    return 1;
  }
  console.log(`\nAll ${site.pages.length} pages within budget.`);
  return 0;
}

const invokedPath = process.argv[1];
if (invokedPath && import.meta.url === pathToFileURL(invokedPath).href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`budget: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(2);
    },
  );
}
