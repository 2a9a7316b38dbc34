/**
 * Registers the site's two hydration directives, each an inline script of
 * the pages that use it (Astro bundles the entry point with esbuild):
 *
 * - `client:interaction` (./interaction-directive.ts): an island hydrates on
 *   the visitor's first sign of intent on it, and a click that lands before
 *   hydration has finished is replayed afterwards;
 * - `client:form` (./form-directive.ts): an island that enhances a native
 *   form (the listing filter, the search fields) hydrates on the first sign
 *   of intent on the form of its scope (or at once when the URL carries one
 *   of the form's query keys), and never holds the form's controls back.
 *
 * Both start on the same first sign of intent (src/client/intent.ts). Pages
 * whose islands all use them load no JavaScript module until then.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first pointer, touch, focus, key or change on the island; replay an early click. */
    'client:interaction'?: boolean;
    /** Hydrate on the first intent on the island's form or on the island; at once when the URL has one of the form's keys. */
    'client:form'?: boolean;
  }
}

/** Directive name → its entry point, relative to this file. */
const DIRECTIVES: ReadonlyMap<string, string> = new Map([
  ['interaction', './interaction-directive.ts'],
  ['form', './form-directive.ts'],
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
