/**
 * Registers the `client:listing` directive (./listing-directive.ts): the
 * listing filter's island hydrates on the first sign of intent on its form
 * (or at once when the URL carries a filter), and never holds the form's
 * native controls back. Pages load no JavaScript module for it until then.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first intent on the form with this id or on the island; at once when the URL has a filter. */
    'client:listing'?: string;
  }
}

export default function clientListing(): AstroIntegration {
  return {
    name: 'vinkylguiden:client-listing',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'listing',
          entrypoint: fileURLToPath(new URL('./listing-directive.ts', import.meta.url)),
        });
      },
    },
  };
}
