/**
 * Issue 22, the buyer's journey through a listing, in a real browser:
 *
 * - Back and forward: after every step of history the filter form shows the
 *   URL's state (every kind of control: selects, radios, the stock box, the
 *   price and bottle ranges and the niche's three fields), and a change made
 *   after going back starts from that state, not from a stale control.
 * - Applying filters on a phone: "Visa produkter" (the form's submit, which
 *   the island turns into "show me") brings the results into view and puts
 *   focus on the status line, so the count is read out.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadData, type PageWatch, plain, settle, siteUnderTest } from './browser';

const data = loadData();
const { open, site: currentSite } = siteUnderTest();
const WAIT = { timeout: 15_000 } as const;

function noErrors(watch: PageWatch): void {
  expect(watch.errors).toEqual([]);
  expect(currentSite().external).toEqual([]);
}

const status = async (page: Page) => plain(await page.locator('[data-filter-count]').textContent());

/** Opens a listing and waits until its island has taken the form over. */
async function openListing(path: string, viewport: 'desktop' | 'mobile' = 'desktop') {
  const opened = await open(path, viewport);
  await settle(opened.page);
  const form = opened.page.locator('form[data-filter-bar]');
  await form.hover();
  await expect.poll(() => form.evaluate((element) => element.hasAttribute('data-enhanced')), WAIT).toBe(true);
  await expect.poll(() => status(opened.page), WAIT).toMatch(/^Visar /);
  return { ...opened, form };
}

/**
 * What every control of the form shows, by name: a radio group its checked
 * value ("(none)" when none is), a box whether it is ticked, any other
 * control its value.
 */
async function controls(form: Locator): Promise<Record<string, string>> {
  return form.evaluate((element) => {
    const shown: Record<string, string> = {};
    for (const control of (element as HTMLFormElement).elements) {
      if (control instanceof HTMLInputElement && control.name !== '') {
        if (control.type === 'radio') {
          if (control.checked) shown[control.name] = control.value;
          else shown[control.name] ??= '(none)';
        } else if (control.type === 'checkbox') shown[control.name] = String(control.checked);
        else shown[control.name] = control.value;
      } else if (control instanceof HTMLSelectElement) shown[control.name] = control.value;
    }
    return shown;
  });
}

/** One step of the journey: what the URL, the controls and the status line showed after it. */
interface Step {
  readonly name: string;
  readonly search: string;
  readonly controls: Record<string, string>;
  readonly status: string;
}

/** A value inside a number field's own bounds, a quarter of the way in from `end`. */
async function inside(field: Locator, end: 'min' | 'max'): Promise<string> {
  const min = Number(await field.getAttribute('min'));
  const max = Number(await field.getAttribute('max'));
  const quarter = Math.round((max - min) / 4);
  return String(end === 'min' ? min + quarter : max - quarter);
}

/** The first option of a select that filters (the one after "Alla …"). */
async function firstChoice(select: Locator): Promise<string> {
  return select.locator('option').nth(1).getAttribute('value') as Promise<string>;
}

