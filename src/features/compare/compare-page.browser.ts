/**
 * The compare page's script (/jamfor, issue 14): reads the SKUs of `?p=`,
 * fetches the shards that hold them (only those, in parallel), and fills the
 * server-rendered table skeleton of src/pages/jamfor.astro: one column per
 * product, one row per fact some product states, deciding differences and
 * the lowest values marked, and the bar that keeps the names and prices in
 * view while the page scrolls through the table (issue 22).
 * Every text, label and class comes from that page (templates and data
 * attributes), every value from the shards through textContent and checked
 * attributes, so nothing from the data becomes markup. It imports only
 * ./compare-data.ts and ./template.ts, which no other script imports, so
 * Astro inlines it into the page.
 */

import { fillTemplate } from '../../client/template';
import {
  aliasKey,
  COMPARE_ROWS,
  type CompareEntry,
  compareRows,
  decodeAliases,
  decodeShard,
  parseCompareParam,
  shardOf,
} from './compare-data.browser';

function clone(root: Element, name: string): DocumentFragment {
  const template = root.querySelector<HTMLTemplateElement>(`template[data-${name}]`);
  return (template?.content.cloneNode(true) as DocumentFragment | undefined) ?? document.createDocumentFragment();
}

/**
 * A value with a line-break opportunity after each "/": "Integrerad/integrerbar"
 * is wider than a phone's column, and without one the browser breaks it
 * inside a word.
 */
function breakableText(text: string): Node[] {
  return text
    .split('/')
    .flatMap((part, index, parts) =>
      index < parts.length - 1
        ? [document.createTextNode(`${part}/`), document.createElement('wbr')]
        : [document.createTextNode(part)],
    );
}

interface Shard {
  readonly entries: Map<string, CompareEntry>;
  readonly aliases: Map<string, string>;
}

async function loadShard(folder: string, shard: number): Promise<Shard> {
  const response = await fetch(`${folder}/${shard}.json`);
  if (!response.ok) throw new Error(`compare shard ${shard}: HTTP ${response.status}`);
  const file: unknown = await response.json();
  return { entries: decodeShard(file), aliases: decodeAliases(file) };
}

/**
 * The products a link names, by SKU as written: its own SKU, else an alias
 * (an offer's former SKU or slug, any case: issue 35 §6). The shards of the
 * SKUs first; only for a SKU none of them holds, the shard of its alias,
 * then its product's. Each shard once, so a link of products' own SKUs
 * fetches only their shards.
 */
async function resolveSkus(
  folder: string,
  shards: number,
  skus: readonly string[],
): Promise<Map<string, CompareEntry>> {
  const loaded = new Map<number, Shard>();
  const load = async (wanted: Iterable<number>) => {
    const missing = [...new Set(wanted)].filter((shard) => !loaded.has(shard));
    const files = await Promise.all(missing.map((shard) => loadShard(folder, shard)));
    for (const [i, shard] of missing.entries()) loaded.set(shard, files[i] as Shard);
  };
  const entryOf = (sku: string) => loaded.get(shardOf(sku, shards))?.entries.get(sku);
  await load(skus.map((sku) => shardOf(sku, shards)));
  const unknown = skus.filter((sku) => !entryOf(sku));
  await load(unknown.map((sku) => shardOf(aliasKey(sku), shards)));
  const target = (sku: string) => loaded.get(shardOf(aliasKey(sku), shards))?.aliases.get(aliasKey(sku));
  await load(unknown.flatMap((sku) => [target(sku)].flatMap((t) => (t ? [shardOf(t, shards)] : []))));
  const found = new Map<string, CompareEntry>();
  for (const sku of skus) {
    const alias = target(sku);
    const entry = entryOf(sku) ?? (alias === undefined ? undefined : entryOf(alias));
    if (entry) found.set(sku, entry);
  }
  return found;
}

function headCell(root: Element, entry: CompareEntry): DocumentFragment {
  const cell = clone(root, 'compare-head');
  const link = cell.querySelector<HTMLAnchorElement>('[data-link]');
  if (link) link.href = entry.url;
  const name = cell.querySelector('[data-name]');
  if (name) name.textContent = entry.name;
  const brand = cell.querySelector('[data-brand]');
  if (brand) brand.textContent = entry.brand ?? '';
  const frame = cell.querySelector('[data-image]');
  if (frame && entry.image) {
    const image = document.createElement('img');
    image.src = entry.image;
    image.alt = '';
    image.width = 160;
    image.height = 160;
    image.decoding = 'async';
    frame.replaceChildren(image);
  }
  return cell;
}

const PRICE_ROW = COMPARE_ROWS.indexOf('price');

/**
 * Fills the bar of names and lowest prices above the table, keeps it on the
 * table's sideways scroll, and shows it while the table's own head is out
 * of view above (under the mobile header, hence the margin).
 */
