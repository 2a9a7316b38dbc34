import { type Texts, textsOf } from './clauses';
import { after, before, type Found, firstAtLeast, L, matches, OTHER_PRODUCTS, occurrences, R, toNumber } from './scan';

function rx(source: string, flags = 'iu'): RegExp {
  return new RegExp(source, flags);
}

// -------------------------------------------------------------- dimensions

type Axis = 'width' | 'height' | 'depth';
const AXIS_OF: ReadonlyMap<string, Axis> = new Map([
  ['b', 'width'],
  ['bredd', 'width'],
  ['bredden', 'width'],
  ['h', 'height'],
  ['höjd', 'height'],
  ['höjden', 'height'],
  ['d', 'depth'],
  ['djup', 'depth'],
  ['djupet', 'depth'],
  ['bred', 'width'],
  ['brett', 'width'],
  ['hög', 'height'],
  ['högt', 'height'],
  ['djupt', 'depth'],
  ['w', 'width'],
  ['width', 'width'],
  ['wide', 'width'],
  ['high', 'height'],
  ['deep', 'depth'],
  // Norwegian and Danish, as Nordic shops and makers write them.
  ['bredde', 'width'],
  ['høyde', 'height'],
  ['højde', 'height'],
  ['dybde', 'depth'],
  ['height', 'height'],
  ['depth', 'depth'],
]);

/** A size or level: "59,5", "820", "38.5", "0,595" (metres to the millimetre). */
export const NUM = '(\\d{1,4}(?:[.,]\\d{1,3})?)';
const UNIT = `(mm|cm|m)${R}`;
/** The rest of a range after its first number ("820–870": the first is the least). */
const RANGE_REST = '(?: ?(?:[–—-]|till|to) ?\\d{1,4}(?:[.,]\\d{1,2})?)?';
const SEP = ' ?[x×*/] ?';
/** Axis words and letters of a legend, Danish and Norwegian among them ("Højde x bredde x dybde"). */
const LEGEND_ITEM = '(bredde|bredd|højde|høyde|höjd|dybde|djup|längd|width|height|depth|length|b|h|d|l|w)';
/** A legend lists its axes with the list's own sign or with commas: "(höjd, bredd, djup)". */
const LEGEND_SEP = ' ?[x×*/,] ?';
const LEGEND = `${LEGEND_ITEM}${LEGEND_SEP}${LEGEND_ITEM}(?:${LEGEND_SEP}${LEGEND_ITEM})?`;
const LEGEND_UNIT = `(?: ?[,(]? ?(?:i )?(mm|cm) ?\\)?)?`;

/** "Mått (B x H x D): 595 x 820 x 570 mm", "Bredd x Höjd x Djup (cm): 59,5 x 82 x 57". */
const TRIPLE_LEGEND_FIRST = rx(
  `${L}\\(? ?${LEGEND} ?\\)?${LEGEND_UNIT} ?(?:min\\.?|minst)? ?[:=]? ?(?:ca\\.? ?|cirka ?|min\\.? ?|minst ?)?${NUM} ?(?:${UNIT})?${SEP}${NUM} ?(?:${UNIT})?(?:${SEP}${NUM})? ?(?:${UNIT})?`,
  'giu',
);
/** "59,5 × 82 × 57 cm (B × H × D)". */
const TRIPLE_LEGEND_AFTER = rx(
  `${L}${NUM} ?(?:${UNIT})?${SEP}${NUM} ?(?:${UNIT})?(?:${SEP}${NUM})? ?(?:${UNIT})? ?\\(? ?${LEGEND} ?\\)?`,
  'giu',
);
/** "B 59,5 x H 82 x D 57 cm", "B: 595 mm, H: 820 mm": capital single-letter labels (case matters). */
const LETTER_VALUE = new RegExp(`${L}([BHDW]) ?[:=.]? ?${NUM} ?(?:(mm|cm|m)${R})?`, 'gu');
/** "59,5 (B) x 82 (H) x 57 (D) cm", "25.5 cm W x 51.5 cm D x 37 cm H" (a letter after its value, before a separator). */
const VALUE_LETTER = new RegExp(
  `${L}${NUM} ?(?:(mm|cm|m)${R})? ?(?:\\(([BHDW]|bredd|höjd|djup|width|height|depth)\\)|([BHDW])(?= ?[x×*/,;]| ?$|\\.(?: |$)))`,
  'giu',
);
/**
 * Axis words inside a size list, the unit written once at its end: "höjd 86 x bredd 30 x
 * djup 58 cm". An item before a separator and the next axis word, or after a separator that
 * follows a number; read as a lettered group (at least two axes in the clause).
 */
