/**
 * Search without JavaScript (issue 14): the search field is a plain GET
 * form, so Enter still lands on /sok?q=…, and the search page says plainly
 * that search needs JavaScript and links to the categories and the brands.
 */
import { describe, expect, it } from 'vitest';
import { siteUnderTest } from './browser';

const { open } = siteUnderTest({ javaScriptEnabled: false });

describe('search with JavaScript disabled', () => {
  it('Enter in the sidebar field lands on the search page with the query', async () => {
    const { page } = await open('/vinkyl');
    await page.locator('#sok-sidomeny-falt').fill('eurocave');
    await Promise.all([page.waitForURL(/\/sok\?q=eurocave$/), page.locator('#sok-sidomeny-falt').press('Enter')]);
  });

  it('the search page explains that search needs JavaScript and links to categories and brands', async () => {
    const { page, watch } = await open('/sok?q=eurocave');
    const message = page.locator('[data-search-nojs]');
    expect(await message.isVisible()).toBe(true);
    expect(await message.textContent()).toContain('Sökningen behöver JavaScript');
    const links = await message.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toContain('/vinkyl');
    expect(links).toContain('/olkyl');
    expect(links).toContain('/varumarken');
    expect(watch.errors).toEqual([]);
  });
});
