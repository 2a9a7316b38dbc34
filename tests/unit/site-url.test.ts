import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_URL, ownHostsFor, resolveSiteUrl } from '../../src/shared/site';

describe('resolveSiteUrl: SITE_URL as an origin', () => {
  it('is the production origin when unset or blank', () => {
    expect(resolveSiteUrl(undefined)).toBe(DEFAULT_SITE_URL);
    expect(resolveSiteUrl('  ')).toBe(DEFAULT_SITE_URL);
  });

  it('keeps only the origin of an http(s) URL', () => {
    expect(resolveSiteUrl(' https://deploy-preview-12--vinkylguiden.netlify.app/some/path?x=1 ')).toBe(
      'https://deploy-preview-12--vinkylguiden.netlify.app',
    );
    expect(resolveSiteUrl('http://127.0.0.1:4321')).toBe('http://127.0.0.1:4321');
  });

  it('refuses a relative URL and a scheme other than http(s), quoting the value', () => {
    expect(() => resolveSiteUrl('www.vinkylguiden.se')).toThrow(
      'SITE_URL must be an absolute URL such as https://www.vinkylguiden.se; got "www.vinkylguiden.se"',
    );
    expect(() => resolveSiteUrl('ftp://vinkylguiden.se')).toThrow(
      'SITE_URL must use http or https; got "ftp://vinkylguiden.se"',
    );
  });
});

describe('ownHostsFor', () => {
  it('adds the host of the site URL, lower-cased, to the production hosts', () => {
    expect([...ownHostsFor('https://Preview.Example.ORG')].sort()).toEqual([
      'preview.example.org',
      'vinkylguiden.se',
      'www.vinkylguiden.se',
    ]);
    expect(ownHostsFor(DEFAULT_SITE_URL).size).toBe(2);
  });
});
