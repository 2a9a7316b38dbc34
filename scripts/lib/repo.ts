import path from 'node:path';

/** The repository's root folder: default inputs (dist/, budgets.json, netlify.toml) are found from here. */
export const ROOT = path.resolve(import.meta.dirname, '../..');
