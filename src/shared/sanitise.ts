import render from 'dom-serializer';
import { type ChildNode, Element, isTag, Text } from 'domhandler';
import { textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';
import { limitNesting } from './html-nesting';
import { safeHttpUrl, safeImageUrl } from './url';

/**
 * HTML from the database is untrusted. Every fragment that reaches a page
 * passes one of these policies. Shared rules:
 * - only http(s) and root-relative URLs survive (no javascript:, data:,
 *   protocol-relative or other schemes);
 * - no inline styles, event handlers, classes or ids;
 * - script, style, iframe, object and similar tags are dropped with their content;
 * - links are settled after sanitize-html has run (see settleLinks): a link
 *   without a usable href is unwrapped to its text, a link that leaves the
 *   site opens in a new tab with the policy's rel, mailto: and tel: links
 *   stay usable.
 * The result is the serialisation of a parsed tree, so it is balanced: a
 * rejected link can never leave an open <a> that swallows the page.
 */

/**
 * A sanitize-html policy plus the rel of links that leave the site.
 * Link handling lives outside sanitize-html's transformTags on purpose:
 * renaming a rejected <a> to a disallowed tag (the old approach) made
 * sanitize-html 2.18 drop the tag but keep its rename record, so the next
 * <a> at the same depth closed as </span> and stayed open.
 */
export interface SanitisePolicy extends sanitizeHtml.IOptions {
  /** rel of links that leave the site (they also get target="_blank"). */
  readonly externalRel: string;
}

const baseOptions: sanitizeHtml.IOptions = {
  allowedSchemes: ['http', 'https'],
  // Contact links in descriptions and posts ("Mejla kundtjänst") stay usable;
  // settleLinks() checks their shape.
  allowedSchemesByTag: { a: ['http', 'https', 'mailto', 'tel'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Tags whose text must vanish with them, not be kept as visible text.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'svg',
    'math',
    'title',
    'head',
  ],
  enforceHtmlBoundary: false,
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
};

/**
 * Spec §5: product about/FAQ text allows exactly a, p, strong, em, br with
 * href, target and rel.
 */
export const aboutPolicy: SanitisePolicy = {
  ...baseOptions,
  allowedTags: ['a', 'p', 'strong', 'em', 'br'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  externalRel: 'noopener noreferrer',
};

/**
 * Feed descriptions: the about allowlist plus lists and b/i, because real
 * feeds describe features as bullet lists. Links in a feed description point
 * at a retailer, so they are marked as sponsored like every retailer link.
 */
export const productDescriptionPolicy: SanitisePolicy = {
  ...baseOptions,
  allowedTags: ['a', 'p', 'strong', 'em', 'b', 'i', 'br', 'ul', 'ol', 'li'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  externalRel: 'sponsored noopener',
  transformTags: {
    // Feeds use h1–h6 for emphasis inside a description; the page owns the headings.
    h1: 'strong',
    h2: 'strong',
    h3: 'strong',
    h4: 'strong',
  },
};

/**
 * Blog bodies: editorial HTML with headings, lists, quotes, tables and images.
 * h1 becomes h2 because the page's title is its only h1. Images keep only
 * src/alt/width/height and load lazily; no iframes or embeds, which would need
 * their own CSP and consent handling.
 */
export const blogBodyPolicy: SanitisePolicy = {
  ...baseOptions,
  externalRel: 'noopener noreferrer',
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'em',
    'b',
    'i',
    'u',
    's',
    'small',
    'sup',
    'sub',
    'ul',
    'ol',
    'li',
    'blockquote',
    'q',
    'cite',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'code',
    'pre',
    'abbr',
    'time',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    abbr: ['title'],
    time: ['datetime'],
    ol: ['start'],
  },
  transformTags: {
    h1: 'h2',
    // Images load only from http(s) or our own root-relative paths; without
    // a usable src the exclusiveFilter below drops the element.
    img: (tagName, attribs) => {
      const { src: rawSrc, ...rest } = attribs;
      const src = safeImageUrl(rawSrc);
      return { tagName, attribs: src ? { ...attribs, src, loading: 'lazy', decoding: 'async' } : rest };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** True for an href that stays on this site (root-relative or fragment). */
function isInternalHref(href: string): boolean {
  // "/\host" is treated like "//host" by browsers, so it is not internal.
  return (href.startsWith('/') && !/^\/[/\\]/.test(href)) || href.startsWith('#');
}

const MAILTO = /^mailto:[^\s@<>"'(),;:]+@[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?$/i;
const TEL = /^tel:\+?[0-9][0-9 ()./-]{2,30}$/i;

/** The attributes a link keeps, or null when it must become plain text. */
function linkAttributes(rawHref: string | undefined, externalRel: string): Record<string, string> | null {
  const href = rawHref?.trim() ?? '';
  if (!href) return null;
  if (isInternalHref(href)) return { href };
  if (/^(mailto|tel):/i.test(href)) {
    // A query (?subject=…, ?body=…) could prefill mail a visitor did not write.
    const bare = href.replace(/\?.*$/s, '');
    return MAILTO.test(bare) || TEL.test(bare) ? { href: bare } : null;
  }
  const external = safeHttpUrl(href);
  return external ? { href: external, target: '_blank', rel: externalRel } : null;
}

/**
 * Settles every <a> of a sanitised tree: usable links get their final
 * attributes; links without a usable href, and links nested in a link
 * (which browsers split apart), are replaced by their children.
 */
function settleLinks(nodes: ChildNode[], externalRel: string, insideLink: boolean): ChildNode[] {
  const out: ChildNode[] = [];
  for (const node of nodes) {
    if (!isTag(node)) {
      out.push(node);
      continue;
    }
    const isLink = node.name === 'a';
    const attributes = isLink && !insideLink ? linkAttributes(node.attribs.href, externalRel) : null;
    const children = settleLinks(node.children, externalRel, insideLink || attributes !== null);
    if (isLink && attributes === null) {
      out.push(...children);
      continue;
    }
    const element = new Element(node.name, attributes ?? node.attribs, children);
    for (const child of children) child.parent = element;
    out.push(element);
  }
  return out;
}

const SERIALISE = { encodeEntities: 'utf8', decodeEntities: true, selfClosingTags: true } as const;

function parseFragment(html: string): ChildNode[] {
  return parseDocument(html, { decodeEntities: true }).children;
}

/**
 * True when parsing the fragment and writing it out again gives the same
 * text: every element is closed where it was opened and no tag is implied
 * or ignored by the parser. (Browsers parse like this too for the tags the
 * policies allow; tests/unit/sanitise.test.ts checks that with parse5, a
 * browser-grade parser.)
 */
export function isBalanced(html: string): boolean {
  return render(parseFragment(html), SERIALISE) === html;
}

export interface SanitiseResult {
  /** The sanitised fragment, always balanced. */
  readonly html: string;
  /**
   * False when the sanitised markup did not re-parse to itself and the
   * fragment fell back to its plain text in one paragraph. Never expected;
   * the pull reports it as a warning naming the row.
   */
  readonly balanced: boolean;
}

/**
 * Sanitises a fragment and says whether it had to fall back to plain text.
 * Markup nested deeper than the tree walks below can follow is unwrapped
 * first (src/shared/html-nesting.ts; the pull does it itself to warn).
 */
export function sanitiseFragment(html: string, policy: SanitisePolicy): SanitiseResult {
  const { externalRel, ...options } = policy;
  const nodes = settleLinks(parseFragment(sanitizeHtml(limitNesting(html).html, options)), externalRel, false);
  const out = render(nodes, SERIALISE).trim();
  if (isBalanced(out)) return { html: out, balanced: true };
  const text = textContent(nodes).replace(/\s+/g, ' ').trim();
  return { html: text ? render(new Element('p', {}, [new Text(text)]), SERIALISE) : '', balanced: false };
}

export function sanitise(html: string, policy: SanitisePolicy): string {
  return sanitiseFragment(html, policy).html;
}
