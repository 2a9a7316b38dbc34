/**
 * @astrojs/react with its server renderer wrapped by island-cache.ts: the
 * same integration (name, client entry, Vite setup, options), only the
 * module Astro loads to render islands on the server is ours. Everything the
 * browser gets is unchanged.
 */
import react from '@astrojs/react';
import type { AstroIntegration } from 'astro';

type ReactOptions = Parameters<typeof react>[0];
type SetupHook = NonNullable<AstroIntegration['hooks']['astro:config:setup']>;

/** The renderer module that replaces @astrojs/react's server entry. */
export const ISLAND_SERVER_ENTRY = new URL('./island-cache-server.ts', import.meta.url);

export default function reactIslands(options?: ReactOptions): AstroIntegration {
  const base = react(options);
  const setup: SetupHook | undefined = base.hooks['astro:config:setup'];
  if (setup === undefined) throw new Error('react-islands: @astrojs/react has no astro:config:setup hook to wrap');
  let replaced = 0;
  return {
    ...base,
    hooks: {
      ...base.hooks,
      'astro:config:setup': async (params) => {
        await setup({
          ...params,
          addRenderer: (renderer) => {
            replaced += 1;
            params.addRenderer({ ...renderer, serverEntrypoint: ISLAND_SERVER_ENTRY });
          },
        });
        if (replaced !== 1)
          throw new Error(`react-islands: expected @astrojs/react to add one renderer, it added ${replaced}`);
      },
    },
  };
}
