import render from 'dom-serializer';
import { type ChildNode, Element } from 'domhandler';
import { textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import type { FaqEntry } from '../dataset/schemas/post';
import { collapseWhitespace } from '../shared/text';

const FAQ_HEADING = /^(vanliga frågor|vanliga frågor och svar|frågor och svar|faq)\b/iu;

function isHeading(node: ChildNode, names: readonly string[]): boolean {
  return node instanceof Element && names.includes(node.name);
}

/**
 * Extracts the question/answer pairs of a post's "Vanliga frågor" section
 * (spec §2: FAQ structured data from a Vanliga frågor section). The section
 * starts at an h2 (or h3) titled "Vanliga frågor" and runs to the next
 * heading of the same or a higher level; inside it each h3 (or h4, or a
 * paragraph that is entirely bold) is a question and the blocks up to the
 * next question are its answer. Expects sanitised HTML.
 */
export function extractFaq(html: string): FaqEntry[] {
  const nodes = parseDocument(html).children;
  const start = nodes.findIndex(
    (node) => isHeading(node, ['h2', 'h3']) && FAQ_HEADING.test(collapseWhitespace(textContent(node))),
  );
  if (start === -1) return [];
  const sectionLevel = nodes[start] instanceof Element ? nodes[start].name : 'h2';
  const stopAt = sectionLevel === 'h2' ? ['h2'] : ['h2', 'h3'];
  const questionTags = sectionLevel === 'h2' ? ['h3', 'h4'] : ['h4'];

  const entries: FaqEntry[] = [];
  let question: string | null = null;
  let answer: ChildNode[] = [];
  const flush = () => {
    const answerHtml = render(answer, { encodeEntities: 'utf8' }).trim();
    if (question && collapseWhitespace(textContent(answer))) {
      entries.push({ question, answer: answerHtml });
    }
    answer = [];
  };

  for (const node of nodes.slice(start + 1)) {
    if (isHeading(node, stopAt)) break;
    const boldParagraph =
      node instanceof Element &&
      node.name === 'p' &&
      node.children.filter((c) => collapseWhitespace(textContent(c)) !== '').length === 1 &&
      node.children.some((c) => c instanceof Element && ['strong', 'b'].includes(c.name));
    if (isHeading(node, questionTags) || boldParagraph) {
      flush();
      question = collapseWhitespace(textContent(node)) || null;
      continue;
    }
    if (question) answer.push(node);
  }
  flush();
  return entries;
}
