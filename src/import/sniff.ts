/**
 * Which format a feed is in, judged from its first 64 KiB when `--format`
 * is not given (docs/feeds.md, "Formats"):
 *
 * - XML whose root is `rss` or `feed` with Google's namespace
 *   (http://base.google.com/ns/1.0) or `g:` elements: Google Merchant.
 * - XML with Tradedoubler's namespace, root or elements (`productsResult`,
 *   `priceHistory`, `sourceProductUrl`): Tradedoubler.
 * - XML whose items hold the spec's capitalised columns (`<SKU>`, `<Name>`,
 *   `<Price>`): Adtraction.
 * - Text whose header line has the spec's columns (SKU, Name, Price,
 *   ProductUrl): Adtraction CSV; Awin's columns (aw_deep_link,
 *   merchant_product_id, or product_id with product_name and deep_link):
 *   Awin CSV; Google's attributes (id, title, price or link): Google
 *   Merchant TSV (or CSV: the delimiter is the file's own either way).
 */
import { FEED_FORMATS } from '../dataset/schemas/shop';
import { headerName } from './csv-items';

/** The formats the importer reads: the shops table's own list (src/dataset/schemas/shop.ts). */
export const FORMATS = FEED_FORMATS;
export type FeedFormat = (typeof FORMATS)[number];

export function isFormat(value: string): value is FeedFormat {
  return (FORMATS as readonly string[]).includes(value);
}

/** Delimiters a text feed may use, in the order a tie is settled. */
const DELIMITERS = ['\t', ';', ',', '|'] as const;

/** The first line of a text (a header never spans lines). */
export function firstLine(head: string): string {
  const text = head.replace(/^\uFEFF/u, '');
  const end = text.search(/\r?\n/u);
  return end === -1 ? text : text.slice(0, end);
}

/** The delimiter a header line uses: the one it holds most of outside quotes. */
export function sniffDelimiter(header: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((delimiter) => [delimiter, 0]));
  let quoted = false;
  for (const character of header) {
    if (character === '"') quoted = !quoted;
    else if (!quoted && counts.has(character)) counts.set(character, (counts.get(character) ?? 0) + 1);
  }
  let best: string = ',';
  let most = 0;
  for (const delimiter of DELIMITERS) {
    const found = counts.get(delimiter) ?? 0;
    if (found > most) {
      best = delimiter;
      most = found;
    }
  }
  return best;
}

/** The header's column names, split at the delimiter outside quotes. */
export function headerColumns(header: string, delimiter: string): Set<string> {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (const character of header) {
    if (character === '"') quoted = !quoted;
    else if (character === delimiter && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += character;
  }
  cells.push(cell);
  return new Set(cells.map((text) => headerName(text).name));
}

function sniffXml(head: string): FeedFormat | null {
  const lower = head.toLowerCase();
  if (lower.includes('http://base.google.com/ns/1.0') || lower.includes('<g:id') || lower.includes('<g:price')) {
    return 'google-xml';
  }
  if (
    lower.includes('tradedoubler') ||
    lower.includes('productsresult') ||
    lower.includes('pricehistory>') ||
    lower.includes('sourceproducturl')
  ) {
    return 'tradedoubler-xml';
  }
  if (head.includes('<SKU>') && head.includes('<Name>') && head.includes('<Price>')) return 'adtraction-xml';
  return null;
}

function sniffText(head: string): FeedFormat | null {
  const header = firstLine(head);
  const columns = headerColumns(header, sniffDelimiter(header));
  if (columns.has('sku') && columns.has('name') && columns.has('price') && columns.has('producturl'))
    return 'adtraction-csv';
  if (
    columns.has('aw_deep_link') ||
    columns.has('merchant_product_id') ||
    columns.has('aw_product_id') ||
    (columns.has('product_id') &&
      columns.has('product_name') &&
      (columns.has('deep_link') || columns.has('merchant_deep_link')))
  ) {
    return 'awin-csv';
  }
  if (columns.has('id') && columns.has('title') && (columns.has('price') || columns.has('link'))) return 'google-tsv';
  return null;
}

/** The format of a feed from its first characters, or null when none fits. */
export function sniffFormat(head: string): FeedFormat | null {
  const start = head.replace(/^\uFEFF/u, '').trimStart();
  return start.startsWith('<') ? sniffXml(start) : sniffText(start);
}
