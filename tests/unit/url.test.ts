import { describe, expect, it } from 'vitest';
import { safeHttpUrl, safeImageUrl } from '../../src/shared/url';

describe('safeHttpUrl: only http(s) URLs survive', () => {
  it.each([
    ['https://www.vinkylexperten.se/p/1', 'https://www.vinkylexperten.se/p/1'],
    ['http://example.se', 'http://example.se/'],
    ['  https://example.se/a b  ', 'https://example.se/a%20b'],
    ['HTTPS://EXAMPLE.SE/X', 'https://example.se/X'],
  ])('%j is kept as %j', (input, expected) => {
    expect(safeHttpUrl(input)).toBe(expected);
  });

  it.each([
    'javascript:alert(document.cookie)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://files.example.se/x',
    'mailto:a@b.se',
    '//evil.example/x',
    '/relative/path',
    'www.example.se',
    'https://',
    // User info makes a URL read as one host and go to another.
    'https://good.example@evil.example/x',
    'https://user:pass@shop.example.se/',
    'https://:pass@shop.example.se/',
    '',
    null,
    undefined,
  ])('%j is dropped', (input) => {
    expect(safeHttpUrl(input)).toBeNull();
  });
});

describe('safeImageUrl: http(s) or our own root-relative files', () => {
  it.each([
    ['/images/sample/olkyl-1.svg', '/images/sample/olkyl-1.svg'],
    ['/images/../images/a.svg', '/images/a.svg'],
    ['https://cdn.example.se/a.webp', 'https://cdn.example.se/a.webp'],
    // The site is https only: an http image would be mixed content.
    ['http://cdn.example.se/a.webp', 'https://cdn.example.se/a.webp'],
    ['HTTP://CDN.EXAMPLE.SE/A.webp', 'https://cdn.example.se/A.webp'],
  ])('%j → %j', (input, expected) => {
    expect(safeImageUrl(input)).toBe(expected);
  });

  it.each([
    '//evil.example/a.png',
    '/\\evil.example/a.png',
    'javascript:alert(1)',
    'data:image/svg+xml,<svg/onload=alert(1)>',
    'images/a.png',
    '',
  ])('%j → null', (input) => {
    expect(safeImageUrl(input)).toBeNull();
  });
});
