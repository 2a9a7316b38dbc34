/**
 * /vinbloggen's inline head script: runs before the first paint, so a shared
 * ?category= link never shows all posts first. It trusts any well-formed
 * slug; the module script at the end of the page, which knows the chips,
 * drops an unknown one.
 *
 * Bundled into the page's inline script by src/render/bundled-scripts.ts.
 */
import { isBlogCategory, showBlogCategory } from './blog-category';

const category = new URLSearchParams(location.search).get('category');
if (isBlogCategory(category)) showBlogCategory(category);
