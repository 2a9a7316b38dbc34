/**
 * The blog's head script is source text (it must be a constant for the
 * CSP hash), so it repeats the category rules and the slug pattern of
 * src/client/inline-scripts.ts. Running it in a small sandbox shows it
 * does exactly what those shared definitions say.
 */
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  BLOG_CATEGORY_HEAD_SCRIPT,
  BLOG_CATEGORY_RULES,
  BLOG_CATEGORY_SLUG,
  OWN_INLINE_SCRIPTS,
} from '../../src/client/inline-scripts';

/** Runs the head script for `search`; returns the CSS it adopted and the category it marked, if any. */
function runHeadScript(search: string): { css: string | null; category: string | undefined } {
  let css: string | null = null;
  const documentElement = { dataset: {} as Record<string, string> };
  class CSSStyleSheet {
    replaceSync(text: string) {
      css = text;
    }
  }
  const document = { documentElement, adoptedStyleSheets: [] as unknown[] };
  vm.runInNewContext(BLOG_CATEGORY_HEAD_SCRIPT, { location: { search }, URLSearchParams, CSSStyleSheet, document });
  return { css, category: documentElement.dataset.blogCategory };
}

describe('the blog category head script', () => {
  it('adopts the same rules as BLOG_CATEGORY_RULES for a valid category', () => {
    expect(runHeadScript('?category=vinforvaring')).toEqual({
      css: BLOG_CATEGORY_RULES('vinforvaring'),
      category: 'vinforvaring',
    });
  });

  it.each([
    ['no parameter', ''],
    ['an empty category', '?category='],
    ['a category the slug rule refuses', '?category=%22%5D%7Bdisplay:none%7D'],
    ['upper case', '?category=Vin'],
    ['over 100 characters', `?category=${'a'.repeat(101)}`],
  ])('does nothing for %s', (_name, search) => {
    expect(runHeadScript(search)).toEqual({ css: null, category: undefined });
  });

  it('uses the same slug rule as BLOG_CATEGORY_SLUG', () => {
    expect(BLOG_CATEGORY_HEAD_SCRIPT).toContain(`/${BLOG_CATEGORY_SLUG.source}/`);
    for (const slug of ['a', 'vin-och-mat', 'a1-b2', '-a', 'a-', 'a--b', 'å']) {
      expect(runHeadScript(`?category=${encodeURIComponent(slug)}`).category, slug).toBe(
        BLOG_CATEGORY_SLUG.test(slug) ? slug : undefined,
      );
    }
  });

  it('is one of the inline scripts the CSP allows', () => {
    expect(OWN_INLINE_SCRIPTS).toContain(BLOG_CATEGORY_HEAD_SCRIPT);
  });
});