const LIST_AXIS = '(bredde|bredd|højde|høyde|höjd|dybde|djup|width|height|depth)';
const WORD_BEFORE_SEP = rx(`${L}${LIST_AXIS} ?[:=]? ?${NUM} ?(?:(mm|cm|m)${R})?(?= ?[x×*/] ?${LIST_AXIS}${R})`, 'giu');
const WORD_AFTER_SEP = rx(`(?<=\\d(?: ?(?:mm|cm))? ?[x×*/] ?)${LIST_AXIS} ?[:=]? ?${NUM} ?(?:(mm|cm|m)${R})?`, 'giu');
/**
 * "Bredd: 29,5 cm", "Höjd (mm): 820", "Djup inkl. handtag 57 cm", "en bredd på 30 cm", and a
 * noun after its axis (issue 35 §5): "Bredd nisch: 560 mm", "Höjd, produkt", "Djup i nisch",
 * "Høyde nisje". A niche noun there makes the size the niche's (NICHE_QUALIFIER).
 */
const WORD_QUALIFIER =
  '(?: ?\\([^()]{0,25}\\)| ?, ?(?:mm|cm)|,? (?:i |till )?(?:nisch(?:en)?|nisje|niche|produkt(?:en)?)(?=[ :=])| (?:inkl\\.?|exkl\\.?|inklusive|exklusive|med|utan) [\\p{L}.]+(?: [\\p{L}.]+)?| (?:på|är|om|blir|totalt|i (?:mm|cm))(?=[ :])| för (?:inbyggnad|installation|nisch\\p{L}*))';
/** "Produktbredd", "Ytterhöjd", "Net width", "Product depth": the product's own size, however the label starts. */
const WORD_LABEL = rx(
  `${L}(?:(?:produkt|ytter|total|netto|apparat|skåps?)|(?:net|product|overall|appliance|external|outer) )?(bredd|bredden|höjd|höjden|djup|djupet|width|height|depth|bredde|høyde|højde|dybde)${R}((?:${WORD_QUALIFIER}){0,3}) ?[:=]? ?(?:ca\\.?|cirka|endast|bara|max\\.?|min\\.?|minst|från)? ?${NUM}${RANGE_REST} ?(?:${UNIT})?`,
  'giu',
);
/**
 * A niche's own labels (issue 21): "Nischhöjd: 820–870 mm", "Inbyggnadsdjup min. 550 mm",
 * "Installation height 820-870 mm", "Niche width: 560". A range gives its least value.
 */
