/**
 * Issue 22: a product's installation comes from its text, or, when the text
 * states none, from a category whose name states it by definition; never
 * from any other category.
 */
import { describe, expect, it } from 'vitest';
import { settleFacts } from '../../src/shared/fact-registry';
import type { Installation } from '../../src/shared/product-facts';
import { NO_FACTS as NONE } from '../support/no-facts';

/** The facts a category may state (the registry's rows with `fromCategory`: the installation alone). */
const settleInstallation = (installation: Installation | null, categorySlug: string | null) =>
  settleFacts({ ...NONE, installation }, categorySlug);

describe('settleFacts: the installation', () => {
  it('keeps what the text states, whatever the category', () => {
    expect(settleInstallation('inbyggbar', 'integrerbar-vinkyl')).toEqual({
      installation: 'inbyggbar',
      installation_source: 'text',
    });
    expect(settleInstallation('fristaende', null)).toEqual({ installation: 'fristaende', installation_source: 'text' });
  });

  it('takes the installation a category name states when the text states none', () => {
    expect(settleInstallation(null, 'fristaende-vinkyl')).toEqual({
      installation: 'fristaende',
      installation_source: 'category',
    });
    expect(settleInstallation(null, 'inbyggbar-vinkyl')?.installation).toBe('inbyggbar');
    // "Integrerad" and "Integrerbar" are one installation type.
    expect(settleInstallation(null, 'integrerad-vinkyl')?.installation).toBe('integrerbar');
    expect(settleInstallation(null, 'integrerbar-vinkyl')?.installation).toBe('integrerbar');
  });

  it('gives nothing for a category whose name states no installation, or no category', () => {
    for (const slug of ['vinkyl', 'olkyl', 'vinlagringsskap', 'vinkallare', 'constructor', null]) {
      expect(settleInstallation(null, slug)).toEqual({ installation: null, installation_source: null });
    }
  });
});
