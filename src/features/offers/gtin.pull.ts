/**
 * GTINs as retailers write them (issue 20): EAN-13, UPC-A (12 digits),
 * EAN-8 and GTIN-14, with spaces, hyphens or a label ("EAN: 7350…"), and
 * with leading zeros added or dropped. One product has one GTIN whatever its
 * length, so every valid one is brought to 14 digits: `0` + an EAN-13, `00`
 * + a UPC-A. A value is only a GTIN when its GS1 check digit is right and it
 * is not a placeholder (all zeros, one digit repeated).
 */

export type GtinResult =
  | { readonly kind: 'valid'; readonly gtin: string }
  | { readonly kind: 'missing' }
  | { readonly kind: 'invalid'; readonly why: string };

/** Lengths GS1 defines: GTIN-8, -12, -13 and -14. */
const LENGTHS = new Set([8, 12, 13, 14]);

/** Text a retailer puts around the digits: a label, separators, white space. */
const LABEL = /^(?:ean-?13|gtin-?1[234]|ean|gtin|upc|streckkod)\b[\s:#.]*/iu;

/** The GS1 check digit of the digits before it (mod 10, weights 3 and 1 from the right). */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** True when every character is the same (0000…, 1111…): a placeholder, never a product's code. */
function allSame(digits: string): boolean {
  for (let i = 1; i < digits.length; i += 1) if (digits[i] !== digits[0]) return false;
  return true;
}

/** A feed's Ean column as a 14-digit GTIN, or why it is not one. */
export function normaliseGtin(raw: string | null | undefined): GtinResult {
  const text = (raw ?? '').trim().replace(LABEL, '');
  if (text === '' || /^[-–—/.\s]*$/u.test(text) || /^(?:n\/?a|saknas|none|null|-)$/iu.test(text)) {
    return { kind: 'missing' };
  }
  // Only digits and separators may remain: "7350 0123 4567 8" yes, "ABC123" no.
  if (!/^[\d\s.-]+$/u.test(text)) return { kind: 'invalid', why: `${JSON.stringify(raw)} is not a number` };
  const digits = text.replace(/[\s.-]/gu, '');
  if (!LENGTHS.has(digits.length)) {
    return { kind: 'invalid', why: `${JSON.stringify(raw)} has ${digits.length} digits, not 8, 12, 13 or 14` };
  }
  const gtin = digits.padStart(14, '0');
  if (allSame(digits) || /^0+$/u.test(gtin.slice(0, 13))) {
    return { kind: 'invalid', why: `${JSON.stringify(raw)} is a placeholder` };
  }
  if (gs1CheckDigit(gtin.slice(0, 13)) !== Number(gtin[13])) {
    return { kind: 'invalid', why: `${JSON.stringify(raw)} has a wrong check digit` };
  }
  return { kind: 'valid', gtin };
}
