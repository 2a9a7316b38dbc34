// The search index's loader exists only in the built site (dist/pagefind/);
// src/features/search/pagefind.browser.ts gives it its type.
declare module '*/pagefind.js' {
  const options: (options: Record<string, unknown>) => Promise<void>;
  const init: () => Promise<void>;
  const createInstance: (options: { basePath: string }) => unknown;
  const search: (query: string, options?: { filters?: Record<string, string> }) => Promise<unknown>;
}
