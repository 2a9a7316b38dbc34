/**
 * Parses a feed price written as text. Feeds write Swedish and plain forms:
 * "1 299,00" (space, no-break or narrow no-break space as thousands
 * separator), "1299.00", "1.299,00", "12 990 kr", "12990:-". Returns null for
 * anything that is not a finite, non-negative amount, so the caller decides
 * whether that skips the row or only drops an optional price.
 */
export function parsePrice(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;

  let text = value
    .trim()
    .toLowerCase()
    .replace(/(?:sek|kr\.?|:-)\s*$/u, '')
    .replace(/^(?:sek)\s*/u, '')
    .replace(/[\s\u00a0\u202f']/gu, '');
  if (!/^\d[\d.,]*$/.test(text)) return null;

  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  const lastSep = Math.max(lastComma, lastDot);
  if (lastSep !== -1) {
    const sep = text[lastSep];
    const decimals = text.length - lastSep - 1;
    const sepCount = text.split(sep ?? '').length - 1;
    const bothKinds = lastComma !== -1 && lastDot !== -1;
    // A single separator followed by one or two digits is a decimal mark; a
    // group of three digits (or a repeated separator) is thousands grouping,
    // since SEK prices never carry three decimals.
    const isDecimal = bothKinds || (sepCount === 1 && decimals > 0 && decimals <= 2);
    if (isDecimal) {
      const intPart = text.slice(0, lastSep).replace(/[.,]/g, '');
      const fracPart = text.slice(lastSep + 1);
      if (!/^\d+$/.test(fracPart) || fracPart.length > 2 || intPart === '') return null;
      text = `${intPart}.${fracPart}`;
    } else {
      if (decimals !== 3) return null;
      // Grouping must be regular: 1.299.000 yes, 12.99.000 no.
      if (!/^\d{1,3}(?:[.,]\d{3})+$/.test(text)) return null;
      text = text.replace(/[.,]/g, '');
    }
  }
  const amount = Number(text);
  return Number.isFinite(amount) && amount >= 0 ? Math.round(amount * 100) / 100 : null;
}