describe('issue 22: back and forward keep the filter form in sync with the URL', () => {
  const brand =
    [...data.brands].filter((b) => b.product_count > 1).sort((a, b) => b.product_count - a.product_count)[0]?.slug ??
    '';

  it('shows the URL state in every control after each back and forward step', async () => {
    const { page, watch, form } = await openListing('/vinkyl');
    const steps: Step[] = [];
    const record = async (name: string) => {
      await expect.poll(() => form.evaluate((element) => element.getAttribute('aria-busy')), WAIT).toBe(null);
      await settle(page);
      steps.push({
        name,
        search: new URL(page.url()).search,
        controls: await controls(form),
        status: await status(page),
      });
    };
    await record('start');
    await form.locator('select[name="marke"]').selectOption(brand);
    await expect.poll(() => new URL(page.url()).search, WAIT).toBe(`?marke=${brand}`);
    await record('brand');
    await form.getByText('Fler filter').click();
    await form.locator('input[name="zoner"][value="2"]').check();
    await expect.poll(() => new URL(page.url()).searchParams.get('zoner'), WAIT).toBe('2');
    await record('zones');
    const installation = (await form.locator('input[name="installation"]').nth(1).getAttribute('value')) ?? '';
    await form.locator(`input[name="installation"][value="${installation}"]`).check();
    await expect.poll(() => new URL(page.url()).searchParams.get('installation'), WAIT).toBe(installation);
    await record('installation');
    await form.locator('input[name="lager"]').check();
    await expect.poll(() => new URL(page.url()).searchParams.get('lager'), WAIT).toBe('1');
    await record('in stock');
    const price = form.locator('input[name="pris-min"]');
    await price.fill(await inside(price, 'min'));
    await price.blur();
    await expect.poll(() => new URL(page.url()).searchParams.has('pris'), WAIT).toBe(true);
    await record('price');
    const bottles = form.locator('input[name="flaskor-max"]');
    await bottles.fill(await inside(bottles, 'max'));
    await bottles.blur();
    await expect.poll(() => new URL(page.url()).searchParams.has('flaskor'), WAIT).toBe(true);
    await record('bottles');
    for (const select of ['bredd', 'ljud', 'energiklass']) {
      const control = form.locator(`select[name="${select}"]`);
      const value = await firstChoice(control);
      await control.selectOption(value);
      await expect.poll(() => new URL(page.url()).searchParams.get(select), WAIT).toBe(value.toLowerCase());
      await record(select);
    }
    await form.getByLabel('Bredd (cm)').fill('60');
    await form.getByLabel('Höjd (cm)').fill('85');
    await form.getByLabel('Djup (cm)').fill('57');
    await form.getByLabel('Djup (cm)').blur();
    await expect.poll(() => new URL(page.url()).searchParams.get('nisch'), WAIT).toBe('60x85x57');
    await record('niche');
    await form.locator('select[name="sortera"]').selectOption('pris');
    await expect.poll(() => new URL(page.url()).searchParams.get('sortera'), WAIT).toBe('pris');
    await record('sort');
    // Each step is one entry of history, and each one differs from the one before in the form.
    for (let at = 1; at < steps.length; at += 1) {
      expect(steps[at]?.controls, steps[at]?.name).not.toEqual(steps[at - 1]?.controls);
    }

    const expectStep = async (step: Step | undefined) => {
      if (!step) throw new Error('no such step');
      await expect.poll(() => new URL(page.url()).search, WAIT).toBe(step.search);
      await expect.poll(() => status(page), WAIT).toBe(step.status);
      expect(await controls(form), `controls after going to "${step.name}"`).toEqual(step.controls);
    };
    for (let at = steps.length - 2; at >= 0; at -= 1) {
      await page.goBack();
      await expectStep(steps[at]);
    }
    for (let at = 1; at < steps.length; at += 1) {
      await page.goForward();
      await expectStep(steps[at]);
    }
    noErrors(watch);
  });

  it('after going back to the brand alone, a new sort keeps only the brand (15 → 7 no more)', async () => {
    const { page, watch, form } = await openListing('/vinkyl');
    const everything = await status(page);
    await form.locator('select[name="marke"]').selectOption(brand);
    await expect.poll(() => new URL(page.url()).search, WAIT).toBe(`?marke=${brand}`);
    await expect.poll(() => status(page), WAIT).not.toBe(everything);
    const brandOnly = await status(page);
    await form.getByText('Fler filter').click();
    await form.locator('input[name="zoner"][value="2"]').check();
    await expect.poll(() => new URL(page.url()).search, WAIT).toBe(`?marke=${brand}&zoner=2`);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).search, WAIT).toBe(`?marke=${brand}`);
    await expect.poll(() => status(page), WAIT).toBe(brandOnly);
    expect(await form.locator('input[name="zoner"][value="2"]').isChecked()).toBe(false);
    expect(await form.locator('input[name="zoner"][value=""]').isChecked()).toBe(true);
    await form.locator('select[name="sortera"]').selectOption('pris');
    await expect.poll(() => new URL(page.url()).search, WAIT).toBe(`?marke=${brand}&sortera=pris`);
    await expect.poll(() => status(page), WAIT).toBe(brandOnly);
    noErrors(watch);
  });
});

