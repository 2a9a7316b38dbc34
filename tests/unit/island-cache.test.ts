import type { NamedSSRLoadedRendererValue } from 'astro';
import { describe, expect, it } from 'vitest';
import {
  cachingRenderer,
  PrefixDependentIslandError,
  plainKey,
  RENDERS_KEPT_PER_COMPONENT,
} from '../../src/integrations/island-cache';

/** A stand-in for @astrojs/react's server renderer: counts its work and its own prefixes per page. */
function fakeBase() {
  const counters = new WeakMap<object, number>();
  const calls = { check: 0, render: 0 };
  const take = (self: { result?: object } | undefined) => {
    if (!self?.result) return undefined;
    const n = counters.get(self.result) ?? 0;
    counters.set(self.result, n + 1);
    return `r${n}`;
  };
  const base: NamedSSRLoadedRendererValue = {
    name: '@astrojs/react',
    supportsAstroStaticSlot: true,
    async check(this: { result?: object } | undefined, Component: unknown) {
      calls.check += 1;
      take(this);
      return typeof Component === 'function' && Component.name.startsWith('Island');
    },
    async renderToStaticMarkup(
      this: { result?: object } | undefined,
      Component: unknown,
      props: Record<string, unknown>,
    ) {
      calls.render += 1;
      const prefix = take(this);
      const render = Component as (p: Record<string, unknown>, prefix: string | undefined) => string;
      return { html: render(props, prefix), attrs: { prefix: prefix ?? '' } };
    },
  };
  return { base, calls };
}

const IslandSearch = (props: Record<string, unknown>) => `<div data-form="${String(props.formId)}"></div>`;
const IslandWithId = (_props: Record<string, unknown>, prefix: string | undefined) =>
  `<label for="${prefix}-x"></label>`;
function NotReact() {
  return 'x';
}

const meta = { displayName: 'IslandSearch', hydrate: 'load' as const, astroStaticSlot: true as const };
const withIdMeta = { displayName: 'IslandWithId', astroStaticSlot: true as const };

async function island(
  renderer: NamedSSRLoadedRendererValue,
  page: object,
  Component: unknown,
  props: Record<string, unknown>,
) {
  const self = { result: page };
  if (!(await renderer.check.call(self, Component, props, {}, meta))) return null;
  return renderer.renderToStaticMarkup.call(self, Component, props, {}, meta);
}

describe('cachingRenderer', () => {
  it('checks each component once and renders each distinct island once (twice the first time, to compare)', async () => {
    const { base, calls } = fakeBase();
    const renderer = cachingRenderer(base);
    for (let page = 0; page < 100; page += 1) {
      const result = {};
      expect((await island(renderer, result, IslandSearch, { formId: 'sok-toppen' }))?.html).toBe(
        '<div data-form="sok-toppen"></div>',
      );
      expect((await island(renderer, result, IslandSearch, { formId: 'sok-sidomeny' }))?.html).toBe(
        '<div data-form="sok-sidomeny"></div>',
      );
    }
    expect(calls).toEqual({ check: 1, render: 4 });
  });

  it('keeps a bounded number of renders per component: props that never repeat are rendered, not kept', async () => {
    const { base, calls } = fakeBase();
    const renderer = cachingRenderer(base);
    const pages = RENDERS_KEPT_PER_COMPONENT + 36;
    for (let page = 0; page < pages; page += 1) await island(renderer, {}, IslandSearch, { formId: `page-${page}` });
    expect(calls.render).toBe(2 * pages);
    // The first ones are kept and reused; one past the bound is rendered again.
    await island(renderer, {}, IslandSearch, { formId: 'page-0' });
    expect(calls.render).toBe(2 * pages);
    expect((await island(renderer, {}, IslandSearch, { formId: `page-${pages - 1}` }))?.html).toBe(
      `<div data-form="page-${pages - 1}"></div>`,
    );
    expect(calls.render).toBe(2 * pages + 2);
  });

  it('numbers the islands of each page r0, r1, … on its own', async () => {
    const renderer = cachingRenderer(fakeBase().base);
    for (let page = 0; page < 3; page += 1) {
      const result = {};
      const prefixes = [];
      for (const formId of ['a', 'b', 'c'])
        prefixes.push((await island(renderer, result, IslandSearch, { formId }))?.attrs?.prefix);
      expect(prefixes).toEqual(['r0', 'r1', 'r2']);
    }
  });

  it('hands out a copy each time, so a page cannot change what the next one gets', async () => {
    const renderer = cachingRenderer(fakeBase().base);
    const first = await island(renderer, {}, IslandSearch, { formId: 'a' });
    if (first?.attrs) first.attrs.extra = 'changed';
    expect((await island(renderer, {}, IslandSearch, { formId: 'a' }))?.attrs).toEqual({ prefix: 'r0' });
  });

  it('refuses a component whose HTML depends on the prefix, naming it', async () => {
    const renderer = cachingRenderer(fakeBase().base);
    const self = { result: {} };
    await expect(renderer.renderToStaticMarkup.call(self, IslandWithId, {}, {}, withIdMeta)).rejects.toThrow(
      PrefixDependentIslandError,
    );
    await expect(renderer.renderToStaticMarkup.call(self, IslandWithId, {}, {}, withIdMeta)).rejects.toThrow(
      /IslandWithId renders different HTML/,
    );
  });

  it('still renders, uncached, props that are not plain data', async () => {
    const { base, calls } = fakeBase();
    const renderer = cachingRenderer(base);
    const onPick = () => undefined;
    for (let page = 0; page < 3; page += 1) await island(renderer, {}, IslandSearch, { formId: 'a', onPick });
    expect(calls.render).toBe(6);
  });

  it('passes on what the base renderer says of a component that is not one of its own', async () => {
    const { base, calls } = fakeBase();
    const renderer = cachingRenderer(base);
    expect(await island(renderer, {}, NotReact, {})).toBeNull();
    expect(await island(renderer, {}, NotReact, {})).toBeNull();
    expect(calls.check).toBe(2);
  });
});

describe('plainKey', () => {
  it('keys plain data and tells apart what JSON.stringify would not', () => {
    expect(plainKey({ a: [1, 'x', null, true], b: { c: 2 } })).toBe('{"a":[1,"x",null,true],"b":{"c":2}}');
    expect(plainKey({ a: undefined })).toBe('{"a":undefined}');
    expect(plainKey({ a: undefined })).not.toBe(plainKey({ a: null }));
    expect(plainKey({ a: () => 1 })).toBeNull();
    expect(plainKey({ a: new Date(0) })).toBeNull();
    expect(plainKey({ a: Number.NaN })).toBeNull();
    expect(plainKey(new Map())).toBeNull();
    expect(plainKey({ [Symbol('s')]: 1 })).toBeNull();
  });

  it('gives up on data nested deeper than a page’s props ever are', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 40; i += 1) deep = [deep];
    expect(plainKey(deep)).toBeNull();
  });
});
