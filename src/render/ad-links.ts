/**
 * Retailer links inside a product description (the feed's own HTML, already
 * sanitised with rel="sponsored noopener") are advertising like the page's
 * retailer button, so each gets the same "Annons" mark after it (the
 * marketing act: advertising is marked as advertising).
 */
import render from 'dom-serializer';
import { type ChildNode, Element, isTag, Text } from 'domhandler';
import { parseDocument } from 'htmlparser2';

const SERIALISE = { encodeEntities: 'utf8', decodeEntities: true, selfClosingTags: true } as const;

/** The class of the mark; styled like the AdLabel component. */
export const AD_MARK_CLASS = 'ad-mark';

function isSponsoredLink(node: Element): boolean {
  return node.name === 'a' && (node.attribs.rel ?? '').split(/\s+/).includes('sponsored');
}

function mark(nodes: ChildNode[], label: string): ChildNode[] {
  const out: ChildNode[] = [];
  for (const node of nodes) {
    if (!isTag(node)) {
      out.push(node);
      continue;
    }
    if (isSponsoredLink(node)) {
      out.push(node, new Text(' '), new Element('span', { class: AD_MARK_CLASS }, [new Text(label)]));
      continue;
    }
    const children = mark(node.children, label);
    const element = new Element(node.name, node.attribs, children);
    for (const child of children) child.parent = element;
    out.push(element);
  }
  return out;
}

/** `html` with an "Annons" mark after every sponsored link; unchanged when it has none. */
export function markAdLinks(html: string, label: string): string {
  if (!html.includes('sponsored')) return html;
  return render(mark(parseDocument(html, { decodeEntities: true }).children, label), SERIALISE);
}
