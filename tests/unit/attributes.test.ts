import { describe, expect, it } from 'vitest';
import {
  factClauses,
  readCapacity,
  readDimensions,
  readEnergyClass,
  readInstallation,
  readNoise,
  readProductFacts,
  readTemperatureZones,
} from '../../src/pull/facts';
import { NO_FACTS } from '../support/no-facts';

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

describe('capacity: distractors are not bottles', () => {
  it.each([
    // [name, description, expected]
    ['Vinkyl', '<ul><li>Kapacitet: 166 flaskor (Bordeaux 75 cl)</li></ul>', 166],
    ['Vinkyl', 'Antal flaskor: 46', 46],
    ['Vinkyl', 'Kapacitet (flaskor): 34', 34],
    ['Vinkyl', 'Kapacitet: 46 st (75 cl)', 46],
    ['Vinkyl 46-flaskors', '', 46],
    ['Vinkyl', 'Plats för 40 st 0,75 l flaskor.', 40],
    ['Vinkyl', 'Rymmer 6 x 75 cl.', 6],
    ['Vinkällare', 'Rymmer 1 200 flaskor.', 1200],
    ['Vinställ', 'Ställningen håller sex flaskor.', 6],
    ['WineCave Exclusive 780 60D', 'Push/pull-dörr.', null], // a model number is not a count
    ['Bosch KUW20VHF0 - 21 flaskor', '', 21], // nor is a model number before a dash a range
    ['Vinkyl', '10 hyllor med 10 flaskor per hylla. Totalt 100 flaskor.', 100],
    ['Vinkyl', 'Varje hylla tar 6 flaskor. Vinkylen rymmer 36 flaskor.', 36],
    ['Vinkyl', 'Övre zon: 24 flaskor. Nedre zon: 32 flaskor.', 56], // only per-zone counts: their sum
    ['Vinställ', 'För 2–4 flaskor.', null], // a range states no capacity
    ['Ölkyl', 'Rymmer 60 flaskor à 33 cl eller 80 burkar. Kapacitet: 95 liter.', null],
    ['Vinkylskydd', 'Passar vinkylar upp till 46 flaskor.', null],
    ['Kolfilter', 'Passar skåpen i serien med 182 och 230 flaskor.', null],
    ['Vinkyl Trio', 'Storebror till modellen med 70 flaskor. Den här rymmer 30 flaskor.', 30],
    ['Vinkyl', 'Kapacitet: 95 (liter)', null],
  ])('%j / %j → %j', (name, description, expected) => {
    expect(readCapacity(name, description)).toBe(expected);
  });
});

describe('temperature zones: counts, not ranges or positions alone', () => {
  it.each([
    ['Vinkyl', 'Temperaturzoner: 2', 2],
    ['Vinkyl', 'Antal zoner: 1', 1],
    ['Vinkyl', '<table><tr><td>Klimatzoner</td><td>3</td></tr></table>', 3],
    ['Vinkyl', 'Temperaturzoner: Dubbel', 2],
    ['Tvåzonsvinkyl 24', '', 2],
    ['Vinkyl 2-zons', '', 2],
    ['Vinkyl Dual Zone', '', 2],
    ['Vinkyl Single Zone', '', 1],
    ['Vinkyl', 'Två separat reglerbara temperaturzoner.', 2],
    ['Vinkyl', 'Kylen har 2 st. temperaturzoner.', 2],
    ['Vinkyl', 'Kylen har en zon för rött och en för vitt.', 2],
    ['Vinkyl', 'Zon 1: 5–10 °C. Zon 2: 10–18 °C.', 2],
    ['Vinkyl', 'Temperatur: övre zon 7–12 °C, nedre zon 11–18 °C.', 2],
    ['Vinkyl', 'Temperaturzon: 5–20 °C', null],
    ['Vinkyl', 'Temperatur 5–20 °C.', null],
    ['Vinkyl', 'Zonerna ställs in mellan 5 och 20 °C.', null],
    ['Vinkyl', 'Magnumflaskorna får en egen hylla; 12 zoner av trä.', null],
    ['Termometer', 'Passar alla modeller med en eller två zoner.', null],
    ['Vinkyl Estate', 'Till skillnad från en enzons vinkyl har den två separata zoner.', 2],
  ])('%j / %j → %j', (name, description, expected) => {
    expect(readTemperatureZones(name, description)).toBe(expected);
  });
});

