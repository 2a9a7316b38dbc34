import sanitizeHtml from 'sanitize-html';
import { safeHttpUrl, safeImageUrl } from './url';

/**
 * HTML from the database is untrusted. Every fragment that reaches a page
 * passes one of these policies. Shared rules:
 * - only http(s) and root-relative URLs survive (no javascript:, data:,
 *   protocol-relative or other schemes);
 * - no inline styles, event handlers, classes or ids;
 * - script, style, iframe, object and similar tags are dropped with their content;
 * - links that leave the site open in a new tab with rel="noopener noreferrer".
 */

const baseOptions: sanitizeHtml.IOptions = {
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: {},
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

/** True for an href that stays on this site (root-relative or fragment). */
function isInternalHref(href: string): boolean {
  // "/\host" is treated like "//host" by browsers, so it is not internal.
  return (href.startsWith('/') && !/^\/[/\\]/.test(href)) || href.startsWith('#');
}

/**
 * Checks an href after sanitize-html's scheme filter and decides its target
 * and rel: internal links stay in the tab; external ones open a new tab.
 */
function transformLink(externalRel: string): (tagName: string, attribs: sanitizeHtml.Attributes) => sanitizeHtml.Tag {
  return (tagName, attribs) => {
    const href = attribs.href?.trim() ?? '';
    if (href && isInternalHref(href)) {
      return { tagName, attribs: { href } };
    }
    const external = safeHttpUrl(href);
    if (!external) {
      // No usable href: keep the text, drop the link (a span is not allowed,
      // so sanitize-html unwraps it).
      return { tagName: 'span', attribs: {} };
    }
    return { tagName, attribs: { href: external, target: '_blank', rel: externalRel } };
  };
}

/**
 * Spec §5: product about/FAQ text allows exactly a, p, strong, em, br with
 * href, target and rel.
 */
export const aboutPolicy: sanitizeHtml.IOptions = {
  ...baseOptions,
  allowedTags: ['a', 'p', 'strong', 'em', 'br'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  transformTags: { a: transformLink('noopener noreferrer') },
};

/**
 * Feed descriptions: the about allowlist plus lists and b/i, because real
 * feeds describe features as bullet lists. Links in a feed description point
 * at a retailer, so they are marked as sponsored like every retailer link.
 */
export const productDescriptionPolicy: sanitizeHtml.IOptions = {
  ...baseOptions,
  allowedTags: ['a', 'p', 'strong', 'em', 'b', 'i', 'br', 'ul', 'ol', 'li'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  transformTags: {
    a: transformLink('sponsored noopener'),
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
export const blogBodyPolicy: sanitizeHtml.IOptions = {
  ...baseOptions,
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
    a: transformLink('noopener noreferrer'),
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

export function sanitise(html: string, policy: sanitizeHtml.IOptions): string {
  return sanitizeHtml(html, policy).trim();
}
