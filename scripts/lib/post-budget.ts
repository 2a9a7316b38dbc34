/**
 * How much of the post page's budget a post's body may take (issue 19: a
 * post larger than the page budget is refused by the pull, not published
 * as a page that fails the budget or, at 10 MiB, the deploy).
 *
 * A post page is its body plus a frame: head, menu, breadcrumb, related
 * products and articles, footer. The frame measured at most 10,286 bytes of
 * gzip on the sample site (2026-11-25); the reserve leaves room above that,
 * and tests/site/budget.test.ts checks every built post page's frame against
 * it, so the reserve cannot silently fall behind the frame.
 */
import type { Budgets } from './budgets-file';

/** Bytes of gzip the frame of a post page may take. */
export const POST_FRAME_GZIP_RESERVE = 11 * 1024;

/** Bytes of gzip a post's sanitised body may take: the post page's budget less the frame. */
export function postBodyGzipBudget(budgets: Pick<Budgets, 'templates'>): number {
  return Math.max(0, budgets.templates.post.htmlGzipBytes - POST_FRAME_GZIP_RESERVE);
}
