import { describe, expect, it } from 'vitest';
import { readCapacity, readTemperatureZones } from '../../src/pull/attributes';

describe('capacity (bottles) from name or description', () => {
  it.each([
    ['mQuvée WineExpert 70 Fullglass – 70 flaskor', '', 70],
    ['Cavin Polar 60', 'Rymmer 58 flaskor à 75 cl.', 58],
    ['EuroCave Revelation L', 'Plats för upp till 172 buteljer.', 172],
    ['Vinkyl 24 st flaskor', '', 24],
    ['Vinkyl 12 flaskor', 'Rymmer 30 flaskor.', 12],
    ['Korkskruv', 'Öppnar alla flaskor.', null],
    ['Vinhylla', '', null],
  ])('%j / %j → %j', (name, description, expected) => {
    expect(readCapacity(name, description)).toBe(expected);
  });
});

describe('temperature zones from name or description', () => {
  it.each([
    ['Vinkyl – två zoner', '', 2],
    ['Vinkyl 2 zoner', '', 2],
    ['Vinkyl', 'Tre temperaturzoner för rött, vitt och bubbel.', 3],
    ['Vinkyl 1 zon', '', 1],
    ['Vinkyl', 'En zon med jämn temperatur.', 1],
    ['Vinkyl dubbelzon', '', 2],
    ['Vinkyl', 'Två separata zoner.', 2],
    ['Vinhylla', 'Ek.', null],
  ])('%j / %j → %j', (name, description, expected) => {
    expect(readTemperatureZones(name, description)).toBe(expected);
  });
});
