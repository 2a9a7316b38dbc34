import { describe, expect, it } from 'vitest';
import {
  countWords,
  firstParagraphText,
  firstSentences,
  htmlToText,
  readingTimeMinutes,
  shortDescription,
  splitAtBlockTags,
} from '../../src/shared/text';
import { growth, LINEAR_LIMIT } from '../support/linear-time';

describe('shortDescription (spec §5: first paragraph, first two sentences)', () => {
  it.each([
    ['<p>Ett. Två. Tre.</p><p>Fyra.</p>', 'Ett. Två.'],
    ['<p>Rymmer t.ex. 70 flaskor. Tyst och snål! Har två zoner?</p>', 'Rymmer t.ex. 70 flaskor. Tyst och snål!'],
    ['<p>Endast en mening utan punkt</p>', 'Endast en mening utan punkt'],
    ['<p> </p><p>Andra stycket räknas. Ja. Nej.</p>', 'Andra stycket räknas. Ja.'],
    ['Ingen p-tagg här. Andra meningen. Tredje.', 'Ingen p-tagg här. Andra meningen.'],
    ['<div><p><strong>Fet</strong> start. Sen <em>mer</em>. Sist.</p></div>', 'Fet start. Sen mer.'],
    ['<p>Temperatur 5–18 °C. Luftfuktighet 60–70 %. Energiklass G.</p>', 'Temperatur 5–18 °C. Luftfuktighet 60–70 %.'],
    ['', ''],
  ])('%j → %j', (html, expected) => {
    expect(shortDescription(html)).toBe(expected);
  });

  it('firstParagraphText falls back to text before the first block when there is no <p>', () => {
    expect(firstParagraphText('Första raden<br>andra raden')).toBe('Första raden');
    expect(firstParagraphText('<b></b><DIV class="x">Text</div>mer')).toBe('Text');
  });

  it('splits at block tags in linear time, like the split it replaces (issue 19)', () => {
    expect(splitAtBlockTags('a<p>b</p>c<br/>d<pre>e</pre><divx>f')).toEqual(['a', 'b', 'c', 'd<pre>e</pre><divx>f']);
    expect(splitAtBlockTags('a<p')).toEqual(['a<p']);
    // Without a ">" the old pattern read to the end from every "<P": 1.8 s for 100,000 characters.
    const unclosed = (n: number) => `P${'<P/P'.repeat(n)}`;
    expect(splitAtBlockTags(unclosed(25_000))).toHaveLength(1);
    expect(growth(unclosed, splitAtBlockTags, 25_000)).toBeLessThan(LINEAR_LIMIT);
  });

  it('firstSentences keeps the requested number', () => {
    expect(firstSentences('A b. C d. E f.', 1)).toBe('A b.');
    expect(firstSentences('A b. C d. E f.', 3)).toBe('A b. C d. E f.');
  });
});

describe('reading time (spec §9: 200 words per minute, rounded up)', () => {
  const words = (n: number) => Array.from({ length: n }, () => 'vin').join(' ');
  it.each([
    [1, 1],
    [199, 1],
    [200, 1],
    [201, 2],
    [400, 2],
    [401, 3],
    [1000, 5],
  ])('%d words → %d min', (count, minutes) => {
    expect(readingTimeMinutes(`<p>${words(count)}</p>`)).toBe(minutes);
  });

  it('an empty post still takes a minute', () => {
    expect(readingTimeMinutes('')).toBe(1);
  });

  it('counts words in text only, not in tags or attributes', () => {
    expect(countWords(htmlToText('<p class="a b c">Två ord</p><img alt="ignoreras inte men är attribut">'))).toBe(2);
  });

  it('counts Swedish words with å, ä, ö and hyphens as one word each', () => {
    expect(countWords('Ölkyl för vinälskare, två-zons kyl.')).toBe(5);
  });
});