const NICHE_LABEL = rx(
  `${L}(?:(?:nisch|inbyggnads|installations|monterings|montage)(bredd|höjd|djup)(?:en|et)?|(?:niche|installation|built-in|cut-?out) (width|height|depth))${R}((?:${WORD_QUALIFIER}){0,3}) ?[:=]? ?(?:ca\\.?|cirka|min\\.?|minst|minimum|from|från|fr\\.)? ?${NUM}${RANGE_REST} ?(?:${UNIT})?`,
  'giu',
);
/** "en 45 cm nisch", "för 60 cm breda nischer": the axis when a word names it, else unnamed (see below). */
const NICHE_PROSE = rx(
  `${L}${NUM} ?${UNIT} ?(?:(bred|breda|brett|hög|höga|högt|djup|djupa|djupt) )?(?:nisch|nisje|niche)`,
  'giu',
);
/** "nisch 88 cm", "passar i en nisch på 122 cm", "Inbyggnadsnisch: 82-87 cm": a niche size that names no axis. */
const NICHE_UNNAMED = rx(
  `${L}(?:inbyggnads|monterings)?nisch(?:en|mått)?(?: (?:på|om|med|från))? ?[:=]? ?(?:ca\\.?|cirka|min\\.?|minst|från)? ?${NUM}${RANGE_REST} ?${UNIT}(?! ?[x×*/] ?\\d)`,
  'giu',
);
/**
 * An axis word right before a niche noun ("Höjd nisch: 82 cm", "Bredd, nisch", "Djup i nisch"):
 * the label names its axis after its noun, so the niche is not one without an axis.
 */
const AXIS_BEFORE_NICHE = rx(
  `(?:bredd|bredde|höjd|høyde|højde|djup|dybde|width|height|depth)(?: ?,| i| till| för)? ?$`,
);
/** "Nischmått: 1 225 mm (höjd)": a lone size with its axis after it in parentheses. */
const AXIS_AFTER = rx(`^ ?\\( ?(bredd|bredde|höjd|høyde|højde|djup|dybde|width|height|depth|b|h|d|w) ?\\)`);
/** "Höjden under bänkskivan behöver vara minst 82 cm": a size the unit needs is its niche. */
const NICHE_NEED = rx(
  `${L}(höjd|höjden|bredd|bredden|djup|djupet)(?: [\\p{L}-]+){0,3} (?:behöver|måste|ska|bör) vara (?:minst |min\\. |ca\\.? |cirka )?${NUM}${RANGE_REST} ?${UNIT}`,
  'giu',
);

/** "29,5 cm bred", "82 cm hög", "skåpet är 60 cm brett", "mäter 34 cm i bredd". */
const PROSE = rx(
  `${L}${NUM} ?${UNIT} ?(?:i )?(bred|brett|hög|högt|djup|djupt|bredd|höjd|djup|wide|high|deep|width|height|depth)${R}`,
  'giu',
);

/**
 * A size of the niche, the opening, the box, a shelf or the interior is not
 * the product's. Only tested for whether it occurs, so a stem ("sockel") needs
 * no ending: an open-ended "sockel\p{L}*" would run to the end of a long word
 * at every "sockel" in it when all occurrences are listed.
 */
const NOT_OUTER_SIZE = rx(
  `nisch|nisje|niche|recess|opening|installationsmått|indbygningsmål|innbyggingsmål|monteringsmått|installation (?:height|width|depth|dimensions)|cut-?out|öppning|exempel|t\\. ?ex|inbyggnadsmått|inbyggnadshöjd|inbyggnadsbredd|inbyggnadsdjup|mått för inbyggnad|utrymme|förpackning|kartong|emballage|paket|frakt|hyllan|hyllans|hyllornas|hyllplan|(?:varje|en|per) hylla|flaskan|inre|invändig|innermått|lucka|luckan|luckans|sockel|handtaget|dörröppning|öppen|bänkskiva|kräv|behöv|passar (?:i|till|för|in)|${OTHER_PRODUCTS.source}`,
  'iu',
);
const NOT_OUTER_SIZE_SCAN = rx(NOT_OUTER_SIZE.source, 'giu');
const NOT_OUTER_AFTER = rx(`^ ?(?:nisch|öppning|skåp|utrymme|lucka|vinkylar|breda|höga|djupa)`);

