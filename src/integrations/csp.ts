import { createHash } from 'node:crypto';
import { Tokenizer } from 'htmlparser2';

/**
 * The site's Content-Security-Policy, built after the build from the pages
 * themselves and checked against what the site knows it emits:
 * - every inline script of a page must be one the build knows: Astro's island
 *   runtime and directive scripts, the module scripts Astro inlined, and the
 *   site's own constant inline scripts (src/render/bundled-scripts.ts). An
 *   unknown inline script fails the build; the policy allows the known ones
 *   by SHA-256 hash and nothing else inline ('unsafe-inline' never);
 * - every inline <style> element is allowed by its hash;
 * - no element may carry a style="" attribute (that would need
 *   'unsafe-hashes' or 'unsafe-inline').
 * Pages are tokenized as HTML (htmlparser2), not searched for "<script": text
 * such as a product name in `<meta content="<script>…">` is an attribute
 * value, not a script, and must neither reach the policy nor fail the build.
 * JSON-LD blocks are data, not scripts, so CSP does not apply to them.
 * ./security-headers.ts reads every page this way as it renders
 * (renderedPages' inspectPages), so the check needs no second read of dist/
 * (issue 23).
 */

/** Script types that browsers do not execute (data blocks). */
const DATA_TYPES = /^(application\/(ld\+)?json|text\/template)$/i;

export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Hashes of the inline scripts and styles seen so far in this build: every
 * page repeats the same few, and hashing them again was about 1 % of a
 * 10,000-product build (issue 23). Bounded, so a build whose pages all
 * differ cannot grow it without end.
 */
const knownHashes = new Map<string, string>();
const KNOWN_HASHES_MAX = 256;

function hashOf(text: string): string {
  let hash = knownHashes.get(text);
  if (hash === undefined) {
    hash = sha256Source(text);
    if (knownHashes.size < KNOWN_HASHES_MAX) knownHashes.set(text, hash);
  }
  return hash;
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

/** Elements whose own content is not HTML (SVG, MathML). */
const FOREIGN_ROOTS = new Set(['svg', 'math']);

/**
 * Tokenizes a page and returns its inline scripts and styles. Entities are
 * not decoded: script and style bodies are raw text in HTML, and a CSP hash
 * is over exactly the bytes between the tags.
 *
 * htmlparser2's tokenizer, not its Parser: the Parser builds an attribute
 * object for every tag of the page, which made this check a third slower
 * over a 10,000-product build (issue 23). Only what the policy depends on
 * is kept: tag names, whether a tag has `src`, `style` or `type`, and the
 * text of <script> and <style>. What the Parser did besides (the first of
 * two equal attributes wins, SVG and MathML content, a script left open at
 * the end) is kept too, except HTML inside <foreignObject>, which the site
 * never writes; tests/unit/csp-sitemap.test.ts compares both readers.
 */
export function pageInlineSources(page: string | Uint8Array): PageInlineSources {
  const html = typeof page === 'string' ? page : Buffer.from(page.buffer, page.byteOffset, page.byteLength).toString();
  const found: PageInlineSources = { scripts: new Map(), styles: new Set(), styleAttributes: [] };
  let tag = '';
  let attribute = '';
  let value = '';
  let hasSrc = false;
  let hasStyle = false;
  let type: string | null = null;
  let collecting: 'script' | 'style' | null = null;
  let body = '';
  /** How many <svg>/<math> elements are open: their content is foreign. */
  let foreign = 0;
  const finish = (): void => {
    if (collecting === null) return;
    const hash = hashOf(body);
    if (collecting === 'script') found.scripts.set(hash, body.slice(0, 80));
    else found.styles.add(hash);
    collecting = null;
  };
  const openTag = (selfClosing: boolean): void => {
    if (hasStyle) found.styleAttributes.push(tag);
    if (FOREIGN_ROOTS.has(tag) && !selfClosing) foreign += 1;
    if (tag === 'script') {
      collecting = !hasSrc && !DATA_TYPES.test(type?.trim() ?? '') ? 'script' : null;
      body = '';
    } else if (tag === 'style') {
      collecting = 'style';
      body = '';
    }
    if (selfClosing && foreign > 0) finish();
  };
  const tokenizer = new Tokenizer(
    { decodeEntities: false },
    {
      onopentagname(start, end) {
        tag = html.slice(start, end).toLowerCase();
        hasSrc = false;
        hasStyle = false;
        type = null;
      },
      onattribname(start, end) {
        // Only src, type and style matter; most attributes are longer or shorter (no string made for them).
        const length = end - start;
        attribute = length >= 3 && length <= 5 ? html.slice(start, end).toLowerCase() : '';
        value = '';
      },
      onattribdata(start, end) {
        if (attribute === 'type') value += html.slice(start, end);
      },
      onattribentity() {},
      onattribend() {
        if (attribute === 'style') hasStyle = true;
        else if (attribute === 'src') hasSrc = true;
        else if (attribute === 'type' && type === null) type = value;
      },
      onopentagend() {
        openTag(false);
      },
      onselfclosingtag() {
        // Only foreign content (an <svg/> itself included) honours "/>"; in HTML <script/> still opens a script.
        openTag(foreign > 0 || FOREIGN_ROOTS.has(tag));
      },
      ontext(start, end) {
        if (collecting !== null) body += html.slice(start, end);
      },
      ontextentity() {},
      onclosetag(start, end) {
        // Only script, style, svg and math end something here.
        const length = end - start;
        const name = length >= 3 && length <= 6 ? html.slice(start, end).toLowerCase() : '';
        if (collecting !== null && name === collecting) finish();
        if (FOREIGN_ROOTS.has(name) && foreign > 0) foreign -= 1;
      },
      oncdata() {},
      oncomment() {},
      ondeclaration() {},
      onprocessinginstruction() {},
      onend() {
        finish();
      },
      isInForeignContext: () => foreign > 0,
    },
  );
  tokenizer.write(html);
  tokenizer.end();
  return found;
}

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
      `${page}: ${problems.join('; ')}. Only the site's own inline scripts may run (src/render/bundled-scripts.ts and what Astro emits); data must never reach an inline script, and style attributes would need a weaker CSP (use a class).`,
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
