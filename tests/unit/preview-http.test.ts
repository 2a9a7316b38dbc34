import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkRequest,
  clientErrorStatus,
  decodedPath,
  decodeSegments,
  encodeSegments,
  fileIn,
  hostHeaders,
  isFileSegment,
  parseHost,
  type RequestInput,
  safeLocation,
  UnsafeLocationError,
} from '../../scripts/lib/preview-http';

const HOST = '127.0.0.1:4321';
const ORIGIN = `http://${HOST}`;

function request(target: string, overrides: Partial<RequestInput> = {}): RequestInput {
  return { target, hostHeaders: [HOST], httpVersion: '1.1', defaultHost: HOST, ...overrides };
}

describe('checkRequest: malformed request targets are refused', () => {
  it.each([
    ['//evil.example%2F..%2Fvinkyl/', /starts with \/\//],
    ['//evil.example/', /starts with \/\//],
    ['///evil.example/', /starts with \/\//],
    ['/\\evil.example/', /backslash/],
    ['/vinkyl\\..\\index', /backslash/],
    ['/%zz', /invalid percent-encoding/],
    ['/vinkyl%2', /invalid percent-encoding/],
    ['/%', /invalid percent-encoding/],
    ['/%E4', /not UTF-8/],
    ['/%C0%AF', /not UTF-8/],
    ['/%ED%A0%80', /not UTF-8/],
    ['/vinkyl%00', /control character/],
    ['/vinkyl%0D%0ASet-Cookie:%20x=1', /control character/],
    ['/%7F', /control character/],
    ['/%C2%85', /control character/],
    ['/%09', /control character/],
    ['/vinkyl/../index', /dot segment/],
    ['/..', /dot segment/],
    ['/./vinkyl', /dot segment/],
    ['/%2e%2e/secret', /dot segment/],
    ['/%2E%2E', /dot segment/],
    ['/.%2e/secret', /dot segment/],
    ['/vinkyl/%2E', /dot segment/],
    ['/vinkyl#top', /fragment/],
    ['/vinkyl\u0000', /control/],
    ['/vin\tkyl', /control/],
    ['/vin kyl', /space/],
    ['/öl', /non-ASCII/],
    ['/\u2028', /non-ASCII/],
    ['*', /not a path/],
    ['vinkyl', /not a path/],
    ['', /not a path/],
    ['127.0.0.1:4321', /not a path/],
    ['http://evil.example/vinkyl', /another host/],
    ['http://evil.example@127.0.0.1:4321/vinkyl', /another host/],
    ['http://127.0.0.1:4322/vinkyl', /another host/],
    ['http:///vinkyl', /another host/],
    ['https://127.0.0.1:4321/vinkyl', /scheme/],
    ['file:///etc/passwd', /scheme/],
    ['http://127.0.0.1:4321//evil.example/', /starts with \/\//],
    ['http://127.0.0.1:4321/%2e%2e/x', /dot segment/],
  ])('%j', (target, reason) => {
    const check = checkRequest(request(target));
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.reason).toMatch(reason);
  });
});

describe('checkRequest: malformed Host headers are refused', () => {
  it.each([
    [['a b'], /invalid Host/],
    [[''], /invalid Host/],
    [['evil.example/vinkyl'], /invalid Host/],
    [['user@evil.example'], /invalid Host/],
    [['127.0.0.1:99999'], /invalid Host/],
    [['127.0.0.1:1:2'], /invalid Host/],
    [['127.0.0.1:'], /invalid Host/],
    [['[::1'], /invalid Host/],
    [['[::g]'], /invalid Host/],
    [['1.2.3.4.5'], /invalid Host/],
    [['evil.example%2F'], /invalid Host/],
    [['a\r\nb'], /invalid Host/],
    [['127.0.0.1', 'evil.example'], /more than one/],
    [['127.0.0.1', '127.0.0.1'], /more than one/],
    [[], /missing Host/],
  ])('%j', (hosts, reason) => {
    const check = checkRequest(request('/vinkyl', { hostHeaders: hosts }));
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.reason).toMatch(reason);
  });
});

describe('checkRequest: ordinary requests are accepted', () => {
  it.each([
    ['/', [''], ''],
    ['/vinkyl', ['vinkyl'], ''],
    ['/vinkyl/', ['vinkyl', ''], ''],
    ['/vinkyl//', ['vinkyl', '', ''], ''],
    ['/vinkyl?a=1&b=%20c', ['vinkyl'], '?a=1&b=%20c'],
    ['/vinkyl?', ['vinkyl'], ''],
    ['/?utm_source=x', [''], '?utm_source=x'],
    ['/produkt/mQuv%C3%A9e-WineExpert', ['produkt', 'mQuvée-WineExpert'], ''],
    ['/produkt/mquv%c3%a9e', ['produkt', 'mquvée'], ''],
    // An encoded slash stays inside its segment; dots inside a segment are not dot segments.
    ['/%2Fevil.example%2F..%2Fvinkyl/', ['/evil.example/../vinkyl', ''], ''],
    ['/produkt/Riedel%20Cabernet%2FMerlot', ['produkt', 'Riedel Cabernet/Merlot'], ''],
    ['/..%2fsecret', ['../secret'], ''],
    ['/%252e%252e/secret', ['%2e%2e', 'secret'], ''],
    ['/%5Cevil.example', ['\\evil.example'], ''],
    ['/.well-known/x', ['.well-known', 'x'], ''],
    ['/...', ['...'], ''],
    ['/a"<>{}|^[]`', ['a"<>{}|^[]`'], ''],
    ['/x?q="<>', ['x'], '?q=%22%3C%3E'],
    ['/x?discount=50%', ['x'], '?discount=50%'],
    [`http://${HOST}/vinkyl?a=1`, ['vinkyl'], '?a=1'],
    [`HTTP://${HOST}`, [''], ''],
    [`http://${HOST}?a=1`, [''], '?a=1'],
  ])('%j', (target, segments, search) => {
    expect(checkRequest(request(target))).toEqual({ ok: true, host: HOST, segments, search });
  });

  it('takes the host from the Host header, in lower case, and the server’s own for HTTP/1.0 without one', () => {
    expect(checkRequest(request('/', { hostHeaders: ['LocalHost:4321'] }))).toMatchObject({ host: 'localhost:4321' });
    expect(checkRequest(request('/', { hostHeaders: ['[::1]:4321'] }))).toMatchObject({ host: '[::1]:4321' });
    expect(checkRequest(request('/', { hostHeaders: [], httpVersion: '1.0' }))).toMatchObject({ ok: true, host: HOST });
    expect(checkRequest(request('/', { hostHeaders: ['bad host'], httpVersion: '1.0' })).ok).toBe(false);
  });

  it('accepts absolute form only for the host of the Host header, in any case', () => {
    expect(checkRequest(request('http://LOCALHOST/x', { hostHeaders: ['localhost'] })).ok).toBe(true);
    expect(checkRequest(request('http://localhost/x', { hostHeaders: ['127.0.0.1'] })).ok).toBe(false);
  });
});

describe('parseHost', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['127.0.0.1:4321', '127.0.0.1:4321'],
    ['Example.COM', 'example.com'],
    ['www.vinkylguiden.se:443', 'www.vinkylguiden.se:443'],
    ['[::1]:8080', '[::1]:8080'],
    ['under_score.local', 'under_score.local'],
    ['a:65535', 'a:65535'],
  ])('%j is valid', (value, expected) => {
    expect(parseHost(value)).toBe(expected);
  });

  it.each([
    '',
    ' ',
    'a b',
    'a/b',
    'a\\b',
    'a@b',
    'a:65536',
    'a:',
    ':80',
    'a:b',
    '[::1',
    '::1',
    '1.2.3.4.5',
    'a%20b',
    'a?b',
    'a#b',
  ])('%j is invalid', (value) => {
    expect(parseHost(value)).toBeNull();
  });
});