describe('installation: stated, with the strongest statement winning', () => {
  it.each([
    ['Vinkyl', 'Installation: Fristående', 'fristaende'],
    ['Vinkyl', 'Kan placeras fritt i rummet.', 'fristaende'],
    ['Inbyggbar vinkyl 60 cm', '', 'inbyggbar'],
    ['Vinkyl', 'För inbyggnad under bänk.', 'inbyggbar'],
    ['Vinkyl', 'Frontventilerad.', 'inbyggbar'],
    ['Vinkyl', 'Underbyggbar.', 'inbyggbar'],
    ['Vinkyl', 'Byggs in under bänken men kan även stå fritt.', 'inbyggbar'],
    ['Vinkyl', 'Installation: fristående eller inbyggd.', 'inbyggbar'],
    ['Vinkyl', 'Helintegrerad.', 'integrerbar'],
    ['Vinkyl', 'Döljs bakom en lucka i samma utförande som köket.', 'integrerbar'],
    ['Vinkyl', 'Köksluckan monteras med släpdörrsbeslag.', 'integrerbar'],
    ['Vinkyl', '<dl><dt>Installation</dt><dd>Integrerbar</dd></dl>', 'integrerbar'],
    ['Vinkyl', 'Ej för inbyggnad.', 'fristaende'],
    ['Vinkyl', 'Ska stå fritt och får inte byggas in.', 'fristaende'],
    ['Vinkyl', 'Den inbyggda LED-belysningen och en inbyggd fläkt.', null],
    ['Vinkyl', 'Integrerad LED-belysning och integrerat handtag.', null],
    ['Ventilationsgaller för inbyggda vinkylar', 'Passar inbyggbara vinkylar.', null],
    ['Sockellist 60 cm för integrerad vinkyl', '', null],
    ['Ölkyl', 'Passar perfekt bredvid en inbyggd vinkyl.', null],
    ['Vinkyl', 'Modellen är avsedd för fristående placering.', 'fristaende'],
    ['Vinkyl', 'Passar i en 60 cm nisch.', null],
  ])('%j / %j → %j', (name, description, expected) => {
    expect(readInstallation(name, description)).toBe(expected);
  });
});

describe('dimensions: the product’s outer size in cm', () => {
  const size = (w: number | null, h: number | null, d: number | null) => ({ width_cm: w, height_cm: h, depth_cm: d });
  it.each([
    ['Mått (B x H x D): 595 x 820 x 570 mm', size(59.5, 82, 57)],
    ['Mått (H × B × D): 127 × 49,5 × 60 cm', size(49.5, 127, 60)],
    ['Måtten är 59,5 × 82 × 57 cm (B × H × D).', size(59.5, 82, 57)],
    ['Mått (B x D x H): 59,5 x 57 x 82 cm', size(59.5, 82, 57)],
    ['Mått (BxHxD) mm: 595 x 870 x 580', size(59.5, 87, 58)],
    ['Mått (BxHxD): 60 x 82 x 57', size(60, 82, 57)], // no unit: plausible centimetres
    ['Mått (BxHxD): 595 x 820 x 570', size(59.5, 82, 57)], // … or plausible millimetres
    ['Mått (BxHxD): 60 x 820 x 57', size(null, null, null)], // … and neither: unread
    ['Bredd/Höjd/Djup: 54/85/57 cm', size(54, 85, 57)],
    ['B 59,5 x H 82 x D 57 cm', size(59.5, 82, 57)],
    ['B: 295 mm, H: 820 mm, D: 575 mm', size(29.5, 82, 57.5)],
    ['59,5 (B) x 82 (H) x 57 (D) cm', size(59.5, 82, 57)],
    ['Mått (cm): B 59,5 / H 87 / D 56,5', size(59.5, 87, 56.5)],
    ['<ul><li>Bredd: 29,5 cm</li><li>Höjd: 820 mm</li><li>Djup (mm): 570</li></ul>', size(29.5, 82, 57)],
    [
      '<table><tr><td>Bredd</td><td>59,8 cm</td></tr><tr><td>Höjd</td><td>82 cm</td></tr></table>',
      size(59.8, 82, null),
    ],
    ['Den är 29,5 cm bred, 82 cm hög och 57 cm djup.', size(29.5, 82, 57)],
    ['Skåpet är 60 cm brett, 1,8 m högt och 70 cm djupt.', size(60, 180, 70)],
    ['Den mäter 34 cm i bredd.', size(34, null, null)],
    ['Höjd: 82–89 cm (ställbara fötter).', size(null, 82, null)],
    ['Mått: 595 x 820 x 570 mm.', size(null, null, null)], // no legend: the order is unknown
    ['Nischmått (H × B × D): 88 × 56 × 55 cm', size(null, null, null)],
    ['Inbyggnadsmått (H x B x D): 88 x 56 x 55 cm', size(null, null, null)],
    ['Den passar i en nisch med höjden 88 cm och bredden 56 cm.', size(null, null, null)],
    ['Den passar i en 30 cm nisch och är 29,5 cm bred.', size(29.5, null, null)],
    ['Förpackningens mått (B x H x D): 65 x 90 x 62 cm.', size(null, null, null)],
    ['Måttet med öppen dörr: djup 110 cm. Djup: 57 cm.', size(null, null, 57)],
    ['Hyllans djup är 40 cm. Sockeln är 10 cm hög.', size(null, null, null)],
    ['Passar vinkylar upp till 60 cm breda och 85 cm höga.', size(null, null, null)],
  ])('%j → %j', (description, expected) => {
    expect(readDimensions('Vinkyl', description)).toEqual(expected);
  });

  it('never reads a bare "60 cm" in a name: it may be a width or a niche height', () => {
    expect(readDimensions('Integrerad vinkyl 88 cm', '')).toEqual(size(null, null, null));
    expect(readDimensions('Smal vinkyl 15 cm bred', '')).toEqual(size(15, null, null));
  });
});

