/**
 * /vinbloggen?category=… (src/client/blog-category.ts): which values are
 * read at all, and what showing a category or every post does to the page.
 * The head script built from it runs in a sandbox in inline-scripts.test.ts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BLOG_CATEGORY_MAX_LENGTH,
  BLOG_CATEGORY_RULES,
  isBlogCategory,
  showAllPosts,
  showBlogCategory,
} from '../../src/client/blog-category';

describe('isBlogCategory', () => {
  it('accepts a slug as the pull writes it, up to the longest length', () => {
    for (const slug of ['vin', 'vin-och-mat', 'a1-b2', 'a'.repeat(BLOG_CATEGORY_MAX_LENGTH)]) {
      expect(isBlogCategory(slug), slug).toBe(true);
    }
  });

  it('refuses anything else, without running the pattern on an over-long value', () => {
    for (const value of [
      null,
      undefined,
      '',
      'Vin',
      'å',
      '-a',
      'a-',
      'a--b',
      '"]{x}',
      'a'.repeat(BLOG_CATEGORY_MAX_LENGTH + 1),
    ]) {
      expect(isBlogCategory(value), String(value)).toBe(false);
    }
  });
});

describe('showing a category', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** A document with what the functions touch, and the style sheets they made. */
  function page() {
    const made: string[] = [];
    class CSSStyleSheet {
      replaceSync(text: string) {
        made.push(text);
      }
    }
    const document = {
      adoptedStyleSheets: [] as unknown[],
      documentElement: { dataset: {} as Record<string, string | undefined> },
    };
    vi.stubGlobal('CSSStyleSheet', CSSStyleSheet);
    vi.stubGlobal('document', document);
    return { made, document };
  }

  it("adopts the category's rules and marks the page, then shows every post again", () => {
    const { made, document } = page();
    showBlogCategory('vinforvaring');
    expect(made).toEqual([BLOG_CATEGORY_RULES('vinforvaring')]);
    expect(document.adoptedStyleSheets).toHaveLength(1);
    expect(document.documentElement.dataset.blogCategory).toBe('vinforvaring');
    showAllPosts();
    expect(document.adoptedStyleSheets).toEqual([]);
    expect('blogCategory' in document.documentElement.dataset).toBe(false);
  });
});
