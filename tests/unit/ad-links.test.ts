import { describe, expect, it } from 'vitest';
import { markAdLinks } from '../../src/render/ad-links';
import { productDescriptionPolicy, sanitise } from '../../src/shared/sanitise';

describe('markAdLinks: retailer links in descriptions are marked as advertising', () => {
  it('puts the mark after every sponsored link, nested or not', () => {
    const html = sanitise(
      '<p>Läs mer hos <a href="https://shop.example.se/a">butiken</a>.</p><ul><li><a href="https://shop.example.se/b">B</a></li></ul>',
      productDescriptionPolicy,
    );
    expect(markAdLinks(html, 'Annons')).toBe(
      '<p>Läs mer hos <a href="https://shop.example.se/a" target="_blank" rel="sponsored noopener">butiken</a> <span class="ad-mark">Annons</span>.</p><ul><li><a href="https://shop.example.se/b" target="_blank" rel="sponsored noopener">B</a> <span class="ad-mark">Annons</span></li></ul>',
    );
  });

  it('leaves other links and text alone', () => {
    const html = '<p><a href="/vinkyl">Vinkyl</a> och <a href="mailto:a@b.se">mejl</a></p>';
    expect(markAdLinks(html, 'Annons')).toBe(html);
  });
});
