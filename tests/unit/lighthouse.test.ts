import { describe, expect, it } from 'vitest';
import type { Budgets } from '../../scripts/lib/budgets-file';
import { medianRun } from '../../scripts/lib/lighthouse-median';
import { busyWarning, findingsReport, resultTable, unusedAllowNotes } from '../../scripts/lib/lighthouse-report';
import { type Lhr, LhrFormatError, type PageResult, parseLhr, summarise } from '../../scripts/lib/lighthouse-result';
import { busyResults, formatMetric, judge, unusedAllowEntries } from '../../scripts/lib/lighthouse-verdict';
import { pickTemplates, UnknownTemplateError } from '../../scripts/lib/template-pages';

describe('Lighthouse verdicts', () => {
  const limits: Budgets['lighthouse'] = { minScore: 100, maxCls: 0, maxTbtMs: 0, maxLcpMs: 1200, allow: [] };
  const template = { id: 'product', label: 'product', path: '/produkt/a' };

  function lhr(overrides: { scores?: Partial<Record<string, number>>; audits?: Lhr['audits'] } = {}): Lhr {
    const metrics: Lhr['audits'] = {
      'cumulative-layout-shift': metric('cumulative-layout-shift', 0),
      'total-blocking-time': metric('total-blocking-time', 0),
      'largest-contentful-paint': metric('largest-contentful-paint', 900),
    };
    const audits = { ...metrics, ...overrides.audits };
    const refs = (ids: string[]) => ids.map((id) => ({ id, weight: id === 'modern-http-insight' ? 0 : 10 }));
    return {
      categories: {
        performance: {
          score: overrides.scores?.performance ?? 1,
          auditRefs: refs([
            'cumulative-layout-shift',
            'total-blocking-time',
            'largest-contentful-paint',
            'modern-http-insight',
          ]),
        },
        accessibility: { score: overrides.scores?.accessibility ?? 1, auditRefs: refs(['target-size']) },
        'best-practices': { score: 1, auditRefs: [] },
        seo: { score: 1, auditRefs: [] },
      },
      audits,
    };
  }

  function metric(id: string, numericValue: number, score = 1) {
    return { id, title: id, score, scoreDisplayMode: 'numeric', numericValue, displayValue: String(numericValue) };
  }

  const targetSize = {
    'target-size': {
      id: 'target-size',
      title: 'Touch targets',
      score: 0,
      scoreDisplayMode: 'binary',
      details: {
        items: [
          {
            node: {
              selector: 'dd > a',
              explanation: 'Fix any of the following:\n  Target has insufficient size\n  Too close',
            },
          },
        ],
      },
    },
  };

  it('passes a perfect page', () => {
    const result = summarise(template, lhr());
    expect(result.scores).toEqual({ performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 });
    expect(result.findings).toEqual([]);
    expect(judge(result, limits)).toEqual([]);
  });

  it('reports failing audits with their details and fails on scores and metrics', () => {
    const result = summarise(
      template,
      lhr({
        scores: { accessibility: 0.96 },
        audits: { ...targetSize, 'largest-contentful-paint': metric('largest-contentful-paint', 1300, 0.98) },
      }),
    );
    expect(result.findings.map((finding) => [finding.category, finding.id, finding.detail])).toEqual([
      ['performance', 'largest-contentful-paint', '1300'],
      ['accessibility', 'target-size', 'dd > a (Target has insufficient size; Too close)'],
    ]);
    expect(judge(result, limits).map((failure) => failure.message)).toEqual([
      'accessibility 96 < 100: target-size',
      'LCP ms 1300 > 1200',
    ]);
  });

  it('excuses a score only when every audit costing points is allowlisted for the template', () => {
    const result = summarise(template, lhr({ scores: { accessibility: 0.96 }, audits: targetSize }));
    const allow = [{ audit: 'target-size', reason: 'a reason that is long enough to read' }];
    expect(judge(result, { ...limits, allow })).toEqual([]);
    const elsewhere = [{ audit: 'target-size', templates: ['home'], reason: 'a reason that is long enough to read' }];
    expect(judge(result, { ...limits, allow: elsewhere })).toHaveLength(1);
  });

  it("holds a template to its own limits where budgets.json gives them, and to the site's otherwise", () => {
    const result = summarise(
      template,
      lhr({ audits: { 'largest-contentful-paint': metric('largest-contentful-paint', 2400, 0.9) } }),
    );
    const slow = {
      ...result,
      template: { ...result.template, id: 'search-query' },
      scores: { ...result.scores, performance: 96 },
      tbtMs: 150,
      lcpMs: 2400,
    };
    const own = {
      ...limits,
      templates: {
        'search-query': { minScore: 95, maxTbtMs: 200, maxLcpMs: 2800, reason: 'a reason that is long enough to read' },
      },
    };
    expect(judge(slow, own)).toEqual([]);
    expect(judge({ ...slow, lcpMs: 3000 }, own).map((failure) => failure.message)).toEqual(['LCP ms 3000 > 2800']);
    // Another template with the same result is held to the site's limits.
    expect(judge({ ...slow, template: { ...slow.template, id: 'home' } }, own).length).toBeGreaterThan(0);
  });

  it('lists weight-0 audits without failing on them', () => {
    const result = summarise(
      template,
      lhr({
        audits: {
          'modern-http-insight': {
            id: 'modern-http-insight',
            title: 'Modern HTTP',
            score: 0,
            scoreDisplayMode: 'metricSavings',
          },
        },
      }),
    );
    expect(result.findings.map((finding) => [finding.id, finding.weight])).toEqual([['modern-http-insight', 0]]);
    expect(judge(result, limits)).toEqual([]);
  });

  it('reports a failed run once', () => {
    const failed: PageResult = summarise(template, {
      ...lhr(),
      runtimeError: { code: 'CHROME_INTERSTITIAL_ERROR', message: 'Chrome prevented page load' },
    });
    expect(failed.findings).toEqual([]);
    expect(judge(failed, limits)).toEqual([
      { template: 'product', message: 'Lighthouse failed: CHROME_INTERSTITIAL_ERROR: Chrome prevented page load' },
    ]);
  });
});

