interface ImportMetaEnv {
  /** Absolute path of src/data, where `npm run pull` writes the data (astro.config.ts `vite.define`). */
  readonly DATA_DIR: string;
  /** Paths of the route table that browser code uses (src/routing/routes.ts `browserRoutes`), defined by astro.config.ts and vitest.config.ts. */
  readonly ROUTE_COMPARE: string;
  readonly ROUTE_SEARCH: string;
  readonly ROUTE_BRANDS: string;
  readonly ROUTE_ALL_COOLERS: string;
  readonly ROUTE_PRODUCT_FOLDER: string;
  readonly ROUTE_SEARCH_WORDS: string;
  readonly ROUTE_SEARCH_LISTINGS: string;
  readonly ROUTE_SEARCH_INDEX: string;
  readonly ROUTE_DEBUG_PRODUCTS: string;
}

/**
 * The compare table's rows of product facts, those where the lowest is best and those that decide a purchase
 * (src/shared/fact-registry.ts `browserFactDefines`): defined by astro.config.ts, set by
 * tests/support/fact-globals.ts. Globals rather than `import.meta.env.*`, which Vitest turns into strings.
 */
/** What cards and the listing filter know of the facts (src/shared/fact-registry.ts `browserFacts`). */
declare const __FACTS__: import('./shared/fact-registry').BrowserFacts;
declare const __FACT_COMPARE_ROWS__: readonly import('./shared/fact-registry').FactCompareRow[];
declare const __FACT_LOWEST_ROWS__: readonly import('./shared/fact-registry').LowestFactRow[];
declare const __FACT_DECISION_ROWS__: readonly import('./shared/fact-registry').DecisionFactRow[];
