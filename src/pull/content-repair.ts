import render from 'dom-serializer';
import { type ChildNode, Element, Text } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { LEGACY_CATEGORY_LINKS } from '../routing/routes';
import { slugify } from '../shared/slug';

/**
 * Repairs blog bodies written for the old CMS (spec §5) before they are
 * sanitised:
 * - category placeholders such as {vinkyl}, {ölkyl}, {vinhyllor} become links
 *   to the matching category page;
 * - old numeric links /vinkyl/5, /6, /7 point at the free-standing, built-in
 *   and integrated pages;
 * - absolute links to our own host become root-relative;
 * - nested anchors are flattened and anchors without href are unwrapped;
 * - the internal-hyperlink placeholder is removed;
 * - the state-alcohol-retailer placeholder becomes a link to Systembolaget.
 */

export interface RepairOptions {
  /** Category slugs that a {placeholder} may link to. */
  readonly categorySlugs: ReadonlySet<string>;
  /** Host names that are ours (absolute links to them become relative). */
  readonly ownHosts: ReadonlySet<string>;
}

export const SYSTEMBOLAGET_URL = 'https://www.systembolaget.se/';

/** {token} placeholders; the token itself may contain letters, digits, spaces and hyphens. */
const PLACEHOLDER = /\{\s*([\p{L}\p{N}][\p{L}\p{N} _-]{0,60}?)\s*\}/gu;
/**
 * The old CMS's internal-hyperlink placeholder, in the spellings seen in
 * posts. The white space before it goes too, but not through a leading
 * `\s*`: tried at every position of a long run of spaces, that rescans the
 * rest of the run each time (an 80,000-space run took 5.5 s). It is trimmed
 * by {@link removeInternalLinkPlaceholders} instead.
 */
const INTERNAL_LINK_PLACEHOLDER =
  /[[{]\s*(?:intern(?:a)?[ _-]?(?:hyper)?länk(?:ar)?|internal[ _-]?(?:hyper)?link)\s*[\]}]/giu;

/** The text without internal-link placeholders and the white space right before each. */
export function removeInternalLinkPlaceholders(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(INTERNAL_LINK_PLACEHOLDER)) {
    const kept = text.slice(last, match.index);
    out += kept.trimEnd();
    last = match.index + match[0].length;
  }
  return last === 0 ? text : out + text.slice(last);
}
const SYSTEMBOLAGET_TOKENS = new Set(['systembolaget', 'systembolag', 'statens-alkoholbutik']);

function element(name: string, attribs: Record<string, string>, children: ChildNode[]): Element {
  const el = new Element(name, attribs, children);
  for (const child of children) child.parent = el;
  return el;
}

function isInsideAnchor(node: ChildNode): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent instanceof Element && parent.name === 'a') return true;
  }
  return false;
}

/** Replaces placeholders in one text node; returns the nodes that take its place. */
function expandText(text: string, insideAnchor: boolean, options: RepairOptions): ChildNode[] {
  const cleaned = removeInternalLinkPlaceholders(text);
  const nodes: ChildNode[] = [];
  let last = 0;
  for (const match of cleaned.matchAll(PLACEHOLDER)) {
    const token = match[1] ?? '';
    const slug = slugify(token);
    let replacement: ChildNode | null = null;
    if (SYSTEMBOLAGET_TOKENS.has(slug)) {
      const label = new Text('Systembolaget');
      replacement = insideAnchor
        ? label
        : element('a', { href: SYSTEMBOLAGET_URL, target: '_blank', rel: 'noopener noreferrer' }, [label]);
    } else if (options.categorySlugs.has(slug)) {
      // The link text keeps the writer's word ("ölkyl"), with hyphens read as spaces.
      const label = new Text(token.replace(/-/g, ' '));
      replacement = insideAnchor ? label : element('a', { href: `/${slug}` }, [label]);
    }
    if (replacement === null) continue;
    const index = match.index ?? 0;
    if (index > last) nodes.push(new Text(cleaned.slice(last, index)));
    nodes.push(replacement);
    last = index + match[0].length;
  }
  if (last < cleaned.length) nodes.push(new Text(cleaned.slice(last)));
  return nodes;
}

/**
 * The path without its first run of slashes that ends the path, its query
 * or its fragment ("/vinkyl/?a" → "/vinkyl?a"). A scan, not
 * `/\/+(?=$|[?#])/`: tried at every slash of a long run, that pattern
 * rereads the rest of the run each time.
 */
function withoutTrailingSlashes(path: string): string {
  for (let start = path.indexOf('/'); start !== -1; start = path.indexOf('/', start)) {
    let end = start;
    while (path[end] === '/') end += 1;
    if (end === path.length || path[end] === '?' || path[end] === '#') return path.slice(0, start) + path.slice(end);
    start = end;
  }
  return path;
}

/** Rewrites one href: legacy links, own-host absolute links; returns null to unwrap. */
export function repairHref(href: string | undefined, ownHosts: ReadonlySet<string>): string | null {
  const raw = href?.trim();
  if (!raw) return null;
  let path = raw;
  if (/^https?:\/\//i.test(raw)) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return null;
    }
    if (!ownHosts.has(url.hostname.toLowerCase())) return raw;
    path = `${url.pathname}${url.search}${url.hash}`;
  }
  const withoutSlash = path.length > 1 ? withoutTrailingSlashes(path) : path;
  const cut = withoutSlash.search(/[?#]/);
  const pathname = cut === -1 ? withoutSlash : withoutSlash.slice(0, cut);
  const rest = cut === -1 ? '' : withoutSlash.slice(cut);
  const legacy = LEGACY_CATEGORY_LINKS.get(pathname);
  return legacy ? `${legacy}${rest}` : withoutSlash;
}

function repairNodes(nodes: ChildNode[], options: RepairOptions): ChildNode[] {
  const out: ChildNode[] = [];
  for (const node of nodes) {
    if (node instanceof Text) {
      out.push(...expandText(node.data, isInsideAnchor(node), options));
      continue;
    }
    if (!(node instanceof Element)) {
      out.push(node);
      continue;
    }
    node.children = repairNodes(node.children, options);
    for (const child of node.children) child.parent = node;
    if (node.name === 'a') {
      const href = repairHref(node.attribs.href, options.ownHosts);
      // Nested anchors are invalid HTML; href-less anchors are not links. Both
      // are unwrapped so their text stays readable.
      if (href === null || isInsideAnchor(node)) {
        for (const child of node.children) child.parent = null;
        out.push(...node.children);
        continue;
      }
      node.attribs = { ...node.attribs, href };
      delete node.attribs.name;
    }
    out.push(node);
  }
  return out;
}

export function repairBlogContent(html: string, options: RepairOptions): string {
  const doc = parseDocument(html, { decodeEntities: true });
  doc.children = repairNodes(doc.children, options);
  for (const child of doc.children) child.parent = doc;
  return render(doc.children, { encodeEntities: 'utf8', decodeEntities: true });
}
