import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MobileTemplate } from '../../contract';
import { DownloadBar, type DownloadBarPlacement } from '../../src/screens/home/DownloadBar';
import { startupInfo } from '../support/fixtures';
import { android, demoLinks, desktop, startDownloadBar } from './support/downloadBarActor';
import { renderWithI18n } from './support/renderWithI18n';
import { startTestApp, TestAppProviders } from './support/testApp';

const demoTemplate: MobileTemplate = {
  mem_cen: '0',
  dep_func: '0',
  app_background: '#1b1f3b',
  app_desc: 'Get the Demo Bet app for faster deposits',
  app_desc_font_color: '#ffffff',
};

async function renderBar({
  template = demoTemplate,
  links = demoLinks,
  placement,
  ...barOptions
}: { template?: Partial<MobileTemplate>; placement?: DownloadBarPlacement } & Parameters<typeof startDownloadBar>[0] = {}) {
  const testApp = await startTestApp({
    startup: startupInfo({ mobileTemplate: { ...demoTemplate, ...template }, imageCDNs: ['https://cdn.demo.test'], resources: links }),
  });
  const bar = await startDownloadBar({ links, ...barOptions });
  renderWithI18n(
    <TestAppProviders testApp={testApp}>
      <DownloadBar bar={bar.actor} placement={placement} />
    </TestAppProviders>,
  );
  return { ...bar, user: userEvent.setup() };
}

const region = () => screen.getByRole('region', { name: 'Download the app' });

describe('the download bar', () => {
  it('shows the app icon, the operator description in its colours, Download and a named close button', async () => {
    await renderBar();
    const bar = region();
    expect(bar.className).toContain('dlbar--inline');
    expect(within(bar).getByText('Get the Demo Bet app for faster deposits')).toBeTruthy();
    expect(bar.style.backgroundColor).toBe('rgb(27, 31, 59)');
    expect(bar.style.color).toBe('rgb(255, 255, 255)');
    const icon = bar.querySelector('img');
    expect(icon?.getAttribute('src')).toBe('https://cdn.demo.test/app/icon.svg');
    expect(icon?.getAttribute('alt')).toBe('');
    expect(icon?.getAttribute('width')).toBe('40');
    expect(within(bar).getByRole('button', { name: 'Download' })).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'Close the download bar' })).toBeTruthy();
  });

  it('takes an icon address as it is (the seed gives a path on the CDN host)', async () => {
    await renderBar({ links: [...demoLinks.slice(0, 5), { resourceType: 'AppDownloadIcon', url: '/cdn/a/app/icon.svg' }] });
    expect(region().querySelector('img')?.getAttribute('src')).toBe('/cdn/a/app/icon.svg');
  });

  it('keeps the icon place with a glyph when there is no icon or it fails to load (logged only)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderBar();
    const icon = region().querySelector('img');
    if (icon === null) throw new Error('no icon');
    fireEvent.error(icon);
    expect(region().querySelector('img')).toBeNull();
    expect(region().querySelector('.dlbar__icon svg')).not.toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it.each([
    { name: 'an unreadable pair (low contrast)', template: { app_background: '#777777', app_desc_font_color: '#888888' } },
    { name: 'CSS that is not a colour', template: { app_background: 'red;background:url(https://evil.example)' } },
    { name: 'a colour with alpha', template: { app_background: 'rgba(0, 0, 0, 0.2)' } },
    { name: 'no colours', template: { app_background: '', app_desc_font_color: '' } },
  ])('keeps the theme colours for $name', async ({ template }) => {
    await renderBar({ template });
    expect(region().getAttribute('style')).toBeNull();
  });

  it('says something of its own when the site has no description', async () => {
    await renderBar({ template: { app_desc: '  ' } });
    expect(within(region()).getByText('Get our app for a faster, smoother game')).toBeTruthy();
  });

  it('opens the install popup from Download', async () => {
    const { actor, user } = await renderBar();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(actor.getSnapshot().hasTag('popupOpen')).toBe(true);
  });

  it('closes for good: the hide flag is stored and the bar is gone', async () => {
    const { actor, persisted, user } = await renderBar();
    await user.click(screen.getByRole('button', { name: 'Close the download bar' }));
    expect(screen.queryByRole('region', { name: 'Download the app' })).toBeNull();
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);
    expect(persisted).toEqual(['closed']);
  });

  it('renders nothing while the machine does not show it', async () => {
    await renderBar({ device: desktop });
    expect(screen.queryByRole('region')).toBeNull();
    await renderBar({ device: android, closedEarlier: true });
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('floats over the page when it became due after home rendered', async () => {
    await renderBar({ placement: 'floating' });
    expect(region().className).toContain('dlbar--floating');
  });
});
