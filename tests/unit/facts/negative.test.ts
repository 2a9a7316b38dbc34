/**
 * Issue 35 §2: a minus sign before an amount of a fact's unit is not dropped.
 * No size, energy use, noise level, bottle count or zone count is below
 * zero, so such an amount is no fact: the readers leave it out and the pull
 * names it in a warning. A dash that is no sign (a range, a model code, a
 * separator between a label and its value) still reads as before.
 */
import { describe, expect, it } from 'vitest';
import { negativeAmounts, readProductFacts } from '../../../src/pull/facts';
import { normaliseFeedRow } from '../../../src/pull/normalise';
import { feedRow } from '../../fixtures/rows';

const read = (text: string) => readProductFacts('Vinkyl', text);

describe('negative amounts (issue 35 §2)', () => {
  it.each([
    ['Energiförbrukning: -150 kWh/år', 'energy_kwh_year', '-150 kWh'],
    ['<li>Årsförbrukning: −142 kWh</li>', 'energy_kwh_year', '−142 kWh'],
    ['Ljudnivå -39 dB', 'noise_db', '-39 dB'],
    ['Bredd: -60 cm', 'width_cm', '-60 cm'],
    ['<td>Höjd</td><td>-820 mm</td>', 'height_cm', '-820 mm'],
    ['Mått (BxHxD): -60 x 85 x 57 cm', 'width_cm', '-60 x'],
    ['Rymmer -46 flaskor', 'capacity', '-46 flaskor'],
  ] as const)('%s: no %s, and named', (text, fact, named) => {
    expect(read(text)[fact]).toBeNull();
    expect(negativeAmounts(text)).toEqual([named]);
  });

  it.each([
    ['Temperatur 5-18 °C. Ljudnivå 39 dB', 'noise_db', 39],
    ['Kapacitet 5 -12 flaskor; 12 flaskor', 'capacity', 12],
    ['Modell WPQ-38 dB-dämpad, ljudnivå 38 dB', 'noise_db', 38],
    ['Bredd: 60 cm – höjd 85 cm', 'height_cm', 85],
    ['Energiförbrukning 150 kWh/år', 'energy_kwh_year', 150],
  ] as const)('%s: a dash that is no sign reads as before', (text, fact, value) => {
    expect(read(text)[fact]).toBe(value);
    expect(negativeAmounts(text)).toEqual([]);
  });

  it('warns about the row, naming the column and the amount', () => {
    const result = normaliseFeedRow(
      feedRow({ id: 5, Description: '<p>Energiförbrukning: -150 kWh/år. Ljudnivå: 39 dB.</p>' }),
    );
    if (!result.ok) throw new Error(result.detail);
    expect(result.value.energy_kwh_year).toBeNull();
    expect(result.value.noise_db).toBe(39);
    expect(result.warnings).toContain(
      'Description states "-150 kWh": no size, energy use, noise or count is below zero; not read as a fact',
    );
  });
});
