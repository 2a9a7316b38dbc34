import { useEffect, useState } from 'react';
import { type DebugProduct, searchProducts } from '../client/debug';
import { debugCopy } from '../copy/debug';
import { debugProductsShardCount } from '../routing/routes';
import { formatPrice } from '../shared/format';

export interface DebugConfig {
  /** Products in this build. */
  readonly buildCount: number;
  /** Public Supabase URL and key, when they were configured at build time. */
  readonly supabaseUrl: string | null;
  readonly supabaseKey: string | null;
}

interface Props {
  readonly config: DebugConfig;
  readonly onClose: () => void;
}

type LiveCount =
  | { state: 'off' }
  | { state: 'loading' }
  | { state: 'ok'; count: number }
  | { state: 'error'; message: string };

async function fetchLiveCount(url: string, key: string): Promise<number> {
  const response = await fetch(`${url.replace(/\/$/, '')}/rest/v1/product_feed_static?select=id`, {
    method: 'HEAD',
    headers: { apikey: key, Authorization: `Bearer ${key}`, Prefer: 'count=exact' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const total = response.headers.get('content-range')?.split('/')[1];
  if (total === undefined || total === '*') throw new Error('inget antal i svaret');
  return Number(total);
}

/**
 * The floating product debug tool (spec §2): database status, a product
 * search and a sample list. Rendered by DebugTool once the tool is opened;
 * its code and React load only when a visitor interacts with the tool.
 */
export default function DebugPanel({ config, onClose }: Props) {
  const [products, setProducts] = useState<readonly DebugProduct[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [live, setLive] = useState<LiveCount>({ state: 'off' });
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<readonly DebugProduct[] | null>(null);
  const [sample, setSample] = useState<readonly DebugProduct[] | null>(null);

  // Opening fetches the counts once (spec §4). The index comes in shards
  // (debugProductsShardPath), all at once; one failed shard would leave a
  // search silently incomplete, so it fails the whole index instead.
  useEffect(() => {
    Promise.all(
      Array.from({ length: debugProductsShardCount(config.buildCount) }, (_, shard) =>
        fetch(`${import.meta.env.ROUTE_DEBUG_PRODUCTS}/${shard}.json`).then((r) =>
          r.ok ? (r.json() as Promise<DebugProduct[]>) : Promise.reject(new Error(`HTTP ${r.status}`)),
        ),
      ),
    )
      .then((shards) => setProducts(shards.flat()))
      .catch((error: Error) => setLoadError(error.message));
    if (config.supabaseUrl && config.supabaseKey) {
      setLive({ state: 'loading' });
      fetchLiveCount(config.supabaseUrl, config.supabaseKey)
        .then((count) => setLive({ state: 'ok', count }))
        .catch((error: Error) => setLive({ state: 'error', message: error.message }));
    }
  }, [config.buildCount, config.supabaseUrl, config.supabaseKey]);

  const empty = config.buildCount === 0 || products?.length === 0;

  return (
    <section
      aria-label={debugCopy.panelLabel}
      className="w-80 max-w-[calc(100vw-2rem)] rounded-lg border border-stone-300 bg-white p-4 text-sm shadow-xl"
      data-debug-panel
    >
      <div className="flex items-center justify-between">
        <h2 className="font-semibold">{debugCopy.heading}</h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded px-2 py-1 hover:bg-stone-100"
          aria-label={debugCopy.closeLabel}
        >
          ✕
        </button>
      </div>
      <h3 className="mt-3 font-medium">{debugCopy.statusHeading}</h3>
      {empty ? (
        <p className="text-red-700">{debugCopy.emptyDatabase}</p>
      ) : (
        <p data-debug-count>{debugCopy.buildCount(config.buildCount)}</p>
      )}
      {live.state === 'loading' && <p>{debugCopy.liveLoading}</p>}
      {live.state === 'ok' && <p data-debug-live>{debugCopy.liveCount(live.count)}</p>}
      {live.state === 'error' && <p className="text-red-700">{debugCopy.liveError(live.message)}</p>}
      {loadError && <p className="text-red-700">{debugCopy.indexError(loadError)}</p>}

      <form
        className="mt-3"
        onSubmit={(event) => {
          event.preventDefault();
          setResults(products ? searchProducts(products, query) : []);
        }}
      >
        <label className="block font-medium" htmlFor="debug-search">
          {debugCopy.searchLabel}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id="debug-search"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="min-w-0 flex-1 rounded border border-stone-300 px-2 py-1"
          />
          <button
            type="submit"
            disabled={!products}
            className="rounded bg-wine-700 px-3 py-1 text-white disabled:opacity-50"
          >
            {debugCopy.searchButton}
          </button>
        </div>
      </form>
      {results &&
        (results.length === 0 ? (
          <p className="mt-2">{debugCopy.noResults}</p>
        ) : (
          <ResultList rows={results} label={debugCopy.resultsLabel} />
        ))}

      <button
        type="button"
        disabled={!products}
        onClick={() => setSample(products ? products.slice(0, 10) : [])}
        className="mt-3 rounded border border-stone-300 px-3 py-1 hover:bg-stone-50 disabled:opacity-50"
      >
        {debugCopy.sampleButton}
      </button>
      {sample &&
        (sample.length === 0 ? (
          <p className="mt-2 text-red-700">{debugCopy.emptyDatabase}</p>
        ) : (
          <ResultList rows={sample} label={debugCopy.sampleLabel} />
        ))}
    </section>
  );
}

function ResultList({ rows, label }: { readonly rows: readonly DebugProduct[]; readonly label: string }) {
  return (
    <ul aria-label={label} className="mt-2 max-h-60 space-y-1 overflow-y-auto" data-debug-results>
      {rows.map((row) => (
        <li key={row.k}>
          <a href={row.u} className="text-wine-700 hover:underline">
            {row.n}
          </a>{' '}
          <span className="text-stone-500">
            {row.k} · {formatPrice(row.p)}
          </span>
          <span className="block pl-3 text-xs text-stone-500" data-debug-offers>
            {row.o.map(([shop, price]) => `${shop} ${formatPrice(price)}`).join(' · ')}
          </span>
        </li>
      ))}
    </ul>
  );
}
