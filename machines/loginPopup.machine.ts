import { assign, setup } from 'xstate';
import type { AuthChangedEvent } from './auth.machine';

export type LoginPopupContext = {
  /** Where the guest was when the popup opened: logging in from the popup comes back here. */
  returnTo: string | null;
};

export type LoginPopupEvent =
  | { type: 'user.requestLogin'; returnTo: string | null }
  | { type: 'user.dismiss' }
  /** Forwarded by the app: who the user is changed. */
  | AuthChangedEvent;

/**
 * The one login popup for every gated tap by a guest (accounts §2 member center, shell-and-content
 * §4 message icon and footer): "You are not logged in, please login first" with Log in, Register
 * and Cancel. It remembers where the guest was, so logging in from it comes back there, and it
 * closes by itself once a session exists.
 */
export const loginPopupMachine = setup({
  types: {
    context: {} as LoginPopupContext,
    events: {} as LoginPopupEvent,
  },
  actions: {
    rememberPlace: assign((_, params: { returnTo: string | null }) => ({ returnTo: params.returnTo })),
    forgetPlace: assign({ returnTo: null }),
  },
  guards: {
    hasSession: (_, params: { event: AuthChangedEvent }) => params.event.session !== null,
  },
}).createMachine({
  id: 'loginPopup',
  context: { returnTo: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'user.requestLogin': {
          target: 'open',
          actions: { type: 'rememberPlace', params: ({ event }) => ({ returnTo: event.returnTo }) },
        },
      },
    },
    open: {
      tags: ['open'],
      on: {
        'user.dismiss': { target: 'closed', actions: 'forgetPlace' },
        'auth.changed': {
          guard: { type: 'hasSession', params: ({ event }) => ({ event }) },
          target: 'closed',
          actions: 'forgetPlace',
        },
      },
    },
  },
});
