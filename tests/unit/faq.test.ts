import { describe, expect, it } from 'vitest';
import { extractFaq } from '../../src/pull/faq';

describe('extractFaq ("Vanliga frågor" section → FAQ entries)', () => {
  it('reads h3 questions and the blocks after them until the next h2', () => {
    const html =
      '<p>Intro</p><h2>Vanliga frågor</h2><h3>Hur kallt?</h3><p>12 °C.</p><h3>Hur fuktigt?</h3><p>60–70 %.</p><ul><li>Ja</li></ul><h2>Sammanfattning</h2><h3>Inte en fråga</h3><p>x</p>';
    expect(extractFaq(html)).toEqual([
      { question: 'Hur kallt?', answer: '<p>12 °C.</p>' },
      { question: 'Hur fuktigt?', answer: '<p>60–70 %.</p><ul><li>Ja</li></ul>' },
    ]);
  });

  it('accepts bold paragraphs as questions and keeps links in answers', () => {
    const html =
      '<h2>Vanliga frågor och svar</h2><p><strong>Var köper jag vin?</strong></p><p>På <a href="https://www.systembolaget.se/">Systembolaget</a>.</p>';
    expect(extractFaq(html)).toEqual([
      {
        question: 'Var köper jag vin?',
        answer: '<p>På <a href="https://www.systembolaget.se/">Systembolaget</a>.</p>',
      },
    ]);
  });

  it('returns nothing without a Vanliga frågor heading', () => {
    expect(extractFaq('<h2>Frågor om annat</h2><h3>A?</h3><p>B</p>')).toEqual([]);
  });

  it('skips questions without an answer', () => {
    expect(extractFaq('<h2>Vanliga frågor</h2><h3>Tom?</h3><h3>Full?</h3><p>Ja.</p>')).toEqual([
      { question: 'Full?', answer: '<p>Ja.</p>' },
    ]);
  });
});