describe('reading a Lighthouse result', () => {
  const audit = { id: 'x', title: 'X', score: 1, scoreDisplayMode: 'binary' };
  const minimal = {
    lighthouseVersion: '13.5.0',
    categories: { seo: { score: 1, auditRefs: [{ id: 'x', weight: 1 }], title: 'SEO' } },
    audits: { x: { ...audit, details: { type: 'table', items: [] } } },
  };

  it('keeps the fields it reads and everything else', () => {
    const lhr = parseLhr(minimal);
    expect(lhr.audits.x?.score).toBe(1);
    expect(lhr.categories.seo?.auditRefs).toEqual([{ id: 'x', weight: 1 }]);
    expect(lhr).toMatchObject({ lighthouseVersion: '13.5.0' });
  });

  it.each([
    ['not an object', 'null', '(root)'],
    ['no audits', JSON.stringify({ categories: {} }), 'audits'],
    ['a score as text', JSON.stringify({ ...minimal, audits: { x: { ...audit, score: '1' } } }), 'audits.x.score'],
    [
      'an audit ref without weight',
      JSON.stringify({ ...minimal, categories: { seo: { score: 1, auditRefs: [{ id: 'x' }] } } }),
      'categories.seo.auditRefs.0.weight',
    ],
  ])('refuses %s, naming the field', (_what, json, field) => {
    let caught: unknown;
    try {
      parseLhr(JSON.parse(json), 'report.json');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(LhrFormatError);
    expect((caught as Error).message).toContain('report.json does not match the slice of a Lighthouse result');
    expect((caught as Error).message).toContain(`  ${field}: `);
    expect((caught as Error).cause).toBeDefined();
  });
});

describe('the median run', () => {
  const run = (name: string, fcp: number | null, tti: number | null) => ({
    name,
    lhr: {
      categories: {},
      audits: {
        ...(fcp === null ? {} : { 'first-contentful-paint': timing('first-contentful-paint', fcp) }),
        ...(tti === null ? {} : { interactive: timing('interactive', tti) }),
      },
    } satisfies Lhr,
  });
  function timing(id: string, numericValue: number) {
    return { id, title: id, score: 1, scoreDisplayMode: 'numeric', numericValue };
  }

  it('is the run closest to the median FCP and TTI', async () => {
    const runs = [run('slow', 3000, 9000), run('middle', 1200, 3100), run('fast', 1000, 3000)];
    expect((await medianRun(runs))?.name).toBe('middle');
  });

  it('is never a failed run while a valid one exists', async () => {
    expect((await medianRun([run('failed', null, null), run('valid', 1500, 4000)]))?.name).toBe('valid');
    expect((await medianRun([run('no tti', 900, null), run('valid', 1500, 4000)]))?.name).toBe('valid');
  });

  it('is the only run, or the first when none is valid', async () => {
    expect((await medianRun([run('one', null, null)]))?.name).toBe('one');
    expect((await medianRun([run('a', null, null), run('b', null, 1)]))?.name).toBe('a');
    expect(await medianRun([])).toBeUndefined();
  });
});

describe('choosing templates (--only)', () => {
  const templates = [
    { id: 'home', label: 'home', path: '/' },
    { id: 'product', label: 'product (largest)', path: '/produkt/a' },
    { id: 'post', label: 'post (largest)', path: '/vinbloggen/p' },
  ];

  it('keeps every template without a list, and the listed ones in site order', () => {
    expect(pickTemplates(templates, undefined)).toEqual(templates);
    expect(pickTemplates(templates, '')).toEqual(templates);
    expect(pickTemplates(templates, 'post, home').map((template) => template.id)).toEqual(['home', 'post']);
  });

  it('names unknown ids and the known ones', () => {
    expect(() => pickTemplates(templates, 'home,blog')).toThrow(UnknownTemplateError);
    expect(() => pickTemplates(templates, 'home,blog')).toThrow('unknown template(s) blog; known: home, product, post');
  });
});

describe('Lighthouse reports', () => {
  const template = { id: 'product', label: 'product', path: '/produkt/a' };
  const result = (overrides: Partial<PageResult> = {}): PageResult => ({
    template,
    scores: { performance: 100, accessibility: 96, 'best-practices': 100, seo: null },
    cls: 0.0123,
    tbtMs: 12.6,
    lcpMs: 1234,
    findings: [
      { category: 'accessibility', id: 'target-size', title: 'Touch targets', score: 0, weight: 7, detail: 'dd > a' },
      { category: 'performance', id: 'modern-http-insight', title: 'HTTP', score: null, weight: 0, detail: '' },
    ],
    runtimeError: null,
    warnings: ['slow page'],
    benchmarkIndex: 1599.6,
    ...overrides,
  });
  const allow = [{ audit: 'target-size', reason: 'a reason that is long enough to read' }];

  it('formats metrics: three decimals below 10, whole numbers above', () => {
    expect(formatMetric(0)).toBe('0');
    expect(formatMetric(0.0123)).toBe('0.012');
    expect(formatMetric(1.5)).toBe('1.5');
    expect(formatMetric(1300.4)).toBe('1300');
  });

  it('tabulates scores and metrics', () => {
    const row = resultTable([result()]).split('\n')[2] ?? '';
    expect(row.split(/\s{2,}/)).toEqual([
      'product',
      '/produkt/a',
      '100',
      '96',
      '100',
      '-',
      '0.012',
      '13',
      '1.23',
      '1600',
    ]);
  });

  it('lists findings with weight, allowlisting and warnings', () => {
    const report = findingsReport([result()], allow);
    expect(report).toContain('- [accessibility] target-size (score 0.00, weight 7) ALLOWED: Touch targets');
    expect(report).toContain('allowed because: a reason that is long enough to read');
    expect(report).toContain('modern-http-insight (score error, weight 0, no effect on the score): HTTP');
    expect(report).toContain('! warning: slow page');
    expect(findingsReport([result({ findings: [], warnings: [] })], allow)).toBe('No audit below 1 in any category.');
  });

  it('notes allowlist entries that matched nothing', () => {
    const unused = [...allow, { audit: 'uses-http2', reason: 'a reason that is long enough to read' }];
    expect(unusedAllowEntries([result()], unused).map((entry) => entry.audit)).toEqual(['uses-http2']);
    expect(unusedAllowNotes(unusedAllowEntries([result()], unused))).toEqual([
      'note: allowlist entry uses-http2 matched no failing audit; remove it?',
    ]);
  });

  it('warns about results measured on a busy machine only', () => {
    const busy = busyResults([
      result({ benchmarkIndex: 999 }),
      result({ benchmarkIndex: 1000 }),
      result({ benchmarkIndex: null }),
    ]);
    expect(busy.map((entry) => entry.benchmarkIndex)).toEqual([999]);
    expect(busyWarning(busy, 1000)).toContain('the CPU index was below 1000 for product');
    expect(busyWarning([], 1000)).toBeNull();
  });
});
