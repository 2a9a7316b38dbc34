/**
 * Registers the site's two hydration directives, each an inline script of
 * the pages that use it (Astro bundles the entry point with esbuild):
 *
 * - `client:interaction` (./interaction-directive.ts): an island hydrates on
 *   the visitor's first sign of intent on it, and a click that lands before
 *   hydration has finished is replayed afterwards;
 * - `client:listing="form-id"` (src/features/listing-filter/listing-directive.browser.ts): the listing filter's
 *   island hydrates on the first sign of intent on its form (or at once when
 *   the URL carries a filter), and never holds the form's native controls back.
 *
 * Pages whose islands all use them load no JavaScript module until then.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first pointer, touch, focus, key or change on the island; replay an early click. */
    'client:interaction'?: boolean;
    /** Hydrate on the first intent on the form with this id or on the island; at once when the URL has a filter. */
    'client:listing'?: string;
  }
}

/** Directive name → its entry point, relative to this file. */
const DIRECTIVES: ReadonlyMap<string, string> = new Map([
  ['interaction', './interaction-directive.ts'],
  ['listing', '../features/listing-filter/listing-directive.browser.ts'],
]);

export default function clientDirectives(): AstroIntegration {
  return {
    name: 'vinkylguiden:client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        for (const [name, file] of DIRECTIVES) {
          addClientDirective({ name, entrypoint: fileURLToPath(new URL(file, import.meta.url)) });
        }
      },
    },
  };
}
