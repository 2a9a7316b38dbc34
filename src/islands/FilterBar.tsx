import { useEffect, useId, useRef, useState } from 'react';
import {
  adoptControls,
  type FilterState,
  initialFilter,
  isFiltered,
  type PriceBounds,
  parsePriceInput,
  passesFilter,
  setMax,
  setMin,
} from '../client/filter';

interface Option {
  readonly value: string;
  readonly label: string;
}

interface Props {
  /** id of the pre-rendered grid whose cards carry data-brand and data-price. */
  readonly gridId: string;
  /** Number of cards in the grid, so the server-rendered count matches the hydrated one. */
  readonly count: number;
  readonly brands: readonly Option[];
  readonly bounds: PriceBounds;
  /** Other categories to suggest when nothing passes. */
  readonly suggestions: readonly { readonly label: string; readonly href: string }[];
  readonly text: {
    readonly brandLabel: string;
    readonly allBrands: string;
    readonly priceLabel: string;
    readonly minLabel: string;
    readonly maxLabel: string;
    readonly reset: string;
    readonly noResults: string;
    readonly suggestionsTitle: string;
  };
}

/**
 * Category filter bar (spec §4, §5): brand and an inclusive price range over
 * the pre-rendered grid, without reloading. Cards that do not pass get the
 * `hidden` attribute; the grid itself stays server-rendered HTML.
 *
 * Hydrated with client:interaction: the controls are live HTML before React
 * loads, so a visitor may choose a brand or type a price while it loads. On
 * mount the island adopts whatever the controls show, so no choice is lost.
 */
export default function FilterBar({ gridId, count, brands, bounds, suggestions, text }: Props) {
  const [state, setState] = useState<FilterState>(() => initialFilter(bounds));
  const [minText, setMinText] = useState(String(bounds.min));
  const [maxText, setMaxText] = useState(String(bounds.max));
  const [visible, setVisible] = useState(count);
  const [total, setTotal] = useState(count);
  const id = useId();
  const brandRef = useRef<HTMLSelectElement>(null);
  const minRef = useRef<HTMLInputElement>(null);
  const maxRef = useRef<HTMLInputElement>(null);

  // What the visitor set before hydration finished (see above).
  useEffect(() => {
    const brand = brandRef.current;
    const min = minRef.current;
    const max = maxRef.current;
    if (!brand || !min || !max) return;
    const focused = document.activeElement === min ? 'min' : document.activeElement === max ? 'max' : null;
    const initial = initialFilter(bounds);
    const adopted = adoptControls(
      initial,
      { brand: brand.value, min: min.value, max: max.value, focused },
      bounds,
      brands.map((option) => option.value),
    );
    if (adopted.state !== initial) setState(adopted.state);
    setMinText(adopted.minText);
    setMaxText(adopted.maxText);
  }, [bounds, brands]);

  useEffect(() => {
    const cards = document.getElementById(gridId)?.querySelectorAll<HTMLElement>('[data-product-card]') ?? [];
    let shown = 0;
    for (const card of cards) {
      const pass = passesFilter({ brand: card.dataset.brand ?? '', price: Number(card.dataset.price) }, state);
      card.hidden = !pass;
      if (pass) shown += 1;
    }
    setVisible(shown);
    setTotal(cards.length);
  }, [gridId, state]);

  const commitMin = (value: string) => {
    const next = setMin(state, parsePriceInput(value, state.min), bounds);
    setState(next);
    setMinText(String(next.min));
  };
  const commitMax = (value: string) => {
    const next = setMax(state, parsePriceInput(value, state.max), bounds);
    setState(next);
    setMaxText(String(next.max));
  };
  const reset = () => {
    setState(initialFilter(bounds));
    setMinText(String(bounds.min));
    setMaxText(String(bounds.max));
  };

  const inputClass = 'w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm';
  return (
    <div className="mb-6 rounded-lg border border-stone-200 bg-stone-50 p-4" data-filter-bar>
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
        <div>
          <label htmlFor={`${id}-brand`} className="mb-1 block text-sm font-medium text-stone-800">
            {text.brandLabel}
          </label>
          <select
            ref={brandRef}
            id={`${id}-brand`}
            value={state.brand}
            onChange={(event) => setState({ ...state, brand: event.target.value })}
            className={inputClass}
          >
            <option value="">{text.allBrands}</option>
            {brands.map((brand) => (
              <option key={brand.value} value={brand.value}>
                {brand.label}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="contents">
          <legend className="sr-only">{text.priceLabel}</legend>
          <div>
            <label htmlFor={`${id}-min`} className="mb-1 block text-sm font-medium text-stone-800">
              {text.minLabel} (kr)
            </label>
            <input
              ref={minRef}
              id={`${id}-min`}
              type="number"
              inputMode="numeric"
              min={bounds.min}
              max={bounds.max}
              step={1}
              value={minText}
              onChange={(event) => {
                setMinText(event.target.value);
                const value = parsePriceInput(event.target.value, Number.NaN);
                if (value >= bounds.min && value <= state.max) setState({ ...state, min: value });
              }}
              onBlur={(event) => commitMin(event.target.value)}
              onKeyDown={(event) => event.key === 'Enter' && commitMin(event.currentTarget.value)}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor={`${id}-max`} className="mb-1 block text-sm font-medium text-stone-800">
              {text.maxLabel} (kr)
            </label>
            <input
              ref={maxRef}
              id={`${id}-max`}
              type="number"
              inputMode="numeric"
              min={bounds.min}
              max={bounds.max}
              step={1}
              value={maxText}
              onChange={(event) => {
                setMaxText(event.target.value);
                const value = parsePriceInput(event.target.value, Number.NaN);
                if (value <= bounds.max && value >= state.min) setState({ ...state, max: value });
              }}
              onBlur={(event) => commitMax(event.target.value)}
              onKeyDown={(event) => event.key === 'Enter' && commitMax(event.currentTarget.value)}
              className={inputClass}
            />
          </div>
        </fieldset>
        <button
          type="button"
          onClick={reset}
          disabled={!isFiltered(state, bounds)}
          className="rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-medium text-stone-800 hover:bg-stone-100 disabled:opacity-50"
        >
          {text.reset}
        </button>
      </div>
      <p className="mt-3 text-sm text-stone-600" aria-live="polite" data-filter-count>
        {`Visar ${visible} av ${total} produkter`}
      </p>
      {visible === 0 && (
        <div className="mt-4 rounded-md border border-stone-200 bg-white p-4" data-filter-empty>
          <p className="font-medium text-stone-900">{text.noResults}</p>
          {suggestions.length > 0 && (
            <>
              <p className="mt-2 text-sm text-stone-600">{text.suggestionsTitle}</p>
              <ul className="mt-2 flex flex-wrap gap-2">
                {suggestions.map((s) => (
                  <li key={s.href}>
                    <a
                      href={s.href}
                      className="inline-block rounded-full border border-wine-700 px-3 py-1 text-sm text-wine-700 hover:bg-wine-50"
                    >
                      {s.label}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </div>
  );
}
