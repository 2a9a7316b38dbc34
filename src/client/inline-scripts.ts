/**
 * The blog's inline head script and the rules it shares with the blog
 * list's module script. src/render/own-inline-scripts.ts lists every inline script
 * body the CSP allows, and why each is a constant.
 */

/**
 * CSS that shows only the posts of one blog category and marks its chip.
 * Shared by the head script below (as source text) and the blog list's
 * module script, so a chip click and a shared ?category= link look the same.
 */
export const BLOG_CATEGORY_RULES = (slug: string): string =>
  `[data-post-card]:not([data-category="${slug}"]){display:none}` +
  `[data-chip="${slug}"]{background:var(--color-wine-700);color:#fff;border-color:var(--color-wine-700)}`;

/** A category slug as the pull writes it; anything else in ?category= is ignored. */
export const BLOG_CATEGORY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * /vinbloggen?category=…: runs in <head> before the first paint, so a shared
 * link never shows all posts first. The rules go into a constructed style
 * sheet (CSSOM), which a CSP's style-src does not govern, so the policy needs
 * no hash per category. The module script at the end of the page drops an
 * unknown category and handles chip clicks.
 */
// The ${c} below are the script's own template literal, not this module's.
export const BLOG_CATEGORY_HEAD_SCRIPT =
  '(()=>{const c=new URLSearchParams(location.search).get("category");' +
  'if(!c||c.length>100||!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(c))return;' +
  'const s=new CSSStyleSheet();' +
  // biome-ignore lint/suspicious/noTemplateCurlyInString: source text of the inline script.
  's.replaceSync(`[data-post-card]:not([data-category="${c}"]){display:none}' +
  // biome-ignore lint/suspicious/noTemplateCurlyInString: source text of the inline script.
  '[data-chip="${c}"]{background:var(--color-wine-700);color:#fff;border-color:var(--color-wine-700)}`);' +
  'document.adoptedStyleSheets=[s];document.documentElement.dataset.blogCategory=c})();';
