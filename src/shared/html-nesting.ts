import { Tokenizer } from 'htmlparser2';

/**
 * Deeply nested markup (issue 19): 5,000 nested <div>s, about 25 KB, made
 * every recursive tree walk of the pull (the sanitiser's link pass, the
 * serialiser, text extraction) throw "Maximum call stack size exceeded", and
 * the whole product or post was lost. It is also slow before it overflows:
 * htmlparser2's parser keeps its open elements with `unshift` and looks a
 * closing tag up with `indexOf`, so every tag costs time in proportion to
 * the depth, and a deep fragment costs time in the square of its length.
 *
 * Real HTML nests a few dozen levels (browsers stop nesting at 512), so
 * elements deeper than {@link MAX_NESTING} are unwrapped here, before any
 * tree is built: their start and end tags are cut out of the text, their
 * content stays. The scan uses htmlparser2's own tokenizer (so it sees
 * exactly the tags, comments and raw-text elements the parser sees) and its
 * rules for implied closes, with an open-element stack that costs O(1) per
 * tag: the whole check is one linear pass.
 */

/** Deepest element kept; anything below it is unwrapped to its content. */
export const MAX_NESTING = 100;

export interface NestingResult {
  /** The fragment, unchanged (the same string) when it nests no deeper than the limit. */
  readonly html: string;
  /** Elements unwrapped because they were nested too deep (0: unchanged). */
  readonly unwrapped: number;
}