/** Whether the status line, the first result card's top and its name lie inside the viewport. */
async function firstCardInView(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const card = document.querySelector('[data-part="grid"] [data-product-card]');
    const name = card?.querySelector('h3');
    if (!card || !name) return false;
    const count = document.querySelector('[data-filter-count]');
    const top = Math.min(card.getBoundingClientRect().top, count?.getBoundingClientRect().top ?? -1);
    const bottom = name.getBoundingClientRect().bottom;
    return top >= 0 && bottom <= window.innerHeight;
  });
}

/** Whether the status line with the count has focus (a screen reader then reads it). */
const statusFocused = (page: Page) =>
  page.evaluate(() => document.activeElement?.hasAttribute('data-filter-count') ?? false);

describe('issue 22: applying filters on a phone (390 × 844) ends with the results in view', () => {
  it('"Visa produkter" brings the first result into view and focuses the count', async () => {
    const { page, watch, form } = await openListing('/vinkyl', 'mobile');
    const before = await status(page);
    // The folded group open makes the panel taller than the screen, as on a phone with several filters set.
    await form.getByText('Fler filter').click();
    await form.locator('input[name="zoner"][value="2"]').check();
    await expect.poll(() => status(page), WAIT).not.toBe(before);
    const formHeight = await form.evaluate((element) => element.getBoundingClientRect().height);
    expect(formHeight).toBeGreaterThan(844);
    // A visitor scrolls down the panel just far enough to reach the button, at the bottom of the screen.
    const show = form.getByRole('button', { name: 'Visa produkter' });
    await show.evaluate((button) => button.scrollIntoView({ block: 'end' }));
    expect(await firstCardInView(page)).toBe(false);
    await show.click();
    await expect.poll(() => firstCardInView(page), WAIT).toBe(true);
    expect(await statusFocused(page)).toBe(true);
    expect(await status(page)).toMatch(/^Visar 1–\d+ av \d+ produkter$/);
    // The page did not reload: the island's view and its history stay.
    expect(new URL(page.url()).searchParams.get('zoner')).toBe('2');
    noErrors(watch);
  });

  it('Enter in a price field applies it, then shows the results the same way, at once with reduced motion', async () => {
    const { page, watch, form } = await openListing('/vinkyl', 'mobile');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const max = form.getByLabel('Högsta pris (kr)');
    await max.fill(await inside(max, 'max'));
    await max.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.has('pris'), WAIT).toBe(true);
    // No smooth scroll to wait for: the results are in view right after the key.
    expect(await firstCardInView(page)).toBe(true);
    expect(await statusFocused(page)).toBe(true);
    noErrors(watch);
  });
});

describe('issue 22: "Visa fler produkter" and Back', () => {
  it('returns to the same list and position after opening a card of the loaded ones', async () => {
    const { page, watch } = await openListing('/vinkyl?sortera=pris');
    const cards = page.locator('[data-part="grid"] [data-product-card]');
    await expect.poll(() => cards.count(), WAIT).toBe(24);
    await page.getByRole('button', { name: 'Visa fler produkter' }).click();
    await expect.poll(() => cards.count(), WAIT).toBe(48);
    const card = cards.nth(35);
    await card.scrollIntoViewIfNeeded();
    const href = (await card.locator('h3 a').getAttribute('href')) ?? '';
    const before = await card.evaluate((element) => element.getBoundingClientRect().top);
    await card.locator('h3 a').click();
    await page.waitForURL((url) => url.pathname === href);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/vinkyl');
    await expect.poll(() => cards.count(), WAIT).toBe(48);
    const same = page.locator(`[data-part="grid"] [data-product-card] h3 a[href="${href}"]`);
    await expect
      .poll(() => same.evaluate((link) => link.closest('[data-product-card]')?.getBoundingClientRect().top ?? -1), WAIT)
      .toBeCloseTo(before, -1);
    noErrors(watch);
  });
});
