import { describe, expect, it } from 'vitest';
import { readCapacity, readTemperatureZones } from '../../src/lib/attributes';

describe('capacity (bottles) from name or description', () => {
  it.each([
    ['mQuvée WineExpert 70 Fullglass – 70 flaskor', '', 70],
    ['Cavin Polar 60', '<p>Rymmer 58 flaskor à 75 cl.</p>', 58],
    ['EuroCave Revelation L', '<p>Plats för upp till 172 buteljer.</p>', 172],
    ['Vinkyl 24 st flaskor', '', 24],
    ['Vinkyl 12 flaskor', '<p>Rymmer 30 flaskor.</p>', 12],
    ['Korkskruv', '<p>Öppnar alla flaskor.</p>', null],
    ['Vinhylla', '', null],
  ])('%j / %j → %j', (name, description, expected) => {
    expect(readCapacity(name, description)).toBe(expected);
  });
});

describe('temperature zones from name or description', () => {
  it.each([
    ['Vinkyl – två zoner', '', 2],
    ['Vinkyl 2 zoner', '', 2],
    ['Vinkyl', '<p>Tre temperaturzoner för rött, vitt och bubbel.</p>', 3],
    ['Vinkyl 1 zon', '', 1],
    ['Vinkyl', '<p>En zon med jämn temperatur.</p>', 1],
    ['Vinkyl dubbelzon', '', 2],
    ['Vinkyl', '<p>Två separata zoner.</p>', 2],
    ['Vinhylla', '<p>Ek.</p>', null],
  ])('%j / %j → %j', (name, description, expected) => {
    expect(readTemperatureZones(name, description)).toBe(expected);
  });
});
