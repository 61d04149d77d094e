import { assertEvent, assign, emit, enqueueActions, sendTo, setup } from 'xstate';
import { announcementPopupMachine } from './announcementPopup.machine';
import { appUpdateMachine } from './appUpdate.machine';
import { authMachine, type AuthChangedEvent } from './auth.machine';
import { contractPromptsMachine } from './contractPrompts.machine';
import { downloadBarMachine } from './downloadBar.machine';
import { languageMachine } from './language.machine';
import { loginPopupMachine } from './loginPopup.machine';
import { logoutMachine, type LogoutOutput, type LogoutSessionEndedEvent, type SignOutOrigin } from './logout.machine';
import { startupMachine } from './startup.machine';
import { toastsMachine } from './toasts.machine';

export type AppEvent =
  /** Settings or the header menu: the user asked to sign out. */
  | { type: 'user.signOut'; origin: SignOutOrigin }
  | AuthChangedEvent
  | LogoutSessionEndedEvent;

export type AppContext = {
  /** Where the sign-out under way was asked for (its loading message's limit depends on it). */
  signOutOrigin: SignOutOrigin;
};

/** The extras that follow who the user is (each one's first `auth.changed` included). */
const toldWhoTheUserIs = ['loginPopup', 'announcementPopup', 'downloadBar', 'contractPrompts'];

/** A child that failed: a bug, not a failed call (each child handles those itself). */
type FailedChild = { child: string; error: unknown };

/**
 * The one root actor of the app. It owns the app-lifetime flows as children, each with a systemId,
 * and carries the reactions between them: who the user is (`auth.changed`) reaches the children
 * that need it, the held password and the router (one subscription to the emitted event); a
 * sign-out reaches auth and ends in a reload.
 *
 * Each child has its own failure policy. Startup, auth and language are the app: if one fails the
 * app stops in `crashed`, which the view shows as a reload page instead of a blank screen. The
 * toasts, the login popup, the announcement popup, the download bar, the contract prompts and the
 * app's updates (its service worker) are extras: a failed one is reported and the app goes on without it.
 * A sign-out flow that fails is reported, and the user can sign out again.
 */
