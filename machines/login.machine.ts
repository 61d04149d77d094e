import { assign, fromPromise, raise, setup } from 'xstate';
import type { CaptchaResponse, SessionInfo } from '../src/api/contract';
import { specTimings } from './constants';
import { toFailure, type Failure } from './support/failure';

export type LoginField = 'username' | 'password' | 'captcha';
/** Validation outcomes the view turns into messages in the user's language. */
export type LoginFieldError = 'required' | 'captchaRequired';

export type LoginCredentials = {
  username: string;
  password: string;
  captcha: string;
  captchaKey: string | null;
};

export type LoginContext = {
  values: Record<LoginField, string>;
  fieldErrors: Partial<Record<LoginField, LoginFieldError>>;
  failure: Failure | null;
  captcha: CaptchaResponse | null;
  /** Set once the platform demands a captcha; from then on every attempt carries one. */
  captchaDemanded: boolean;
  session: SessionInfo | null;
};

export type LoginEvent =
  | { type: 'field.change'; field: LoginField; value: string }
  | { type: 'user.submit' }
  | { type: 'user.refreshCaptcha' }
  | { type: 'captcha.requested' }
  /** Forwarded from the language actor's `language.changed`. */
  | { type: 'language.changed'; code: string };

function validate(context: LoginContext): LoginContext['fieldErrors'] {
  const errors: LoginContext['fieldErrors'] = {};
  if (context.values.username.trim() === '') errors.username = 'required';
  if (context.values.password === '') errors.password = 'required';
  if (context.captchaDemanded && context.values.captcha.trim() === '') errors.captcha = 'captchaRequired';
  return errors;
}

const loginFields: readonly LoginField[] = ['username', 'password', 'captcha'];

/** Validates again only the fields that show an error, so messages follow a language change. */
function revalidateShown(context: LoginContext): LoginContext['fieldErrors'] {
  const fresh = validate(context);
  const errors: LoginContext['fieldErrors'] = {};
  for (const field of loginFields) {
    if (context.fieldErrors[field] !== undefined) errors[field] = fresh[field];
  }
  return errors;
}

/**
 * Username and password login (accounts §2, §4). The captcha region is hidden until a failed
 * login's error value carries the captcha flag; then every attempt carries a fresh captcha, since
 * the platform accepts each captcha once. 200 ms after the last language change (accounts §1, §9)
 * the fields that show an error are validated again; what was typed is kept.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    output: {} as { session: SessionInfo | null },
  },
  actors: {
    login: fromPromise<SessionInfo, LoginCredentials>(async () => {
      throw new Error('login is provided by the login screen');
    }),
    loadCaptcha: fromPromise<CaptchaResponse>(async () => {
      throw new Error('loadCaptcha is provided by the login screen');
    }),
  },
  actions: {
    establishSession: (_, _params: { session: SessionInfo }) => {},
    requestCaptcha: raise({ type: 'captcha.requested' }),
    setField: assign(({ context }, params: { field: LoginField; value: string }) => ({
      values: { ...context.values, [params.field]: params.value },
      fieldErrors: { ...context.fieldErrors, [params.field]: undefined },
    })),
    revalidateShownErrors: assign({ fieldErrors: ({ context }) => revalidateShown(context) }),
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(validate(context)).length === 0,
    /** A used captcha is spent, so any failure after the first demand needs a fresh one. */
    needsFreshCaptcha: ({ context }, params: { failure: Failure }) =>
      params.failure.captchaRequired || context.captchaDemanded,
  },
  delays: {
    languageDebounce: specTimings.languageDebounceMs,
  },
}).createMachine({
  id: 'login',
  context: {
    values: { username: '', password: '', captcha: '' },
    fieldErrors: {},
    failure: null,
    captcha: null,
    captchaDemanded: false,
    session: null,
  },
  initial: 'active',
  output: ({ context }) => ({ session: context.session }),
  states: {
    active: {
      type: 'parallel',
      states: {
        form: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'field.change': {
                  actions: {
                    type: 'setField',
                    params: ({ event }) => ({ field: event.field, value: event.value }),
                  },
                },
                'user.submit': [
                  {
                    guard: 'isFormValid',
                    target: 'submitting',
                    actions: assign({ fieldErrors: {}, failure: null }),
                  },
                  {
                    actions: assign({
                      fieldErrors: ({ context }) => validate(context),
                    }),
                  },
                ],
              },
            },
            submitting: {
              tags: ['busy'],
              invoke: {
                id: 'login',
                src: 'login',
                input: ({ context }) => ({
                  username: context.values.username.trim(),
                  password: context.values.password,
                  captcha: context.values.captcha.trim(),
                  captchaKey: context.captcha?.captchaKey ?? null,
                }),
                onDone: {
                  target: '#login.authenticated',
                  actions: [
                    assign({ session: ({ event }) => event.output }),
                    { type: 'establishSession', params: ({ event }) => ({ session: event.output }) },
                  ],
                },
                onError: [
                  {
                    guard: {
                      type: 'needsFreshCaptcha',
                      params: ({ event }) => ({ failure: toFailure(event.error) }),
                    },
                    target: 'editing',
                    actions: [
                      assign({ failure: ({ event }) => toFailure(event.error), captchaDemanded: true }),
                      'requestCaptcha',
                    ],
                  },
                  {
                    target: 'editing',
                    actions: assign({ failure: ({ event }) => toFailure(event.error) }),
                  },
                ],
              },
            },
          },
        },
        captcha: {
          initial: 'hidden',
          on: {
            'captcha.requested': '.loading',
          },
          states: {
            hidden: {},
            loading: {
              tags: ['captchaLoading'],
              invoke: {
                id: 'loadCaptcha',
                src: 'loadCaptcha',
                onDone: {
                  target: 'shown',
                  actions: assign(({ context, event }) => ({
                    captcha: event.output,
                    values: { ...context.values, captcha: '' },
                  })),
                },
                onError: 'unavailable',
              },
            },
            shown: {
              tags: ['captchaShown'],
              on: { 'user.refreshCaptcha': 'loading' },
            },
            unavailable: {
              tags: ['captchaShown', 'captchaUnavailable'],
              on: { 'user.refreshCaptcha': 'loading' },
            },
          },
        },
        revalidation: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'language.changed': 'debouncing' },
            },
            debouncing: {
              on: {
                // A change while waiting restarts the wait (only this region is re-entered).
                'language.changed': { target: 'debouncing', reenter: true },
              },
              after: {
                languageDebounce: { target: 'idle', actions: 'revalidateShownErrors' },
              },
            },
          },
        },
      },
    },
    authenticated: { type: 'final', tags: ['authenticated'] },
  },
});
