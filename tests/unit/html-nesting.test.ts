/**
 * Issue 19, defect 7: markup nested thousands of levels deep is unwrapped
 * below MAX_NESTING before any tree is built, so no recursive walk
 * overflows the stack and the row is kept with its text.
 */
import { textContent } from 'domutils';
import { Parser, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { limitNesting, MAX_NESTING } from '../../src/shared/html-nesting';
import { blogBodyPolicy, productDescriptionPolicy, sanitiseFragment } from '../../src/shared/sanitise';
import { growth, LINEAR_LIMIT } from '../support/linear-time';

/** The depth htmlparser2 (the parser of every later step) builds. */
function depthOf(html: string): number {
  let depth = 0;
  let deepest = 0;
  const parser = new Parser({
    onopentag() {
      depth += 1;
      deepest = Math.max(deepest, depth);
    },
    onclosetag() {
      depth -= 1;
    },
  });
  parser.end(html);
  return deepest;
}

const text = (html: string) => textContent(parseDocument(html).children).replace(/\s+/g, ' ').trim();

const HOSTILE: readonly (readonly [string, string])[] = [
  ['5,000 nested <div>s (the issue: about 25 KB)', `${'<div>'.repeat(5000)}24 flaskor`],
  ['closed again', `${'<div>'.repeat(3000)}x${'</div>'.repeat(3000)}`],
  ['mismatched end tags', `${'<div>'.repeat(3000)}${'</span>'.repeat(3000)}y`],
  ['inline elements', `${'<b><i>'.repeat(4000)}z`],
  ['lists', `${'<ul><li>'.repeat(3000)}w`],
  ['self-closing syntax, ignored in HTML', `${'<div/>'.repeat(5000)}v`],
  ['inside SVG', `<svg>${'<g>'.repeat(5000)}</svg>u`],
  ['SVG <style> read as markup', `<svg><style>${'<div>'.repeat(5000)}t`],
  ['a foreignObject', `<svg><foreignObject>${'<div/>'.repeat(5000)}s`],
  ['a <script> below the limit', `${'<div>'.repeat(150)}<script>${'<div>'.repeat(2000)}</script>r`],
  ['upper-case tags', `${'<DIV>'.repeat(5000)}q`],
  ['attributes with markup', `${'<div title="<b>">'.repeat(3000)}p`],
  ['comments between', `${'<div><!-- <div> -->'.repeat(3000)}o`],
];

describe('limitNesting', () => {
  it.each(HOSTILE)('unwraps %s to at most one level past the limit', (_name, html) => {
    const { html: out, unwrapped } = limitNesting(html);
    expect(unwrapped).toBeGreaterThan(0);
    expect(depthOf(out)).toBeLessThanOrEqual(MAX_NESTING + 1);
  });

  it('keeps the text of unwrapped elements', () => {
    const { html } = limitNesting(`${'<div>'.repeat(500)}<p>Rymmer <b>24</b> flaskor.</p>${'</div>'.repeat(500)}`);
    expect(text(html)).toBe('Rymmer 24 flaskor.');
    expect(html.startsWith('<div>'.repeat(MAX_NESTING))).toBe(true);
    expect(html).toContain('Rymmer 24 flaskor.');
  });

  it('keeps the element tree above the limit as it was', () => {
    const top = `<section><h2 class="x">Rubrik</h2><p>Före</p>${'<div>'.repeat(200)}djupt${'</div>'.repeat(200)}<p>Efter</p></section>`;
    const { html } = limitNesting(top, 10);
    expect(html.startsWith('<section><h2 class="x">Rubrik</h2><p>Före</p><div><div>')).toBe(true);
    expect(html.endsWith('</div></div><p>Efter</p></section>')).toBe(true);
    expect(depthOf(html)).toBe(10);
  });

  it.each([
    ['real markup', '<p>Hej <b>du</b></p><ul><li>24 flaskor</li><li>Två zoner</li></ul>'],
    ['300 list items left open', `<ul>${'<li>x'.repeat(300)}</ul>`],
    ['300 paragraphs left open', '<p>y'.repeat(300)],
    ['a table with 200 rows', `<table>${'<tr><td>a<td>b'.repeat(200)}</table>`],
    ['a fragment nesting exactly to the limit', `${'<div>'.repeat(MAX_NESTING)}z`],
  ])('returns %s unchanged, as the same string', (_name, html) => {
    const result = limitNesting(html);
    expect(result.unwrapped).toBe(0);
    expect(result.html).toBe(html);
  });

  it('keeps raw-text elements whole at any depth (their text must not become markup)', () => {
    const html = `${'<div>'.repeat(MAX_NESTING + 5)}<script>if (a < b) x();</script>`;
    const { html: out } = limitNesting(html);
    expect(out).toContain('<script>if (a < b) x();</script>');
  });

  it('checks a long fragment in one linear pass', () => {
    // htmlparser2's own parser costs time in proportion to the depth per tag
    // (its stack is unshifted and searched); the check must not.
    // 8 times the input: linear is about 8 times the time, quadratic 64 (tests/support/linear-time.ts).
    expect(growth((depth) => `${'<div>'.repeat(depth)}a`, limitNesting, 16_000)).toBeLessThan(LINEAR_LIMIT);
  });
});

describe('sanitising deep markup (defect 7)', () => {
  it.each([
    ['a product description', productDescriptionPolicy, '<b>'],
    ['a post body', blogBodyPolicy, '<blockquote>'],
  ] as const)('sanitises %s nested 20,000 deep without overflowing the stack', (_name, policy, tag) => {
    const result = sanitiseFragment(`${tag.repeat(20_000)}Rymmer 24 flaskor.`, policy);
    expect(result.balanced).toBe(true);
    expect(text(result.html)).toBe('Rymmer 24 flaskor.');
  });
});
