/**
 * Transfer sizes as the budgets count them: raw UTF-8 bytes and gzip at
 * level 9 (node:zlib, each file on its own); brotli at quality 9 for the
 * report's HTML column (within ~5 % of quality 11 at a fortieth of the time).
 */
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';

export interface Sizes {
  readonly raw: number;
  readonly gzip: number;
}

export function gzipSize(content: string | Uint8Array): number {
  return gzipSync(content, { level: 9 }).byteLength;
}

export function brotliSize(content: string | Uint8Array): number {
  const length = typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;
  return brotliCompressSync(content, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: length,
    },
  }).byteLength;
}

export function sizesOf(content: string | Uint8Array): Sizes {
  const raw = typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;
  return { raw, gzip: raw === 0 ? 0 : gzipSize(content) };
}

export function sumSizes(list: Iterable<Sizes>): Sizes {
  let raw = 0;
  let gzip = 0;
  for (const item of list) {
    raw += item.raw;
    gzip += item.gzip;
  }
  return { raw, gzip };
}

/** 1234 → "1.2 KiB"; below 1 KiB in bytes. */
export function formatBytes(value: number): string {
  if (value < 1024) return `${value} B`;
  return `${(value / 1024).toFixed(1)} KiB`;
}
