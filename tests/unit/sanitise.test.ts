import { type ChildNode, Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import type sanitizeHtml from 'sanitize-html';
import { describe, expect, it } from 'vitest';
import {
  aboutPolicy,
  blogBodyPolicy,
  isBalanced,
  productDescriptionPolicy,
  type SanitisePolicy,
  sanitise,
  sanitiseFragment,
} from '../../src/shared/sanitise';
import { browserBalanceProblems } from '../support/html-tree';

/**
 * Known XSS vectors (OWASP cheat sheet and html5sec classics). None may
 * survive any policy: the output is parsed again and every element,
 * attribute and URL is checked against the policy's allowlist.
 */
const VECTORS: readonly string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<img src=x onerror="alert(1)">',
  '<img src="javascript:alert(1)">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<img src=`javascript:alert(1)`>',
  '<a href="javascript:alert(1)">länk</a>',
  '<a href="JAVASCRIPT:alert(1)">länk</a>',
  '<a href="jav&#x09;ascript:alert(1)">länk</a>',
  '<a href="jav&#x0A;ascript:alert(1)">länk</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">länk</a>',
  '<a href=" javascript:alert(1)">länk</a>',
  '<a href="vbscript:msgbox(1)">länk</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">länk</a>',
  '<a href="//evil.example">länk</a>',
  '<a href="/\\evil.example">länk</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<p style="background:url(javascript:alert(1))">stil</p>',
  '<div style="width:expression(alert(1))">x</div>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<link rel=stylesheet href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://evil.example/">',
  '<p onclick="alert(1)" onmouseover="alert(1)">klicka</p>',
  '<a href="https://ok.example" onclick="alert(1)">ok</a>',
  '<<script>script>alert(1)<</script>/script>',
  '<scr<script>ipt>alert(1)</script>',
  '"><script>alert(1)</script>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<template><script>alert(1)</script></template>',
  '<a href="https://ok.example" target="_self" rel="opener">mål</a>',
  '<img src="https://ok.example/a.png" srcset="javascript:alert(1) 1x">',
  '<blockquote cite="javascript:alert(1)">citat</blockquote>',
  '<textarea><script>alert(1)</script></textarea>',
  '<isindex action=javascript:alert(1) type=image>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
];

const POLICIES: Record<string, SanitisePolicy> = {
  about: aboutPolicy,
  productDescription: productDescriptionPolicy,
  blogBody: blogBodyPolicy,
};

