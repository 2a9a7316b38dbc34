/**
 * A loopback proxy that compresses text like Netlify's CDN, in front of the
 * preview server (which, like `astro preview`, sends everything
 * uncompressed). Lighthouse measures through it: without it the simulated
 * slow-4G network would charge every byte of uncompressed HTML, which
 * production never serves.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export interface CompressingProxy {
  /** Origin of the proxy, e.g. http://127.0.0.1:40123 */
  readonly url: string;
  close(): Promise<void>;
}

/**
 * A loopback proxy in front of the preview that compresses text responses
 * like a CDN (brotli if accepted, else gzip; cached per path and encoding).
 * Status, headers (CSP, caching, Location) and bodies otherwise pass through.
 */
export async function startCompressingProxy(target: string): Promise<CompressingProxy> {
  const cache = new Map<string, { status: number; headers: http.OutgoingHttpHeaders; body: Buffer }>();
  const server = http.createServer((req, res) => {
    const accept = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
    const key = `${req.method} ${req.url} ${encoding}`;
    const hit = cache.get(key);
    if (hit) {
      res.writeHead(hit.status, hit.headers).end(req.method === 'HEAD' ? undefined : hit.body);
      return;
    }
    const upstream = http.request(
      new URL(req.url ?? '/', target),
      { method: req.method, headers: { ...req.headers, 'accept-encoding': 'identity' } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          void (async () => {
            const headers: http.OutgoingHttpHeaders = { ...response.headers };
            let body = Buffer.concat(chunks);
            const type = String(response.headers['content-type'] ?? '');
            if (encoding && req.method === 'GET' && body.length > 0 && COMPRESSIBLE.test(type)) {
              body =
                encoding === 'br'
                  ? await brotliAsync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
                  : await gzipAsync(body, { level: 6 });
              headers['content-encoding'] = encoding;
              headers.vary = 'Accept-Encoding';
            }
            headers['content-length'] = String(body.length);
            const status = response.statusCode ?? 502;
            cache.set(key, { status, headers, body });
            res.writeHead(status, headers).end(req.method === 'HEAD' ? undefined : body);
          })().catch((error: unknown) => {
            res.destroy(error as Error);
          });
        });
      },
    );
    upstream.on('error', (error) => res.destroy(error));
    upstream.end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
