import { assign, setup } from 'xstate';
import { forgotPasswordEmailMachine } from './forgotPasswordEmail.machine';
import { forgotPasswordPhoneMachine } from './forgotPasswordPhone.machine';
import { toFailure, type Failure } from './support/failure';

/** How the password is recovered (accounts §2): by the e-mail on the account or by the mobile number. */
export type RecoveryMode = 'phone' | 'email';

export type ForgotPasswordInput = {
  /** White-label PSWCHANGEVERIFY3: recovery by phone is offered, and chosen first. */
  phoneEnabled: boolean;
};

export type ForgotPasswordContext = {
  phoneEnabled: boolean;
  /** The tab shown. */
  mode: RecoveryMode;
  /** A flow broke (a bug) and was started afresh: the view says so. */
  failure: Failure | null;
};

export type ForgotPasswordEvent = { type: 'user.selectMode'; mode: RecoveryMode };

/**
 * The forgot-password screen (accounts §2): with PSWCHANGEVERIFY3 a phone tab, chosen first, and an
 * e-mail tab; otherwise e-mail only. Each tab is a flow of its own (`email`, `phone` children) that
 * lives as long as the screen, so a tab switch loses nothing typed and stops no countdown. The
 * e-mail flow ends in `passwordReset` (the view goes to login), the phone flow in `signedIn` (home).
 */
export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    input: {} as ForgotPasswordInput,
    children: {} as { email: 'emailFlow'; phone: 'phoneFlow' },
  },
  actors: {
    emailFlow: forgotPasswordEmailMachine,
    phoneFlow: forgotPasswordPhoneMachine,
  },
  actions: {
    noteFailure: assign({ failure: (_, params: { failure: Failure }) => params.failure }),
  },
  guards: {
    isOffered: ({ context }, params: { mode: RecoveryMode }) => params.mode === 'email' || context.phoneEnabled,
  },
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => ({
    phoneEnabled: input.phoneEnabled,
    mode: input.phoneEnabled ? 'phone' : 'email',
    failure: null,
  }),
  initial: 'active',
  states: {
    active: {
      invoke: [
        {
          id: 'email',
          src: 'emailFlow',
          onDone: '#forgotPassword.passwordReset',
          // A bug in a flow: both start afresh and the view says something went wrong.
          onError: {
            target: 'active',
            reenter: true,
            actions: { type: 'noteFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
          },
        },
        {
          id: 'phone',
          src: 'phoneFlow',
          onDone: '#forgotPassword.signedIn',
          onError: {
            target: 'active',
            reenter: true,
            actions: { type: 'noteFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
          },
        },
      ],
      on: {
        'user.selectMode': {
          guard: { type: 'isOffered', params: ({ event }) => ({ mode: event.mode }) },
          actions: assign({ mode: ({ event }) => event.mode, failure: null }),
        },
      },
    },
    passwordReset: { type: 'final', tags: ['passwordReset'] },
    signedIn: { type: 'final', tags: ['signedIn'] },
  },
});
