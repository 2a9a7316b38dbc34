import type { PullReport } from '../../src/lib/schemas/report';
import { EXIT, PullError } from './errors';

/** Largest fall in product count accepted without --allow-drop. */
export const MAX_DROP = 0.3;

export interface GuardOptions {
  readonly allowDrop: boolean;
  readonly allowEmpty: boolean;
}

/**
 * Refuses to replace a good output with a broken feed: no products at all,
 * or more than 30 % fewer products than the previous successful pull of the
 * same source. A different source (sample → Supabase, a benchmark's
 * synthetic run) is not comparable and is not guarded.
 */
export function checkProductCount(previous: PullReport | null, current: PullReport, options: GuardOptions): void {
  const { read, kept } = current.tables.product_feed_static;
  if (kept === 0 && !options.allowEmpty) {
    throw new PullError(
      `product_feed_static: no usable products (${read} rows read); refusing to publish an empty site (--allow-empty overrides)`,
      EXIT.guard,
    );
  }
  if (!previous || options.allowDrop) return;
  if (previous.source.kind !== current.source.kind || previous.source.detail !== current.source.detail) return;
  const before = previous.tables.product_feed_static.kept;
  if (before > 0 && kept < before * (1 - MAX_DROP)) {
    const percent = Math.round((1 - kept / before) * 100);
    throw new PullError(
      `product_feed_static: products fell from ${before} to ${kept} (−${percent} %), more than ${MAX_DROP * 100} % since the last successful pull; the previous output is kept. Re-run with --allow-drop if the drop is intended.`,
      EXIT.guard,
    );
  }
}
