/**
 * The compare page's script (/jamfor, issue 14): reads the SKUs of `?p=`,
 * fetches the shards that hold them (only those, in parallel), and fills the
 * server-rendered table skeleton of src/pages/jamfor.astro: one column per
 * product, one row per fact some product states, differing rows marked.
 * Every text, label and class comes from that page (templates and data
 * attributes), every value from the shards through textContent and checked
 * attributes, so nothing from the data becomes markup. It imports only
 * ./compare-data.ts and ./template.ts, which no other script imports, so
 * Astro inlines it into the page.
 */
import { type CompareEntry, compareRows, decodeShard, parseCompareParam, shardOf } from './compare-data';
import { fillTemplate } from './template';

function clone(root: Element, name: string): DocumentFragment {
  const template = root.querySelector<HTMLTemplateElement>(`template[data-${name}]`);
  return (template?.content.cloneNode(true) as DocumentFragment | undefined) ?? document.createDocumentFragment();
}

async function loadShard(folder: string, shard: number): Promise<Map<string, CompareEntry>> {
  const response = await fetch(`${folder}/${shard}.json`);
  if (!response.ok) throw new Error(`compare shard ${shard}: HTTP ${response.status}`);
  return decodeShard(await response.json());
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
  if (request.skus.length === 0) return;
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
  const wanted = [...new Set(request.skus.map((sku) => shardOf(sku, shards)))];
  let found: Map<string, CompareEntry>;
  try {
    found = new Map((await Promise.all(wanted.map((shard) => loadShard(folder, shard)))).flatMap((map) => [...map]));
  } catch {
    status.textContent = messages.loadError ?? '';
    return;
  }
  status.textContent = '';
  const entries = request.skus.flatMap((sku) => found.get(sku) ?? []);
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
    empty.hidden = false;
    return;
  }
  heads.append(...entries.map((entry) => headCell(root, entry)));
  const rowTemplates = root.querySelector<HTMLTemplateElement>('template[data-compare-rows]')?.content;
  const rowOf = (key: string): HTMLTableRowElement | null =>
    (rowTemplates?.querySelector(`tr[data-row="${key}"]`)?.cloneNode(true) as HTMLTableRowElement | undefined) ?? null;
  const cell = (content: Node | string): DocumentFragment => {
    const fragment = clone(root, 'compare-cell');
    fragment.querySelector('td')?.append(content);
    return fragment;
  };
  for (const row of compareRows(entries)) {
    const tr = rowOf(row.key);
    if (!tr) continue;
    // The running cost's note shows once, and only with a running cost to explain.
    if (row.key === 'runningCost')
      root.querySelector<HTMLElement>('[data-compare-cost-note]')?.removeAttribute('hidden');
    if (row.differs) tr.dataset.differs = '';
    tr.append(...row.values.map((value) => cell(value ?? clone(root, 'compare-missing'))));
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