/** What makes a size the niche's: the niche named in the size's own predicate. */
const NICHE_SCAN = rx(
  `nisch|nichemål|${L}nisje|indbygningsmål|innbyggingsmål|recess|inbyggnadsmått|inbyggnadshöjd|inbyggnadsbredd|inbyggnadsdjup|mått för inbyggnad|installationsmått|monteringsmått|${L}niche|cut-?out|installation (?:height|width|depth|dimensions)|${L}öppning|${L}opening|${L}utrymme`,
  'giu',
);
/** Sizes near a niche that are still not the niche's: the box, a door, a shelf, other products. */
const NOT_NICHE_SCAN = rx(
  `förpackning|kartong|emballage|paket|frakt|dörr|hylla|exempel|t\\. ?ex|${OTHER_PRODUCTS.source}`,
  'giu',
);
const NICHE_AFTER = rx(`^ ?(?:\\([^()]{0,20}\\) ?)?(?:nisch|öppning)`);
/** The word right before a size label that makes it the niche's: "Installation height", "Niche width". */
const NICHE_WORD_BEFORE = rx(`(?:installation|installations|niche|nisch|built-in|cut-?out|inbyggnads) $`);
const NICHE_IN_PARENTHESES = new RegExp(
  `^ ?\\((?:nisch|nisje|niche)\\p{L}* ?:? ?${NUM}${SEP}${NUM}${SEP}${NUM} ?(?:(mm|cm)(?![\\p{L}]))?\\)`,
  'iu',
);
/** A lettered line's label naming something that is neither the product nor its niche. */
const NOT_NICHE_LABEL = rx(`förpackning|kartong|frakt|paket|brutto|shipping|package|gross`);
/** A label's qualifier naming the niche: "Höjd (nisch): 820 mm", "Bredd, inbyggnad: 56 cm". */
const NICHE_QUALIFIER = rx(`nisch|nisje|inbyggnad|installation|niche|recess`);

/**
 * The part of a clause's prefix that belongs to the size's own predicate: in
 * "passar i en 30 cm nisch och är 29,5 cm bred" the niche is another predicate.
 */
const NEW_PREDICATE = rx(`(?:,|${L}och|${L}men) (?:den|kylen|skåpet|själva \\p{L}+)? ?(?:är|mäter) `, 'giu');

/**
 * Where the predicate of a match at `index` starts: after the last new
 * predicate that ends before it, or at the clause's start. Each clause is
 * scanned once (per reader call), not its prefix once per match.
 */
function predicateStarts(): (clause: string, index: number) => number {
  const known = new Map<string, number[]>();
  return (clause, index) => {
    let ends = known.get(clause);
    if (ends === undefined) {
      ends = matches([clause], NEW_PREDICATE).map(([match]) => match.index + match[0].length);
      known.set(clause, ends);
    }
    const later = firstAtLeast(ends, index + 1);
    return later === 0 ? 0 : (ends[later - 1] ?? 0);
  };
}

/**
 * A size list with a legend but no unit ("Mått (BxHxD): 60 x 82 x 57"):
 * centimetres when every value is a plausible size in cm, millimetres when
 * every value is one in mm; anything in between stays unread.
 */
function impliedUnit(values: readonly number[]): string | undefined {
  if (values.every((value) => value >= 5 && value <= 250)) return 'cm';
  if (values.every((value) => value >= 250 && value <= 2500)) return 'mm';
  return undefined;
}

const CENTIMETRES_PER: ReadonlyMap<string, number> = new Map([
  ['mm', 0.1],
  ['cm', 1],
  ['m', 100],
]);

function centimetres(value: number, unit: string | undefined): number | null {
  const factor = CENTIMETRES_PER.get((unit ?? '').toLowerCase());
  if (factor === undefined || !Number.isFinite(value)) return null;
  const cm = Math.round(value * factor * 10) / 10;
  return cm >= 1 && cm <= 1000 ? cm : null;
}

type Sizes = Map<Axis, Found<number>>;

/**
 * A range inside a size list ("82–87 × 60 × 58 cm", "560 x 820-870 x 550 mm") stands for its
 * least value, as a range does after a label. Replaced before the list patterns run, which
 * stay small enough for the ReDoS check to decide (tests/unit/redos.test.ts).
 */
