/**
 * /vinbloggen?category=…: which posts show, shared by the page's inline head
 * script (./blog-category-head.browser.ts, bundled at build time) and its
 * module script (chip clicks), so a chip click and a shared link look the
 * same. The rules go into a constructed style sheet (CSSOM), which a CSP's
 * style-src does not govern, so the policy needs no hash per category.
 *
 * Free of imports: the head script bundles it.
 */

/** A category slug as the pull writes it; anything else in ?category= is ignored. */
export const BLOG_CATEGORY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The longest ?category= read at all: the pattern never runs on more. */
export const BLOG_CATEGORY_MAX_LENGTH = 100;

/** CSS that shows only the posts of one blog category and marks its chip. */
export const BLOG_CATEGORY_RULES = (slug: string): string =>
  `[data-post-card]:not([data-category="${slug}"]){display:none}` +
  `[data-chip="${slug}"]{background:var(--color-wine-700);color:#fff;border-color:var(--color-wine-700)}`;

/** Whether `value` (a ?category= value) is one the pull could have written. */
export function isBlogCategory(value: string | null | undefined): value is string {
  return (
    value !== null && value !== undefined && value.length <= BLOG_CATEGORY_MAX_LENGTH && BLOG_CATEGORY_SLUG.test(value)
  );
}

/** Shows only `category`'s posts and marks its chip and the page. */
export function showBlogCategory(category: string): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(BLOG_CATEGORY_RULES(category));
  document.adoptedStyleSheets = [sheet];
  document.documentElement.dataset.blogCategory = category;
}

/** Shows every post again. */
export function showAllPosts(): void {
  document.adoptedStyleSheets = [];
  delete document.documentElement.dataset.blogCategory;
}
