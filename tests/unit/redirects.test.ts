import { describe, expect, it } from 'vitest';
import { browserPath, buildRedirectRules, decodePath, formatRedirectsFile } from '../../src/routing/redirects';

describe('buildRedirectRules', () => {
  it("holds only the old site's numeric category links: rules that never grow with the catalogue", () => {
    expect(buildRedirectRules()).toEqual([
      { from: '/vinkyl/5', to: '/fristaende-vinkyl', status: 301, kind: 'legacy' },
      { from: '/vinkyl/6', to: '/inbyggbar-vinkyl', status: 301, kind: 'legacy' },
      { from: '/vinkyl/7', to: '/integrerad-vinkyl', status: 301, kind: 'legacy' },
    ]);
  });
});

describe('path encoding helpers', () => {
  it.each([
    ['/varumarken/mQuvée', '/varumarken/mQuv%C3%A9e'],
    ['/produkt/a b', '/produkt/a%20b'],
    ['/produkt/a,b(c)&d+e', '/produkt/a,b(c)&d+e'],
    ['/produkt/a/b', '/produkt/a/b'],
  ])('browserPath(%j) = %j', (input, expected) => {
    expect(browserPath(input)).toBe(expected);
  });

  it.each(['/produkt/a?b', '/produkt/a#b', '/produkt/100%', '/produkt/../x', '/produkt/a\\b', 'produkt/x'])(
    'browserPath(%j) is null',
    (input) => {
      expect(browserPath(input)).toBeNull();
    },
  );

  it('decodePath returns null for a malformed escape', () => {
    expect(decodePath('/x%E0%A4%A')).toBeNull();
    expect(decodePath('/x%C3%A9')).toBe('/xé');
  });
});

describe('formatRedirectsFile', () => {
  it('writes comment lines and one unpadded `from to status` line per rule', () => {
    const text = formatRedirectsFile(
      [
        { from: '/vinkyl/A%20B', to: '/vinkyl', status: 301, kind: 'legacy' },
        { from: '/vinkyl/5', to: '/fristaende-vinkyl', status: 301, kind: 'legacy' },
      ],
      ['Generated.', ''],
    );
    expect(text).toBe('# Generated.\n#\n/vinkyl/A%20B /vinkyl 301\n/vinkyl/5 /fristaende-vinkyl 301\n');
  });
});