/** htmlparser2's void elements: they never open a level. */
const VOID = new Set([
  'area',
  'base',
  'basefont',
  'br',
  'col',
  'command',
  'embed',
  'frame',
  'hr',
  'img',
  'input',
  'isindex',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

const P = new Set(['p']);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p']);
const FORM = new Set(['input', 'option', 'optgroup', 'select', 'button', 'datalist', 'textarea']);
const TABLE_SECTIONS = new Set(['thead', 'tbody']);
const DD_DT = new Set(['dd', 'dt']);
const RT_RP = new Set(['rt', 'rp']);

/** htmlparser2's `openImpliesClose`: opening the key closes open elements of the set on top of the stack. */
const OPEN_IMPLIES_CLOSE: ReadonlyMap<string, ReadonlySet<string>> = new Map<string, ReadonlySet<string>>([
  ['tr', new Set(['tr', 'th', 'td'])],
  ['th', new Set(['th'])],
  ['td', new Set(['thead', 'th', 'td'])],
  ['body', new Set(['head', 'link', 'script'])],
  ['a', new Set(['a'])],
  ['li', new Set(['li'])],
  ['p', P],
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((h) => [h, HEADINGS] as const),
  ...['select', 'input', 'output', 'button', 'datalist', 'textarea'].map((t) => [t, FORM] as const),
  ['option', new Set(['option'])],
  ['optgroup', new Set(['optgroup', 'option'])],
  ['dd', DD_DT],
  ['dt', DD_DT],
  ...[
    'address',
    'article',
    'aside',
    'blockquote',
    'details',
    'div',
    'dl',
    'fieldset',
    'figcaption',
    'figure',
    'footer',
    'form',
    'header',
    'hr',
    'main',
    'nav',
    'ol',
    'pre',
    'section',
    'table',
    'ul',
  ].map((t) => [t, P] as const),
  ['rt', RT_RP],
  ['rp', RT_RP],
  ['tbody', TABLE_SECTIONS],
  ['tfoot', TABLE_SECTIONS],
]);

/**
 * SVG and MathML: inside them the tokenizer reads <style> and <script> as
 * markup, not raw text. The scan counts itself inside one while any is open,
 * also within an HTML integration point (<foreignObject>), where the parser
 * is not: it then sees more tags than the parser, never fewer, so it can only
 * overestimate a depth.
 */
const FOREIGN = new Set(['svg', 'math']);

/**
 * Raw-text elements are never cut: without its start tag, a <script>'s text
 * would be read as markup the scan never counted. Each adds one level at most
 * (its content has no tags), so the limit holds within one.
 */
const RAW_TEXT = new Set(['script', 'style', 'title', 'textarea']);

const ignore = (): void => {};

/**
 * Number of "<" in the text, counted up to one past `stopAfter`: every tag
 * has one, so this bounds the tags from above without parsing.
 */
export function countTagStarts(html: string, stopAfter = Number.POSITIVE_INFINITY): number {
  let count = 0;
  for (let at = html.indexOf('<'); at !== -1 && count <= stopAfter; at = html.indexOf('<', at + 1)) count += 1;
  return count;
}

/**
 * The fragment with every element deeper than `maxDepth` unwrapped: its
 * start and end tags removed, its text and children kept (children that are
 * themselves too deep are unwrapped too). Fragments that nest no deeper
 * come back unchanged.
 */
export function limitNesting(html: string, maxDepth = MAX_NESTING): NestingResult {
  // Fewer tags than levels cannot nest too deep: no scan needed.
  if (countTagStarts(html, maxDepth) <= maxDepth) return { html, unwrapped: 0 };

  // The open elements as two parallel stacks (no object per element: a
  // hostile fragment opens tens of thousands).
  const names: string[] = [];
  /** Whether each open element's tags are cut out. */
  const dropped: boolean[] = [];
  /** Open elements per name, so a closing tag finds out in O(1) whether it closes anything. */
  const openByName = new Map<string, number>();
  let foreign = 0;
  /** Character ranges to cut, as from, to, from, to, … in order. */
  const cuts: number[] = [];
  let unwrapped = 0;
  let tagStart = -1;
  let tagDropped = false;

  /** Closes the innermost open element; returns its name and whether it was dropped. */
  const pop = (): { name: string; dropped: boolean } => {
    const name = names.pop() ?? '';
    const wasDropped = dropped.pop() ?? false;
    openByName.set(name, (openByName.get(name) ?? 1) - 1);
    if (FOREIGN.has(name)) foreign -= 1;
    return { name, dropped: wasDropped };
  };
  const endOpenTag = (endIndex: number) => {
    if (tagStart !== -1 && tagDropped) cuts.push(tagStart, endIndex + 1);
    tagStart = -1;
  };

  const tokenizer = new Tokenizer(
    { decodeEntities: true },
    {
      onopentagname(start, endIndex) {
        const name = html.slice(start, endIndex).toLowerCase();
        const closes = OPEN_IMPLIES_CLOSE.get(name);
        if (closes) while (names.length > 0 && closes.has(names[names.length - 1] ?? '')) pop();
        tagStart = start - 1;
        tagDropped = false;
        // A void element never opens a level: it may stay at any depth.
        if (VOID.has(name)) return;
        tagDropped = names.length >= maxDepth && !RAW_TEXT.has(name);
        if (tagDropped) unwrapped += 1;
        names.push(name);
        dropped.push(tagDropped);
        openByName.set(name, (openByName.get(name) ?? 0) + 1);
        if (FOREIGN.has(name)) foreign += 1;
      },
      onopentagend: endOpenTag,
      // "/>" is read as ">": HTML ignores it, and where SVG honours it the
      // element only stays open in the scan, which overestimates the depth.
      onselfclosingtag: endOpenTag,
      onclosetag(start, endIndex) {
        const name = html.slice(start, endIndex).toLowerCase();
        if (VOID.has(name) || (openByName.get(name) ?? 0) === 0) return;
        let closed = pop();
        while (closed.name !== name && names.length > 0) closed = pop();
        if (closed.dropped) {
          const end = html.indexOf('>', endIndex);
          cuts.push(start - 2, end === -1 ? html.length : end + 1);
        }
      },
      // Text, attributes, comments and the like change no depth.
      onattribdata: ignore,
      onattribentity: ignore,
      onattribend: ignore,
      onattribname: ignore,
      oncdata: ignore,
      oncomment: ignore,
      ondeclaration: ignore,
      onend: ignore,
      onprocessinginstruction: ignore,
      ontext: ignore,
      ontextentity: ignore,
      isInForeignContext: () => foreign > 0,
    },
  );
  tokenizer.write(html);
  tokenizer.end();
  if (cuts.length === 0) return { html, unwrapped: 0 };

  const parts: string[] = [];
  let from = 0;
  for (let i = 0; i < cuts.length; i += 2) {
    const start = cuts[i] ?? 0;
    if (start < from) continue;
    if (start > from) parts.push(html.slice(from, start));
    from = cuts[i + 1] ?? start;
  }
  parts.push(html.slice(from));
  return { html: parts.join(''), unwrapped };
}
