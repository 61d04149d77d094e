import DOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import { disarmMarkup } from '../../src/ui/html/disarmMarkup';
import { loadSanitizer } from '../../src/ui/html/sanitizeHtml';
import { findActiveContent, xssVectors } from '../fixtures/xssVectors';

/** The sanitiser's output as the page would hold it. */
function parsed(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/** Every attribute name the browser would build while parsing `html` (an inert template here). */
function attributeNames(html: string): string[] {
  const found: string[] = [];
  const visit = (root: DocumentFragment | Element) => {
    for (const element of Array.from(root.querySelectorAll('*'))) {
      found.push(...element.getAttributeNames());
      if (element instanceof HTMLTemplateElement) visit(element.content);
    }
  };
  visit(parsed(html));
  return found;
}

/** The same settings as the app's (src/ui/html/sanitizeHtml.ts), without the disarming pass. */
const plainConfig = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
};

describe('the operator-HTML sanitiser against a public XSS corpus', () => {
  it('holds vectors of every kind the issue names', () => {
    const groups = new Set(xssVectors.map((vector) => vector.group));
    expect([...groups].sort()).toEqual(['embedding', 'handler', 'mathml', 'mxss', 'noscript', 'script', 'srcset', 'svg', 'url']);
    expect(xssVectors.length).toBeGreaterThanOrEqual(140);
  });

  it.each(xssVectors.map((vector) => [`${vector.group}: ${vector.title}`, vector.html]))(
    '%s leaves no handler, script or runnable address',
    async (_title, html) => {
      const sanitize = await loadSanitizer();
      expect(findActiveContent(parsed(sanitize(html)))).toEqual([]);
    },
  );

  it('the checker finds what it looks for (it would fail on unsanitised vectors)', () => {
    expect(findActiveContent(parsed('<img src=x onerror=alert(1)>'))).toEqual(['<img onerror> handler']);
    expect(findActiveContent(parsed('<svg><script>alert(1)</script></svg>'))).toEqual(['<script> element']);
    expect(findActiveContent(parsed('<a href=" java&#x09;script:alert(1)">x</a>'))).toHaveLength(1);
    expect(findActiveContent(parsed('<img srcset="x 1x, javascript:alert(1) 2x">'))).toHaveLength(1);
    expect(findActiveContent(parsed('<template><p onclick=alert(1)></p></template>'))).toEqual(['<p onclick> handler']);
    const unsanitised = xssVectors.filter((vector) => findActiveContent(parsed(vector.html)).length > 0);
    expect(unsanitised.length).toBeGreaterThan(xssVectors.length / 2);
  });

  it('gives what DOMPurify alone gives where that is safe, for every vector without a <style> tag', async () => {
    const sanitize = await loadSanitizer();
    const plain = DOMPurify(window);
    const benign = [
      '<p>Deposit <strong>online</strong> in "one" step: see /online or \'on\' the  style guide</p>',
      '<p title="on sale" class="style-note">x</p><a href="/m/help?on=1">help</a><img src="x" alt="one">',
      '<p>Online\ttab\nnewline/only "style"</p>',
    ];
    const compared = [...benign, ...xssVectors.map((vector) => vector.html).filter((html) => !/<\/?style/i.test(html))];
    let differences = 0;
    for (const html of compared) {
      const alone = plain.sanitize(html, plainConfig);
      if (findActiveContent(parsed(alone)).length > 0) differences += 1;
      else expect(sanitize(html), html).toBe(alone);
    }
    // DOMPurify alone keeps a javascript: address after a srcset's first candidate.
    expect(differences).toBe(1);
  });
});

describe('disarmMarkup: what the browser builds while the sanitiser parses', () => {
  it('builds no handler or style attribute, on any path the tokenizer starts a name', () => {
    const html = [
      '<img src=x onerror=a>',
      '<img/src=x/ONERROR=a>',
      '<img src="x"onerror="a">',
      "<img src='x'OnLoad='a'>",
      '<img src=x\tonerror=a\nonload=a\fonclick=a\ronfocus=a>',
      '<p style="color:red" STYLE=x>x</p>',
      '<svg><set onbegin=a /></svg>',
    ].join('');
    expect(attributeNames(html).filter((name) => /^(on|style)/i.test(name))).not.toEqual([]);
    expect(attributeNames(disarmMarkup(html).html).filter((name) => /^(on|style)/i.test(name))).toEqual([]);
  });

  it('builds no <style> element, in any case', () => {
    const html = '<style>p{}</style><STYLE type=text/css>p{}</STYLE><svg><Style>x</Style></svg><style';
    expect(parsed(disarmMarkup(html).html).querySelectorAll('style')).toHaveLength(0);
  });

  it('takes its marker out again, leaving the text as it was', () => {
    const text = '<p>Play online, "one" on/off \'style\' style</p>';
    const { html, unmark } = disarmMarkup(text);
    expect(html).not.toBe(text);
    expect(unmark(html)).toBe(text);
  });

  it('uses a marker the text does not hold', () => {
    const text = '<p>\ue000 \ue001 online</p>';
    const { html, unmark } = disarmMarkup(text);
    expect(html).toContain('\ue002online');
    expect(unmark(html)).toBe(text);
  });

  it('leaves text without markup alone', () => {
    const { html, unmark } = disarmMarkup('on and on');
    expect(html).toBe('on and on');
    expect(unmark('on')).toBe('on');
  });
});
