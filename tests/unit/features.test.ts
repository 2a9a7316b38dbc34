import { describe, expect, it } from 'vitest';
import { readGlassDoor, readLock, readReversibleDoor, readUvGlass, readWood } from '../../src/pull/facts';

/**
 * Issue 38 §1: the five yes-or-no features, each read from a name and a
 * description: true where the text says yes, false where it says no, null
 * where it says neither. The labelled sets (tests/unit/labelled-features.test.ts)
 * score the readers; these name the forms and the traps the issue lists.
 */
type Read = (name: string, description: string) => boolean | null;
const cases = (read: Read, rows: readonly (readonly [string, boolean | null])[]) =>
  it.each(rows)('%s → %s', (text, expected) => {
    expect(read('Vinkyl', text)).toBe(expected);
  });

describe('lockable', () => {
  cases(readLock, [
    ['Vinkyl med lås', true],
    ['Lås och nyckel ingår.', true],
    ['Låsbar glasdörr.', true],
    ['Nyckellås i dörren.', true],
    ['Kodlås.', true],
    ['Dörren kan låsas med nyckel.', true],
    ['Lockable door.', true],
    ['Abschließbar.', true],
    ['Med las och nyckel.', true],
    ['Vinkyl utan lås.', false],
    ['Lås: Nej', false],
    ['Ej låsbar.', false],
    ['No lock.', false],
    ['Ikke låsbar.', false],
    ['Uden lås.', false],
    ['Ohne Schloss.', false],
    ['Läser av temperaturen.', null],
    ['Låst temperatur vid strömavbrott.', null],
    ['Knapplås på panelen.', null],
    ['Temperaturen kan låsas.', null],
    ['Låsbara hjul.', null],
    ['Ishink med lock.', null],
    ['Lås finns som tillbehör.', null],
    ['Finns med eller utan lås.', null],
  ]);

  it('reads the name before the description', () => {
    expect(readLock('Vinkyl utan lås', 'Ett lås i dörren.')).toBe(false);
    expect(readLock('Vinkyl', 'Ett lås i dörren.')).toBe(true);
  });
});

describe('glass_door', () => {
  cases(readGlassDoor, [
    ['Glasdörr.', true],
    ['Helglasdörr utan ram.', true],
    ['Glas-dörr.', true],
    ['Dörr i härdat glas.', true],
    ['Tempered glass door.', true],
    ['Dörr: Glas', true],
    ['Glastür.', true],
    ['Vinkøleskab med glasdør.', true],
    ['Massiv dörr.', false],
    ['Solid dörr.', false],
    ['Dörr utan glas.', false],
    ['Glasdörr: Nej', false],
    ['Ingen glasdörr.', false],
    ['Sex vinglas i kristallglas.', null],
    ['Glashållare för vinglas.', null],
    ['Glasögonen ingår inte.', null],
    ['Glashyllor.', null],
    ['Passar alla vinkylar med glasdörr.', null],
  ]);
});

describe('uv_glass', () => {
  cases(readUvGlass, [
    ['UV-skyddat glas.', true],
    ['Glasdörren är UV-skyddad.', true],
    ['Uvskyddat glas.', true],
    ['UV-filter.', true],
    ['UV-filtrerande glas.', true],
    ['Tonat UV-glas.', true],
    ['Glaset skyddar mot UV-ljus.', true],
    ['UV-beskyttet glas.', true],
    ['Utan UV-skydd.', false],
    ['UV-skydd: Nej', false],
    ['Glaset skyddar inte mot UV-ljus.', false],
    ['Massiv dörr som skyddar mot UV-ljus.', null],
    ['UV-C-lampa.', null],
    ['UV-beständig plast.', null],
  ]);
});

describe('wood', () => {
  cases(readWood, [
    ['Trähyllor.', true],
    ['Hyllor i bok.', true],
    ['Hyllmaterial: Bok', true],
    ['Vinställ i massiv ek.', true],
    ['Wooden shelves.', true],
    ['Hylder i bøgetræ.', true],
    ['Holzroste aus Buche.', true],
    ['Hyllmaterial: Metall', false],
    ['Inga trähyllor.', false],
    ['Hyllorna är av metall.', false],
    ['Metallhyllor.', null],
    ['Trådhyllor.', null],
    ['Metallhyllor med träfront.', null],
    ['Levereras i trälåda.', null],
    ['Träffande noggrann.', null],
    ['Ekfärgad laminat.', null],
    ['Toner av ek.', null],
    ['En bok om vin.', null],
    ['Passar på köksbänken eller i bokhyllan.', null],
  ]);
});

describe('reversible_door', () => {
  cases(readReversibleDoor, [
    ['Vändbar dörr.', true],
    ['Omhängbar dörr.', true],
    ['Dörren kan hängas om.', true],
    ['Skiftbart dörrhängning.', true],
    ['Reversible door.', true],
    ['Türanschlag wechselbar.', true],
    ['Døren kan vendes.', true],
    ['Ej vändbar dörr.', false],
    ['Dörren kan inte hängas om.', false],
    ['Door not reversible.', false],
    ['Dörrhängning: Vänster', null],
    ['Vändbara hyllor.', null],
    ['Dörren kan öppnas 180 grader.', null],
  ]);
});
