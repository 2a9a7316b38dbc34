import sax from 'sax';
import { FeedSyntaxError } from './errors';
import { count, MAX_ELEMENT_TEXT, MAX_ITEM_CHARS, MAX_ITEM_ELEMENTS } from './limits';

/**
 * The items of an XML feed, one at a time, each as a small tree of its
 * elements (issue 36). sax (isaacs/sax-js) parses the stream in strict
 * mode; only the element being read and the item around it are kept, so
 * memory does not grow with the feed. CDATA sections read as text.
 *
 * The feed must be well-formed (XML 1.0 §1.2: a well-formedness error is
 * fatal): a truncated or broken file is refused whole, so an import never
 * replaces a shop's rows with the part of a feed before the break. One
 * leniency: HTML's named entities (`&nbsp;`, `&auml;`), which shops paste
 * into descriptions outside CDATA, read as their characters. Entities a
 * DOCTYPE declares are not expanded (sax never does), so no entity
 * expansion can blow up.
 *
 * Element and attribute names are compared without their prefix and in
 * lower case: a Google feed that forgets to declare `xmlns:g` still reads,
 * and Adtraction's `SKU` is `sku`.
 */

export interface XmlElement {
  /** Local name in lower case. */
  readonly name: string;
  /** The prefix as written (`g` of `g:price`), '' without one. */
  readonly prefix: string;
  /** Attributes by local name in lower case. */
  readonly attributes: ReadonlyMap<string, string>;
  /** The element's own text and CDATA, at most {@link MAX_ELEMENT_TEXT} characters. */
  text: string;
  /** Length of the element's own text as written, beyond what is kept. */
  textLength: number;
  readonly children: XmlElement[];
}

export interface XmlItem {
  readonly element: XmlElement;
  /** 1-based position among the items. */
  readonly index: number;
  /** Line of the item's start tag. */
  readonly line: number;
  /** Why the item could not be kept whole, or null. */
  readonly unreadable: string | null;
}

/** HTML's named entities, from sax's own table (which holds XML's five too). */
const HTML_ENTITIES: Readonly<Record<string, string>> = (() => {
  const table: unknown = Reflect.get(sax, 'ENTITIES');
  const entities: Record<string, string> = Object.create(null);
  if (typeof table === 'object' && table !== null) {
    for (const [name, value] of Object.entries(table)) {
      entities[name] = typeof value === 'number' ? String.fromCodePoint(value) : String(value);
    }
  }
  return entities;
})();

function splitName(qualified: string): { name: string; prefix: string } {
  const colon = qualified.indexOf(':');
  return colon === -1
    ? { name: qualified.toLowerCase(), prefix: '' }
    : { name: qualified.slice(colon + 1).toLowerCase(), prefix: qualified.slice(0, colon) };
}

/**
 * Reads the items of `text`: the elements whose local name is in
 * `itemNames` (outside another item). `root` names the root elements the
 * format allows; another root is an error.
 */