describe('noise and energy class', () => {
  it.each([
    ['Ljudnivå: 39 dB(A)', 39],
    ['Ljudnivå 41dB', 41],
    ['25 dBA', 25],
    ['Ljudnivå: 40,5 dB.', 40.5],
    ['Ljudnivå (dB): 39', 39],
    ['<table><tr><td>Ljudnivå dB(A)</td><td>36</td></tr></table>', 36],
    ['Ljudnivå: 42 dB(A) re 1 pW', 42],
    ['Ljudnivå: 38–40 dB beroende på läge.', null],
    ['Mattan minskar ljudnivån med upp till 5 dB.', null],
    ['Den är 3 dB tystare än förra året. Ljudnivå: 36 dB.', 36],
    ['Ljudnivå: låg.', null],
  ])('noise %j → %j', (description, expected) => {
    expect(readNoise('Vinkyl', description)).toBe(expected);
  });

  it.each([
    ['Energiklass: G', 'G'],
    ['energiklassen är F', 'F'],
    ['Energiklass F (A–G)', 'F'],
    ['Energiklass (A–G): E', 'E'],
    ['Energiklass*: G', 'G'],
    ['Energimärkning: klass D', 'D'],
    ['Energi: C', 'C'],
    ['Energy class F', 'F'],
    ['Energiklass A (2021 års skala)', 'A'],
    ['Energiklass: A+', null], // the old scale is not the A–G scale
    ['Energiklass A++', null],
    ['Energiskala A–G', null],
    ['Energiklass: Se energietikett', null],
  ])('energy %j → %j', (description, expected) => {
    expect(readEnergyClass('Vinkyl', description)).toBe(expected);
  });
});

describe('clauses and the whole product', () => {
  it('cuts HTML by blocks, keeps table rows and definition pairs together, and splits flattened spec lists', () => {
    expect(
      factClauses('<table><tr><td>Bredd</td><td>59,5 cm</td></tr><tr><td>Höjd</td><td>82 cm</td></tr></table>'),
    ).toEqual(['Bredd 59,5 cm', 'Höjd 82 cm']);
    expect(factClauses('<dl><dt>Bredd</dt><dd>595 mm</dd><dt>Höjd</dt><dd>820 mm</dd></dl>')).toEqual([
      'Bredd 595 mm',
      'Höjd 820 mm',
    ]);
    expect(factClauses('Fakta Volym: 95 liter Kapacitet: cirka 90 burkar. Rymmer ca. 46 flaskor')).toEqual([
      'Fakta',
      'Volym: 95 liter',
      'Kapacitet: cirka 90 burkar.',
      'Rymmer ca. 46 flaskor',
    ]);
    expect(factClauses('<p>a</p><script>46 flaskor</script>')).toEqual(['a']);
  });

  it('drops a clause about a related model and cuts out a compared thing', () => {
    expect(factClauses('Storebror till modellen med 70 flaskor. Den rymmer 30 flaskor.')).toEqual([
      'Den rymmer 30 flaskor.',
    ]);
    expect(factClauses('Till skillnad från en enzons vinkyl har den två zoner.')).toEqual(['har den två zoner.']);
  });

  it('takes each fact from the name before the description, field by field, and the same for a repeated description', () => {
    const description =
      '<ul><li>Kapacitet: 30 flaskor</li><li>Energiklass: G</li><li>Bredd: 40 cm</li><li>Energiförbrukning: 140 kWh/år</li></ul>';
    const expected = {
      ...NO_FACTS,
      capacity: 46,
      temperature_zones: 2,
      installation: 'fristaende',
      width_cm: 40,
      height_cm: null,
      depth_cm: null,
      noise_db: null,
      energy_class: 'G',
      niche_width_cm: null,
      niche_height_cm: null,
      niche_depth_cm: 55,
      clearance_cm: 5,
      energy_kwh_year: 140,
    };
    const name = 'Fristående vinkyl 46 flaskor, 2 zoner, nischdjup 55 cm, minst 5 cm bakom';
    expect(readProductFacts(name, description)).toEqual(expected);
    // The second read of the description comes from memory; another name still wins over it.
    expect(readProductFacts(name, description)).toEqual(expected);
    expect(readProductFacts('Vinkyl', description)).toEqual({
      ...expected,
      capacity: 30,
      temperature_zones: null,
      installation: null,
      niche_depth_cm: null,
      clearance_cm: null,
    });
  });
});
