/**
 * The site's Content-Security-Policy, built after the build from the pages
 * themselves and checked against what the site knows it emits:
 * - every inline script of a page must be one the build knows: Astro's island
 *   runtime and directive scripts, the module scripts Astro inlined, and the
 *   site's own constant inline scripts (src/client/inline-scripts.ts). An
 *   unknown inline script fails the build; the policy allows the known ones
 *   by SHA-256 hash and nothing else inline ('unsafe-inline' never);
 * - every inline <style> element is allowed by its hash;
 * - no element may carry a style="" attribute (that would need
 *   'unsafe-hashes' or 'unsafe-inline').
 * Pages are tokenized as HTML (htmlparser2), not searched for "<script": text
 * such as a product name in `<meta content="<script>…">` is an attribute
 * value, not a script, and must neither reach the policy nor fail the build.
 * JSON-LD blocks are data, not scripts, so CSP does not apply to them.
 */

import { type PageInlineSources, pageInlineSources, sha256Source } from './csp-scan.ts';

export { type PageInlineSources, pageInlineSources, sha256Source } from './csp-scan.ts';

export interface InlineSources {
  readonly scripts: ReadonlySet<string>;
  readonly styles: ReadonlySet<string>;
}

/** An inline script or style attribute that the build did not put there. */
export class UnknownInlineSourceError extends Error {
  constructor(
    readonly page: string,
    readonly problems: readonly string[],
  ) {
    super(
      `${page}: ${problems.join('; ')}. Only the site's own inline scripts may run (src/client/inline-scripts.ts and what Astro emits); data must never reach an inline script, and style attributes would need a weaker CSP (use a class).`,
    );
    this.name = 'UnknownInlineSourceError';
  }
}

/**
 * Adds one page's inline scripts and styles to `into`, after checking that
 * every script is known and no element has a style attribute.
 */
export function collectInlineSources(
  page: string | Uint8Array,
  known: ReadonlySet<string>,
  into: { scripts: Set<string>; styles: Set<string> },
  pageName = 'page',
): void {
  collectChecked(checkPage(pageInlineSources(page), known), into, pageName);
}

/**
 * What is wrong with a page's inline sources: scripts the build does not
 * know, and style attributes. New strings only (no slice of the page), so
 * keeping them keeps no page in memory.
 */
export function inlineProblems(found: PageInlineSources, known: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const [hash, start] of found.scripts) {
    if (!known.has(hash)) problems.push(`unknown inline script ${hash} starting ${JSON.stringify(start)}`);
  }
  for (const name of new Set(found.styleAttributes)) problems.push(`a style attribute on <${name}>`);
  return problems;
}

/** One page's inline sources as the policy needs them, checked: no reference to the page's text. */
export interface CheckedPage {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
  readonly problems: readonly string[];
}

export function checkPage(found: PageInlineSources, known: ReadonlySet<string>): CheckedPage {
  return { scripts: [...found.scripts.keys()], styles: [...found.styles], problems: inlineProblems(found, known) };
}

/** Adds a checked page's hashes to `into`, or fails naming the page and its problems. */
export function collectChecked(
  page: CheckedPage,
  into: { scripts: Set<string>; styles: Set<string> },
  pageName = 'page',
): void {
  if (page.problems.length > 0) throw new UnknownInlineSourceError(pageName, page.problems);
  for (const hash of page.scripts) into.scripts.add(hash);
  for (const hash of page.styles) into.styles.add(hash);
}

/** Hashes of the inline script bodies the build knows it emits. */
export function knownScriptHashes(bodies: Iterable<string>): Set<string> {
  return new Set([...bodies].map(sha256Source));
}

export interface PolicyOptions {
  /** Extra origins the browser may fetch from (the debug tool's live Supabase count). */
  readonly connect?: readonly string[];
}

export function contentSecurityPolicy(sources: InlineSources, options: PolicyOptions = {}): string {
  const sorted = (set: ReadonlySet<string>) => [...set].sort();
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval': the search index (Pagefind) runs WebAssembly, in its own
    // worker and on the page; it allows compiling WebAssembly, not eval().
    ["script-src 'self'", ...sorted(sources.scripts), "'wasm-unsafe-eval'"].join(' '),
    ["style-src 'self'", ...sorted(sources.styles)].join(' '),
    // Product images come from retailers' CDNs over https.
    "img-src 'self' https:",
    "font-src 'self'",
    ["connect-src 'self'", ...(options.connect ?? [])].join(' '),
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}