export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    emitted: {} as AuthChangedEvent,
    children: {} as {
      startup: 'startup';
      auth: 'auth';
      language: 'language';
      toasts: 'toasts';
      loginPopup: 'loginPopup';
      announcementPopup: 'announcementPopup';
      downloadBar: 'downloadBar';
      contractPrompts: 'contractPrompts';
      appUpdate: 'appUpdate';
      logout: 'logout';
    },
  },
  actors: {
    startup: startupMachine,
    auth: authMachine,
    language: languageMachine,
    toasts: toastsMachine,
    loginPopup: loginPopupMachine,
    announcementPopup: announcementPopupMachine,
    downloadBar: downloadBarMachine,
    contractPrompts: contractPromptsMachine,
    appUpdate: appUpdateMachine,
    logout: logoutMachine,
  },
  actions: {
    /** The password held for change password belonged to the session that ended (accounts §2). */
    releaseHeldPassword: () => {},
    /** A real page load of /m/home, so nothing of the session stays in memory (accounts §4). */
    reloadHome: () => {},
    /** A child failed: tell the developers (the console, an error tracker). */
    reportBug: (_, _params: FailedChild) => {},
    /** The sign-out flow failed: "Unknown error", and the menu offers sign out again. */
    announceSignOutFailure: () => {},
    announceAuthChange: emit(({ event }) => {
      assertEvent(event, 'auth.changed');
      return event;
    }),
    endSession: sendTo('auth', { type: 'session.ended' }),
    noteSignOutOrigin: assign((_, params: { origin: SignOutOrigin }) => ({ signOutOrigin: params.origin })),
  },
  guards: {
    signedOut: (_, params: { output: LogoutOutput }) => params.output.signedOut,
  },
}).createMachine({
  id: 'app',
  context: { signOutOrigin: 'header' },
  initial: 'running',
  states: {
    running: {
      type: 'parallel',
      invoke: [
        { id: 'startup', src: 'startup', systemId: 'startup', onError: '#app.crashed' },
        { id: 'auth', src: 'auth', systemId: 'auth', onError: '#app.crashed' },
        { id: 'language', src: 'language', systemId: 'language', onError: '#app.crashed' },
      ],
      on: {
        // Who the user is reaches the extras (those still running: a failed one is gone) and,
        // through the emitted event, the router; a session that ended takes the held password with it.
        'auth.changed': {
          actions: enqueueActions(({ enqueue, event, system }) => {
            if (event.session === null) enqueue('releaseHeldPassword');
            for (const id of toldWhoTheUserIs) {
              const child = system.get(id);
              if (child !== undefined) enqueue.sendTo(child, event);
            }
            enqueue('announceAuthChange');
          }),
        },
        'logout.sessionEnded': { actions: 'endSession' },
      },
      states: {
        toasts: {
          initial: 'running',
          states: {
            running: {
              invoke: {
                id: 'toasts',
                src: 'toasts',
                systemId: 'toasts',
                onError: {
                  target: 'failed',
                  actions: { type: 'reportBug', params: ({ event }) => ({ child: 'toasts', error: event.error }) },
                },
              },
            },
            failed: { tags: ['toastsFailed'] },
          },
        },
        loginPopup: {
          initial: 'running',
          states: {
            running: {
              invoke: {
                id: 'loginPopup',
                src: 'loginPopup',
                systemId: 'loginPopup',
                onError: {
                  target: 'failed',
                  actions: { type: 'reportBug', params: ({ event }) => ({ child: 'loginPopup', error: event.error }) },
                },
              },
            },
            failed: { tags: ['loginPopupFailed'] },
          },
        },
        announcementPopup: {
          initial: 'running',
          states: {
            running: {
              invoke: {
                id: 'announcementPopup',
                src: 'announcementPopup',
                systemId: 'announcementPopup',
                onError: {
                  target: 'failed',
                  actions: { type: 'reportBug', params: ({ event }) => ({ child: 'announcementPopup', error: event.error }) },
                },
              },
            },
            failed: { tags: ['announcementPopupFailed'] },
          },
        },
        downloadBar: {
          initial: 'running',
          states: {
            running: {
              invoke: {
                id: 'downloadBar',
                src: 'downloadBar',
                systemId: 'downloadBar',
                onError: {
                  target: 'failed',
                  actions: { type: 'reportBug', params: ({ event }) => ({ child: 'downloadBar', error: event.error }) },
                },
              },
            },
            failed: { tags: ['downloadBarFailed'] },
          },
        },
        contractPrompts: {
          initial: 'running',
          states: {
            running: {
              invoke: {
                id: 'contractPrompts',
                src: 'contractPrompts',
                systemId: 'contractPrompts',
                onError: {
                  target: 'failed',
                  actions: { type: 'reportBug', params: ({ event }) => ({ child: 'contractPrompts', error: event.error }) },
                },
              },
            },
            failed: { tags: ['contractPromptsFailed'] },
          },
        },
        appUpdate: {
          initial: 'running',
          states: {
            running: {
              invoke: {
                id: 'appUpdate',
                src: 'appUpdate',
                systemId: 'appUpdate',
                onError: {
                  target: 'failed',
                  actions: { type: 'reportBug', params: ({ event }) => ({ child: 'appUpdate', error: event.error }) },
                },
              },
            },
            failed: { tags: ['appUpdateFailed'] },
          },
        },
        signOut: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'user.signOut': {
                  target: 'signingOut',
                  actions: { type: 'noteSignOutOrigin', params: ({ event }) => ({ origin: event.origin }) },
                },
              },
            },
            signingOut: {
              tags: ['signingOut'],
              invoke: {
                id: 'logout',
                src: 'logout',
                input: ({ context }) => ({ origin: context.signOutOrigin }),
                onDone: [
                  {
                    guard: { type: 'signedOut', params: ({ event }) => ({ output: event.output }) },
                    target: 'signedOut',
                  },
                  { target: 'idle' },
                ],
                onError: {
                  target: 'idle',
                  actions: [
                    'announceSignOutFailure',
                    { type: 'reportBug', params: ({ event }) => ({ child: 'logout', error: event.error }) },
                  ],
                },
              },
            },
            /** The page is reloading; nothing more to do here. */
            signedOut: {
              tags: ['signingOut'],
              entry: 'reloadHome',
            },
          },
        },
      },
    },
    crashed: { tags: ['crashed'] },
  },
});