const RANGE_BEFORE_TIMES =
  /(?<![\d.,])(\d{1,4}(?:[.,]\d{1,2})?) ?[–—-] ?\d{1,4}(?:[.,]\d{1,2})?(?= ?(?:mm |cm )?[x×*/] ?\d)/gu;
const RANGE_AFTER_TIMES =
  /(?<=\d ?(?:mm |cm )?[x×*/] ?)(\d{1,4}(?:[.,]\d{1,2})?) ?[–—-] ?\d{1,4}(?:[.,]\d{1,2})?(?![\d.,])/gu;

/** "56–57 cm bred", "820–870 mm": a range with its unit. */
const RANGE_WITH_UNIT =
  /(?<![\d.,])(\d{1,4}(?:[.,]\d{1,2})?) ?[–—-] ?\d{1,4}(?:[.,]\d{1,2})?(?= ?(?:mm|cm|m)(?![\p{L}\p{N}]))/gu;

function leastOfRangesInLists(clause: string): string {
  if (!/\d ?[–—-] ?\d/u.test(clause)) return clause;
  return clause.replace(RANGE_BEFORE_TIMES, '$1').replace(RANGE_AFTER_TIMES, '$1').replace(RANGE_WITH_UNIT, '$1');
}

/** The product's outer size and the niche it asks for, per axis, each with its reading order. */
export interface SizesFound {
  readonly outer: Sizes;
  readonly niche: Sizes;
  /**
   * A niche size that names no axis ("nisch 88 cm"): the Swedish kitchen trade sells an
   * integrated unit by niche height (45, 88, 122 cm) and any other by niche width, so the
   * caller, who knows the installation, settles which.
   */
  readonly nicheUnnamed: Found<number> | null;
}

const SIZE_HINT =
  /\d ?(?:mm|cm|m)(?![\p{L}])|\((?:mm|cm|[bhd])\)|mått|mål|bred|hög|höjd|højde|høyde|djup|dybde|nisch|[bhd] ?[x×*/]|^[bhd] ?[:=.]? ?\d|width|height|depth/iu;
/**
 * A clause that is one lettered size and nothing else: "H 85 cm", "B: 54,8", "D 570 mm" (case
 * matters), maybe after the list's label ("Mått i cm: H 45,5" · "B 25" · "D 47").
 */
const LETTER_ALONE = new RegExp(
  `^(?:([\\p{L} ()]{1,30})(?:: ?| ))?([BHD]) ?[:=.]? ?${NUM} ?(?:(mm|cm|m))?[.,;]?$`,
  'u',
);

interface Lettered {
  readonly axis: Axis | undefined;
  readonly value: number;
  readonly unit: string | undefined;
  readonly at: number;
}

