import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { apiPaths } from '../../contract';
import { session, startupInfo } from '../support/fixtures';
import { fakeInboxPlatform, vipLevel } from './support/inboxPlatform';
import { renderApp } from './support/renderApp';
import { startTestApp } from './support/testApp';

const vipOn = startupInfo({ features: { vipBenefits: true, dividend: false, downloadBarLoginRequired: false, homeScreenOption: false } });
const levels = [vipLevel('VIP1', 1), vipLevel('VIP2', 2), vipLevel('VIP3', 3)];

async function openBenefits(startup = vipOn) {
  return renderApp('/m/member/benefits', { app: await startTestApp({ session: session(), startup }) });
}

const levelItems = () => within(screen.getByRole('list', { name: 'VIP levels' })).getAllByRole('listitem');

describe('/m/member/benefits', () => {
  it('lists the VIP levels lowest first with what each gives, and marks the member’s own level', async () => {
    fakeInboxPlatform({ vip: { currentLevel: 'VIP2', levels } });
    await openBenefits();
    await screen.findByRole('list', { name: 'VIP levels' });
    expect(levelItems().map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual(['VIP 1', 'VIP 2Your level', 'VIP 3']);
    expect(levelItems().map((item) => item.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    expect(screen.getByText('Your VIP level: VIP 2')).toBeTruthy();
    const vip3 = levelItems()[2];
    if (vip3 === undefined) throw new Error('no VIP 3');
    expect(within(vip3).getByText('Reached with deposits of 3,000.00 and valid bets of 15,000.00')).toBeTruthy();
    const benefits = Object.fromEntries(
      within(vip3).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(benefits).toEqual({
      'Upgrade bonus': '300.00',
      'Birthday bonus': '150.00',
      'Monthly bonus': '60.00',
      Rebate: '0.3%',
      'Withdrawals a day': '5',
    });
  });

  it('says so when the member has no level yet, marking none', async () => {
    fakeInboxPlatform({ vip: { currentLevel: null, levels } });
    await openBenefits();
    expect(await screen.findByText('You have no VIP level yet.')).toBeTruthy();
    expect(levelItems().every((item) => item.getAttribute('aria-current') === null)).toBe(true);
  });

  it('says honestly the feature is unavailable when VIP benefits are off, and asks the platform nothing', async () => {
    const platform = fakeInboxPlatform({ vip: { currentLevel: 'VIP2', levels } });
    await openBenefits(startupInfo());
    expect(screen.getByText('VIP benefits are not available on this site.')).toBeTruthy();
    expect(platform.calls(apiPaths.vipLevels)).toEqual([]);
  });

  it('says why, without a retry, when the platform refuses a trial account', async () => {
    const platform = fakeInboxPlatform();
    platform.refuse('vipLevels', 'member.trialNotAllowed');
    await renderApp('/m/member/benefits', { app: await startTestApp({ session: session({ trial: true }), startup: vipOn }) });
    expect(await screen.findByText('Please login an actual account to use this function')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Loading failed, click to retry' })).toBeNull();
  });

  it('says so, without a retry, when VIP benefits were turned off after start-up', async () => {
    const platform = fakeInboxPlatform();
    platform.refuse('vipLevels', 'site.featureDisabled');
    await openBenefits();
    expect(await screen.findByText('Sorry, this account does not have permission or the feature is temporarily unavailable')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Loading failed, click to retry' })).toBeNull();
  });

  it('offers a retry when the levels fail', async () => {
    const platform = fakeInboxPlatform({ vip: { currentLevel: 'VIP1', levels } });
    platform.fail('vipLevels');
    const { user } = await openBenefits();
    const retry = await screen.findByRole('button', { name: 'Loading failed, click to retry' });
    platform.recover('vipLevels');
    await user.click(retry);
    expect(await screen.findByText('Your VIP level: VIP 1')).toBeTruthy();
  });

  it('sends a guest home (the session pages’ guard)', async () => {
    fakeInboxPlatform();
    const { router } = await renderApp('/m/member/benefits', { app: await startTestApp({ startup: vipOn }) });
    expect(router.state.location.pathname).toBe('/m/home');
  });
});
