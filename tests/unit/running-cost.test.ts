import { describe, expect, it } from 'vitest';
import { ELECTRICITY, ELECTRICITY_COMPONENTS, ELECTRICITY_VAT, runningCostCopy } from '../../src/copy/running-cost';
import {
  formatKronor,
  formatKwhPrice,
  RUNNING_COST_YEARS,
  tenYearCost,
  yearlyElectricityCost,
} from '../../src/shared/running-cost';

describe('the electricity price (docs/running-cost.md)', () => {
  it('is the sum of its documented parts plus VAT, rounded to whole öre', () => {
    const ore = ELECTRICITY_COMPONENTS.reduce((sum, part) => sum + part.orePerKwh, 0) * (1 + ELECTRICITY_VAT);
    expect(ore).toBeCloseTo(142.75, 6);
    expect(ELECTRICITY.krPerKwh).toBe(Math.round(ore) / 100);
  });

  it('names a source for every part, each an https page', () => {
    for (const part of ELECTRICITY_COMPONENTS) {
      expect(part.source).not.toBe('');
      expect(new URL(part.sourceUrl).protocol).toBe('https:');
    }
  });
});

describe('yearlyElectricityCost', () => {
  it.each([
    // 176 kWh × 1,43 = 251,68 → 250
    [176, 250],
    // 153 × 1,43 = 218,79 → 220
    [153, 220],
    // 5 × 1,43 = 7,15 → 10; 3 × 1,43 = 4,29 → 0
    [5, 10],
    [3, 0],
    [1000, 1430],
  ])('%d kWh/år costs %d kr at the site price, to the nearest 10 kr', (kwh, kr) => {
    expect(yearlyElectricityCost(kwh)).toBe(kr);
  });

  it('takes another price when given one', () => {
    // 100 × 2 = 200; 104 × 1 = 104 → 100; 105 × 1 = 105 → 110 (half up)
    expect(yearlyElectricityCost(100, 2)).toBe(200);
    expect(yearlyElectricityCost(104, 1)).toBe(100);
    expect(yearlyElectricityCost(105, 1)).toBe(110);
  });

  it('is unknown without a positive energy use', () => {
    expect(yearlyElectricityCost(null)).toBeNull();
    expect(yearlyElectricityCost(0)).toBeNull();
    expect(yearlyElectricityCost(-150)).toBeNull();
    expect(yearlyElectricityCost(Number.NaN)).toBeNull();
  });
});

describe('tenYearCost', () => {
  it('is the price plus ten times the rounded yearly cost, so the shown numbers add up', () => {
    // 176 kWh: 250 kr a year (not 251,68), so 6 590 + 10 × 250.
    expect(tenYearCost(6590, 176)).toBe(6590 + 2500);
    expect(tenYearCost(15_490, 153)).toBe(15_490 + 2200);
    expect(RUNNING_COST_YEARS).toBe(10);
  });

  it('keeps öre in the price', () => {
    expect(tenYearCost(1299.5, 1000)).toBe(1299.5 + 14_300);
  });

  it('is unknown when the energy use is', () => {
    expect(tenYearCost(6590, null)).toBeNull();
    expect(tenYearCost(6590, 0)).toBeNull();
  });
});

describe('the texts', () => {
  it('formats kronor and the kWh price the Swedish way', () => {
    expect(formatKronor(1240)).toBe('1\u00a0240');
    expect(formatKronor(250)).toBe('250');
    expect(formatKwhPrice()).toBe('1,43');
    expect(formatKwhPrice(2)).toBe('2,00');
    expect(runningCostCopy.perYear(formatKronor(1240))).toBe('≈ 1\u00a0240 kr/år i el');
    expect(runningCostCopy.tenYears(formatKronor(9090))).toBe('9\u00a0090 kr');
  });

  it('says in the note which price, what it includes, its source and period', () => {
    const note = runningCostCopy.note(formatKwhPrice());
    expect(note).toContain('1,43 kr/kWh inklusive nätavgift, energiskatt och moms');
    expect(note).toContain(ELECTRICITY.source);
    expect(note).toContain(ELECTRICITY.period);
    expect(runningCostCopy.sortLabel).toBe('Lägst totalkostnad 10 år');
  });
});
