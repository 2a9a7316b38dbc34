/**
 * URL policy for everything that comes from the database: only absolute
 * http(s) URLs survive. Anything else (javascript:, data:, ftp:, relative
 * junk, unparsable text) becomes null so that no page can render it. URLs
 * with user info are refused too: `https://good.example@evil.example` reads
 * as good.example to a person but goes to evil.example.
 */
export function safeHttpUrl(value: string | null | undefined): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname) return null;
  if (url.username !== '' || url.password !== '') return null;
  return url.href;
}

/**
 * Image sources may also be root-relative paths to files we ship in
 * `public/` (the embedded sample data uses them). Protocol-relative `//host`
 * is rejected because it would load from an arbitrary host. `http:` images
 * are upgraded to `https:`: the site is served over https only, where a
 * browser would block or upgrade them anyway (mixed content, and the CSP's
 * upgrade-insecure-requests), so the page states what is really loaded.
 */
export function safeImageUrl(value: string | null | undefined): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  if (raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\')) {
    try {
      // Normalises dot segments and percent-encoding without leaving our origin.
      const url = new URL(raw, 'https://root.invalid');
      return url.host === 'root.invalid' ? url.pathname + url.search : null;
    } catch {
      return null;
    }
  }
  const url = safeHttpUrl(raw);
  return url?.startsWith('http:') ? `https:${url.slice('http:'.length)}` : url;
}