/** The outer sizes and the niche sizes the clauses state. */
export function sizesIn(all: readonly string[]): SizesFound {
  const clauses = all.map((clause) =>
    /\d/u.test(clause) && SIZE_HINT.test(clause) ? leastOfRangesInLists(clause) : '',
  );
  const outerSizes: Sizes = new Map();
  const nicheSizes: Sizes = new Map();
  const putIn = (sizes: Sizes, axis: Axis | undefined, value: number | null, order: number) => {
    if (axis === undefined || value === null) return;
    const known = sizes.get(axis);
    if (known === undefined || order < known.order) sizes.set(axis, { value, order });
  };
  const predicateStart = predicateStarts();
  const notOuter = occurrences(NOT_OUTER_SIZE_SCAN);
  const nicheNamed = occurrences(NICHE_SCAN);
  const notNiche = occurrences(NOT_NICHE_SCAN);
  /** Whether a size at `index` is the niche's: the niche named in its predicate (and no box or door), or right after it. */
  const isNiche = (clause: string, index: number, suffix: string) => {
    const from = predicateStart(clause, index);
    return (nicheNamed(clause, from, index) && !notNiche(clause, from, index)) || NICHE_AFTER.test(suffix);
  };
  /** Where a size at the match belongs: the product's outer size, the niche, or neither. */
  const sizesFor = (clause: string, match: RegExpExecArray): Sizes | null => {
    const suffix = after(clause, match);
    // "Installation width 560 mm": the word just before the label makes it the niche's.
    if (NICHE_WORD_BEFORE.test(before(clause, match, 24))) return nicheSizes;
    if (!notOuter(clause, predicateStart(clause, match.index), match.index) && !NOT_OUTER_AFTER.test(suffix))
      return outerSizes;
    return isNiche(clause, match.index, suffix) ? nicheSizes : null;
  };

  // Triples and pairs with a legend; the unit follows the numbers or sits in the legend.
  for (const [pattern, legendFirst] of [
    [TRIPLE_LEGEND_FIRST, true],
    [TRIPLE_LEGEND_AFTER, false],
  ] as const) {
    for (const [match, clause, order] of matches(clauses, pattern)) {
      const sizes = sizesFor(clause, match);
      if (sizes === null) continue;
      const m = match.slice(1);
      const legend = (legendFirst ? [m[0], m[1], m[2]] : [m[6], m[7], m[8]]).filter((x) => x !== undefined);
      const values = (legendFirst ? [m[4], m[6], m[8]] : [m[0], m[2], m[4]]).filter((x) => x !== undefined);
      const units = (legendFirst ? [m[3], m[5], m[7], m[9]] : [m[1], m[3], m[5]]).filter((x) => x !== undefined);
      const numbers = values.map((value) => toNumber(value ?? ''));
      const unit = units.at(-1) ?? impliedUnit(numbers);
      if (legend.length !== values.length || unit === undefined) continue;
      if (new Set(units.map((u) => u.toLowerCase())).size > 1) continue;
      legend.forEach((item, index) => {
        putIn(
          sizes,
          AXIS_OF.get(item.toLocaleLowerCase('sv-SE')),
          centimetres(numbers[index] ?? Number.NaN, unit),
          order + index,
        );
      });
      // "87,5 x 59,5 x 56 cm (nisch 88 x 60 x 56)": the niche in parentheses takes the list's order and unit.
      const niche = sizes === outerSizes ? NICHE_IN_PARENTHESES.exec(after(clause, match, 60)) : null;
      if (niche) {
        const nicheNumbers = [niche[1], niche[2], niche[3]].map((value) => toNumber(value ?? ''));
        legend.forEach((item, index) => {
          putIn(
            nicheSizes,
            AXIS_OF.get(item.toLocaleLowerCase('sv-SE')),
            centimetres(nicheNumbers[index] ?? Number.NaN, niche[4] ?? unit),
            order + index,
          );
        });
      }
    }
  }

  // Single capital letters: at least two in one clause, so a lone "D 12" in a model name never counts.
  const letteredBy = new Map<number, Lettered[]>();
  const letteredIn = (index: number) => {
    const list = letteredBy.get(index) ?? [];
    letteredBy.set(index, list);
    return list;
  };
  const nicheClauses = new Set<number>();
  const lettered = (match: RegExpExecArray, clause: string, order: number, item: Omit<Lettered, 'at'>) => {
    const index = Math.floor(order / 10_000);
    if (notOuter(clause, 0, match.index)) {
      if (!isNiche(clause, match.index, after(clause, match))) return;
      nicheClauses.add(index);
    }
    letteredIn(index).push({ ...item, at: match.index });
  };
  for (const [match, clause, order] of matches(clauses, LETTER_VALUE)) {
    lettered(match, clause, order, {
      axis: AXIS_OF.get((match[1] ?? '').toLowerCase()),
      value: toNumber(match[2] ?? ''),
      unit: match[3],
    });
  }
  for (const [match, clause, order] of matches(clauses, VALUE_LETTER)) {
    lettered(match, clause, order, {
      axis: AXIS_OF.get((match[3] ?? match[4] ?? '').toLowerCase()),
      value: toNumber(match[1] ?? ''),
      unit: match[2],
    });
  }
  for (const pattern of [WORD_BEFORE_SEP, WORD_AFTER_SEP]) {
    for (const [match, clause, order] of matches(clauses, pattern)) {
      lettered(match, clause, order, {
        axis: AXIS_OF.get((match[1] ?? '').toLocaleLowerCase('sv-SE')),
        value: toNumber(match[2] ?? ''),
        unit: match[3],
      });
    }
  }
  for (const [index, items] of letteredBy) {
    const clause = clauses[index] ?? '';
    if (new Set(items.map((item) => item.axis)).size < 2) continue;
    // A unit written once ("B 59,5 x H 82 x D 57 cm") applies to the whole group.
    const trailing =
      clause.slice(items.reduce((last, item) => Math.max(last, item.at), 0)).match(/(mm|cm|m)(?![\p{L}\p{N}])/u)?.[1] ??
      clause.match(/\((mm|cm)\)/u)?.[1];
    const sizes = nicheClauses.has(index) ? nicheSizes : outerSizes;
    for (const item of items) {
      putIn(sizes, item.axis, centimetres(item.value, item.unit ?? trailing), index * 10_000 + item.at);
    }
  }
  // A spec list of one lettered size per line ("H 85 cm" / "B 54,8" / "D 57"): two or more
  // neighbouring lines of different letters are a size; one such line alone is not.
  // A label before the letter says whose size it is ("Nisch H 820 mm" / "Nisch B 600 mm").
  let run: { index: number; axis: Axis; value: number; unit: string | undefined }[] = [];
  let runIsNiche = false;
  const endRun = () => {
    if (new Set(run.map((item) => item.axis)).size >= 2) {
      const unit = run.find((item) => item.unit !== undefined)?.unit ?? impliedUnit(run.map((item) => item.value));
      const sizes = runIsNiche ? nicheSizes : outerSizes;
      for (const item of run) putIn(sizes, item.axis, centimetres(item.value, item.unit ?? unit), item.index * 10_000);
    }
    run = [];
  };
  for (const [index, clause] of clauses.entries()) {
    const alone = clause === '' ? null : LETTER_ALONE.exec(clause);
    const axis = alone ? AXIS_OF.get((alone[2] ?? '').toLowerCase()) : undefined;
    const label = alone?.[1] ?? '';
    if (alone === null || axis === undefined || (label !== '' && NOT_NICHE_LABEL.test(label))) {
      endRun();
      continue;
    }
    const niche = NICHE_QUALIFIER.test(label);
    if (niche !== runIsNiche) endRun();
    runIsNiche = niche;
    run.push({ index, axis, value: toNumber(alone[3] ?? ''), unit: alone[4] });
  }
  endRun();

  for (const [match, clause, order] of matches(clauses, WORD_LABEL)) {
    const qualifier = match[2] ?? '';
    if (/[×*/]| x /u.test(qualifier)) continue;
    const sizes = NICHE_QUALIFIER.test(qualifier)
      ? nicheSizes
      : NOT_OUTER_SIZE.test(qualifier)
        ? null
        : sizesFor(clause, match);
    if (sizes === null) continue;
    const unit = match[4] ?? qualifier.match(/(mm|cm)(?![\p{L}])/iu)?.[1];
    putIn(
      sizes,
      AXIS_OF.get((match[1] ?? '').toLocaleLowerCase('sv-SE')),
      centimetres(toNumber(match[3] ?? ''), unit),
      order,
    );
  }
  for (const [match, clause, order] of matches(clauses, NICHE_LABEL)) {
    if (notNiche(clause, predicateStart(clause, match.index), match.index)) continue;
    const qualifier = match[3] ?? '';
    const unit = match[5] ?? qualifier.match(/(mm|cm)(?![\p{L}])/iu)?.[1] ?? impliedUnit([toNumber(match[4] ?? '')]);
    putIn(
      nicheSizes,
      AXIS_OF.get((match[1] ?? match[2] ?? '').toLocaleLowerCase('sv-SE')),
      centimetres(toNumber(match[4] ?? ''), unit),
      order,
    );
  }
  let nicheUnnamed: Found<number> | null = null;
  const unnamed = (value: number | null, order: number) => {
    if (value !== null && (nicheUnnamed === null || order < nicheUnnamed.order)) nicheUnnamed = { value, order };
  };
  for (const [match, clause, order] of matches(clauses, NICHE_PROSE)) {
    if (notNiche(clause, predicateStart(clause, match.index), match.index)) continue;
    const value = centimetres(toNumber(match[1] ?? ''), match[2]);
    if (match[3]) putIn(nicheSizes, AXIS_OF.get(match[3].toLocaleLowerCase('sv-SE').replace(/a$/u, '')), value, order);
    else unnamed(value, order);
  }
  for (const [match, clause, order] of matches(clauses, NICHE_UNNAMED)) {
    if (notNiche(clause, predicateStart(clause, match.index), match.index)) continue;
    if (AXIS_BEFORE_NICHE.test(before(clause, match, 16))) continue;
    const value = centimetres(toNumber(match[1] ?? ''), match[2]);
    const named = AXIS_AFTER.exec(after(clause, match, 16))?.[1];
    if (named === undefined) unnamed(value, order);
    else putIn(nicheSizes, AXIS_OF.get(named.toLocaleLowerCase('sv-SE')), value, order);
  }
  for (const [match, clause, order] of matches(clauses, NICHE_NEED)) {
    if (notNiche(clause, predicateStart(clause, match.index), match.index)) continue;
    putIn(
      nicheSizes,
      AXIS_OF.get((match[1] ?? '').toLocaleLowerCase('sv-SE')),
      centimetres(toNumber(match[2] ?? ''), match[3]),
      order,
    );
  }
  for (const [match, clause, order] of matches(clauses, PROSE)) {
    const sizes = sizesFor(clause, match);
    if (sizes === null) continue;
    putIn(
      sizes,
      AXIS_OF.get((match[3] ?? '').toLocaleLowerCase('sv-SE')),
      centimetres(toNumber(match[1] ?? ''), match[2]),
      order,
    );
  }
  return { outer: outerSizes, niche: nicheSizes, nicheUnnamed };
}

