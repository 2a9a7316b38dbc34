/**
 * The product name shown on the not-found view, made from the URL parameter:
 * decoded, hyphens and underscores as spaces, first letter capitalised
 * ("cavin-polar-60" → "Cavin polar 60").
 */
export function prettifyProductName(param: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(param);
  } catch {
    decoded = param;
  }
  const spaced = decoded
    .replace(/\.html$/i, '')
    .replace(/[-_+]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return spaced.charAt(0).toLocaleUpperCase('sv-SE') + spaced.slice(1);
}

/** The last path segment after /produkt/, or '' when there is none. */
export function productParamFromPath(pathname: string): string {
  const match = /^\/produkt\/(.+?)\/?$/.exec(pathname);
  return match?.[1] ?? '';
}
