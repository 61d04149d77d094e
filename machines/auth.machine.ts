import { assign, fromPromise, sendParent, setup } from 'xstate';
import { isAgentType, type SessionInfo } from '../contract';

export type AuthNotice = 'sessionExpired' | null;

export type AuthContext = {
  session: SessionInfo | null;
  notice: AuthNotice;
};

export type AuthEvent =
  | { type: 'session.established'; session: SessionInfo }
  | { type: 'session.expired' }
  | { type: 'session.ended' }
  | { type: 'user.dismiss' };

/** What auth tells the app each time who the user is changes (restored, signed in, signed out). */
export type AuthChangedEvent = { type: 'auth.changed'; session: SessionInfo | null };

type SessionParams = { session: SessionInfo };
type MaybeSessionParams = { session: SessionInfo | null };

const reportSession = {
  type: 'reportChange',
  params: ({ context }: { context: AuthContext }) => ({ session: context.session }),
} as const;

/**
 * Who the user is: restoring (reading MC_SESSION_INFO), guest, or signed in as a member, an agent
 * (any logged-in type but 0, 4 and 40) or a trial player. Route guards wait for `pending` to
 * clear and then read the tags. Every change is reported to the app (`auth.changed`).
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  actors: {
    readStoredSession: fromPromise<SessionInfo | null>(async () => {
      throw new Error('readStoredSession is provided by src/app');
    }),
  },
  actions: {
    /** Tells the app, which passes it on to the router and to the children that need it. */
    reportChange: sendParent((_, params: MaybeSessionParams): AuthChangedEvent => ({ type: 'auth.changed', session: params.session })),
    persistSession: (_, _params: SessionParams) => {},
    clearStoredSession: () => {},
    setSession: assign((_, params: SessionParams) => ({ session: params.session, notice: null })),
    forgetSession: assign({ session: null }),
    noteSessionExpired: assign({ notice: 'sessionExpired' }),
    dismissNotice: assign({ notice: null }),
  },
  guards: {
    isTrial: (_, params: MaybeSessionParams) => params.session?.trial === true,
    isAgent: (_, params: MaybeSessionParams) =>
      params.session !== null && isAgentType(params.session.type),
    hasSession: (_, params: MaybeSessionParams) => params.session !== null,
  },
}).createMachine({
  id: 'auth',
  context: { session: null, notice: null },
  initial: 'restoring',
  on: {
    'user.dismiss': { actions: 'dismissNotice' },
  },
  states: {
    restoring: {
      tags: ['pending'],
      invoke: {
        id: 'readStoredSession',
        src: 'readStoredSession',
        onDone: [
          {
            guard: { type: 'hasSession', params: ({ event }) => ({ session: event.output }) },
            target: 'signedIn',
            actions: assign({ session: ({ event }) => event.output }),
          },
          { target: 'guest' },
        ],
        onError: { target: 'guest' },
      },
    },
    guest: {
      tags: ['guest'],
      entry: { type: 'reportChange', params: { session: null } },
      on: {
        'session.established': {
          target: 'signedIn',
          actions: [
            { type: 'setSession', params: ({ event }) => ({ session: event.session }) },
            { type: 'persistSession', params: ({ event }) => ({ session: event.session }) },
          ],
        },
      },
    },
    signedIn: {
      tags: ['signedIn'],
      initial: 'routing',
      on: {
        'session.established': {
          target: '.routing',
          actions: [
            { type: 'setSession', params: ({ event }) => ({ session: event.session }) },
            { type: 'persistSession', params: ({ event }) => ({ session: event.session }) },
          ],
        },
        'session.expired': {
          target: 'guest',
          actions: ['clearStoredSession', 'forgetSession', 'noteSessionExpired'],
        },
        'session.ended': {
          target: 'guest',
          actions: ['clearStoredSession', 'forgetSession'],
        },
      },
      states: {
        routing: {
          always: [
            {
              guard: { type: 'isTrial', params: ({ context }) => ({ session: context.session }) },
              target: 'trial',
            },
            {
              guard: { type: 'isAgent', params: ({ context }) => ({ session: context.session }) },
              target: 'agent',
            },
            { target: 'member' },
          ],
        },
        member: { tags: ['member'], entry: reportSession },
        agent: { tags: ['agent'], entry: reportSession },
        trial: { tags: ['trial'], entry: reportSession },
      },
    },
  },
});
