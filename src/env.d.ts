interface ImportMetaEnv {
  /** Absolute path of src/data, where `npm run pull` writes the data (astro.config.ts `vite.define`). */
  readonly DATA_DIR: string;
}
