import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { OperatorHtml } from '../../src/ui/html/OperatorHtml';
import { renderInRouter } from './support/renderInRouter';

const hostile = [
  '<p>Hello <strong>player</strong></p>',
  '<script>window.ranScript = true</script>',
  '<img src="x" alt="pic" onerror="window.ranOnerror = true">',
  '<a href="javascript:window.ranLink = true">javascript link</a>',
  '<p style="position:fixed">styled</p>',
  '<form action="/steal"><input name="pin"></form>',
  '<a href="/m/voucherCenter?from=notice">Deposit now</a>',
  '<a href="https://help.example/payments">payment guide</a>',
  '<a href="//evil.example/">protocol-relative</a>',
].join('');

async function renderHtml(html: string) {
  const rendered = await renderInRouter(<OperatorHtml html={html} className="content" />);
  await screen.findByText('player');
  const content = document.querySelector('.content');
  if (!content) throw new Error('no content');
  return { ...rendered, content };
}

describe('OperatorHtml: announcement HTML, sanitised, links intercepted (shell-and-content §3)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(window, 'ranScript');
    Reflect.deleteProperty(window, 'ranOnerror');
    Reflect.deleteProperty(window, 'ranLink');
  });

  it('keeps text, structure, images and links, and drops scripts, handlers, javascript: links, styles and forms', async () => {
    const { content } = await renderHtml(hostile);
    expect(content.querySelector('strong')?.textContent).toBe('player');
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(content.querySelector('img')?.getAttribute('alt')).toBe('pic');
    expect(content.querySelector('[style]')).toBeNull();
    expect(content.querySelector('form, input')).toBeNull();
    expect(screen.getByText('javascript link').getAttribute('href')).toBeNull();
    expect(Reflect.get(window, 'ranScript')).toBeUndefined();
    expect(Reflect.get(window, 'ranOnerror')).toBeUndefined();
  });

  it('navigates in the app for a path of this site', async () => {
    const { router, user } = await renderHtml(hostile);
    await user.click(screen.getByRole('link', { name: 'Deposit now' }));
    expect(router.state.location.href).toBe('/m/voucherCenter?from=notice');
  });

  it('opens an http(s) link outside the app, and does nothing for other links', async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const { router, user } = await renderHtml(hostile);
    await user.click(screen.getByRole('link', { name: 'payment guide' }));
    expect(opened).toHaveBeenCalledWith('https://help.example/payments', '_blank', 'noopener,noreferrer');
    await user.click(screen.getByRole('link', { name: 'protocol-relative' }));
    await user.click(screen.getByText('javascript link'));
    expect(opened).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/m/home');
    expect(Reflect.get(window, 'ranLink')).toBeUndefined();
  });
});
