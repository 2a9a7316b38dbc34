/**
 * Issue 21: sizes as other retailers write them (digits grouped by a
 * space or a dot, one lettered size per line) and the niche the maker asks
 * for next to the product's own size, a range giving its least value.
 */
import { describe, expect, it } from 'vitest';
import { factClauses, readDimensions, readProductFacts } from '../../../src/pull/facts';
import { joinDigitGroups } from '../../../src/pull/facts/clauses';

const niche = (name: string, description: string) => {
  const facts = readProductFacts(name, description);
  return [facts.niche_width_cm, facts.niche_height_cm, facts.niche_depth_cm];
};

describe('numbers grouped in thousands', () => {
  it.each([
    ['Höjd: 1 250 mm', 'Höjd: 1250 mm'],
    ['600 x 1 380 x 690 mm', '600 x 1380 x 690 mm'],
    ['Höjd: 1.250 mm', 'Höjd: 1250 mm'],
    ['Mått: 60 85 57', 'Mått: 60 85 57'],
    ['2 250,5 kr', '2 250,5 kr'],
    ['Höjd 1.25 m', 'Höjd 1.25 m'],
  ])('%s → %s', (clause, joined) => {
    expect(joinDigitGroups(clause)).toBe(joined);
  });

  it('joins them in the clauses every reader sees, whatever space the shop used', () => {
    expect(factClauses('<p>Höjd:\u00a01\u2009250\u202fmm</p>')).toEqual(['Höjd: 1250 mm']);
  });
});

describe('the product’s outer size, as other shops write it', () => {
  it.each([
    ['<p>Höjd: 1 250 mm</p><p>Bredd: 595 mm</p>', { width_cm: 59.5, height_cm: 125, depth_cm: null }],
    ['<p>Mått (BxHxD): 600 x 1 380 x 690 mm</p>', { width_cm: 60, height_cm: 138, depth_cm: 69 }],
    ['<ul><li>H 85 cm</li><li>B 54,8</li><li>D 57 cm</li></ul>', { width_cm: 54.8, height_cm: 85, depth_cm: 57 }],
    ['<ul><li>B 595</li><li>H 820</li><li>D 570</li></ul>', { width_cm: 59.5, height_cm: 82, depth_cm: 57 }],
    [
      '<p>Produktmått (HxBxD): 1 220 x 556 x 547 mm  Nischmått (HxBxD): 1 225 x 560 x 550 mm</p>',
      { width_cm: 55.6, height_cm: 122, depth_cm: 54.7 },
    ],
  ])('%s', (description, expected) => {
    expect(readDimensions('Vinkyl', description)).toEqual(expected);
  });

  it.each([
    ['<p>• H 82 cm<br>• B 59,6 cm<br>• D 56,7 cm</p>', { width_cm: 59.6, height_cm: 82, depth_cm: 56.7 }],
    ['<p>Mått i cm: H 45,5 · B 25 · D 47.</p>', { width_cm: 25, height_cm: 45.5, depth_cm: 47 }],
    ['Höjd (mm)=815|Bredd (mm)=595|Djup (mm)=550', { width_cm: 59.5, height_cm: 81.5, depth_cm: 55 }],
    [
      '<table><tr><td>Net width</td><td>595 mm</td></tr><tr><td>Net height</td><td>1\u2009270 mm</td></tr></table>',
      { width_cm: 59.5, height_cm: 127, depth_cm: null },
    ],
    ['<li>Dimensions (WxHxD): 595 x 1\u00a0765 x 680 mm</li>', { width_cm: 59.5, height_cm: 176.5, depth_cm: 68 }],
    ['<li>Height x width x depth: 830 x 480 x 500 mm</li>', { width_cm: 48, height_cm: 83, depth_cm: 50 }],
    ['Produktbredd (cm): 29,5\nProdukthöjd (cm): 82', { width_cm: 29.5, height_cm: 82, depth_cm: null }],
    ['<li>Mått (H×B×D): 1.215 × 556 × 545 mm</li>', { width_cm: 55.6, height_cm: 121.5, depth_cm: 54.5 }],
  ])('%s (list markers, pipes, English and compound labels, dots as thousands)', (description, expected) => {
    expect(readDimensions('Vinkyl', description)).toEqual(expected);
  });

  it('reads one lettered line alone as nothing: "D 12" may be a model', () => {
    expect(readDimensions('Vinkyl', '<ul><li>D 12</li><li>Kapacitet: 12 flaskor</li></ul>')).toEqual({
      width_cm: null,
      height_cm: null,
      depth_cm: null,
    });
  });
});

