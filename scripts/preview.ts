/**
 * `npm run preview [-- --port N] [-- --dir dist]`: serves the built site on
 * 127.0.0.1 the way Netlify's CDN does (redirects, rewrites, pretty URLs,
 * custom headers and 404s by Netlify's own engines), so the production
 * routing can be tried locally without network. The server is
 * scripts/lib/preview-server.ts (what it does, in detail, is described
 * there); its request checks are scripts/lib/preview-http.ts. The port
 * defaults to $PORT, else 4321.
 */
import path from 'node:path';
import { DEFAULT_PORT, startPreview } from './lib/preview-server';
import { ROOT } from './lib/repo';

function parseArgs(argv: readonly string[]): { port: number; dir: string } {
  let port = Number(process.env.PORT ?? DEFAULT_PORT);
  let dir = path.join(ROOT, 'dist');
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    const [name, inline] = arg.split('=', 2);
    const value = (): string => inline ?? argv[++i] ?? '';
    if (name === '--port') port = Number(value());
    else if (name === '--dir') dir = path.resolve(value());
    else throw new Error(`unknown argument ${arg}; use --port N and --dir PATH`);
  }
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`invalid port ${port}`);
  return { port, dir };
}

async function main(): Promise<void> {
  const { port, dir } = parseArgs(process.argv.slice(2));
  const preview = await startPreview({ dir, port });
  console.log(`Preview of ${path.relative(process.cwd(), dir) || '.'} with Netlify's rules: ${preview.url}`);
  const stop = (): void => {
    preview.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
