/**
 * Debian's Chromium as every tool here starts it (browser tests, Lighthouse,
 * icon rendering): browser downloads fail on the build machines, and these
 * flags keep it off the network and quiet in a container.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Flags for a headless, sandbox-less, network-silent Chromium (playwright adds --headless itself). */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
