import type { AstroIntegration, AstroRenderer } from 'astro';
import { describe, expect, it } from 'vitest';
import reactIslands, { ISLAND_SERVER_ENTRY } from '../../src/integrations/react-islands';

type SetupParams = Parameters<NonNullable<AstroIntegration['hooks']['astro:config:setup']>>[0];

describe('reactIslands', () => {
  it('is @astrojs/react with only its server entry replaced by the island cache', async () => {
    const integration = reactIslands();
    const renderers: AstroRenderer[] = [];
    const setup = integration.hooks['astro:config:setup'];
    expect(integration.name).toBe('@astrojs/react');
    await setup?.({
      command: 'build',
      addRenderer: (renderer: AstroRenderer) => renderers.push(renderer),
      updateConfig: () => ({}),
      injectScript: () => undefined,
    } as unknown as SetupParams);
    expect(renderers).toHaveLength(1);
    expect(renderers[0]?.name).toBe('@astrojs/react');
    expect(renderers[0]?.clientEntrypoint).toBe('@astrojs/react/client.js');
    expect(renderers[0]?.serverEntrypoint).toBe(ISLAND_SERVER_ENTRY);
    expect(ISLAND_SERVER_ENTRY.pathname).toMatch(/src\/integrations\/island-cache-server\.ts$/);
  });
});
