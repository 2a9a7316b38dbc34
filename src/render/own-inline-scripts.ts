/**
 * Every inline script body of the site's own components: src/integrations/
 * security-headers.ts allows exactly these (by hash) plus Astro's island,
 * directive and inlined module scripts, and fails the build on any other
 * inline script found in a page. Each body is a constant: no data is ever
 * written into an inline script, so no feed row can change the site's CSP.
 * Each is bundled at build time from its browser module (./bundled-scripts.ts):
 * none is written by hand. Build-time only (browser code imports the
 * scripts' own modules).
 */

import {
  BLOG_CATEGORY_HEAD_SCRIPT,
  COMPARE_NAMED_SCRIPT,
  FIT_REASON_SCRIPT,
  VIEW_PENDING_SCRIPT,
} from './bundled-scripts';

export const OWN_INLINE_SCRIPTS: readonly string[] = [
  BLOG_CATEGORY_HEAD_SCRIPT,
  COMPARE_NAMED_SCRIPT,
  FIT_REASON_SCRIPT,
  VIEW_PENDING_SCRIPT,
];
