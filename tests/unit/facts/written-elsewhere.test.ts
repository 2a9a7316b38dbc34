/**
 * Issue 35 §5, "facts written the way other shops write them": one table
 * per class the reader missed on text nobody here wrote. Each row is read
 * through readProductFacts, the reader the pull uses, and states only the
 * fields it is about.
 */
import { describe, expect, it } from 'vitest';
import { type ProductFacts, readProductFacts } from '../../../src/pull/facts';

type Case = readonly [text: string, expected: Partial<ProductFacts>];

const read = (name: string, description: string, fields: readonly (keyof ProductFacts)[]) => {
  const facts = readProductFacts(name, description);
  return Object.fromEntries(fields.map((field) => [field, facts[field]]));
};

const NICHE = ['niche_width_cm', 'niche_height_cm', 'niche_depth_cm'] as const;
const SIZE = ['width_cm', 'height_cm', 'depth_cm'] as const;

describe('a label after its noun', () => {
  it.each<Case>([
    [
      '<ul><li>Nischmått: 1 225 mm (höjd)</li><li>Bredd nisch: 560 mm</li><li>Djup nisch: 550 mm</li></ul>',
      { niche_width_cm: 56, niche_height_cm: 122.5, niche_depth_cm: 55 },
    ],
    [
      'Höjd nisch: 88 cm<br>Bredd, nisch: 56 cm<br>Djup i nisch: 55 cm',
      { niche_width_cm: 56, niche_height_cm: 88, niche_depth_cm: 55 },
    ],
    [
      'Høyde nisje: 450 mm\nBredde nisje: 560 mm\nDybde nisje: 550 mm',
      { niche_width_cm: 56, niche_height_cm: 45, niche_depth_cm: 55 },
    ],
    [
      'Højde niche: 82 cm. Bredde niche: 60 cm. Dybde niche: 55 cm.',
      { niche_width_cm: 60, niche_height_cm: 82, niche_depth_cm: 55 },
    ],
    // A lone niche size with its axis after it is that axis, not the width an unnamed niche would be.
    ['Nischmått: 1 770 mm (höjd)', { niche_width_cm: null, niche_height_cm: 177, niche_depth_cm: null }],
    ['Höjd nisch: 82 cm', { niche_width_cm: null, niche_height_cm: 82, niche_depth_cm: null }],
  ])('%s', (text, expected) => {
    expect(read('Vinkyl', text, NICHE)).toEqual(expected);
  });

  it('reads "Höjd, produkt" as the product’s own size and "Höjd, nisch" as the niche’s', () => {
    const table =
      '<table><tr><td>Höjd, produkt</td><td>818 mm</td></tr><tr><td>Bredd, produkt</td><td>595 mm</td></tr><tr><td>Djup, produkt</td><td>565 mm</td></tr><tr><td>Höjd, nisch</td><td>820 mm</td></tr><tr><td>Bredd, nisch</td><td>600 mm</td></tr><tr><td>Djup, nisch</td><td>570 mm</td></tr></table>';
    expect(read('Inbyggbar vinkyl', table, [...SIZE, ...NICHE])).toEqual({
      width_cm: 59.5,
      height_cm: 81.8,
      depth_cm: 56.5,
      niche_width_cm: 60,
      niche_height_cm: 82,
      niche_depth_cm: 57,
    });
  });
});

describe('a yearly label without a yearly unit', () => {
  it.each<Case>([
    ['Årsförbrukning el: 204 kWh', { energy_kwh_year: 204 }],
    ['Energiförbrukning år: 132 kWh', { energy_kwh_year: 132 }],
    ['Elförbrukning, år: 140 kWh', { energy_kwh_year: 140 }],
    ['<dl><dt>Energiförbrukning (årlig)</dt><dd>161 kWh</dd></dl>', { energy_kwh_year: 161 }],
    ['Årsforbrug: 118 kWh.', { energy_kwh_year: 118 }],
    ['Årsforbruk strøm: 146 kWh', { energy_kwh_year: 146 }],
    ['Yearly consumption: 152 kWh.', { energy_kwh_year: 152 }],
    // Still nothing without a figure, and a saving is no consumption.
    ['Årsförbrukning el: se energimärkningen', { energy_kwh_year: null }],
    ['Sparar 40 kWh per år jämfört med förra årsmodellen.', { energy_kwh_year: null }],
  ])('%s', (text, expected) => {
    expect(read('Vinkyl', text, ['energy_kwh_year'])).toEqual(expected);
  });
});

