import type { PullBaseline } from '../dataset/schemas/baseline';
import type { PullReport } from '../dataset/schemas/report';
import {
  type BaselineLookup,
  entriesInWindow,
  nextBaseline,
  type Peak,
  rollingMax,
  sameSource,
  WINDOW_DAYS,
} from './baseline';
import { PullError, type PullTable } from './errors';

/** Smallest share of the rolling maximum accepted without --allow-drop, in percent. */
export const MIN_PERCENT = 70;

/**
 * Sources whose pull goes live: without a usable baseline the guard refuses
 * rather than publish counts it cannot check. The sample and synthetic
 * sources (fresh clone, tests, benchmarks) then apply only the empty rule.
 */
export const FAIL_CLOSED_SOURCES: ReadonlySet<PullReport['source']['kind']> = new Set(['supabase']);

export interface GuardOptions {
  /** Accept any fall (and a missing or foreign baseline); the baseline restarts from this pull. */
  readonly allowDrop: boolean;
  /** Accept zero products when there is nothing to compare with. */
  readonly allowEmpty: boolean;
}

export interface GuardVerdict {
  /** The baseline to write with the output. */
  readonly baseline: PullBaseline;
  /** One line for the log: what the pull was compared with. */
  readonly summary: string;
}

/**
 * The least count accepted when the rolling maximum is `max`: 70 % of it,
 * rounded up. For tiny counts one item may always go (an editor
 * unpublishing one of three posts), but never the last one: 1 → 0, 2 → 0
 * and 3 → 1 are refused, 2 → 1 and 3 → 2 accepted.
 */
export function lowestAccepted(max: number): number {
  if (max <= 0) return 0;
  // Integer arithmetic: 0.7 * 3 is 2.0999999999999996 in floating point.
  return Math.max(1, Math.min(Math.ceil((max * MIN_PERCENT) / 100), max - 1));
}

const day = (iso: string) => iso.slice(0, 10);
const DOCS = 'See docs/pull-guard.md.';

interface Fall {
  readonly table: PullTable;
  /** What fell, without the table's name. */
  readonly text: string;
}

function fall(table: PullTable, what: string, count: number, peak: Peak): Fall | null {
  const least = lowestAccepted(peak.count);
  if (count >= least) return null;
  return {
    table,
    text: `${what} fell to ${count}, below ${MIN_PERCENT} % of ${peak.count}, the most in the last ${WINDOW_DAYS} days (pull of ${day(peak.at)}); at least ${least} needed`,
  };
}

/**
 * Decides whether the pull may replace the output, and returns the baseline
 * to write with it. Refuses (PullError, exit 4) when:
 * - there are no products (unless --allow-empty);
 * - products or posts fell below 70 % of their highest count over the last
 *   30 days of pulls of the same source (the rolling maximum, so a series of
 *   small steps is caught as well as one big one);
 * - the source goes live (Supabase) and the baseline is missing,
 *   unreachable, invalid or of another source: the guard fails closed.
 * --allow-drop accepts all of these but the empty rule and resets the
 * baseline to this pull's counts.
 */
export function guardPull(lookup: BaselineLookup, current: PullReport, options: GuardOptions, now: Date): GuardVerdict {
  const products = current.tables.product_feed_static.kept;
  const posts = current.tables.blog_posts.kept;
  const source = `${current.source.kind} (${current.source.detail})`;
  if (products === 0 && !options.allowEmpty) {
    throw new PullError(
      `no usable products (${current.tables.product_feed_static.read} rows read); refusing to publish an empty site (--allow-empty overrides)`,
      { kind: 'guard', table: 'product_feed_static' },
    );
  }
  if (options.allowDrop) {
    return {
      baseline: nextBaseline(null, current, now, { reset: true }),
      summary: `guard: --allow-drop; the baseline restarts from this pull (${products} products, ${posts} posts)`,
    };
  }

  const failClosed = FAIL_CLOSED_SOURCES.has(current.source.kind);
  let previous: PullBaseline | null = null;
  let skipped = '';
  if (lookup.status !== 'found') {
    if (failClosed) {
      throw new PullError(
        `no usable pull baseline for ${source}: ${lookup.from} ${lookup.problem}. The guard fails closed for this source: without the counts of the deployed site it cannot tell a broken import from a good one, so nothing is written. If the site is live, make that address reachable or point PULL_BASELINE at a copy of the file; for the first deploy, check the counts in the report above and re-run with --allow-drop, which starts a new baseline. ${DOCS}`,
        { kind: 'guard' },
      );
    }
    skipped = `no baseline (${lookup.from} ${lookup.problem})`;
  } else if (!sameSource(lookup.baseline.source, current.source)) {
    const other = `${lookup.baseline.source.kind} (${lookup.baseline.source.detail})`;
    if (failClosed) {
      throw new PullError(
        `the pull baseline at ${lookup.from} belongs to ${other}, not to ${source}: its counts are not comparable, so nothing is written. If the data source changed on purpose, check the counts in the report above and re-run with --allow-drop, which starts a new baseline for this source. ${DOCS}`,
        { kind: 'guard' },
      );
    }
    skipped = `the baseline belongs to ${other}, not compared`;
  } else {
    previous = lookup.baseline;
  }

  const baseline = nextBaseline(previous, current, now, { reset: false });
  const peaks = previous ? rollingMax(entriesInWindow(previous.entries, now)) : null;
  if (!peaks) {
    return { baseline, summary: `guard: ${skipped}; only the empty-catalogue rule applies` };
  }
  const refusals = [
    fall('product_feed_static', 'products', products, peaks.products),
    fall('blog_posts', 'posts', posts, peaks.posts),
  ].filter((refusal): refusal is Fall => refusal !== null);
  const [only] = refusals;
  if (only) {
    // One table fell: the error names it (and PullError puts it before the text); both: each text names its own.
    const what =
      refusals.length === 1 ? only.text : refusals.map((refusal) => `${refusal.table}: ${refusal.text}`).join('; ');
    throw new PullError(
      `${what}. The previous output is kept. If the drop is intended, re-run with --allow-drop, which resets the baseline to the current counts. ${DOCS}`,
      { kind: 'guard', table: refusals.length === 1 ? only.table : undefined },
    );
  }
  return {
    baseline,
    summary: `guard: ${products} products and ${posts} posts against ${WINDOW_DAYS}-day maxima of ${peaks.products.count} and ${peaks.posts.count} (at least ${lowestAccepted(peaks.products.count)} and ${lowestAccepted(peaks.posts.count)} needed; baseline ${lookup.from})`,
  };
}