describe('the niche the maker asks for', () => {
  it.each([
    ['<p>Produktmått (HxBxD): 1 220 x 556 x 547 mm  Nischmått (HxBxD): 1 225 x 560 x 550 mm</p>', [56, 122.5, 55]],
    ['<p>Nischmått (HxBxD): 1 225 x 560 x 550 mm. Produktmått (HxBxD): 1 220 x 556 x 547 mm</p>', [56, 122.5, 55]],
    ['<ul><li>Nischhöjd: 820–870 mm</li><li>Nischbredd: 600 mm</li><li>Min. nischdjup 560 mm</li></ul>', [60, 82, 56]],
    ['<p>Installation height: 820-870 mm</p>', [null, 82, null]],
    ['<p>Höjden under bänkskivan behöver vara minst 82 cm.</p>', [null, 82, null]],
    ['<p>Den passar i nischer med en bredd från 30 cm.</p>', [30, null, null]],
  ])('%s', (description, expected) => {
    expect(niche('Vinkyl', description)).toEqual(expected);
  });

  it.each([
    [
      '<tr><td>Installation height</td><td>880 mm</td></tr><tr><td>Installation width</td><td>560 mm</td></tr>',
      [56, 88, null],
    ],
    ['<p>Inbyggnadsmått: 82–87 × 60 × 58 cm (H × B × D).</p>', [60, 82, 58]],
    ['<p>Passar i en nisch med höjd från 122 till 124 cm och bredd 56 cm.</p>', [56, 122, null]],
    ['<li>Niche dimensions (HxWxD): 880 x 560 x 550 mm</li>', [56, 88, 55]],
  ])('%s (installation labels are the niche, a range with "till" gives its least)', (description, expected) => {
    expect(niche('Vinkyl', description)).toEqual(expected);
    expect(readDimensions('Vinkyl', description)).toEqual({ width_cm: null, height_cm: null, depth_cm: null });
  });

  it('reads a niche that names no axis by the installation: an integrated unit’s height, another’s width', () => {
    expect(niche('Integrerbar vinkyl', '<p>Passar i en nisch på 88 cm.</p>')).toEqual([null, 88, null]);
    expect(niche('Inbyggbar vinkyl', '<p>Passar i en 60 cm nisch.</p>')).toEqual([60, null, null]);
  });

  it('names the axis when a word does, and keeps the first of two unnamed niches', () => {
    expect(niche('Inbyggbar vinkyl', '<p>Passar 60 cm breda nischer och 82 cm höga nischer.</p>')).toEqual([
      60,
      82,
      null,
    ]);
    expect(niche('Integrerbar vinkyl', '<p>Nisch 88 cm. Passar även i en 122 cm nisch.</p>')).toEqual([null, 88, null]);
  });

  it('reads no niche from packaging, a door, other products or a general promise', () => {
    expect(niche('Vinkyl', '<p>Förpackningens mått: 650 x 900 x 620 mm</p>')).toEqual([null, null, null]);
    expect(niche('Vinkyl', '<p>Passar i de flesta nischer.</p>')).toEqual([null, null, null]);
    expect(niche('Monteringssats', '<p>Passar vinkylar för nischer 56–60 cm.</p>')).toEqual([null, null, null]);
    expect(niche('Vinkyl', '<p>Kartongen ryms i en 60 cm nisch.</p>')).toEqual([null, null, null]);
    expect(niche('Vinkyl', '<p>Dörren kräver en nisch på 88 cm.</p>')).toEqual([null, null, null]);
    expect(niche('Vinkyl', '<p>För vinkylar: höjden under bänkskivan behöver vara minst 82 cm.</p>')).toEqual([
      null,
      null,
      null,
    ]);
  });
});
