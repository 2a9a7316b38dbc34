import { pipeline, Readable } from 'node:stream';
import { type CsvError, type Info, parse } from 'csv-parse';
import { FeedSyntaxError, ImportError } from './errors';
import { count, MAX_ITEM_CHARS } from './limits';

/**
 * The records of a CSV or TSV feed, one at a time, by csv-parse (issue 36):
 * the feed's own delimiter (sniffed from its header line), quoted fields
 * with doubled quotes and line breaks inside, a quote inside an unquoted
 * field read as a character (Google's TSV does not quote), empty lines
 * skipped. A record csv-parse cannot read (a quote left open, a record over
 * {@link MAX_ITEM_CHARS}) is skipped and named, and the next one read; the
 * feed fails only when it has no header.
 */

export interface CsvHeader {
  /** Column names in lower case, without Google's `g:` prefix or a sub-attribute list. */
  readonly names: readonly string[];
  /** A column's sub-attributes as its header lists them: `shipping(country:region:service:price)`. */
  readonly subAttributes: ReadonlyMap<string, readonly string[]>;
}

export interface CsvRecord {
  readonly header: CsvHeader;
  /** Values by lower-case column name (the first column of a name, when two share it). */
  readonly fields: ReadonlyMap<string, string>;
  /** 1-based position among the records after the header. */
  readonly index: number;
  /** Line the record ends on. */
  readonly line: number;
  readonly unreadable: string | null;
}

/**
 * A header cell's name and sub-attributes: `g:shipping(country:price)` →
 * shipping, [country, price]. Google also takes its names with spaces for
 * underscores (`image link`).
 */
export function headerName(cell: string): { name: string; sub: string[] | null } {
  let text = cell
    .replace(/^\uFEFF/u, '')
    .trim()
    .toLowerCase();
  if (text.startsWith('g:')) text = text.slice(2);
  const underscored = (name: string) => name.trim().replace(/\s+/gu, '_');
  const open = text.indexOf('(');
  if (open > 0 && text.endsWith(')')) {
    const sub = text
      .slice(open + 1, -1)
      .split(':')
      .map((part) => part.trim());
    return { name: underscored(text.slice(0, open)), sub };
  }
  return { name: underscored(text), sub: null };
}

/** Reads `text` as delimited records with `delimiter`; `malformed` hears of each record csv-parse skipped. */
export async function* readCsvRecords(
  text: AsyncIterable<string>,
  delimiter: string,
  malformed: (line: number, reason: string) => void,
): AsyncGenerator<CsvRecord> {
  const parser = parse({
    delimiter,
    quote: '"',
    escape: '"',
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    max_record_size: MAX_ITEM_CHARS,
    bom: true,
    info: true,
  });
  parser.on('skip', (error: CsvError) => {
    const lines: unknown = error.lines;
    const line = typeof lines === 'number' ? lines : 0;
    malformed(line, `csv-parse could not read the record: ${error.message}`);
  });
  // pipeline, not pipe: an error of the text (a broken gzip stream) must reach the parser's reader.
  pipeline(Readable.from(text), parser, () => {});

  let header: CsvHeader | null = null;
  let index = 0;
  try {
    for await (const entry of parser as AsyncIterable<{ record: string[]; info: Info }>) {
      const { record, info } = entry;
      if (header === null) {
        const names: string[] = [];
        const subAttributes = new Map<string, readonly string[]>();
        for (const cell of record) {
          const { name, sub } = headerName(cell);
          names.push(name);
          if (sub !== null) subAttributes.set(name, sub);
        }
        header = { names, subAttributes };
        continue;
      }
      index += 1;
      const fields = new Map<string, string>();
      header.names.forEach((name, column) => {
        if (!fields.has(name)) fields.set(name, record[column] ?? '');
      });
      const unreadable =
        record.length > header.names.length
          ? `the record has ${count(record.length)} fields, the header ${count(header.names.length)}: its fields cannot be told apart`
          : null;
      yield { header, fields, index, line: info.lines, unreadable };
    }
  } catch (error) {
    if (error instanceof ImportError) throw error;
    const lines: unknown = (error as CsvError).lines;
    const line = typeof lines === 'number' ? lines : null;
    throw new FeedSyntaxError(`csv-parse: ${(error as Error).message}`, { line, column: null }, { cause: error });
  }
  if (header === null)
    throw new FeedSyntaxError('the feed has no header line (is it empty?)', { line: null, column: null });
}
