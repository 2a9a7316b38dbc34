interface ImportMetaEnv {
  /** Absolute path of src/data, where `npm run pull` writes the data (astro.config.ts `vite.define`). */
  readonly DATA_DIR: string;
  /** Whether Astro's incremental build is on (astro.config.ts): pages compute cache keys only then. */
  readonly INCREMENTAL_BUILD: boolean;
}
