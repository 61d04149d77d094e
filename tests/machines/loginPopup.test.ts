import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { loginPopupMachine } from '../../machines/loginPopup.machine';
import { session } from '../support/fixtures';

function startPopup() {
  return createActor(loginPopupMachine).start();
}

describe('login popup machine', () => {
  it('starts closed, remembering no place', () => {
    const popup = startPopup();
    expect(popup.getSnapshot().hasTag('open')).toBe(false);
    expect(popup.getSnapshot().context.returnTo).toBeNull();
  });

  it('opens for a gated tap, remembering where logging in from it comes back to', () => {
    const popup = startPopup();
    popup.send({ type: 'user.requestLogin', returnTo: '/m/voucherCenter' });
    expect(popup.getSnapshot().hasTag('open')).toBe(true);
    expect(popup.getSnapshot().context.returnTo).toBe('/m/voucherCenter');
  });

  it('keeps the first place while open: a second gated tap changes nothing', () => {
    const popup = startPopup();
    popup.send({ type: 'user.requestLogin', returnTo: '/m/voucherCenter' });
    popup.send({ type: 'user.requestLogin', returnTo: '/m/mine' });
    expect(popup.getSnapshot().context.returnTo).toBe('/m/voucherCenter');
  });

  it('closes when dismissed, and forgets the place', () => {
    const popup = startPopup();
    popup.send({ type: 'user.requestLogin', returnTo: '/m/mine' });
    popup.send({ type: 'user.dismiss' });
    expect(popup.getSnapshot().hasTag('open')).toBe(false);
    expect(popup.getSnapshot().context.returnTo).toBeNull();
  });

  it('closes by itself once a session exists, and stays open for a guest', () => {
    const popup = startPopup();
    popup.send({ type: 'user.requestLogin', returnTo: '/m/mine' });
    popup.send({ type: 'auth.changed', session: null });
    expect(popup.getSnapshot().hasTag('open')).toBe(true);
    popup.send({ type: 'auth.changed', session: session() });
    expect(popup.getSnapshot().hasTag('open')).toBe(false);
    expect(popup.getSnapshot().context.returnTo).toBeNull();
  });
});
