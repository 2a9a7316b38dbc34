import { defineConfig } from 'vitest/config';

// Four projects: `unit` (pure functions, milliseconds), `integration`
// (a real Postgres + PostgREST, the pull CLI as a child process), `site`
// (the built dist/ through the preview server) and `e2e` (Debian Chromium
// against the built dist/). `site` and `e2e` never build: run `npm run build`
// first. All run in `npm test`; none touches the network beyond loopback.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // Starting Postgres and PostgREST takes a few seconds.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // The servers are shared per file; files run one after another to
          // stay within two cores.
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // One Chromium per file; pages load from a loopback preview server.
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Files share two cores with the browser: one file at a time.
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'site',
          include: ['tests/site/**/*.test.ts'],
          environment: 'node',
          // The real dist/ through the preview server (Netlify's rules); it
          // never builds: run `npm run build` first.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file parses every page of dist/: one file at a time.
          fileParallelism: false,
        },
      },
    ],
  },
});