describe('hostHeaders', () => {
  it('collects every Host value of rawHeaders, whatever the case of the name', () => {
    expect(hostHeaders(['Host', 'a', 'Accept', '*/*', 'HOST', 'b', 'x-host', 'c'])).toEqual(['a', 'b']);
    expect(hostHeaders(['Accept', '*/*'])).toEqual([]);
  });
});

describe('decodeSegments', () => {
  it('decodes each segment once and keeps an encoded slash inside its segment', () => {
    expect(decodeSegments('/a%2Fb/c')).toEqual({ ok: true, segments: ['a/b', 'c'] });
    expect(decodeSegments('/%25')).toEqual({ ok: true, segments: ['%'] });
    expect(decodeSegments('/')).toEqual({ ok: true, segments: [''] });
  });

  it('refuses a path that does not start with /', () => {
    expect(decodeSegments('vinkyl').ok).toBe(false);
  });
});

describe('decodedPath and encodeSegments', () => {
  it('join decoded segments for the rules and re-encode them for a URL without merging segments', () => {
    const segments = ['produkt', 'Riedel Cabernet/Merlot'];
    expect(decodedPath(segments)).toBe('/produkt/Riedel Cabernet/Merlot');
    expect(encodeSegments(segments)).toBe('/produkt/Riedel%20Cabernet%2FMerlot');
    expect(encodeSegments(['/evil.example/../vinkyl'])).toBe('/%2Fevil.example%2F..%2Fvinkyl');
    expect(encodeSegments([''])).toBe('/');
  });

  it('round-trip through decodeSegments', () => {
    for (const segments of [['a b', 'c/d', 'é'], [''], ['x', ''], ['%2e%2e']]) {
      expect(decodeSegments(encodeSegments(segments))).toEqual({ ok: true, segments });
    }
  });
});

