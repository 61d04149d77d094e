import { assign, fromPromise, sendParent, setup } from 'xstate';
import { specTimings } from './constants';
import { loadingMessage } from './support/loadingMessage';

/** Where the user asked to sign out: the settings screen or the header's popover menu. */
export type SignOutOrigin = 'header' | 'settings';

export type LogoutInput = { origin: SignOutOrigin };

export type LogoutContext = {
  origin: SignOutOrigin;
  /** The user confirmed: from here on the flow always ends signed out. */
  confirmed: boolean;
  /** The platform call failed (network, server): the user is signed out on this device only. */
  platformCallFailed: boolean;
};

export type LogoutEvent = { type: 'user.confirm' } | { type: 'user.cancel' };

/** What the logout tells its parent (the app, which tells auth) once local data is gone. */
export type LogoutSessionEndedEvent = { type: 'logout.sessionEnded' };

export type LogoutOutput = {
  /** False when the user cancelled the confirm dialog. */
  signedOut: boolean;
  platformCallFailed: boolean;
};

/**
 * How long the loading message may stay: 10 s at settings (accounts §4, §9), up to 9999 s from
 * the header menu (shell-and-content §2, §9).
 */
export function signOutLoadingLimitMs(origin: SignOutOrigin): number {
  return origin === 'settings' ? specTimings.signOutLoadingLimitMs : specTimings.headerSignOutLoadingLimitMs;
}

/**
 * Sign-out (accounts §4, shell-and-content §2): confirm, a loading message, DELETE
 * /wps/session/logout, then clear everything this device holds about the session and tell auth.
 * A failed call still signs out locally, and the user is told so before the page reloads. The
 * machine never navigates: its final `signedOut` output tells the app to reload to /m/home.
 */
export const logoutMachine = setup({
  types: {
    context: {} as LogoutContext,
    events: {} as LogoutEvent,
    input: {} as LogoutInput,
    output: {} as LogoutOutput,
  },
  actors: {
    logout: fromPromise<void>(async () => {
      throw new Error('logout is provided by src/app');
    }),
    /** "Signing out…" while the platform is asked. */
    signingOutMessage: loadingMessage,
  },
  actions: {
    /** Token, trial user, member info, all session storage, auto-login flags, bank list cache; autoLogin '0'. */
    clearLocalData: () => {},
    /** Tells the parent (the app), which tells auth. */
    endSession: sendParent((): LogoutSessionEndedEvent => ({ type: 'logout.sessionEnded' })),
    /** "Signed out on this device; the server could not be reached" (a notice, 1.5 s). */
    announceLocalSignOut: () => {},
    noteConfirmed: assign({ confirmed: true }),
    notePlatformCallFailed: assign({ platformCallFailed: true }),
  },
  guards: {
    platformCallFailed: ({ context }) => context.platformCallFailed,
  },
  delays: {
    /** The local-only notice stays its notice time before the page reloads. */
    noticeAutoClose: specTimings.noticeAutoCloseMs,
  },
}).createMachine({
  id: 'logout',
  context: ({ input }) => ({ origin: input.origin, confirmed: false, platformCallFailed: false }),
  output: ({ context }) => ({ signedOut: context.confirmed, platformCallFailed: context.platformCallFailed }),
  initial: 'confirming',
  states: {
    confirming: {
      tags: ['confirming'],
      on: {
        'user.confirm': { target: 'signingOut', actions: 'noteConfirmed' },
        'user.cancel': 'cancelled',
      },
    },
    signingOut: {
      tags: ['busy'],
      invoke: [
        {
          id: 'logout',
          src: 'logout',
          onDone: 'clearingLocally',
          onError: { target: 'clearingLocally', actions: 'notePlatformCallFailed' },
        },
        {
          id: 'signingOutMessage',
          src: 'signingOutMessage',
          input: ({ context }) => ({ limitMs: signOutLoadingLimitMs(context.origin) }),
          onError: {},
        },
      ],
    },
    clearingLocally: {
      tags: ['busy'],
      entry: ['clearLocalData', 'endSession'],
      always: [{ guard: 'platformCallFailed', target: 'reportingLocalSignOut' }, { target: 'signedOut' }],
    },
    reportingLocalSignOut: {
      tags: ['busy', 'signedOutLocally'],
      entry: 'announceLocalSignOut',
      after: { noticeAutoClose: 'signedOut' },
    },
    signedOut: {
      type: 'final',
      tags: ['signedOut'],
    },
    cancelled: {
      type: 'final',
      tags: ['cancelled'],
    },
  },
});
