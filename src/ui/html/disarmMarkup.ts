/**
 * Operator HTML rewritten so that parsing it creates no event-handler attribute, no `style`
 * attribute and no `<style>` element, in any document.
 *
 * Why: since Chromium 156 the page's Content-Security-Policy is checked when such an attribute or
 * element is created, not only when it would run, and that includes the inert document DOMPurify
 * parses into. Nothing runs there, but every hostile or merely styled announcement reported a
 * violation (`script-src-attr`, `style-src-attr`, `style-src-elem`) to the page and to the site's
 * CSP reports, where a real attack would drown among them. The sanitiser removes all three
 * anyway; this pass only keeps the browser from building them first.
 *
 * How: the HTML tokenizer starts an attribute name only after whitespace, `/` or a closing quote
 * (WHATWG HTML, "before attribute name state"), so a marker character goes between any of those
 * and `on` or `style`, in any case. An attribute so marked has a name the sanitiser does not know,
 * and is dropped; `unmark` takes the marker out of text and of the values that are kept. A
 * `<style>` tag becomes `<xmp>`: raw text too, so what follows it is tokenized the same way, and
 * the sanitiser drops it with its contents, as it drops `<style>`.
 */
export function disarmMarkup(html: string): { html: string; unmark: (text: string) => string } {
  const marker = html.includes('<') ? unusedPrivateCharacter(html) : undefined;
  // Markup that holds every private-use character is not an announcement anyone wrote: the
  // sanitiser still cleans it; only the browser's reports are not spared.
  if (marker === undefined) return { html, unmark: (text) => text };
  const disarmed = html
    .replace(/([\t\n\f\r "'/])(on|style)/gi, `$1${marker}$2`)
    .replace(/<(\/?)style(?=[\t\n\f\r />]|$)/gi, '<$1xmp');
  return { html: disarmed, unmark: (text) => text.split(marker).join('') };
}

/** A private-use character the text does not hold, so removing it restores exactly what was there. */
function unusedPrivateCharacter(text: string): string | undefined {
  for (let code = 0xe000; code <= 0xf8ff; code += 1) {
    const character = String.fromCharCode(code);
    if (!text.includes(character)) return character;
  }
  return undefined;
}
