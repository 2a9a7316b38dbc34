/**
 * Inline scripts bundled at build time from their browser modules
 * (./inline-bundle.ts): the browser runs the very functions the build and
 * the tests use, never a copy by hand (issue 37 §4). The CSP allows each by
 * its hash (./own-inline-scripts.ts).
 */
import { bundleInlineScript } from './inline-bundle';

/** The product page's "Passar i min nisch" verdict (src/components/FitReason.astro), from src/shared/fit.ts. */
export const FIT_REASON_SCRIPT = bundleInlineScript('src/client/fit-reason.browser.ts');

/** /jamfor's saved choice and its mark while the table is drawn (src/pages/jamfor.astro). */
export const COMPARE_NAMED_SCRIPT = bundleInlineScript('src/features/compare/compare-named.browser.ts');

/** A listing's mark while the view its URL asks for is drawn (src/features/listing-filter/Listing.astro). */
export const VIEW_PENDING_SCRIPT = bundleInlineScript('src/features/listing-filter/view-pending.browser.ts');

/** /vinbloggen's head script: a shared ?category= link shows that category before the first paint (src/pages/vinbloggen.astro). */
export const BLOG_CATEGORY_HEAD_SCRIPT = bundleInlineScript('src/client/blog-category-head.browser.ts');
