/**
 * Texts of the price drops (issue 38 §2): /prisfall, its category pages and
 * their Atom feeds. Every drop shown is one the shop's own price history
 * proves (prisinformationslagen 7 a §), so the texts say how it is proven
 * and never call a drop a sale on the shop's word.
 */

import { common } from './common';

const swedishNumber = new Intl.NumberFormat('sv-SE');

/** "1 prisfall", "24 prisfall": the word is the same in the plural. */
const dropCount = (count: number): string => `${swedishNumber.format(count)} prisfall`;

export const dealsCopy = {
  /** The page's name: the breadcrumb, the footer link and the first part of every title. */
  name: 'Prisfall',
  heading: 'Prisfall just nu',
  /** A category's page: "Prisfall: Fristående vinkyl". */
  categoryHeading: (category: string): string => `Prisfall: ${category}`,
  metaTitle: 'Prisfall – bevisade prissänkningar på vinkylar och vinförvaring',
  metaTitleCategory: (category: string): string => `Prisfall: ${category} – bevisade prissänkningar`,
  metaTitlePage: (title: string, page: number, count: number): string => `${title} – sida ${page} av ${count}`,
  metaDescription: (count: number): string =>
    count === 0
      ? 'Prissänkningar som butikernas egen prishistorik bevisar: priset är lägre än det lägsta priset under de 30 dagarna före sänkningen.'
      : `${dropCount(count)} som butikernas egen prishistorik bevisar: priset är lägre än det lägsta priset under de 30 dagarna före sänkningen. Störst sänkning först.`,
  metaDescriptionCategory: (category: string, count: number): string =>
    count === 0
      ? `Prissänkningar på ${category} som butikernas egen prishistorik bevisar, med referenspriset och datumet för varje sänkning.`
      : `${dropCount(count)} på ${category} som butikernas egen prishistorik bevisar, med referenspriset och datumet för varje sänkning. Störst sänkning först.`,
  intro:
    'Här visar vi bara sänkningar som butikens egen prishistorik bevisar: priset i dag är lägre än det lägsta priset under de 30 dagarna före sänkningen, och vi har följt priset i minst 30 dagar innan dess. Procenten räknas från det lägsta priset. Störst sänkning först.',
  /** Accessible name of the category links. */
  categoriesLabel: 'Visa prisfall i en kategori',
  allCategories: 'Alla kategorier',
  /** A category link with its number of drops: "Vinkyl (12)". */
  categoryOption: (label: string, count: number): string => `${label} (${swedishNumber.format(count)})`,
  /** "Visar 1–24 av 62 prisfall". */
  showing: (first: number, last: number, total: number): string =>
    `Visar ${first === last ? swedishNumber.format(first) : `${swedishNumber.format(first)}–${swedishNumber.format(last)}`} av ${dropCount(total)}`,
  listLabel: 'Prisfallen, störst sänkning först',
  atShop: (shop: string): string => `hos ${shop}`,
  /** When the current price took effect: "Sänkt 19 november 2026". */
  since: (date: string): string => `Sänkt ${date}`,
  /** What the drop saves against the 30-day reference: "249 kr lägre". */
  saved: (amount: string): string => `${amount} lägre`,
  shippingFree: 'Fri frakt',
  shipping: (price: string): string => `Frakt ${price}`,
  shippingUnknown: 'Frakt enligt butiken',
  notInStock: 'Ej i lager just nu',
  toShop: (shop: string): string => `Till ${shop}`,
  emptyTitle: 'Inga bevisade prisfall just nu',
  emptyText:
    'Just nu bevisar ingen butiks prishistorik en sänkning här: inget pris är lägre än det lägsta priset under de 30 dagarna före. Vi hämtar priserna varje natt, så titta gärna in igen.',
  emptyCategoryText: (category: string): string =>
    `Just nu bevisar ingen butiks prishistorik en sänkning på ${category}: inget pris är lägre än det lägsta priset under de 30 dagarna före. Vi hämtar priserna varje natt, så titta gärna in igen.`,
  emptyAllLink: 'Se alla prisfall',
  /** The link to the page's Atom feed, in the page and in the head. */
  feedLink: 'Följ prisfallen i din flödesläsare (Atom)',
  feedLinkCategory: (category: string): string => `Följ prisfallen på ${category} i din flödesläsare (Atom)`,
  feedTitle: `Prisfall – ${common.siteName}`,
  feedTitleCategory: (category: string): string => `Prisfall: ${category} – ${common.siteName}`,
  feedSubtitle:
    'De största prissänkningarna som butikernas egen prishistorik bevisar: priset är lägre än det lägsta priset under de 30 dagarna före sänkningen.',
  /** An entry's title: "Cavin Polar 60: 12 % lägre hos Kylmagasinet, 8 990 kr". */
  entryTitle: (product: string, percent: number, shop: string, price: string): string =>
    `${product}: ${percent} % lägre hos ${shop}, ${price}`,
  /** An entry's summary: the price, the shop, the date and the reference it is proven against. */
  entrySummary: (shop: string, price: string, date: string, percent: number, reference: string): string =>
    `${shop} säljer den för ${price} sedan ${date}. Sänkt ${percent} % från ${reference}, det lägsta priset de 30 dagarna före sänkningen.`,
} as const;
