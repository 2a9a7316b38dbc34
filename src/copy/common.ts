/**
 * Texts shared by many screens: the site's name, the first crumb of every
 * breadcrumb trail, the labels of the page frame and of product cards, and
 * the plain 404 page.
 */

const swedishNumber = new Intl.NumberFormat('sv-SE');

/** "1 produkt", "12 produkter", "1 234 produkter": the count of a category card, a brand page or a listing. */
const productCountLabel = (n: number): string => `${swedishNumber.format(n)} ${n === 1 ? 'produkt' : 'produkter'}`;

export const common = {
  siteName: 'Vinkylguiden',
  /** First crumb of every breadcrumb trail, and the first menu entry. */
  home: 'Hem',
  /** Accessible name of the breadcrumb trail. */
  breadcrumbLabel: 'Brödsmulor',
  /** Accessible name of the main menu (sidebar and mobile panel). */
  mainMenuLabel: 'Huvudmeny',
  /** Title at the top of the mobile menu panel; focus moves to it when the menu opens. */
  menuTitle: 'Meny',
  /** Shown where a product has no image. */
  imageMissing: 'Bild saknas',
  inStock: 'I lager',
  backorder: 'Beställningsvara',
  /**
   * Shown before the struck-through reference of a proven reduction: what
   * that price is (the lowest of the 30 days before it), so nobody takes it
   * for the shop's "ordinary" price (issue 22). Ends with a space.
   */
  reductionReferencePrefix: 'Lägsta pris 30 dagar före sänkningen: ',
  /** The badge of a proven reduction, computed from that reference. */
  reductionBadge: (percent: number) => `Sänkt ${percent} %`,
  /**
   * Beside the headline price of a card and a product page where the offer's own price history proves it
   * (issue 38 §2, src/pull/price-low.ts): what the buyer pays is at or below every day's price of the last 90.
   */
  lowest90Days: 'Lägsta priset på 90 dagar',
  productCount: productCountLabel,
} as const;

/** The 404 page: only where a host serves 404.html instead of the site's own not-found views. */
export const notFound = {
  title: 'Sidan hittades inte',
  metaDescription: 'Sidan du letar efter finns inte.',
  text: 'Sidan du letar efter finns inte eller har flyttats.',
  homeLabel: 'Till startsidan',
} as const;

/** "Visar 1–24 av 230 produkter", "Visar 5 av 5 produkter", "Visar 1 av 1 produkt": a range only when it has two ends. */
export const showingRange = (first: number, last: number, total: number): string =>
  `Visar ${first === last ? swedishNumber.format(first) : `${swedishNumber.format(first)}–${swedishNumber.format(last)}`} av ${productCountLabel(total)}`;
