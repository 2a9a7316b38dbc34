/**
 * Issue 21: layouts other shops and makers use, read as classes: plain text
 * with line breaks, dot leaders, labels in two languages, a label and its
 * value on lines of their own, Norwegian and Danish words, English prose.
 */
import { describe, expect, it } from 'vitest';
import { factClauses, readProductFacts } from '../../../src/pull/facts';

describe('clauses of other layouts', () => {
  it('breaks plain text at its newlines, so one spec line never runs into the next', () => {
    expect(factClauses('Höjd inkl. fötter 82 cm\nBredd 59,5 cm')).toEqual(['Höjd inkl. fötter 82 cm', 'Bredd 59,5 cm']);
  });

  it('reads a dot leader and a label in two languages as one label', () => {
    expect(factClauses('Antal flaskor ........ 182\nFlaskkapacitet / Bottle capacity: 185')).toEqual([
      'Antal flaskor: 182',
      'Flaskkapacitet: 185',
    ]);
  });

  it('joins a label line with the value line under it, and leaves a heading before a labelled line alone', () => {
    expect(factClauses('<td>Energiklass</td></tr><tr><td>F</td>')).toEqual(['Energiklass: F']);
    expect(factClauses('Yttermått\nHöjd: 1800 mm')).toEqual(['Yttermått', 'Höjd: 1800 mm']);
  });
});

describe('facts in those layouts', () => {
  const facts = (description: string, name = 'Vinkyl') => readProductFacts(name, description);

  it('Norwegian and Danish spec lines', () => {
    expect(
      facts(
        'Frittstående vinskap med plass til 52 flasker i to soner.\nBredde: 54 cm\nHøyde: 127 cm\nDybde: 57,5 cm\nStrømforbruk: 141 kWh/år\nEnergiklasse: G\nMinimum avstand til vegg: 5 cm',
      ),
    ).toMatchObject({
      capacity: 52,
      temperature_zones: 2,
      installation: 'fristaende',
      width_cm: 54,
      height_cm: 127,
      depth_cm: 57.5,
      energy_class: 'G',
      energy_kwh_year: 141,
      clearance_cm: 5,
    });
    expect(facts('Integrert vinskap, passer i 88 cm nisje. Energiforbruk 0,37 kWh/døgn.')).toMatchObject({
      installation: 'integrerbar',
      niche_height_cm: 88,
      energy_kwh_year: 135,
    });
  });

  it('English prose and letters', () => {
    expect(facts('Overall dimensions: 595 mm wide, 1800 mm high, 680 mm deep.')).toMatchObject({
      width_cm: 59.5,
      height_cm: 180,
      depth_cm: 68,
    });
    expect(facts('W 34.5 cm, H 102 cm, D 51 cm. Holds 28 bottles in two zones. Energy rating F.')).toMatchObject({
      width_cm: 34.5,
      height_cm: 102,
      depth_cm: 51,
      temperature_zones: 2,
      energy_class: 'F',
    });
    expect(facts('Requires an opening of 600 mm width and 820 mm height.')).toMatchObject({
      width_cm: null,
      niche_width_cm: 60,
      niche_height_cm: 82,
    });
  });

  it('a niche in parentheses after the product’s size takes its order', () => {
    expect(facts('Mått HxBxD 87,5 x 59,5 x 56 cm (nisch 88 x 60 x 56).')).toMatchObject({
      height_cm: 87.5,
      niche_width_cm: 60,
      niche_height_cm: 88,
      niche_depth_cm: 56,
    });
  });

  it('every size after a clearance label, the largest counting', () => {
    expect(facts('Clearance: 50 mm sides, 50 mm top, 100 mm rear').clearance_cm).toBe(10);
    expect(facts('<tr><td>Minsta avstånd sidor/bak/topp (cm)</td><td>5/10/10</td></tr>').clearance_cm).toBe(10);
  });

  it('no energy class stated for other products', () => {
    expect(facts('Ramen passar vinkylar med energiklass G.').energy_class).toBeNull();
  });

  it('a spec list that says no', () => {
    expect(facts('Inbyggbar: Ja<br>Helintegrerad: Nej').installation).toBe('inbyggbar');
  });
});