export async function* readXmlItems(
  text: AsyncIterable<string>,
  itemNames: ReadonlySet<string>,
  roots: ReadonlySet<string>,
): AsyncGenerator<XmlItem> {
  const parser = sax.parser(true, { trim: false, normalize: false, xmlns: false, position: true });
  parser.ENTITIES = Object.assign(Object.create(null), HTML_ENTITIES);

  let failure: { message: string; line: number; column: number } | null = null;
  let depth = 0;
  let sawRoot = false;
  let index = 0;
  /** The item being read: its elements from the item down to the current one. */
  let stack: XmlElement[] = [];
  let itemDepth = -1;
  let itemLine = 0;
  let itemChars = 0;
  let itemElements = 0;
  let unreadable: string | null = null;
  /** Elements open past the item's element limit: opened, not kept, so their close pops nothing. */
  let unkept = 0;
  const ready: XmlItem[] = [];

  // The first error ends the read (check, after each write): nothing after a well-formedness error is used.
  parser.onerror = (error: Error) => {
    failure ??= {
      message: error.message.split('\n')[0] ?? error.message,
      line: parser.line + 1,
      column: parser.column + 1,
    };
  };

  parser.onopentag = (tag) => {
    const { name, prefix } = splitName(tag.name);
    if (depth === 0) {
      sawRoot = true;
      if (!roots.has(name) && failure === null) {
        failure = {
          message: `the root element is <${tag.name}>, not one of ${[...roots].map((root) => `<${root}>`).join(', ')}`,
          line: parser.line + 1,
          column: parser.column + 1,
        };
      }
    }
    depth += 1;
    if (itemDepth === -1) {
      if (!itemNames.has(name)) return;
      itemDepth = depth;
      itemLine = parser.line + 1;
      itemChars = 0;
      itemElements = 0;
      unreadable = null;
      unkept = 0;
      stack = [];
    }
    itemElements += 1;
    if (itemElements > MAX_ITEM_ELEMENTS) {
      unreadable ??= `the item has more than ${count(MAX_ITEM_ELEMENTS)} elements`;
      unkept += 1;
      return;
    }
    const attributes = new Map<string, string>();
    for (const [qualified, value] of Object.entries(tag.attributes)) {
      attributes.set(splitName(qualified).name, typeof value === 'string' ? value : value.value);
    }
    const element: XmlElement = { name, prefix, attributes, text: '', textLength: 0, children: [] };
    stack.at(-1)?.children.push(element);
    stack.push(element);
  };

  const addText = (chunk: string) => {
    if (itemDepth === -1 || unreadable !== null) return;
    itemChars += chunk.length;
    if (itemChars > MAX_ITEM_CHARS) {
      unreadable = `the item holds more than ${count(MAX_ITEM_CHARS)} characters of text`;
      return;
    }
    const element = stack.at(-1);
    if (element === undefined) return;
    element.textLength += chunk.length;
    if (element.text.length < MAX_ELEMENT_TEXT) element.text += chunk.slice(0, MAX_ELEMENT_TEXT - element.text.length);
  };
  parser.ontext = addText;
  parser.oncdata = addText;

  parser.onclosetag = () => {
    if (itemDepth !== -1 && unkept > 0) unkept -= 1;
    else if (itemDepth !== -1) {
      const element = stack.pop();
      if (depth === itemDepth) {
        index += 1;
        if (element !== undefined) ready.push({ element, index, line: itemLine, unreadable });
        itemDepth = -1;
        stack = [];
      }
    }
    depth -= 1;
  };

  const check = () => {
    if (failure !== null) throw new FeedSyntaxError(failure.message, { line: failure.line, column: failure.column });
  };

  for await (const chunk of text) {
    parser.write(chunk);
    check();
    if (ready.length > 0) yield* ready.splice(0);
  }
  parser.close();
  check();
  if (!sawRoot) throw new FeedSyntaxError('the feed has no root element (is it empty?)', { line: null, column: null });
  if (ready.length > 0) yield* ready.splice(0);
}

/** The direct children of an element with a local name, in order. */
export function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((child) => child.name === name);
}

/**
 * The text of the first child of that name with any text, preferring one
 * with `prefix` (Google's `g:title` over RSS's own `title`); null when
 * there is none.
 */
export function childText(element: XmlElement, name: string, prefix = ''): string | null {
  let found: string | null = null;
  for (const child of element.children) {
    if (child.name !== name) continue;
    const text = child.text.trim();
    if (text === '') continue;
    if (prefix === '' || child.prefix === prefix) return text;
    found ??= text;
  }
  return found;
}

/** The first descendant of that name (depth first), or null. */
export function descendant(element: XmlElement, name: string): XmlElement | null {
  const pending: XmlElement[] = [...element.children].reverse();
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (next.name === name) return next;
    for (let i = next.children.length - 1; i >= 0; i -= 1) {
      const child = next.children[i];
      if (child) pending.push(child);
    }
  }
  return null;
}
