/**
 * The product page's inline fit script (src/components/FitReason.astro),
 * bundled at build time from its browser module, src/client/fit-reason.browser.ts,
 * and through it from src/shared/fit.ts and src/copy/fit.ts: one source for
 * the verdict the listing's cards give and the one the product page gives,
 * never a copy by hand (issue 37 §4). The CSP allows it by its hash
 * (./own-inline-scripts.ts).
 */
import { bundleInlineScript } from './inline-bundle';

export const FIT_REASON_SCRIPT = bundleInlineScript('src/client/fit-reason.browser.ts');