describe('isFileSegment and fileIn', () => {
  const dir = path.resolve('/srv/dist');

  it.each(['', '.', '..', 'a/b', '../secret', 'a\\b', '..\\secret', 'a\u0000b', 'a\nb'])(
    '%j names no file',
    (segment) => {
      expect(isFileSegment(segment)).toBe(false);
      expect(fileIn(dir, ['images', segment])).toBeNull();
    },
  );

  it('maps segments that can name files inside the folder', () => {
    expect(fileIn(dir, ['vinkyl.html'])).toBe(path.join(dir, 'vinkyl.html'));
    expect(fileIn(dir, ['_astro', 'app.Ab12.js'])).toBe(path.join(dir, '_astro', 'app.Ab12.js'));
    expect(fileIn(dir, ['.well-known', 'security.txt'])).toBe(path.join(dir, '.well-known', 'security.txt'));
    expect(fileIn(dir, ['..foo'])).toBe(path.join(dir, '..foo'));
    expect(fileIn(dir, ['%2e%2e', 'secret'])).toBe(path.join(dir, '%2e%2e', 'secret'));
  });

  it('never names the folder itself or nothing', () => {
    expect(fileIn(dir, [])).toBeNull();
  });
});

describe('safeLocation', () => {
  it.each([
    ['//evil.example/../vinkyl', '/evil.example/../vinkyl'],
    ['///evil.example', '/evil.example'],
    ['/\\evil.example', '/evil.example'],
    ['\\\\evil.example', '/evil.example'],
    ['/\\/\\evil.example', '/evil.example'],
    ['//', '/'],
    ['', '/'],
    ['vinkyl', '/vinkyl'],
    // Browsers drop tabs and line breaks from URLs: encoded, they cannot join two slashes.
    ['/\t/evil.example', '/%09/evil.example'],
    ['\n//evil.example', '/%0A//evil.example'],
    [' //evil.example', '/%20//evil.example'],
    ['/a\\b', '/a%5Cb'],
    ['/öl kyl?q=ö', '/%C3%B6l%20kyl?q=%C3%B6'],
    ['/x\r\nSet-Cookie: a=1', '/x%0D%0ASet-Cookie:%20a=1'],
    ['/\ud800', '/%EF%BF%BD'],
    ['/vinkyl?a=1', '/vinkyl?a=1'],
    ['/', '/'],
    [`${ORIGIN}//evil.example?a=1`, '/evil.example?a=1'],
    [`${ORIGIN}/vinkyl?a=1#x`, '/vinkyl?a=1#x'],
  ])('%j → %j', (location, expected) => {
    expect(safeLocation(location, ORIGIN)).toBe(expected);
  });

  it('keeps an absolute http(s) URL of another origin, serialised', () => {
    expect(safeLocation('https://example.com/sida?a=1', ORIGIN)).toBe('https://example.com/sida?a=1');
    expect(safeLocation('http://127.0.0.1:9999/x', ORIGIN)).toBe('http://127.0.0.1:9999/x');
    expect(safeLocation('HTTPS://Example.com/a b', ORIGIN)).toBe('https://example.com/a%20b');
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'file:///etc/passwd', 'http://', 'http://a b/'])(
    'refuses %j as a server-side error',
    (location) => {
      expect(() => safeLocation(location, ORIGIN)).toThrow(UnsafeLocationError);
    },
  );

  it('never answers a Location a browser resolves to another origin', () => {
    const hostile = ['//e.example', '/\\e.example', '\\/e.example', '/\t/e.example', '/\n/e.example', '\t//e.example'];
    for (const location of hostile) {
      expect(new URL(safeLocation(location, ORIGIN), ORIGIN).origin, location).toBe(ORIGIN);
    }
  });
});

describe('clientErrorStatus', () => {
  it('follows Node’s own answers to requests its parser refuses', () => {
    expect(clientErrorStatus('HPE_INVALID_URL')).toBe(400);
    expect(clientErrorStatus('HPE_INVALID_HEADER_TOKEN')).toBe(400);
    expect(clientErrorStatus(undefined)).toBe(400);
    expect(clientErrorStatus('HPE_HEADER_OVERFLOW')).toBe(431);
    expect(clientErrorStatus('HPE_CHUNK_EXTENSIONS_OVERFLOW')).toBe(413);
    expect(clientErrorStatus('ERR_HTTP_REQUEST_TIMEOUT')).toBe(408);
  });
});
