import { describe, expect, it } from 'vitest';
import { repairBlogContent, repairHref, SYSTEMBOLAGET_URL } from '../../src/pull/content-repair';
import { blogBodyPolicy, sanitise } from '../../src/shared/sanitise';
import { KNOWN_CATEGORY_SLUGS } from '../../src/shared/taxonomy';
import { growth, LINEAR_LIMIT } from '../support/linear-time';

const options = {
  categorySlugs: new Set<string>(KNOWN_CATEGORY_SLUGS),
  ownHosts: new Set(['vinkylguiden.se', 'www.vinkylguiden.se']),
};
const repair = (html: string) => repairBlogContent(html, options);

describe('blog content repair (spec §5)', () => {
  it.each([
    ['{vinkyl}', '<p>Läs om {vinkyl} här.</p>', '<p>Läs om <a href="/vinkyl">vinkyl</a> här.</p>'],
    ['{ölkyl}', '<p>En {ölkyl} passar.</p>', '<p>En <a href="/olkyl">ölkyl</a> passar.</p>'],
    ['{vinhyllor}', '<p>Se {vinhyllor}.</p>', '<p>Se <a href="/vinhyllor">vinhyllor</a>.</p>'],
    ['{vinlagringsskåp}', '<p>{vinlagringsskåp}</p>', '<p><a href="/vinlagringsskap">vinlagringsskåp</a></p>'],
    ['{fristående-vinkyl}', '<p>{fristående-vinkyl}</p>', '<p><a href="/fristaende-vinkyl">fristående vinkyl</a></p>'],
    ['{ Vinkyl } with spaces and capitals', '<p>{ Vinkyl }</p>', '<p><a href="/vinkyl">Vinkyl</a></p>'],
    ['unknown tokens stay as written', '<p>{okänd} och {1}</p>', '<p>{okänd} och {1}</p>'],
    ['/vinkyl/5', '<a href="/vinkyl/5">a</a>', '<a href="/fristaende-vinkyl">a</a>'],
    ['/vinkyl/6', '<a href="/vinkyl/6">a</a>', '<a href="/inbyggbar-vinkyl">a</a>'],
    ['/vinkyl/7', '<a href="/vinkyl/7">a</a>', '<a href="/integrerad-vinkyl">a</a>'],
    ['/vinkyl/5/ with slash and query', '<a href="/vinkyl/5/?a=1#b">a</a>', '<a href="/fristaende-vinkyl?a=1#b">a</a>'],
    ['own host www', '<a href="https://www.vinkylguiden.se/vinlagringsskap">a</a>', '<a href="/vinlagringsskap">a</a>'],
    ['own host apex + legacy', '<a href="http://vinkylguiden.se/vinkyl/6">a</a>', '<a href="/inbyggbar-vinkyl">a</a>'],
    [
      'own host, trailing slash',
      '<a href="https://vinkylguiden.se/vinbloggen/x/">a</a>',
      '<a href="/vinbloggen/x">a</a>',
    ],
    [
      'other hosts untouched',
      '<a href="https://www.systembolaget.se/sok">a</a>',
      '<a href="https://www.systembolaget.se/sok">a</a>',
    ],
    ['href-less anchor unwrapped', '<p><a>text</a> och <a name="x">mer</a></p>', '<p>text och mer</p>'],
    ['empty href unwrapped', '<p><a href=" ">text</a></p>', '<p>text</p>'],
    [
      'nested anchors flattened',
      '<p><a href="/vinkyl">Läs <a href="/olkyl">mer</a></a></p>',
      '<p><a href="/vinkyl">Läs </a><a href="/olkyl">mer</a></p>',
    ],
    ['placeholder inside a link becomes text', '<a href="/vinkyl">Om {ölkyl}</a>', '<a href="/vinkyl">Om ölkyl</a>'],
    ['internal-link placeholder removed', '<p>Se mer [intern länk] här.</p>', '<p>Se mer här.</p>'],
    ['internal-link placeholder variants', '<p>A [Intern hyperlänk] B {internal_link} C</p>', '<p>A B C</p>'],
    [
      'state alcohol retailer placeholder',
      '<p>Köp på {systembolaget}.</p>',
      `<p>Köp på <a href="${SYSTEMBOLAGET_URL}" target="_blank" rel="noopener noreferrer">Systembolaget</a>.</p>`,
    ],
  ])('%s', (_name, input, expected) => {
    expect(repair(input)).toBe(expected);
  });

  it('keeps Swedish characters as text, not entities', () => {
    expect(repair('<p>Åre, Västerås & Örebro</p>')).toBe('<p>Åre, Västerås &amp; Örebro</p>');
  });

  it('survives the sanitiser that runs after it', () => {
    const html = sanitise(
      repair('<p>{vinkyl} och {systembolaget} <a href="/vinkyl/7">integrerad</a></p>'),
      blogBodyPolicy,
    );
    expect(html).toBe(
      `<p><a href="/vinkyl">vinkyl</a> och <a href="${SYSTEMBOLAGET_URL}" target="_blank" rel="noopener noreferrer">Systembolaget</a> <a href="/integrerad-vinkyl">integrerad</a></p>`,
    );
  });
});

describe('repairHref', () => {
  it.each([
    ['/vinkyl/5', '/fristaende-vinkyl'],
    ['/vinkyl/8', '/vinkyl/8'],
    ['/olkyl/', '/olkyl'],
    ['/', '/'],
    ['https://www.vinkylguiden.se', '/'],
    ['https://example.se/a', 'https://example.se/a'],
    ['', null],
    [undefined, null],
    ['/vinkyl//?sida=2', '/vinkyl?sida=2'],
    ['/a//b//#h', '/a//b#h'],
    ['//', ''],
    ['/olkyl/?x=/#h', '/olkyl?x=/#h'],
  ])('%j → %j', (href, expected) => {
    expect(repairHref(href, options.ownHosts)).toBe(expected);
  });

  it('reads an href of 100,000 slashes in linear time (issue 19; the old pattern took 19 s)', () => {
    const slashes = (n: number) => `/${'/'.repeat(n)}\u0000`;
    expect(repairHref(slashes(100_000), options.ownHosts)).toHaveLength(100_002);
    expect(growth(slashes, (href) => repairHref(href, options.ownHosts), 25_000)).toBeLessThan(LINEAR_LIMIT);
  });
});
