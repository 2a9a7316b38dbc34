/**
 * Balance check with a browser-grade parser: parse5 follows the HTML
 * standard's tree construction (implied end tags, the adoption agency, foster
 * parenting), so a fragment whose parse5 tree equals the tree our own parser
 * (htmlparser2) builds is read by a browser exactly as the site meant it.
 * An unclosed <a> or a stray </span> makes the two trees differ.
 */
import type { ChildNode as Node2 } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { type DefaultTreeAdapterMap, parseFragment } from 'parse5';

type Node5 = DefaultTreeAdapterMap['childNode'];

function fromParse5(nodes: readonly Node5[]): string {
  return nodes
    .map((node) => {
      if (node.nodeName === '#text') return JSON.stringify((node as DefaultTreeAdapterMap['textNode']).value);
      if (node.nodeName === '#comment') return '';
      const element = node as DefaultTreeAdapterMap['element'];
      const attributes = element.attrs.map((a) => ` ${a.name}=${JSON.stringify(a.value)}`).join('');
      const children = element.tagName === 'template' ? [] : element.childNodes;
      return `<${element.tagName}${attributes}>${fromParse5(children)}</${element.tagName}>`;
    })
    .join('');
}

function fromHtmlparser2(nodes: readonly Node2[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return JSON.stringify(node.data);
      if (node.type === 'tag' || node.type === 'script' || node.type === 'style') {
        const attributes = Object.entries(node.attribs)
          .map(([name, value]) => ` ${name}=${JSON.stringify(value)}`)
          .join('');
        return `<${node.name}${attributes}>${fromHtmlparser2(node.children)}</${node.name}>`;
      }
      return '';
    })
    .join('');
}

/** Adjacent text nodes are one node in a browser; merge them before comparing. */
function mergeText(tree: string): string {
  return tree.replace(/"((?:[^"\\]|\\.)*)""((?:[^"\\]|\\.)*)"/g, (_m, a: string, b: string) => `"${a}${b}"`);
}

/** The fragment as a browser builds it (in a <body> context). */
export function browserTree(html: string): string {
  return mergeText(fromParse5(parseFragment(html).childNodes));
}

/** The fragment as htmlparser2 (sanitize-html's parser) builds it. */
export function parserTree(html: string): string {
  return mergeText(fromHtmlparser2(parseDocument(html, { decodeEntities: true }).children));
}

// Text inside: a browser reopens a formatting element left open (an <a>)
// around the next text it inserts, which is how a page gets swallowed.
const AFTER = '<p id="after-fragment">after</p>';
const AFTER_TREE = '<p id="after-fragment">"after"</p>';

/** A browser adds <tbody> to a table written without one; that changes nothing a visitor sees. */
function withoutTbody(tree: string): string {
  return tree.replace(/<\/?tbody>/g, '');
}

/**
 * Problems a browser would have with a fragment placed in a page: content
 * after it pulled into one of its elements (an unclosed tag), or a tree that
 * differs from the one the site's parser saw. Empty when it is balanced.
 */
export function browserBalanceProblems(html: string): string[] {
  const problems: string[] = [];
  const inPage = withoutTbody(browserTree(`<div>${html}</div>${AFTER}`));
  const expected = withoutTbody(`<div>${parserTree(html)}</div>${AFTER_TREE}`);
  if (!inPage.endsWith(`</div>${AFTER_TREE}`)) problems.push('swallows the content after it');
  if (inPage !== expected) problems.push(`a browser builds ${inPage}, the site's parser ${expected}`);
  return problems;
}
