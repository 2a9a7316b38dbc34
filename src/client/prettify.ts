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

/** What follows the product folder (/produkt/) without one trailing slash, or '' when the path is not below it. */
export function productParamFromPath(pathname: string): string {
  const folder = import.meta.env.ROUTE_PRODUCT_FOLDER;
  if (!pathname.startsWith(folder)) return '';
  const param = pathname.slice(folder.length);
  return param.length > 1 && param.endsWith('/') ? param.slice(0, -1) : param;
}
