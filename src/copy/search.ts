/**
 * Every text of search (issue 14): the field in the sidebar and the top bar,
 * its suggestions, and the search page /sok.
 */

/** The kinds of result: filter values in the index and the labels on results. */
export const searchKinds = {
  product: 'Produkt',
  category: 'Kategori',
  brand: 'Varumärke',
  post: 'Artikel',
  info: 'Sida',
} as const;

const resultCount = (n: number): string => (n === 1 ? '1 träff' : `${n.toLocaleString('sv-SE')} träffar`);

const bottles = (n: number): string => (n === 1 ? '1 flaska' : `${n} flaskor`);

/**
 * What a query was read as (issue 38 §1), one chip per understood part:
 * "Vinkyl · minst 40 flaskor · 2 zoner · högst 10 000 kr".
 */
const understood = {
  /** Heading of the products a query's filters select. */
  heading: 'Produkter som matchar',
  /** Name of the list of chips. */
  chipsLabel: 'Så tolkade vi sökningen',
  /** Between the parts of one chip ("högst 38 dB, tystast först"). */
  joiner: ', ',
  /** Between chips, as the header suggestions write them on one line. */
  separator: ' · ',
  /** The remove button of a chip, for screen readers. */
  remove: (chip: string): string => `Ta bort ”${chip}”`,
  count: (n: number): string => (n === 1 ? '1 produkt matchar' : `${n.toLocaleString('sv-SE')} produkter matchar`),
  /** The link to the listing with the same filters. */
  showListing: (n: number, listing: string): string => `Visa alla ${n.toLocaleString('sv-SE')} i ${listing}`,
  openListing: (listing: string): string => `Visa ${listing} med dessa filter`,
  /** No product meets every part: a chip marked so names what the listing lacks. */
  none: 'Ingen produkt uppfyller allt du sökte på. Ta bort ett villkor för att se fler.',
  /** Title of a chip no product meets. */
  unmet: 'Ingen produkt i listan har detta',
  /** The text search's results below the products. */
  textHeading: 'Artiklar, kategorier och produkter som nämner sökorden',
  installation: new Map([
    ['fristaende', 'fristående'],
    ['inbyggbar', 'inbyggbar'],
    ['integrerbar', 'integrerad/integrerbar'],
  ]) as ReadonlyMap<string, string>,
  bottlesMin: (n: number): string => `minst ${bottles(n)}`,
  bottlesMax: (n: number): string => `högst ${bottles(n)}`,
  bottlesBetween: (min: number, max: number): string => `${min}–${max} flaskor`,
  zones: (n: number): string => (n === 1 ? '1 zon' : `${n} zoner`),
  width: (cm: string): string => `högst ${cm} cm bred`,
  height: (cm: string): string => `högst ${cm} cm hög`,
  depth: (cm: string): string => `högst ${cm} cm djup`,
  niche: (size: string): string => `passar nisch ${size} cm`,
  noise: (db: string): string => `högst ${db} dB`,
  energy: (letter: string): string => `energiklass ${letter} eller bättre`,
  priceMin: (price: string): string => `från ${price}`,
  priceMax: (price: string): string => `högst ${price}`,
  priceBetween: (min: string, max: string): string => `${min}–${max}`,
  sortPrice: 'lägst pris först',
  sortQuiet: 'tystast först',
  features: new Map([
    ['lock', 'med lås'],
    ['glass-door', 'glasdörr'],
    ['uv-glass', 'UV-skyddat glas'],
    ['wood', 'trä'],
    ['reversible-door', 'vändbar dörr'],
  ]) as ReadonlyMap<string, string>,
} as const;

export const search = {
  understood,
  /** The search landmark's name (sidebar, top bar and the search page). */
  formLabel: 'Sök på Vinkylguiden',
  /** The field's label (visually hidden in the sidebar and the top bar). */
  inputLabel: 'Sök',
  placeholder: 'Sök vinkyl, märke, modell…',
  submit: 'Sök',
  /** Name of the suggestions list under the field. */
  suggestionsLabel: 'Förslag',
  showAll: 'Visa alla resultat',
  loading: 'Söker…',
  /** Shown when the index could not be loaded (offline, blocked). */
  failed: 'Sökningen kunde inte laddas. Tryck på Sök för att försöka igen.',
  page: {
    title: 'Sök',
    metaTitle: 'Sök bland vinkylar, märken och artiklar',
    metaDescription:
      'Sök bland vinkylar, vinlagringsskåp, ölkylar, märken och artiklar på Vinkylguiden och filtrera på typ, kategori och märke.',
    heading: 'Sök',
    headingFor: (query: string): string => `Sökresultat för ”${query}”`,
    intro: 'Skriv vad du letar efter: en produkt, ett märke, en modell eller ett ämne.',
    resultCount,
    /** "Visar resultat för vinkylskåp i stället för vinkylkåp" after the query was corrected (the correction in bold between). */
    correctedPrefix: 'Visar resultat för ',
    correctedSuffix: (original: string): string => ` i stället för ”${original}”.`,
    noResults: (query: string): string => `Inga träffar för ”${query}”.`,
    suggestionsTitle: 'Prova i stället:',
    suggestions: [
      'Kontrollera stavningen eller skriv färre ord.',
      'Sök på ett märke, till exempel ”EuroCave”, eller en modell.',
      'Bläddra bland kategorierna eller varumärkena.',
    ],
    filtersTitle: 'Filtrera',
    filterKind: 'Typ',
    filterCategory: 'Kategori',
    filterBrand: 'Varumärke',
    filterAll: 'Alla',
    clearFilters: 'Rensa filter',
    more: 'Visa fler',
    noJavaScript: 'Sökningen behöver JavaScript, som är avstängt i din webbläsare.',
    noJavaScriptHelp: 'Du hittar alla produkter via kategorierna och varumärkena:',
    categoriesLink: 'Alla kategorier',
    brandsLink: 'Alla varumärken',
  },
} as const;
