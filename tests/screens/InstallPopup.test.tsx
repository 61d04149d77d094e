import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Resource } from '../../contract';
import { DownloadPrompts } from '../../src/ui/download/DownloadPrompts';
import { android, demoLinks, iPhone12_1, iPhone17, startDownloadBar, webClip } from './support/downloadBarActor';
import { renderWithI18n } from './support/renderWithI18n';

async function openPopup(options: Parameters<typeof startDownloadBar>[0]) {
  const bar = await startDownloadBar(options);
  renderWithI18n(<DownloadPrompts bar={bar.actor} />);
  bar.actor.send({ type: 'user.openInstallPopup' });
  return { ...bar, user: userEvent.setup() };
}

const popup = () => screen.findByRole('dialog', { name: 'Download the app' });
const guide = () => screen.findByRole('dialog', { name: 'Add to Home Screen' });
const entryNames = (dialog: HTMLElement) => within(dialog).queryAllByRole('link').map((link) => link.textContent);

describe('the install popup', () => {
  it('offers an Android phone the Android app, downloaded in place', async () => {
    await openPopup({ device: android });
    const dialog = await popup();
    expect(entryNames(dialog)).toEqual(['Android app']);
    const link = within(dialog).getByRole('link', { name: 'Android app' });
    expect(link.getAttribute('href')).toBe('https://dl.example/demobet.apk');
    expect(link.getAttribute('rel')).toBe('noopener');
    expect(link.hasAttribute('download')).toBe(true);
    expect(link.getAttribute('target')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Add to Home Screen' })).toBeNull();
  });

  it('where the browser installs the app, offers adding it to the home screen: its prompt, then the popup closes', async () => {
    const { actor, prompts, user } = await openPopup({ device: android, homeScreenOption: true, installable: true });
    const dialog = await popup();
    expect(entryNames(dialog)).toEqual(['Android app']);
    await user.click(within(dialog).getByRole('button', { name: 'Add to Home Screen' }));
    expect(prompts).toEqual(['install.prompt']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(actor.getSnapshot().hasTag('popupOpen')).toBe(false);
  });

  it('where the browser installation is all there is, Download shows the browser prompt instead of the popup', async () => {
    const { prompts } = await openPopup({ device: android, links: [], homeScreenOption: true, installable: true });
    expect(prompts).toEqual(['install.prompt']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers an iPhone in Safari the App Store, the profile and the guide, in that order', async () => {
    await openPopup({ device: iPhone17, homeScreenOption: true });
    const dialog = await popup();
    expect(entryNames(dialog)).toEqual(['iOS app (App Store)(opens in a new tab)', 'iOS app (install profile)']);
    const store = within(dialog).getByRole('link', { name: /iOS app \(App Store\)/ });
    expect(store.getAttribute('href')).toBe('https://apps.example/demobet');
    expect(store.getAttribute('target')).toBe('_blank');
    expect(store.getAttribute('rel')).toBe('noopener');
    const profile = within(dialog).getByRole('link', { name: 'iOS app (install profile)' });
    expect(profile.getAttribute('href')).toBe('https://dl.example/demobet.mobileconfig');
    expect(profile.getAttribute('type')).toBe('application/x-apple-aspen-config');
    expect(profile.hasAttribute('download')).toBe(false);
    expect(within(dialog).getByRole('button', { name: 'Add to Home Screen' })).toBeTruthy();
  });

  it('offers a web clip only the App Store', async () => {
    await openPopup({ device: webClip, homeScreenOption: true });
    const dialog = await popup();
    expect(entryNames(dialog)).toEqual(['iOS app (App Store)(opens in a new tab)']);
    expect(within(dialog).queryByRole('button', { name: 'Add to Home Screen' })).toBeNull();
  });

  it('leaves out an entry whose address is not a web address', async () => {
    const links: Resource[] = [
      { resourceType: 'IOS', url: 'javascript:alert(1)' },
      { resourceType: 'MOBILECONFIG', url: 'https://dl.example/demobet.mobileconfig' },
    ];
    await openPopup({ device: iPhone17, links });
    expect(entryNames(await popup())).toEqual(['iOS app (install profile)']);
  });

  it('closes through the machine: Close, Escape', async () => {
    const { actor, user } = await openPopup({ device: android });
    await user.click(within(await popup()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(actor.getSnapshot().hasTag('popupOpen')).toBe(false);
    actor.send({ type: 'user.openInstallPopup' });
    await popup();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(actor.getSnapshot().hasTag('popupOpen')).toBe(false);
  });
});

describe('the add-to-home-screen guide', () => {
  it('opens from the popup with the Share steps and the profile download; no old-iOS tips on iOS 17', async () => {
    const { actor, user } = await openPopup({ device: iPhone17, homeScreenOption: true });
    await user.click(within(await popup()).getByRole('button', { name: 'Add to Home Screen' }));
    const dialog = await guide();
    expect(actor.getSnapshot().hasTag('guideOpen')).toBe(true);
    expect(screen.queryByRole('dialog', { name: 'Download the app' })).toBeNull();
    expect(within(dialog).getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      'In Safari, tap Share ',
      'Scroll down and tap Add to Home Screen ',
      'Tap Add: the site opens from its icon, like an app.',
    ]);
    expect(within(dialog).queryByRole('note')).toBeNull();
    const profile = within(dialog).getByRole('link', { name: 'Download the profile' });
    expect(profile.getAttribute('href')).toBe('https://dl.example/demobet.mobileconfig');
    expect(profile.getAttribute('rel')).toBe('noopener');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(actor.getSnapshot().tags).toEqual(new Set(['offered', 'visible']));
  });

  it('gives iOS 12.1 the old-iOS tips: the app needs iOS 12.4 or later', async () => {
    const { user } = await openPopup({ device: iPhone12_1, homeScreenOption: true });
    await user.click(within(await popup()).getByRole('button', { name: 'Add to Home Screen' }));
    const tips = within(await guide()).getByRole('note');
    expect(tips.textContent).toContain('Older iOS (before 12.2)');
    expect(tips.textContent).toContain('The app needs iOS 12.4 or later.');
  });

  it('opens directly when it is all there is, without a profile button when the site has no profile', async () => {
    const socialOnly = demoLinks.filter(({ resourceType }) => ['TELEGRAM', 'FACEBOOK', 'AppDownloadIcon'].includes(resourceType));
    await openPopup({ device: iPhone17, links: socialOnly, homeScreenOption: true });
    const dialog = await guide();
    expect(screen.queryByRole('dialog', { name: 'Download the app' })).toBeNull();
    expect(within(dialog).queryByRole('link')).toBeNull();
  });
});
