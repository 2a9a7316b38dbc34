/**
 * Where the search index's loader is served (written by
 * src/features/search/search-index.build.ts into dist/pagefind/). src/features/search/pagefind.browser.ts
 * imports it with this literal (a literal, so the page-weight check can follow
 * it; tests/unit/search-client.test.ts checks they agree).
 */
import { FOLDERS } from '../../routing/routes';

export const PAGEFIND_MODULE = `${FOLDERS.searchIndex}/pagefind.js`;
