/**
 * Texts of the floating debug tool (spec §2 "Debug tool"). A module of its
 * own: the debug islands import it, so it ships to the browser and must stay
 * small. "No products in database!" is the spec's own text (§8).
 */
export const debugCopy = {
  toggleLabel: 'Felsökning av produkter',
  panelLabel: 'Felsökning',
  heading: 'Produktfelsökning',
  closeLabel: 'Stäng felsökning',
  statusHeading: 'Databasstatus',
  emptyDatabase: 'No products in database!',
  buildCount: (count: number) => `Produkter i denna version: ${count}`,
  liveLoading: 'Hämtar antal från Supabase …',
  liveCount: (count: number) => `Produkter i databasen just nu: ${count}`,
  liveError: (message: string) => `Kunde inte nå Supabase: ${message}`,
  indexError: (message: string) => `Kunde inte läsa produktindexet: ${message}`,
  searchLabel: 'Sök produkt',
  searchButton: 'Sök',
  noResults: 'Inga träffar.',
  resultsLabel: 'Sökresultat',
  sampleButton: 'Visa exempelprodukter',
  sampleLabel: 'Exempelprodukter',
} as const;
