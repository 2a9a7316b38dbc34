/**
 * Texts of the product listings of category and brand pages (issue 12): the
 * filter form, sorting, the result status, the pages of a listing, and the
 * card line "kr per flaskplats". The spec's own filter texts (§8) stay in
 * ./pages.ts (`filter`) and are reused here word for word.
 */

import { common, showingRange } from './common';
import { productFacts } from './facts';
import { fitGroupCopy } from './fit';
import { filter } from './pages';
import { runningCostCopy } from './running-cost';

const number = new Intl.NumberFormat('sv-SE');

export const listing = {
  /** Accessible name of the filter form. */
  formLabel: 'Filtrera och sortera produkterna',
  brandLabel: filter.brandLabel,
  allBrands: filter.allBrands,
  priceLabel: filter.priceLabel,
  /** Labels of the two price fields; "(kr)" is part of the label a screen reader reads. */
  minPriceLabel: `${filter.minLabel} (kr)`,
  maxPriceLabel: `${filter.maxLabel} (kr)`,
  bottlesLabel: 'Antal flaskor',
  minBottlesLabel: 'Minst antal flaskor',
  maxBottlesLabel: 'Högst antal flaskor',
  zonesLabel: 'Temperaturzoner',
  zone: (zones: number): string => (zones === 1 ? '1 zon' : `${zones} zoner`),
  installationLabel: 'Installation',
  /** The same labels as the product page's facts. */
  installation: productFacts.installation,
  /** The "any value" choice of a group of options. */
  any: 'Alla',
  widthLabel: 'Största bredd',
  anyWidth: 'Alla bredder',
  heightLabel: 'Största höjd',
  anyHeight: 'Alla höjder',
  depthLabel: 'Största djup',
  anyDepth: 'Alla djup',
  /** A largest width, height or depth: "Högst 82 cm". */
  size: (cm: number): string => `Högst ${number.format(cm)} cm`,
  noiseLabel: 'Högsta ljudnivå',
  anyNoise: 'Alla ljudnivåer',
  noise: (db: number): string => `Högst ${number.format(db)} dB`,
  energyLabel: 'Energiklass',
  anyEnergy: 'Alla energiklasser',
  /** An energy class and every better one ("C eller bättre"); A is the best. */
  energy: (energyClass: string): string => (energyClass === 'A' ? 'A' : `${energyClass} eller bättre`),
  inStockLabel: 'Endast i lager',
  sortLabel: 'Sortera',
  sorts: new Map([
    // The feeds' own order (Så jämför vi, "Standardordningen"): nothing is recommended by it.
    ['', 'Standardordning'],
    ['pris', 'Pris: lägst först'],
    ['pris-fallande', 'Pris: högst först'],
    ['flaskor', 'Flest flaskor'],
    ['pris-per-flaska', 'Lägst pris per flaska'],
    ['prissankning', 'Störst prissänkning'],
    ['totalkostnad', runningCostCopy.sortLabel],
    // Issue 38 §1: the stated noise level, lowest first; products that state none come last.
    ['tystast', 'Tystast först'],
  ]) as ReadonlyMap<string, string>,
  /** The niche fields (issue 21 §2). */
  nicheLegend: 'Passar i min nisch',
  nicheHint:
    'Ange nischens bredd, höjd och djup i cm. Först visas det som passar, sedan det som nästan får plats (högst 2 cm för stort); större produkter visas inte.',
  nicheWidthLabel: 'Bredd (cm)',
  nicheHeightLabel: 'Höjd (cm)',
  nicheDepthLabel: 'Djup (cm)',
  /**
   * The count of a view with a niche, per group in the order listed:
   * "Visar 1–15 av 15 produkter · 3 passar, 9 nästan, 3 saknar mått".
   */
  showingNiche: (
    first: number,
    last: number,
    total: number,
    groups: readonly { readonly kind: keyof typeof fitGroupCopy.counts; readonly count: number }[],
  ): string =>
    `${showingRange(first, last, total)} · ` +
    groups.map((group) => `${number.format(group.count)} ${fitGroupCopy.counts[group.kind]}`).join(', '),
  /** The summary of the folded group of product-fact filters. */
  moreFilters: 'Fler filter',
  submit: 'Visa produkter',
  reset: filter.reset,
  noResults: filter.noResults,
  suggestionsTitle: filter.suggestionsTitle,
  /** How many products an option would leave, after its label. */
  optionCount: (count: number): string => `(${number.format(count)})`,
  /** "Visar 1–24 av 230 produkter"; one product: "Visar 1 av 1 produkt". */
  showing: (first: number, last: number, total: number): string => showingRange(first, last, total),
  /** "Visar 0 av 144 produkter": nothing passes the filter. */
  showingNone: (total: number): string => `Visar 0 av ${common.productCount(total)}`,
  /** While the listing's data loads after the first change of the form. */
  loading: 'Uppdaterar produkterna …',
  loadError: 'Det gick inte att hämta produkterna. Välj igen eller ladda om sidan.',
  loadMore: 'Visa fler produkter',
  /** Inside <noscript>, instead of the filter form, which is hidden there: the static pages cannot filter by themselves. */
  noScript:
    'Filter och sortering behöver JavaScript. Utan det visas alla produkter i ordning; bläddra med sidlänkarna under produkterna.',
  /** Breadcrumb of a later page of a listing. */
  pageCrumb: (page: number): string => `Sida ${page}`,
  /** <title> and description of a later page: the listing's own, with the page. */
  metaTitlePage: (title: string, page: number, pages: number): string => `${title} – sida ${page} av ${pages}`,
  metaDescriptionPage: (name: string, page: number, pages: number, total: number): string =>
    `${name}, sida ${page} av ${pages}: ${number.format(total)} produkter att jämföra på pris, antal flaskor, mått och energiklass.`,
  /** Accessible name of the pagination of a listing. */
  productsLabel: 'Produkter',
} as const;

/** The card line under the price: what a cooler costs per bottle it holds. */
export const card = {
  perBottleSlot: (price: string): string => `${price} per flaskplats`,
  /** How many shops sell it (issue 20): "1 butik", "3 butiker". */
  shopCount: (count: number): string => (count === 1 ? '1 butik' : `${count} butiker`),
  /** Before the price when several shops sell it and none asks less. */
  priceFrom: 'från',
  /** After the shop count: the shipping of the offer whose price the card shows (issue 35). */
  shippingFree: 'fri frakt',
  shipping: (price: string): string => `+ ${price} frakt`,
  /** The feed does not state the shipping: never called free. */
  shippingUnknown: 'frakt enligt butiken',
  /** No shop has it in stock: the price shown is one to order at. */
  notInStock: 'Ej i lager just nu',
  /**
   * The parts of the facts line (issue 21 §4), "48 flaskor · 2 zoner · 59,5 × 82 × 57 cm · 38 dB · Energiklass G",
   * each from its values already formatted the Swedish way; the fact registry names each fact's and group's part
   * (src/shared/fact-registry.ts `card`).
   */
  factParts: {
    bottles: (count: string): string => (count === '1' ? '1 flaska' : `${count} flaskor`),
    zones: (zones: string): string => (zones === '1' ? '1 zon' : `${zones} zoner`),
    size: (width: string, height: string, depth: string): string => `${width} × ${height} × ${depth} cm`,
    noise: (db: string): string => `${db} dB`,
    energy: (energyClass: string): string => `Energiklass ${energyClass}`,
  },
  factsSeparator: ' · ',
} as const;
