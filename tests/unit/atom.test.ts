import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { atomXml, escapeXml, swedishMidnight } from '../../src/render/atom';

describe('the Atom document (src/render/atom.ts)', () => {
  it('escapes every value, and drops what XML 1.0 cannot carry at all', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
    expect(escapeXml('a\u0000b\u0008c\u000Bd\u001Fe\uFFFEf\tg\nh')).toBe('abcdef\tg\nh');
    // A lone surrogate becomes U+FFFD rather than invalid UTF-8.
    expect(escapeXml('x\uD800y')).toBe('x\uFFFDy');
  });

  it('writes midnight in Sweden with the offset that day has there', () => {
    expect(swedishMidnight('2026-11-19')).toBe('2026-11-19T00:00:00+01:00');
    expect(swedishMidnight('2026-07-01')).toBe('2026-07-01T00:00:00+02:00');
    // The night the clocks go forward (29 March 2026) starts in winter time.
    expect(swedishMidnight('2026-03-29')).toBe('2026-03-29T00:00:00+01:00');
    // The night they go back (25 October 2026) starts in summer time.
    expect(swedishMidnight('2026-10-25')).toBe('2026-10-25T00:00:00+02:00');
    expect(swedishMidnight('2026-10-26')).toBe('2026-10-26T00:00:00+01:00');
    expect(() => swedishMidnight('2026-13-40')).toThrow('not a day');
  });

  it('keeps hostile text as text: a product name cannot add an element', () => {
    const xml = atomXml({
      id: 'https://example.se/prisfall',
      title: 'Prisfall',
      subtitle: 'x',
      updated: '2026-11-23T00:00:00+01:00',
      author: { name: 'Vinkylguiden' },
      links: [{ rel: 'self', type: 'application/atom+xml', href: 'https://example.se/prisfall.xml?a=1&b=2' }],
      lang: 'sv',
      entries: [
        {
          id: 'tag:example.se,2026-11-19:prisfall/a',
          title: '</title><entry><title>injected',
          updated: '2026-11-19T00:00:00+01:00',
          link: 'https://example.se/produkt/a"onload="x',
          summary: ']]><script>',
        },
      ],
    });
    const doc = parseDocument(xml, { xmlMode: true });
    const names: string[] = [];
    const walk = (nodes: readonly { name?: string; children?: unknown }[]) => {
      for (const node of nodes) {
        if (node.name) names.push(node.name);
        if (Array.isArray(node.children)) walk(node.children);
      }
    };
    walk(doc.children as never);
    expect(names.filter((name) => name === 'entry')).toHaveLength(1);
    expect(names).not.toContain('script');
    expect(xml).toContain('href="https://example.se/prisfall.xml?a=1&amp;b=2"');
    expect(xml).toContain('<title>&lt;/title&gt;&lt;entry&gt;&lt;title&gt;injected</title>');
    // No uri element for an author without one.
    expect(xml).toContain('<author><name>Vinkylguiden</name></author>');
  });
});