/** The outer size a text states on one axis, cm, or null. */
export const outerSizeIn = (sizes: SizesFound, axis: Axis): number | null => sizes.outer.get(axis)?.value ?? null;

/** The niche size a text states on one axis, cm, or null. */
export const nicheSizeIn = (sizes: SizesFound, axis: Axis): number | null => sizes.niche.get(axis)?.value ?? null;

/**
 * A niche size that names no axis ("nisch 88 cm"), stated by the name or else
 * the description, on the axis the installation names it by: the height for
 * an integrated unit, the width for any other; null on the other axes.
 */
export function unnamedNicheOn(
  axis: Axis,
  name: SizesFound,
  description: SizesFound,
  integrated: boolean,
): number | null {
  const unnamed = (name.nicheUnnamed ?? description.nicheUnnamed)?.value ?? null;
  return unnamed !== null && (integrated ? 'height' : 'width') === axis ? unnamed : null;
}

export interface Dimensions {
  readonly width_cm: number | null;
  readonly height_cm: number | null;
  readonly depth_cm: number | null;
}

/** The product's outer width, height and depth in centimetres (millimetres converted). */
export function readDimensions(name: string, description: string): Dimensions {
  const { name: fromName, description: fromDescription } = bothSizes(textsOf(name, description));
  const pick = (axis: Axis) => (fromName.outer.get(axis) ?? fromDescription.outer.get(axis))?.value ?? null;
  return { width_cm: pick('width'), height_cm: pick('height'), depth_cm: pick('depth') };
}

function bothSizes(texts: Texts): { name: SizesFound; description: SizesFound } {
  return { name: sizesIn(texts.name), description: sizesIn(texts.description) };
}
