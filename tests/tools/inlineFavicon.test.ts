import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withInlineFavicon } from '../../scripts/inlineFavicon';

describe('the page’s icon, written into the page (issue 14)', () => {
  it('is the site’s favicon as a data: address, so the page asks for no file before its first paint', () => {
    const page = readFileSync('index.html', 'utf8');
    const svg = readFileSync('public/favicon.svg', 'utf8');
    const built = withInlineFavicon(page, svg);
    expect(built).not.toContain('/favicon.svg');
    const address = /<link rel="icon" href="data:image\/svg\+xml,([^"]+)"/.exec(built)?.[1] ?? '';
    expect(decodeURIComponent(address)).toBe(svg.trim());
    // Nothing in the address can end the attribute.
    expect(address).not.toMatch(/["<>]/);
  });

  it('leaves a page without that link as it is', () => {
    expect(withInlineFavicon('<link rel="icon" href="/other.png">', '<svg/>')).toBe('<link rel="icon" href="/other.png">');
  });
});
