/**
 * Texts of the compare feature (issue 14): the "Jämför" toggle of cards and
 * product pages, the compare tray of every page and the compare page
 * /jamfor. The tray's texts reach its script through the server-rendered
 * tray (data attributes), the page's through its bundled script.
 */

import { common } from './common';
import { productFacts } from './facts';
import { runningCostCopy } from './running-cost';

/**
 * The toggle on cards and product pages; a visually hidden product name
 * follows it. On its own, so a bundle that needs it (the build's card markup,
 * src/render/card-html.ts) takes this text and not the page's.
 */
export const compareToggleLabel = 'Jämför';

export const compare = {
  toggle: compareToggleLabel,
  /** Heading of the tray (visually hidden; the link says it). */
  trayTitle: 'Valda för jämförelse',
  /** The tray's link to the compare page; the count follows in brackets. */
  trayLink: 'Jämför',
  /** Accessible name of a tray entry's remove button, before the product name. */
  remove: 'Ta bort ur jämförelsen:',
  /** A fifth product was chosen. */
  full: (max: number): string => `Du kan jämföra högst ${max} produkter. Ta bort en produkt i listan först.`,
  /** localStorage unavailable or full. */
  notStored: 'Webbläsaren kunde inte spara valet, så det gäller bara på den här sidan.',
  /** A toggle whose product cannot be kept in the choice (its SKU is refused, src/features/compare/compare-state.browser.ts). */
  refused: 'Den här produkten kan tyvärr inte läggas till i jämförelsen.',

  title: 'Jämför produkter',
  metaDescription:
    'Jämför upp till fyra vinkylar och vinskåp sida vid sida: pris, pris per flaskplats, mått, ljudnivå, energiklass och leverans.',
  intro: 'Se upp till fyra produkter sida vid sida. Skillnader som avgör köpet är markerade.',
  noJs: 'Jämförelsen behöver JavaScript, eftersom produkterna står i adressen. Slå på JavaScript i webbläsaren, eller gå till en kategori och jämför produkterna där.',
  howToTitle: 'Så jämför du',
  howTo: (max: number): string =>
    `Tryck på ”Jämför” på en produkt i en kategori eller på en produktsida. Välj upp till ${max} produkter och öppna jämförelsen via länken längst ned på sidan.`,
  categoriesTitle: 'Kategorier',
  loading: 'Hämtar produkterna …',
  loadError: 'Jämförelsen kunde inte hämtas. Ladda om sidan och försök igen.',
  unknown: (sku: string): string => `Okänd produkt: ${sku}`,
  tooMany: (max: number): string => `Högst ${max} produkter kan jämföras, så de ${max} första visas.`,
  duplicates: 'En produkt stod flera gånger i länken och visas en gång.',
  noneFound: 'Ingen av produkterna i länken finns på sajten.',
  oneOnly: 'Välj minst en produkt till för att se skillnaderna.',
  /** Accessible name of the scrollable table region. */
  tableRegion: 'Jämförelsetabell, rulla i sidled för att se alla produkter',
  /** Above the table on a phone when it holds more products than fit side by side (issue 35 §8). */
  swipe: 'Svep för att se fler produkter →',
  /** The checkbox above the table that hides the rows where all products agree. */
  onlyDifferences: 'Visa bara skillnader',
  /** Beside the lowest value of a row where lower is better (price, price per bottle, noise, costs); read aloud too. */
  lowest: 'Lägst',
  caption: 'Produkterna sida vid sida',
  /** The top-left cell, above the row labels. */
  factHeader: 'Egenskap',
  /** After a row label whose values differ (visually shown as a marker). */
  differs: 'skiljer sig',
  legend:
    'Med ≠ markeras skillnader som avgör köpet: pris per flaskplats, antal flaskor, zoner, mått, ljudnivå, energi och kostnad. ”Lägst” visar lägsta pris, ljudnivå och kostnad. Rader som ingen produkt har uppgift om visas inte.',
  missing: '–',
  /** Under the table when some product has a running cost: the price used and where the method is explained. */
  runningCostNote: runningCostCopy.note,
  runningCostLink: runningCostCopy.noteLink,
  /** Visually hidden text of an empty cell. */
  missingText: 'uppgift saknas',
  /** Labels of the rows that are no product fact; a fact's row has the fact's label (src/shared/fact-registry.ts). */
  rows: {
    price: 'Pris',
    lowestTotal: 'Totalt inkl. frakt',
    shops: 'Butiker',
    perBottle: productFacts.pricePerBottleLabel,
    lowest30: 'Lägsta pris senaste 30 dagarna',
    runningCost: runningCostCopy.yearlyLabel,
    tenYearCost: runningCostCopy.tenYearsLabel,
    stock: 'Lagerstatus',
    delivery: 'Leveranstid',
    retailer: 'Butik',
  },
  inStock: common.inStock,
  backorder: common.backorder,
  /** In the total's value, after the shop. */
  freeShipping: 'fri frakt',
  /** The retailer link of a column when its shop has no name; the build writes "Till {butik}" into the data. Marked "Annons" beside it. */
  retailerLink: 'Till butiken',
  /** The first offer's total with shipping, its shop, and the shipping in it (issues 22, 35). */
  total: (price: string, shop: string, shipping: string): string => `${price} hos ${shop}, ${shipping}`,
  /** The shipping part of a total: "varav frakt 199 kr". */
  shippingIncluded: (price: string): string => `varav frakt ${price}`,
  /** The first offer's shop does not state its shipping: its price, and honestly no total. */
  totalUnknownShipping: (price: string, shop: string): string => `${price} hos ${shop}, frakt enligt butiken`,
} as const;
