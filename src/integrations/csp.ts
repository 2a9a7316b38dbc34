import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';

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
 * Pages are parsed as HTML (htmlparser2), not searched for "<script": text
 * such as a product name in `<meta content="<script>…">` is an attribute
 * value, not a script, and must neither reach the policy nor fail the build.
 * JSON-LD blocks are data, not scripts, so CSP does not apply to them.
 */

export interface InlineSources {
  readonly scripts: ReadonlySet<string>;
  readonly styles: ReadonlySet<string>;
}

/** Script types that browsers do not execute (data blocks). */
const DATA_TYPES = /^(application\/(ld\+)?json|text\/template)$/i;

export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** What one page holds inline, as found by parsing it. */
export interface PageInlineSources {
  /** Hash → the script's first characters (for error messages), per inline script. */
  readonly scripts: Map<string, string>;
  /** Hash of each inline <style> element. */
  readonly styles: Set<string>;
  /** Names of elements that carry a style attribute. */
  readonly styleAttributes: string[];
}

/**
 * Parses a page and returns its inline scripts and styles. Entities are not
 * decoded: script and style bodies are raw text in HTML, and a CSP hash is
 * over exactly the bytes between the tags.
 */
export function pageInlineSources(page: string | Uint8Array): PageInlineSources {
  const found: PageInlineSources = { scripts: new Map(), styles: new Set(), styleAttributes: [] };
  let collecting: 'script' | 'style' | null = null;
  let body = '';
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (attributes.style !== undefined) found.styleAttributes.push(name);
        if (name === 'script') {
          const type = attributes.type?.trim() ?? '';
          collecting = attributes.src === undefined && !DATA_TYPES.test(type) ? 'script' : null;
        } else if (name === 'style') {
          collecting = 'style';
        } else {
          return;
        }
        body = '';
      },
      ontext(text) {
        if (collecting) body += text;
      },
      onclosetag(name) {
        if (collecting === null || name !== collecting) return;
        const hash = sha256Source(body);
        if (collecting === 'script') found.scripts.set(hash, body.slice(0, 80));
        else found.styles.add(hash);
        collecting = null;
      },
    },
    { decodeEntities: false, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(typeof page === 'string' ? page : Buffer.from(page.buffer, page.byteOffset, page.byteLength).toString());
  return found;
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
  const found = pageInlineSources(page);
  const problems: string[] = [];
  for (const [hash, start] of found.scripts) {
    if (known.has(hash)) into.scripts.add(hash);
    else problems.push(`unknown inline script ${hash} starting ${JSON.stringify(start)}`);
  }
  for (const name of new Set(found.styleAttributes)) problems.push(`a style attribute on <${name}>`);
  if (problems.length > 0) throw new UnknownInlineSourceError(pageName, problems);
  for (const hash of found.styles) into.styles.add(hash);
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
