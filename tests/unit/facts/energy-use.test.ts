/**
 * Issue 21: the energy label's yearly consumption, as shops write it: per
 * year or per day (× 365, rounded), with the period in the label or after
 * the number, in Swedish or English; never a saving, another appliance's
 * figure or a power.
 */
import { describe, expect, it } from 'vitest';
import { readEnergyUse } from '../../../src/pull/facts';

describe('readEnergyUse', () => {
  it.each([
    ['<li>Energiförbrukning: 142 kWh/år</li>', 142],
    ['<p>Årlig energiförbrukning 137 kWh</p>', 137],
    ['<p>Energy consumption 98 kWh/annum</p>', 98],
    ['<tr><th>kWh per år</th><td>155</td></tr>', 155],
    ['<li>Energiförbrukning (kWh/år): 171</li>', 171],
    ['<p>Den drar 0,39 kWh/24h.</p>', 142],
    ['<li>Energiförbrukning (kWh/24h): 0,52</li>', 190],
    ['<li>Elförbrukning per dygn 0,4 kWh</li>', 146],
    ['<li>Energiförbrukning: 0,3 kWh/dygn</li>', 110],
    ['<li>Årlig energiförbrukning: 1 120 kWh</li>', 1120],
    ['<li>Annual energy consumption: 187 kWh</li>', 187],
    ['<li>Förbrukning per 24 timmar: 0,55 kWh</li>', 201],
    ['<p>【LÅG FÖRBRUKNING】 Årlig förbrukning: 141 kWh</p>', 141],
    ['Djup: 680 mm | Årsförbrukning: 178 kWh', 178],
    // A figure under 5 kWh with a label but no period is a day's.
    ['<li>Energiförbrukning: 0,4 kWh</li>', 146],
    ['<p>Storasyster Bovella 45 förbrukar 168 kWh/år; den här modellen drar bara 0,33 kWh/24h.</p>', 120],
  ])('%s → %d kWh a year', (description, expected) => {
    expect(readEnergyUse('Vinkyl', description)).toBe(expected);
  });

  it.each([
    ['<p>Sparar 40 kWh per år jämfört med föregångaren.</p>'],
    ['<p>Effekt: 85 W. Energiklass G.</p>'],
    ['<p>Förbrukar 30 kWh mindre per år än en vanlig kyl.</p>'],
    ['<p>Frysdelen drar 120 kWh/år.</p>'],
    ['<p>Passar vinkylar som drar upp till 200 kWh/år.</p>'],
    ['<p>Energiförbrukning: låg.</p>'],
    ['<p>Förbrukar 30 kWh/år mindre än föregångaren.</p>'],
    ['<p>Kyldelen drar 0,3 kWh/24h.</p>'],
  ])('reads no consumption from %s', (description) => {
    expect(readEnergyUse('Vinkyl', description)).toBeNull();
  });

  it('takes the name’s figure before the description’s', () => {
    expect(readEnergyUse('Vinkyl 120 kWh/år', '<p>Energiförbrukning: 140 kWh/år</p>')).toBe(120);
  });
});
