/** The production origin; override with SITE_URL (e.g. for a Netlify deploy preview). */
export const DEFAULT_SITE_URL = 'https://www.vinkylguiden.se';

/** Host names that are ours in any environment: absolute links to them become relative. */
export const OWN_HOSTS = ['vinkylguiden.se', 'www.vinkylguiden.se'] as const;

/** Reads and checks SITE_URL: it must be an absolute http(s) origin. */
export function resolveSiteUrl(value: string | undefined): string {
  const raw = value?.trim() || DEFAULT_SITE_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_URL must be an absolute URL such as ${DEFAULT_SITE_URL}; got ${JSON.stringify(raw)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`SITE_URL must use http or https; got ${JSON.stringify(raw)}`);
  }
  return url.origin;
}

export function ownHostsFor(siteUrl: string): Set<string> {
  return new Set([...OWN_HOSTS, new URL(siteUrl).hostname.toLowerCase()]);
}
