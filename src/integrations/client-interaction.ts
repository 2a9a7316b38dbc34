/**
 * Registers the `client:interaction` directive (./interaction-directive.ts):
 * an island hydrates on the visitor's first sign of intent on it, and a
 * click that lands before hydration has finished is replayed afterwards.
 * Pages whose islands all use it load no JavaScript module until then.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first pointer, touch, focus, key or change on the island; replay an early click. */
    'client:interaction'?: boolean;
  }
}

export default function clientInteraction(): AstroIntegration {
  return {
    name: 'vinkylguiden:client-interaction',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          entrypoint: fileURLToPath(new URL('./interaction-directive.ts', import.meta.url)),
        });
      },
    },
  };
}
