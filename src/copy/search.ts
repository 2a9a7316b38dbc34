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

export const search = {
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
