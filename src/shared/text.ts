import { textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';

/**
 * C0 and C1 control characters (tab, line feed and carriage return are white
 * space and stay), bidirectional overrides and isolates (U+202E can make
 * "gpj.exe" read as "exe.jpg"), and the byte-order mark. None belongs in a
 * name or a description; NUL even breaks some tools that read the output.
 */
const CONTROL_CHARACTER =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/u;
const CONTROL_CHARACTERS = new RegExp(CONTROL_CHARACTER.source, 'gu');

/** True when `text` holds a character that {@link stripControlCharacters} removes. */
export function hasControlCharacters(text: string | null | undefined): boolean {
  return text ? CONTROL_CHARACTER.test(text) : false;
}

/** Removes control, bidirectional-override and byte-order-mark characters. */
export function stripControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, '');
}

/** Collapses runs of white space (including no-break spaces) to one space. */
export function collapseWhitespace(text: string): string {
  return text.replace(/[\s\u00a0\u202f]+/gu, ' ').trim();
}

/** Plain text of an HTML fragment, white space collapsed. */
export function htmlToText(html: string): string {
  // Block boundaries become spaces so "<p>a</p><p>b</p>" reads "a b", not "ab".
  const spaced = html.replace(/<\/(p|div|li|h[1-6]|blockquote|td|th)>|<br\s*\/?>/gi, '$& ');
  return collapseWhitespace(textContent(parseDocument(spaced).children));
}

/** The text of the first non-empty paragraph of an HTML fragment. */
export function firstParagraphText(html: string): string {
  const doc = parseDocument(html);
  const paragraphs = doc.children.length > 0 ? findParagraphs(doc.children) : [];
  for (const paragraph of paragraphs) {
    const text = collapseWhitespace(textContent(paragraph));
    if (text) return text;
  }
  // No <p>: the fragment's text up to the first block break counts as one paragraph.
  const first = splitAtBlockTags(html).find((part) => htmlToText(part));
  return first ? htmlToText(first) : '';
}

/** The name of a block tag, read where a "<" is (sticky: only there). */
const BLOCK_TAG_START = /<\/?(?:p|div|ul|ol|li|h[1-6]|br)\b/iy;

/**
 * The fragment split at its block tags (<p>, </div>, <br>, …), the tags
 * left out. A scan from "<" to "<" rather than a split on
 * `/<\/?(?:p|…)\b[^>]*>/`: without a ">" after it, that pattern reads to
 * the end of the text from every "<p", which grows with the square of the
 * length.
 */
export function splitAtBlockTags(html: string): string[] {
  const parts: string[] = [];
  let from = 0;
  for (let at = html.indexOf('<'); at !== -1; at = html.indexOf('<', at + 1)) {
    BLOCK_TAG_START.lastIndex = at;
    if (!BLOCK_TAG_START.test(html)) continue;
    const end = html.indexOf('>', BLOCK_TAG_START.lastIndex);
    // No ">" after this tag's name: no later tag can end either.
    if (end === -1) break;
    parts.push(html.slice(from, at));
    from = end + 1;
    at = end;
  }
  parts.push(html.slice(from));
  return parts;
}

type DomNode = ReturnType<typeof parseDocument>['children'][number];

function findParagraphs(nodes: DomNode[]): DomNode[] {
  const found: DomNode[] = [];
  for (const node of nodes) {
    if ('name' in node && node.name === 'p') found.push(node);
    else if ('children' in node) found.push(...findParagraphs(node.children as DomNode[]));
  }
  return found;
}

const sentenceSegmenter = new Intl.Segmenter('sv-SE', { granularity: 'sentence' });

/**
 * The first `count` sentences of a text. Uses the Unicode sentence rules
 * (Intl.Segmenter), which do not break inside "t.ex. en" or "1.5", rather
 * than a naive split on full stops.
 */
export function firstSentences(text: string, count = 2): string {
  const sentences: string[] = [];
  for (const { segment } of sentenceSegmenter.segment(collapseWhitespace(text))) {
    sentences.push(segment);
    if (sentences.length === count) break;
  }
  return sentences.join('').trim();
}

/** Spec §5: cards and showcase show the first paragraph, cut to two sentences. */
export function shortDescription(html: string): string {
  return firstSentences(firstParagraphText(html), 2);
}

/** Number of words in a text (sequences of letters or digits). */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
}

/** Spec §9: 200 words per minute, rounded up; a post always takes at least a minute. */
export function readingTimeMinutes(html: string, wordsPerMinute = 200): number {
  return Math.max(1, Math.ceil(countWords(htmlToText(html)) / wordsPerMinute));
}
