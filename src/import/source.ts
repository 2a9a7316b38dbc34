import { createReadStream } from 'node:fs';
import { pipeline, Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { safeHttpUrl } from '../shared/url';
import { ImportError } from './errors';

/**
 * A feed's bytes as text, streamed (issue 36): a file or an http(s) URL,
 * gzip read as it is (by its magic bytes, whatever the name says), the
 * encoding the file declares honoured: a byte-order mark first (UTF-8,
 * UTF-16), then an XML declaration's `encoding`, then the charset the
 * server sends; a file that declares none is read as UTF-8 when its first
 * 64 KiB are valid UTF-8, otherwise as ISO-8859-1. ISO-8859-1 is read as
 * Windows-1252, as WHATWG's encoding standard (and every browser) does: it
 * is ISO-8859-1 with the euro sign and the typographic quotes shops paste
 * into their texts where ISO-8859-1 has control characters.
 */

/** Bytes read before the format and the encoding are judged. */
const HEAD_BYTES = 64 * 1024;
/** Longest wait for a feed's server to start answering, and for the whole download. */
const FETCH_TIMEOUT_MS = 10 * 60_000;

export interface OpenedFeed {
  /** The decoded text, chunk by chunk. */
  readonly text: AsyncIterable<string>;
  /** The text's first 64 KiB or so, for sniffing the format. */
  readonly head: string;
  /** The encoding read, as WHATWG names it, and how it was chosen. */
  readonly encoding: string;
  readonly gzip: boolean;
}

interface Peeked {
  readonly head: Uint8Array;
  readonly bytes: AsyncIterable<Uint8Array>;
}

/** At least `size` bytes from the start (fewer at the end), and the whole stream again from its start. */
async function peek(source: AsyncIterable<Uint8Array>, size: number): Promise<Peeked> {
  const iterator = source[Symbol.asyncIterator]();
  const chunks: Uint8Array[] = [];
  let length = 0;
  let done = false;
  while (length < size) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* bytes(): AsyncGenerator<Uint8Array> {
    if (head.length > 0) yield head;
    if (done) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { head, bytes: bytes() };
}

/**
 * The bytes of a file or an http(s) URL, and the charset its server
 * declares. Messages name the feed as `shown`: a feed URL from the shops'
 * table holds the network's token, which must never reach a log.
 */
async function openBytes(
  location: string,
  shown: string,
): Promise<{ bytes: AsyncIterable<Uint8Array>; charset: string | null }> {
  if (/^[a-z][a-z0-9+.-]*:\/\//iu.test(location)) {
    const url = safeHttpUrl(location);
    if (url === null) {
      throw new ImportError(`--file ${shown} is neither a file nor an http(s) URL without user info`, {
        kind: 'usage',
      });
    }
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' });
    } catch (error) {
      throw new ImportError(`cannot fetch ${shown}: ${(error as Error).message}`, { kind: 'feed', cause: error });
    }
    if (!response.ok || response.body === null) {
      throw new ImportError(`cannot fetch ${shown}: HTTP ${response.status} ${response.statusText}`, { kind: 'feed' });
    }
    const charset = /charset="?([\w.:-]{1,40})/iu.exec(response.headers.get('content-type') ?? '')?.[1] ?? null;
    return { bytes: response.body, charset };
  }
  const stream = createReadStream(location);
  // The open fails on the first read; waiting for it here names the file in the error.
  await new Promise<void>((resolve, reject) => {
    stream.once('ready', () => resolve());
    stream.once('error', reject);
  }).catch((error: unknown) => {
    throw new ImportError(`cannot read ${shown}: ${(error as Error).message}`, { kind: 'feed', cause: error });
  });
  return { bytes: stream, charset: null };
}

/** The stream read through, an error of the stream's named as the feed's. */
async function* guarded(bytes: AsyncIterable<Uint8Array>, what: string): AsyncGenerator<Uint8Array> {
  try {
    yield* bytes;
  } catch (error) {
    if (error instanceof ImportError) throw error;
    throw new ImportError(`${what}: ${(error as Error).message}`, { kind: 'feed', cause: error });
  }
}

function gunzip(bytes: AsyncIterable<Uint8Array>): AsyncIterable<Uint8Array> {
  const inflate = createGunzip();
  // pipeline destroys the gunzip stream with the source's error, so its reader sees it.
  pipeline(Readable.from(bytes), inflate, () => {});
  return inflate;
}

/** The encoding an XML declaration names: `<?xml version="1.0" encoding="ISO-8859-1"?>`. */
export function declaredXmlEncoding(head: Uint8Array): string | null {
  const start = Buffer.from(head.subarray(0, 512)).toString('latin1').trimStart();
  if (!start.startsWith('<?xml')) return null;
  const end = start.indexOf('?>');
  const declaration = start.slice(0, end === -1 ? start.length : end);
  return /\sencoding\s*=\s*["']([A-Za-z0-9._:-]{1,40})["']/u.exec(declaration)?.[1] ?? null;
}

/** Whether the bytes are valid UTF-8 (a sequence cut at their end counts as valid). */
function isUtf8(head: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** The WHATWG encoding to decode with, and what chose it. */
export function chooseEncoding(head: Uint8Array, charset: string | null): { label: string; why: string } {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return { label: 'utf-8', why: 'byte-order mark' };
  if (head[0] === 0xff && head[1] === 0xfe) return { label: 'utf-16le', why: 'byte-order mark' };
  if (head[0] === 0xfe && head[1] === 0xff) return { label: 'utf-16be', why: 'byte-order mark' };
  const declared = declaredXmlEncoding(head);
  if (declared !== null) return { label: declared, why: 'XML declaration' };
  if (charset !== null) return { label: charset, why: 'HTTP Content-Type' };
  return isUtf8(head)
    ? { label: 'utf-8', why: 'valid UTF-8, none declared' }
    : { label: 'iso-8859-1', why: 'not UTF-8, none declared' };
}

async function* decode(bytes: AsyncIterable<Uint8Array>, decoder: TextDecoder): AsyncGenerator<string> {
  for await (const chunk of bytes) {
    const text = decoder.decode(chunk, { stream: true });
    if (text !== '') yield text;
  }
  const rest = decoder.decode();
  if (rest !== '') yield rest;
}

/**
 * Opens a feed: its decoded text, streamed, and what was learnt on the way.
 * `shown` is how messages name it (the location itself by default).
 */
export async function openFeed(location: string, shown = location): Promise<OpenedFeed> {
  const opened = await openBytes(location, shown);
  let peeked = await peek(guarded(opened.bytes, `cannot read ${shown}`), HEAD_BYTES);
  const gzip = peeked.head[0] === 0x1f && peeked.head[1] === 0x8b;
  if (gzip) peeked = await peek(guarded(gunzip(peeked.bytes), `${shown} is not valid gzip`), HEAD_BYTES);
  const { label, why } = chooseEncoding(peeked.head, opened.charset);
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label);
  } catch (error) {
    throw new ImportError(
      `${shown} declares the encoding ${JSON.stringify(label)} (${why}), which the import cannot read`,
      {
        kind: 'feed',
        cause: error,
      },
    );
  }
  const head = new TextDecoder(label).decode(peeked.head, { stream: true });
  const encoding =
    decoder.encoding === label.toLowerCase()
      ? `${decoder.encoding} (${why})`
      : `${decoder.encoding} (${label}, ${why})`;
  return { text: decode(peeked.bytes, decoder), head, encoding, gzip };
}
