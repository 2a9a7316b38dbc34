/**
 * The JavaScript a page runs, sorted by when it loads: the static imports of
 * its modules followed transitively through dist/_astro/*.js
 * (es-module-lexer), and the targets of dynamic `import()`:
 *
 * - load: `<script src>`, `<link rel="modulepreload">`, inline scripts (not
 *   JSON-LD) and islands whose directive hydrates at once (client:load,
 *   client:idle, client:only, unknown directives);
 * - mobile only: islands with client:media (their modules not already loaded);
 * - on scroll: islands with client:visible;
 * - on interaction: islands with client:interaction (the site's own
 *   directive, src/integrations/interaction-directive.ts) and the targets of
 *   dynamic `import()` in any of the above, each with its static imports and
 *   further dynamic imports, minus what page load already fetched.
 *
 * Pure over a `read(url)` function that returns a module's source.
 */
import { init as lexerReady, parse as lexModule } from 'es-module-lexer';
import type { PageScan, Timing } from './page-scan';

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
