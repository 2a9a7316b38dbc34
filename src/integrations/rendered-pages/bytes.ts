/** Byte-level edits of rendered pages (./index.ts). */

/**
 * `page` without any occurrence of the `remove` byte sequences. Returns
 * `page` itself when nothing matched; otherwise a new array that owns its
 * whole buffer.
 */
export function removeAll(page: Uint8Array<ArrayBuffer>, remove: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  let bytes = page;
  for (const needle of remove) {
    if (needle.length === 0) continue;
    const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const found: number[] = [];
    for (let at = view.indexOf(needle); at !== -1; at = view.indexOf(needle, at + needle.length)) found.push(at);
    if (found.length === 0) continue;
    const out = new Uint8Array(bytes.byteLength - found.length * needle.length);
    let from = 0;
    let to = 0;
    for (const at of found) {
      out.set(bytes.subarray(from, at), to);
      to += at - from;
      from = at + needle.length;
    }
    out.set(bytes.subarray(from), to);
    bytes = out;
  }
  return bytes;
}