function isSafeUrl(value: string): boolean {
  if (value.startsWith('#')) return true;
  if (value.startsWith('/')) return !/^\/[/\\]/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function collectProblems(nodes: ChildNode[], policy: sanitizeHtml.IOptions, problems: string[]): void {
  const allowedTags = policy.allowedTags === false ? [] : (policy.allowedTags ?? []);
  const allowedAttributes = policy.allowedAttributes === false ? {} : (policy.allowedAttributes ?? {});
  for (const node of nodes) {
    if (!(node instanceof Element)) continue;
    if (!allowedTags.includes(node.name)) problems.push(`tag <${node.name}>`);
    const allowed = (allowedAttributes[node.name] ?? []) as string[];
    for (const [name, value] of Object.entries(node.attribs)) {
      if (!allowed.includes(name)) problems.push(`attribute ${name} on <${node.name}>`);
      if (['href', 'src', 'cite', 'action', 'formaction'].includes(name) && !isSafeUrl(value)) {
        problems.push(`unsafe URL ${name}=${JSON.stringify(value)}`);
      }
    }
    collectProblems(node.children, policy, problems);
  }
}

describe.each(Object.entries(POLICIES))('the %s policy', (_name, policy) => {
  it.each(VECTORS)('neutralises %s', (vector) => {
    const output = sanitise(`<p>Före</p>${vector}<p>Efter</p>`, policy);
    const problems: string[] = [];
    collectProblems(parseDocument(output).children, policy, problems);
    expect(problems).toEqual([]);
    expect(output).not.toMatch(/<script|javascript:|vbscript:|onerror|onload|onclick|alert\(1\)<\/script/i);
    // Content before the vector is never lost (an unclosed <svg> or <math>
    // legitimately swallows what follows, as it would in a browser).
    expect(output).toContain('Före');
    expect(isBalanced(output)).toBe(true);
    expect(browserBalanceProblems(output)).toEqual([]);
  });

  it('has a vector list of at least 30 entries', () => {
    expect(VECTORS.length).toBeGreaterThanOrEqual(30);
  });
});

describe('aboutPolicy (spec §5: a, p, strong, em, br; href, target, rel)', () => {
  it('keeps the allowed tags and drops the rest but keeps their text', () => {
    expect(
      sanitise(
        '<p><strong>Stark</strong> <em>kursiv</em><br><span>span</span> <u>u</u></p><h2>rubrik</h2>',
        aboutPolicy,
      ),
    ).toBe('<p><strong>Stark</strong> <em>kursiv</em><br />span u</p>rubrik');
  });

  it('keeps internal links in the same tab', () => {
    expect(sanitise('<a href="/vinkyl" target="_blank">Vinkyl</a>', aboutPolicy)).toBe('<a href="/vinkyl">Vinkyl</a>');
  });

  it('opens external links in a new tab with noopener', () => {
    expect(sanitise('<a href="https://www.systembolaget.se">SB</a>', aboutPolicy)).toBe(
      '<a href="https://www.systembolaget.se/" target="_blank" rel="noopener noreferrer">SB</a>',
    );
  });

  it('unwraps a link whose href is unsafe and keeps its text', () => {
    expect(sanitise('<p><a href="javascript:alert(1)">länk</a></p>', aboutPolicy)).toBe('<p>länk</p>');
  });
});

describe('productDescriptionPolicy', () => {
  it('keeps lists and marks retailer links as sponsored', () => {
    expect(
      sanitise('<ul><li>Två zoner</li></ul><a href="https://shop.example.se/x">Köp</a>', productDescriptionPolicy),
    ).toBe(
      '<ul><li>Två zoner</li></ul><a href="https://shop.example.se/x" target="_blank" rel="sponsored noopener">Köp</a>',
    );
  });

  it('turns feed headings into bold text', () => {
    expect(sanitise('<h2>Egenskaper</h2>', productDescriptionPolicy)).toBe('<strong>Egenskaper</strong>');
  });
});

describe('blogBodyPolicy', () => {
  it('demotes h1 to h2 and keeps editorial structure', () => {
    expect(
      sanitise('<h1>Titel</h1><blockquote><p>Citat</p></blockquote><table><tr><td>1</td></tr></table>', blogBodyPolicy),
    ).toBe('<h2>Titel</h2><blockquote><p>Citat</p></blockquote><table><tr><td>1</td></tr></table>');
  });

  it('keeps images with safe attributes and makes them lazy', () => {
    expect(
      sanitise('<img src="/images/blog/a.svg" alt="Vinkällare" width="1200" height="630" class="x">', blogBodyPolicy),
    ).toBe(
      '<img src="/images/blog/a.svg" alt="Vinkällare" width="1200" height="630" loading="lazy" decoding="async" />',
    );
  });

  it('drops images without a usable src', () => {
    expect(sanitise('<p>a<img src="javascript:alert(1)">b</p>', blogBodyPolicy)).toBe('<p>ab</p>');
  });
});

/** An ordinary retailer description: a contact link, then a link the policy may or may not keep. */
const CONTACT_THEN_LINK =
  '<p>Mejla <a href="mailto:info@butik.se">kundtjänst</a> eller <a href="https://evil.example/phish">tillverkaren</a>.</p><ul><li>Två zoner</li></ul><p>Vanliga frågor</p>';

describe.each(Object.entries(POLICIES))('links in the %s policy', (_name, policy) => {
  it('never leaves a link open after a rejected one (the rest of the page stays outside it)', () => {
    for (const rejected of ['javascript:alert(1)', 'ftp://x.example/y', 'mailto:', 'tel:abc', '//evil.example']) {
      const html = `<p>A <a href="${rejected}">första</a> och <a href="https://shop.example.se/x">andra</a>.</p><p>Sist</p>`;
      const output = sanitise(html, policy);
      expect(isBalanced(output), output).toBe(true);
      expect(browserBalanceProblems(output), output).toEqual([]);
      expect(output).toMatch(/<a href="https:\/\/shop\.example\.se\/x"[^>]*>andra<\/a>\.<\/p><p>Sist<\/p>$/);
      expect(output).toContain('A första och');
    }
  });

  it('keeps mailto: links usable and the following link closed', () => {
    const output = sanitise(CONTACT_THEN_LINK, policy);
    expect(output).toContain('<a href="mailto:info@butik.se">kundtjänst</a>');
    expect(output).toMatch(/>tillverkaren<\/a>\.<\/p>/);
    expect(browserBalanceProblems(output)).toEqual([]);
  });

  it('keeps tel: links, drops a mailto query, and unwraps malformed contact links', () => {
    expect(sanitise('<a href="tel:+46 8 123 45 67">Ring</a>', policy)).toBe('<a href="tel:+46 8 123 45 67">Ring</a>');
    expect(sanitise('<a href="mailto:info@butik.se?subject=Hej&body=x">Mejla</a>', policy)).toBe(
      '<a href="mailto:info@butik.se">Mejla</a>',
    );
    expect(sanitise('<a href="mailto:javascript:alert(1)">x</a>', policy)).toBe('x');
    expect(sanitise('<a href="tel:javascript:alert(1)">y</a>', policy)).toBe('y');
  });

  it('never nests a link in a link', () => {
    const output = sanitise(
      '<p><a href="https://a.example/">yttre <strong><a href="https://b.example/">inre</a></strong> text</a></p>',
      policy,
    );
    const nested = parseDocument(output).children.some(function hasNested(node: ChildNode): boolean {
      if (!(node instanceof Element)) return false;
      const inner = (n: ChildNode): boolean => n instanceof Element && (n.name === 'a' || n.children.some(inner));
      return node.name === 'a' ? node.children.some(inner) : node.children.some(hasNested);
    });
    expect(nested, output).toBe(false);
    expect(output).toContain('inre');
    expect(browserBalanceProblems(output)).toEqual([]);
  });
});

describe('sanitiseFragment', () => {
  it('reports balanced output for ordinary input', () => {
    expect(sanitiseFragment('<p>Hej <strong>där</strong></p>', productDescriptionPolicy)).toEqual({
      html: '<p>Hej <strong>där</strong></p>',
      balanced: true,
    });
  });

  it('isBalanced recognises markup a parser would change', () => {
    expect(isBalanced('<a href="x">t</span>.</p>')).toBe(false);
    expect(isBalanced('<p>a<ul><li>b</li></ul></p>')).toBe(false);
    expect(isBalanced('<p>a<br />b</p>')).toBe(true);
  });
});
