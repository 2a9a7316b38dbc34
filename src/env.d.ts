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
  readonly ROUTE_SEARCH_INDEX: string;
  readonly ROUTE_DEBUG_PRODUCTS: string;
}
