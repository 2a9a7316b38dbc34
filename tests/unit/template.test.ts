import { describe, expect, it } from 'vitest';
import { fillTemplate } from '../../src/client/template';
import { compare } from '../../src/copy/compare';

describe('fillTemplate: copy templates filled with data (issue 19 §11)', () => {
  // Each of these is a replacement pattern to String.prototype.replace with a string replacement.
  it.each([
    ['$&', 'the matched placeholder'],
    ['$`', 'the text before it'],
    ["$'", 'the text after it'],
    ['$$', 'a dollar sign'],
    ['$1', 'a capture group'],
    ['$<name>', 'a named group'],
    ["a$&b$`c$'d$$e$1f", 'all of them at once'],
  ])('inserts %s as written (a pattern for %s to String.replace)', (value) => {
    expect(fillTemplate('Okänd produkt: {sku}.', { sku: value })).toBe(`Okänd produkt: ${value}.`);
    expect(fillTemplate(compare.unknown('{sku}'), { sku: value })).toBe(compare.unknown(value));
  });

  it('fills every placeholder once, in one pass, and leaves unknown ones as they are', () => {
    expect(fillTemplate('{a} och {b}, {a} igen', { a: 'x', b: 'y' })).toBe('x och y, x igen');
    // A value holding a placeholder is not filled again.
    expect(fillTemplate('{a} {b}', { a: '{b}', b: '$&' })).toBe('{b} $&');
    expect(fillTemplate('{a} {okänd} {constructor} {toString}', { a: '1' })).toBe('1 {okänd} {constructor} {toString}');
    expect(fillTemplate('inga platshållare', { a: '1' })).toBe('inga platshållare');
  });
});
