/**
 * The parts of `npm run import -- --all` (src/import/all-shops.ts) that need
 * no database: the token put in its place in a feed URL, the URL as logs
 * show it, the exit code and the log's lines. The whole run is in
 * tests/integration/import-all.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  type AllShopsSummary,
  exitCodeOfAll,
  feedUrlOf,
  formatAllShops,
  type ShopOutcome,
  shownFeedUrl,
} from '../../../src/import/all-shops';
import { IMPORT_EXIT, ImportError } from '../../../src/import/errors';

describe('feedUrlOf', () => {
  it('puts the token where {token} stands, encoded for a URL, every time it stands there', () => {
    expect(
      feedUrlOf({
        slug: 'a',
        feed_url: 'https://productdata.awin.com/datafeed/download/apikey/{token}/fid/1/?k={token}',
        network_token: 'a/b c&d',
      }),
    ).toBe('https://productdata.awin.com/datafeed/download/apikey/a%2Fb%20c%26d/fid/1/?k=a%2Fb%20c%26d');
  });

  it('takes a URL without a token as it is', () => {
    expect(feedUrlOf({ slug: 'a', feed_url: 'https://shop.se/feed.xml', network_token: null })).toBe(
      'https://shop.se/feed.xml',
    );
  });

  it('refuses a place without a token and a token without a place, naming the shop', () => {
    for (const [feed, message] of [
      [{ slug: 'vinkallaren', feed_url: 'https://x.se/{token}.xml', network_token: null }, /vinkallaren has \{token\}/],
      [{ slug: 'vinkallaren', feed_url: 'https://x.se/{token}.xml', network_token: '' }, /no network_token/],
      [
        { slug: 'kylmagasinet', feed_url: 'https://x.se/f.xml', network_token: 't' },
        /for kylmagasinet but its feed URL/,
      ],
    ] as const) {
      const error = (() => {
        try {
          feedUrlOf(feed);
        } catch (thrown) {
          return thrown;
        }
        return null;
      })();
      expect(error).toBeInstanceOf(ImportError);
      expect((error as ImportError).exitCode).toBe(IMPORT_EXIT.shop);
      expect((error as ImportError).message).toMatch(message);
    }
  });
});

describe('shownFeedUrl', () => {
  it('keeps the scheme and host only: tokens sit in paths and queries', () => {
    expect(shownFeedUrl('https://productdata.awin.com/datafeed/download/apikey/SECRET/fid/1/')).toBe(
      'https://productdata.awin.com/…',
    );
    expect(shownFeedUrl('https://pf.tradedoubler.com:8443/export?token=SECRET')).toBe(
      'https://pf.tradedoubler.com:8443/…',
    );
    expect(shownFeedUrl('https://xn--vinkllaren-t5a.se/feed.xml')).toBe('https://xn--vinkllaren-t5a.se/…');
    expect(shownFeedUrl('not a url SECRET')).not.toContain('SECRET');
  });
});

/** An outcome as importAllShops gives it. */
function outcome(shop: string, status: ShopOutcome['status'], counts?: [number, number, number, number]): ShopOutcome {
  const database = counts
    ? { before: 0, rows: 0, inserted: counts[0], updated: counts[1], deleted: counts[2], unchanged: counts[3] }
    : null;
  return {
    shop,
    status,
    exit_code: status === 'failed' ? IMPORT_EXIT.feed : IMPORT_EXIT.ok,
    error: status === 'failed' ? 'import failed: cannot fetch https://x.se/…: HTTP 503 Service Unavailable' : null,
    report: database ? ({ database } as unknown as ShopOutcome['report']) : null,
  };
}

describe('the outcome of --all', () => {
  const summary: AllShopsSummary = {
    changed: true,
    imported: 2,
    failed: 1,
    shops: [
      outcome('alfabutiken', 'changed', [1, 2, 3, 4]),
      outcome('betabutiken', 'failed'),
      outcome('gammabutiken', 'unchanged', [0, 0, 0, 9]),
    ],
  };

  it('exits 8 when any shop failed, 0 when none did', () => {
    expect(exitCodeOfAll(summary)).toBe(IMPORT_EXIT.partial);
    expect(exitCodeOfAll({ ...summary, failed: 0 })).toBe(IMPORT_EXIT.ok);
  });

  it('prints one line per shop, a failure with its exit code and reason', () => {
    expect(formatAllShops(summary)).toBe(
      [
        'import --all: 3 shops with a feed, 2 imported, 1 failed; rows changed',
        '  alfabutiken: changed: 1 inserted, 2 updated, 3 deleted, 4 unchanged',
        '  betabutiken: failed (exit 4), its rows are as they were: import failed: cannot fetch https://x.se/…: HTTP 503 Service Unavailable',
        '  gammabutiken: unchanged: 0 inserted, 0 updated, 0 deleted, 9 unchanged',
        '',
      ].join('\n'),
    );
    expect(formatAllShops({ changed: false, imported: 0, failed: 0, shops: [] })).toBe(
      'import --all: 0 shops with a feed, 0 imported, 0 failed; no row changed\n',
    );
  });
});
