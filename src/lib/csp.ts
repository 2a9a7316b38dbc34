import { createHash } from 'node:crypto';

/**
 * The site's Content-Security-Policy, built after the build from the pages
 * themselves: every inline script Astro emits (island loader, hydration
 * directives, small bundled scripts it inlines, our one head script on the
 * blog list) and every inline <style> is allowed by its SHA-256 hash, and
 * nothing else inline is. No 'unsafe-inline', no 'unsafe-eval'. JSON-LD
 * blocks are data, not scripts, so CSP does not apply to them.
 */

export interface InlineSources {
  readonly scripts: ReadonlySet<string>;
  readonly styles: ReadonlySet<string>;
}

/** Script types that browsers do not execute (data blocks). */
const DATA_TYPE = /\stype\s*=\s*["']?(application\/(ld\+)?json|text\/template)/i;

export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Yields [attributes, body] of every `<tag …>…</tag>` element as bytes. A
 * plain indexOf scan over the page's UTF-8 bytes: it runs over every page of
 * a 50,000-page build, where decoding each page to a string or backtracking
 * regular expressions cost seconds. CSP hashes are over the UTF-8 bytes of a
 * script, so the body is hashed as it is found.
 */
const NEEDLES = {
  script: { open: Buffer.from('<script'), close: Buffer.from('</script>') },
  style: { open: Buffer.from('<style'), close: Buffer.from('</style>') },
} as const;
const STYLE_ATTRIBUTE = Buffer.from(' style=');

function* elements(html: Buffer, tag: 'script' | 'style'): Generator<[string, Buffer]> {
  // Buffer needles: a string needle is converted on every indexOf call.
  const { open, close } = NEEDLES[tag];
  let from = 0;
  for (;;) {
    const start = html.indexOf(open, from);
    if (start === -1) return;
    const next = html[start + open.length];
    // <scripts> or <styles> would be other (invalid) tags: skip them.
    if (next !== 62 /* > */ && next !== 32 /* space */ && next !== 10 && next !== 9) {
      from = start + open.length;
      continue;
    }
    const tagEnd = html.indexOf(62 /* > */, start);
    const end = tagEnd === -1 ? -1 : html.indexOf(close, tagEnd);
    if (tagEnd === -1 || end === -1) return;
    yield [html.toString('latin1', start + open.length, tagEnd), html.subarray(tagEnd + 1, end)];
    from = end + close.length;
  }
}

/** True when a style="…" attribute stands inside a tag (not in text). */
function hasStyleAttribute(html: Buffer): boolean {
  for (let at = html.indexOf(STYLE_ATTRIBUTE); at !== -1; at = html.indexOf(STYLE_ATTRIBUTE, at + 7)) {
    if (html.lastIndexOf(60 /* < */, at) > html.lastIndexOf(62 /* > */, at)) return true;
  }
  return false;
}

function hashBytes(bytes: Buffer): string {
  return `'sha256-${createHash('sha256').update(bytes).digest('base64')}'`;
}

/**
 * Adds the hashes of one page's inline scripts and styles to `into`. Takes
 * the page as read from disk (bytes) or as a string.
 */
export function collectInlineSources(
  page: string | Uint8Array,
  into: { scripts: Set<string>; styles: Set<string> },
): void {
  const html =
    typeof page === 'string' ? Buffer.from(page, 'utf8') : Buffer.from(page.buffer, page.byteOffset, page.byteLength);
  for (const [attributes, body] of elements(html, 'script')) {
    if (/\ssrc\s*=/i.test(attributes) || DATA_TYPE.test(attributes)) continue;
    into.scripts.add(hashBytes(body));
  }
  for (const [, body] of elements(html, 'style')) into.styles.add(hashBytes(body));
  if (hasStyleAttribute(html)) {
    // Style attributes need 'unsafe-hashes' or 'unsafe-inline'; the site has
    // none, and this keeps it that way.
    throw new Error('an inline style="" attribute would need a weaker CSP; use a class instead');
  }
}

export interface PolicyOptions {
  /** Extra origins the browser may fetch from (the debug tool's live Supabase count). */
  readonly connect?: readonly string[];
}

export function contentSecurityPolicy(sources: InlineSources, options: PolicyOptions = {}): string {
  const sorted = (set: ReadonlySet<string>) => [...set].sort();
  return [
    "default-src 'self'",
    ["script-src 'self'", ...sorted(sources.scripts)].join(' '),
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