function stickyBar(root: Element, heads: Element, entries: readonly CompareEntry[]): void {
  const bar = root.querySelector<HTMLElement>('[data-compare-bar]');
  const scroller = root.querySelector<HTMLElement>('.compare-scroll');
  if (!bar || !scroller) return;
  bar.querySelector('[data-compare-bar-row]')?.append(
    ...entries.map((entry) => {
      const cell = clone(root, 'compare-bar-cell');
      const name = cell.querySelector('[data-name]');
      if (name) name.textContent = entry.name;
      const price = cell.querySelector('[data-price]');
      if (price) price.textContent = entry.values[PRICE_ROW] ?? '';
      return cell;
    }),
  );
  scroller.addEventListener(
    'scroll',
    () => {
      bar.scrollLeft = scroller.scrollLeft;
    },
    { passive: true },
  );
  new IntersectionObserver(
    ([head]) => {
      bar.toggleAttribute('data-shown', head !== undefined && !head.isIntersecting && head.boundingClientRect.top < 0);
    },
    { rootMargin: '-56px 0px 0px 0px' },
  ).observe(heads);
}

export async function startComparePage(): Promise<void> {
  const root = document.querySelector<HTMLElement>('[data-compare-page]');
  if (!root) return;
  const { folder = '', shards: shardText = '1', max: maxText = '4', messages: messageText = '{}' } = root.dataset;
  const messages = JSON.parse(messageText) as Record<string, string | undefined>;
  const status = root.querySelector<HTMLElement>('[data-compare-status]');
  const notices = root.querySelector<HTMLElement>('[data-compare-notices]');
  const result = root.querySelector<HTMLElement>('[data-compare-result]');
  const heads = root.querySelector<HTMLElement>('[data-compare-heads]');
  const body = root.querySelector<HTMLElement>('[data-compare-body]');
  const empty = root.querySelector<HTMLElement>('[data-compare-empty]');
  if (!status || !notices || !result || !heads || !body || !empty) return;
  const request = parseCompareParam(location.search, Number(maxText));
  // The page's inline script marks the container as soon as the URL has a p=; this decides.
  const unmark = (): void => {
    delete root.dataset.compareNamed;
  };
  if (request.skus.length === 0) {
    unmark();
    return;
  }
  const say = (...lines: (string | undefined)[]): void => {
    for (const line of lines) {
      if (!line) continue;
      const item = document.createElement('li');
      item.textContent = line;
      notices.append(item);
    }
  };
  empty.hidden = true;
  status.textContent = messages.loading ?? '';
  const shards = Number(shardText);
  let found: Map<string, CompareEntry>;
  try {
    found = await resolveSkus(folder, shards, request.skus);
  } catch {
    status.textContent = messages.loadError ?? '';
    unmark();
    return;
  }
  status.textContent = '';
  // Two names of one product (its SKU and a former offer's) show it once.
  const entries = [...new Map(request.skus.flatMap((sku) => found.get(sku) ?? []).map((e) => [e.sku, e])).values()];
  say(
    // The SKU as the link writes it: a function fills the template, so "$`" in a SKU is no replacement pattern.
    ...request.skus
      .filter((sku) => !found.has(sku))
      .map((sku) => (messages.unknown === undefined ? undefined : fillTemplate(messages.unknown, { sku }))),
    request.overflow ? messages.tooMany : undefined,
    request.duplicates ? messages.duplicates : undefined,
    entries.length === 0 ? messages.noneFound : entries.length === 1 ? messages.oneOnly : undefined,
  );
  if (entries.length === 0) {
    unmark();
    empty.hidden = false;
    return;
  }
  heads.append(...entries.map((entry) => headCell(root, entry)));
  // The column widths of the table and the bar follow the count (CSS); one product has nothing to filter.
  result.dataset.count = String(entries.length);
  const only = root.querySelector<HTMLElement>('[data-compare-only]');
  if (only) only.hidden = entries.length < 2;
  stickyBar(root, heads, entries);
  const rowTemplates = root.querySelector<HTMLTemplateElement>('template[data-compare-rows]')?.content;
  const rowOf = (key: string): HTMLTableRowElement | null =>
    (rowTemplates?.querySelector(`tr[data-row="${key}"]`)?.cloneNode(true) as HTMLTableRowElement | undefined) ?? null;
  const cell = (content: Node | string): DocumentFragment => {
    const fragment = clone(root, 'compare-cell');
    fragment.querySelector('td')?.append(...(typeof content === 'string' ? breakableText(content) : [content]));
    return fragment;
  };
  for (const row of compareRows(entries)) {
    const tr = rowOf(row.key);
    if (!tr) continue;
    // The running cost's note shows once, and only with a running cost to explain.
    if (row.key === 'runningCost')
      root.querySelector<HTMLElement>('[data-compare-cost-note]')?.removeAttribute('hidden');
    if (row.differs) tr.dataset.differs = '';
    tr.append(
      ...row.values.map((value, index) => {
        const td = cell(value ?? clone(root, 'compare-missing'));
        if (row.lowest[index]) td.querySelector('td')?.append(' ', clone(root, 'compare-lowest'));
        return td;
      }),
    );
    body.append(tr);
  }
  const links = rowOf('retailer');
  if (links && entries.some((entry) => entry.link !== null)) {
    links.append(
      ...entries.map((entry) => {
        if (entry.link === null) return cell(clone(root, 'compare-missing'));
        const retailer = clone(root, 'compare-retailer');
        const anchor = retailer.querySelector<HTMLAnchorElement>('a');
        if (anchor) {
          anchor.href = entry.link;
          // The shop is named before the visitor leaves for it (issue 20).
          if (entry.linkLabel) anchor.textContent = entry.linkLabel;
        }
        return cell(retailer);
      }),
    );
    body.append(links);
  }
  result.hidden = false;
}
