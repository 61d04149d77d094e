import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { HeaderSlotContext, type HeaderClaim } from '../../src/ui/header/headerSlot';
import { PageHeader } from '../../src/ui/PageHeader';
import { renderInRouter } from './support/renderInRouter';

describe('a screen header', () => {
  it('stands alone (back and title) where the shell shows no header', async () => {
    const claim = vi.fn();
    await renderInRouter(
      <HeaderSlotContext.Provider value={{ shown: false, claim }}>
        <PageHeader title="Member center" backTo="/m/home" />
      </HeaderSlotContext.Provider>,
      { path: '/m/mine' },
    );
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('heading', { level: 1, name: 'Member center' })).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(claim).not.toHaveBeenCalled();
  });

  it('hands its title and back target to the shell header where that one shows', async () => {
    const claims: Array<HeaderClaim | null> = [];
    await renderInRouter(
      <HeaderSlotContext.Provider value={{ shown: true, claim: (_owner, claim) => claims.push(claim) }}>
        <PageHeader title="Settings" backTo="/m/mine" />
      </HeaderSlotContext.Provider>,
      { path: '/m/activity' },
    );
    expect(screen.queryByRole('banner')).toBeNull();
    expect(claims.at(-1)).toEqual({ title: 'Settings', backTo: '/m/mine' });
  });
});
