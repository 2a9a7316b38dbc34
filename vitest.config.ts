import { defineConfig } from 'vitest/config';

// Two projects: `unit` (pure functions, milliseconds) and `integration`
// (a real Postgres + PostgREST, the pull CLI as a child process). Both run in
// `npm test`; neither touches the network beyond loopback.
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
