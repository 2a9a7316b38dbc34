import render from 'dom-serializer';
import { type ChildNode, Element, Text } from 'domhandler';
import { parseDocument } from 'htmlparser2';

export interface TruncatedHtml {
  /** The first `limit` words with their markup, closed properly, ending in "…" when cut. */
  readonly html: string;
  /** Whether anything was left out. */
  readonly truncated: boolean;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;
/**
 * Trailing spaces and punctuation before the ellipsis. The lookbehind lets a
 * match start only where a run starts: a bare `[…]+$` retries from every
 * character of a long run and is quadratic (tests/unit/redos.test.ts).
 */
const TRAILING_PUNCTUATION = /(?<![\s,;:–-])[\s,;:–-]+$/u;

/**
 * Cuts an HTML fragment after `limit` words (spec §9: the category SEO text
 * is truncated to 200 words), keeping every open element properly closed and
 * dropping elements that would be empty after the cut.
 */
export function truncateHtmlWords(html: string, limit: number): TruncatedHtml {
  const doc = parseDocument(html);
  let remaining = limit;
  let truncated = false;
  let lastText: Text | null = null;

  const walk = (nodes: ChildNode[]): ChildNode[] => {
    const kept: ChildNode[] = [];
    for (const node of nodes) {
      if (truncated) break;
      if (node instanceof Text) {
        const words = [...node.data.matchAll(WORD)];
        if (words.length <= remaining) {
          remaining -= words.length;
          kept.push(node);
          if (words.length > 0) lastText = node;
          continue;
        }
        const last = words[remaining - 1];
        const end = last ? (last.index ?? 0) + last[0].length : 0;
        const text = node.data.slice(0, end).replace(TRAILING_PUNCTUATION, '');
        if (text) kept.push(new Text(`${text}…`));
        // The limit fell exactly at the end of an earlier text: the ellipsis goes there.
        else if (lastText) lastText.data = `${lastText.data.replace(TRAILING_PUNCTUATION, '')}…`;
        truncated = true;
        remaining = 0;
        continue;
      }
      if (node instanceof Element) {
        const children = walk(node.children);
        if (children.length > 0 || !truncated) {
          const copy = new Element(node.name, { ...node.attribs }, children);
          for (const child of children) child.parent = copy;
          kept.push(copy);
        }
        continue;
      }
      kept.push(node);
    }
    return kept;
  };

  const kept = walk(doc.children);
  return { html: render(kept, { encodeEntities: 'utf8' }), truncated };
}
