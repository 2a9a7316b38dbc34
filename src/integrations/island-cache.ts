/**
 * Server renders of React islands, reused across pages (issue 23).
 *
 * Every page carries the same three islands (two search fields' suggestions
 * and the debug tool) with the same props, and Astro asks the React renderer
 * twice for each: `check()` renders the component once to see that it is a
 * React component, then `renderToStaticMarkup()` renders it again. At 10,000
 * products that is about 70,000 React renders of a few identical results.
 *
 * This wraps the renderer so that each component is checked once and each
 * (component, props, slots) is rendered once per build. Pages keep their
 * bytes but for one attribute: the `prefix` Astro writes on `<astro-island>`
 * (React's `identifierPrefix`, which must differ between the islands of a
 * page) now counts the page's islands, r0, r1, …, where @astrojs/react
 * counted its checks and renders together (r3, r4, …, in an order that
 * depends on how long each render took). A render is reused only once two
 * renders under different prefixes gave the same HTML, i.e. the component's
 * markup does not depend on the prefix (no `useId`); one that does fails the
 * build, naming the component, rather than ship ids that do not match the
 * prefix.
 */
import type { NamedSSRLoadedRendererValue } from 'astro';

type Renderer = NamedSSRLoadedRendererValue;
type RenderResult = Awaited<ReturnType<Renderer['renderToStaticMarkup']>>;
/** What Astro binds `this` to when it calls a renderer. */
interface RendererThis {
  readonly result?: object;
}

/** Thrown when a component's server HTML depends on the island's prefix, so it cannot be reused. */
export class PrefixDependentIslandError extends Error {
  constructor(readonly component: string) {
    super(
      `island cache: ${component} renders different HTML under different island prefixes (React useId?); ` +
        'its HTML cannot be reused across pages (src/integrations/island-cache.ts)',
    );
    this.name = 'PrefixDependentIslandError';
  }
}

/**
 * A key for `value` when it is plain data (strings, finite numbers, booleans,
 * null, undefined, arrays and plain objects, at most 32 deep); null
 * otherwise, and such a render is never cached. JSON.stringify alone would
 * map a function, a Date or `undefined` to the same text as something else.
 */
export function plainKey(value: unknown, depth = 0): string | null {
  if (depth > 32) return null;
  if (value === undefined) return 'undefined';
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value);
  if (typeof value === 'number') return Number.isFinite(value) ? JSON.stringify(value) : null;
  if (Array.isArray(value)) {
    const parts: string[] = [];
    for (const item of value) {
      const key = plainKey(item, depth + 1);
      if (key === null) return null;
      parts.push(key);
    }
    return `[${parts.join(',')}]`;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    if (Object.getOwnPropertySymbols(value).length > 0) return null;
    const parts: string[] = [];
    for (const [name, item] of Object.entries(value)) {
      const key = plainKey(item, depth + 1);
      if (key === null) return null;
      parts.push(`${JSON.stringify(name)}:${key}`);
    }
    return `{${parts.join(',')}}`;
  }
  return null;
}

/**
 * Distinct renders kept per component. The frame's islands have one or two;
 * the listing filter's props name its page, so it never repeats and would
 * otherwise keep one render per listing page for the whole build.
 */
export const RENDERS_KEPT_PER_COMPONENT = 64;

/** The renderer `base`, checking each component once and reusing each distinct render (see the module comment). */
export function cachingRenderer(base: Renderer, prefixOf = (index: number) => `r${index}`): Renderer {
  // Per Astro render result (one page), how many islands have been rendered.
  const counters = new WeakMap<object, number>();
  const nextPrefix = (self: RendererThis | undefined): string | undefined => {
    const result = self?.result;
    if (result === undefined) return undefined;
    const index = counters.get(result) ?? 0;
    counters.set(result, index + 1);
    return prefixOf(index);
  };
  // Functions Astro may pass as components; compared by identity only.
  const reactComponents = new WeakSet<object>();
  const renders = new WeakMap<object, Map<string, RenderResult>>();

  return {
    ...base,
    async check(this: RendererThis | undefined, Component, props, slots, metadata) {
      if (isObject(Component) && reactComponents.has(Component)) return true;
      const isReact = await base.check.call(this, Component, props, slots, metadata);
      if (isReact && isObject(Component)) reactComponents.add(Component);
      return isReact;
    },
    async renderToStaticMarkup(this: RendererThis | undefined, Component, props, slots, metadata) {
      const prefix = nextPrefix(this);
      // A copy for every page: the cached render is never handed out to be changed.
      const withPrefix = (rendered: RenderResult): RenderResult => ({
        ...rendered,
        attrs: prefix === undefined ? { ...rendered.attrs } : { ...rendered.attrs, prefix },
      });
      const key = isObject(Component) ? renderKey(props, slots, metadata?.hydrate) : null;
      if (key === null || !isObject(Component)) {
        return withPrefix(await renderChecked(base, this, Component, props, slots, metadata));
      }
      let byKey = renders.get(Component);
      if (byKey === undefined) {
        byKey = new Map();
        renders.set(Component, byKey);
      }
      let rendered = byKey.get(key);
      if (rendered === undefined) {
        rendered = await renderChecked(base, this, Component, props, slots, metadata);
        if (byKey.size < RENDERS_KEPT_PER_COMPONENT) byKey.set(key, rendered);
      }
      return withPrefix(rendered);
    },
  };
}

function isObject(value: unknown): value is object {
  return (typeof value === 'object' && value !== null) || typeof value === 'function';
}

function renderKey(props: unknown, slots: Record<string, string>, hydrate: unknown): string | null {
  const propsKey = plainKey(props);
  const slotsKey = plainKey({ ...slots });
  if (propsKey === null || slotsKey === null || (hydrate !== undefined && typeof hydrate !== 'string')) return null;
  return `${propsKey}\u0000${slotsKey}\u0000${hydrate ?? ''}`;
}

/**
 * Renders twice through `base`, which hands out a different prefix each
 * time, and returns the render only when both gave the same HTML.
 */
async function renderChecked(
  base: Renderer,
  self: RendererThis | undefined,
  Component: unknown,
  props: Record<string, unknown>,
  slots: Record<string, string>,
  metadata: Parameters<Renderer['renderToStaticMarkup']>[3],
): Promise<RenderResult> {
  // The base renderer may delete props (it drops `class`): each render gets its own copy.
  const first = await base.renderToStaticMarkup.call(self, Component, { ...props }, slots, metadata);
  const second = await base.renderToStaticMarkup.call(self, Component, { ...props }, slots, metadata);
  if (first.html !== second.html) throw new PrefixDependentIslandError(componentName(Component, metadata));
  return first;
}

function componentName(Component: unknown, metadata: Parameters<Renderer['renderToStaticMarkup']>[3]): string {
  if (metadata?.displayName) return metadata.displayName;
  return typeof Component === 'function' && Component.name ? Component.name : 'a component';
}