describe('a clearance stated in words', () => {
  it.each<Case>([
    ['Frontventilerad och kan byggas in utan avstånd till sidorna.', { clearance_cm: 0 }],
    ['Kan placeras tätt mellan skåpen utan sidoavstånd.', { clearance_cm: 0 }],
    ['Inget avstånd behövs till intilliggande skåp.', { clearance_cm: 0 }],
    ['Kräver inget ventilationsutrymme runt om.', { clearance_cm: 0 }],
    ['Kan plasseres uten avstand til sidene.', { clearance_cm: 0 }],
    ['Zero clearance: sits flush with the cabinets.', { clearance_cm: 0 }],
    ['Avstånd till vägg: 0 cm', { clearance_cm: 0 }],
    // The largest stated wins; a negated "without" and shelves are no clearance.
    ['Inget sidoavstånd krävs, men lämna 5 cm bakom.', { clearance_cm: 5 }],
    ['Ska inte stå utan avstånd till väggen – lämna luft runt om.', { clearance_cm: null }],
    ['Träribbor utan mellanrum mellan hyllorna.', { clearance_cm: null }],
  ])('%s', (text, expected) => {
    expect(read('Vinkyl', text, ['clearance_cm'])).toEqual(expected);
  });
});

describe('a stated order of dimensions is obeyed', () => {
  const outer = { width_cm: 60, height_cm: 85, depth_cm: 57 };
  it.each<Case>([
    ['Højde x bredde x dybde: 85 x 60 x 57 cm', outer],
    ['Høyde × bredde × dybde (cm): 85 × 60 × 57', outer],
    ['Mått: 85 x 60 x 57 cm (höjd, bredd, djup)', outer],
    ['Mått (HxBxD):\n85 x 60 x 57 cm', outer],
    ['Mått: höjd 85 x bredd 60 x djup 57 cm', outer],
    ['Mått i cm (djup x bredd x höjd): 57 x 60 x 85', outer],
    ['Dimensions (WxHxD mm): 600x850x570', outer],
    ['Size HxWxD: 850 x 600 x 570 mm', outer],
    ['Storlek (BxHxD mm): 600x850x570', outer],
    // No order stated, no size.
    ['Mått: 60 x 85 x 57 cm.', { width_cm: null, height_cm: null, depth_cm: null }],
  ])('%s', (text, expected) => {
    expect(read('Vinkyl', text, SIZE)).toEqual(expected);
  });

  it.each<Case>([
    ['Inbyggnadsmått 122,5 x 56 x 55 cm (HxBxD)', { niche_width_cm: 56, niche_height_cm: 122.5, niche_depth_cm: 55 }],
    ['Nischmått (H × B × D): 45 × 56 × 55 cm', { niche_width_cm: 56, niche_height_cm: 45, niche_depth_cm: 55 }],
    [
      'Nischmått: 820 mm (höjd), 560 mm (bredd), 550 mm (djup).',
      { niche_width_cm: 56, niche_height_cm: 82, niche_depth_cm: 55 },
    ],
  ])('%s', (text, expected) => {
    expect(read('Integrerad vinkyl', text, NICHE)).toEqual(expected);
  });
});

describe('a text that claims silence states no level beside it', () => {
  it.each<Case>([
    ['<p>Helt ljudlös.</p><ul><li>Ljudnivå: 0 dB</li></ul><ul><li>Ljudnivå (dB): 44</li></ul>', { noise_db: null }],
    ['Completely silent thermoelectric cooling. Noise level: 25 dB.', { noise_db: null }],
    ['Lydløs (0 dB).\nStøj: 41 dB', { noise_db: null }],
    // A hedged or negated claim is none, and its level stands.
    ['Termoelektrisk, nästan ljudlös: 24 dB.', { noise_db: 24 }],
    ['Inte helt ljudlös, men tyst: 39 dB.', { noise_db: 39 }],
    ['Silent Line 40: ljudnivå 39 dB.', { noise_db: 39 }],
  ])('%s', (text, expected) => {
    expect(read('Vinkyl', text, ['noise_db'])).toEqual(expected);
  });

  it('takes no level from the name when the description claims silence', () => {
    expect(read('Minibar 38 dB', '<p>Absorptionskyl, helt ljudlös.</p>', ['noise_db'])).toEqual({ noise_db: null });
  });
});
