import { assign, emit, fromPromise, sendTo, setup } from 'xstate';
import {
  captchaAnswerSchema,
  countryDialingCodeSchema,
  loginMobileNumSchema,
  loginPasswordSchema,
  loginUsernameSchema,
  verificationCodeSchema,
  type SessionInfo,
  type SocialProvider,
} from '../contract';
import { captchaMachine, type CaptchaChangedEvent, type CaptchaEvent } from './captcha.machine';
import { languageDebounceMachine, type LanguageSettledEvent } from './languageDebounce.machine';
import { smsCountdownMachine, smsTargetError, type SmsCountdownEvent, type SmsSentEvent } from './smsCountdown.machine';
import { flowFailureCodes, toFailure, type Failure } from './support/failure';
import { firstInvalid, ruleError, type FormFocusEvent } from './support/form';

export type LoginMethod = 'username' | 'sms';
export type LoginField = 'username' | 'password' | 'mobileNum' | 'countryDialingCode' | 'verificationCode';
/** Fields that can show an error: the typed ones and the captcha answer. */
export type LoginErrorField = LoginField | 'captcha';

export type UsernameCredentials = { username: string; password: string };
export type SmsCredentials = { mobileNum: string; countryDialingCode: string };
/** What this device remembers per method (accounts §3 remembered login), as the screen loads it. */
export type RememberedCredentials = { username: UsernameCredentials | null; sms: SmsCredentials | null };

export type LoginAttempt =
  | { method: 'username'; username: string; password: string; captcha: string; captchaKey: string | null }
  | {
      method: 'sms';
      mobileNum: string;
      countryDialingCode: string;
      verificationCode: string;
      /** The verification service's id for the code (phone-service mode); null from the platform. */
      receipt: string | null;
    };

export type LoginInput = {
  /** MOBILEVERCODELOGIN3: the SMS tab exists and SMS credentials may be remembered. */
  smsLoginEnabled: boolean;
  /** Providers whose flag is on while the verification service is initialised (accounts §2). */
  socialProviders: readonly SocialProvider[];
};

export type LoginContext = LoginInput & {
  method: LoginMethod;
  values: Record<LoginField, string>;
  /** Remember-password, on by default, per method (accounts §4). */
  remember: Record<LoginMethod, boolean>;
  remembered: RememberedCredentials;
  /** Field-rule keys (`username.required`, `captcha.required`, ...) the view turns into messages. */
  fieldErrors: Partial<Record<LoginErrorField, string>>;
  failure: Failure | null;
  /** The captcha box's key and answer once the platform demands one; null while it is hidden. */
  captcha: { captchaKey: string | null; answer: string } | null;
  /** What the countdown reported for the last code sent: its receipt in the phone-service mode. */
  smsReceipt: string | null;
  /** The provider of the social sign-in under way. */
  pendingProvider: SocialProvider | null;
  session: SessionInfo | null;
};

export type LoginEvent =
  | { type: 'field.change'; field: LoginField; value: string }
  | { type: 'user.selectMethod'; method: LoginMethod }
  | { type: 'user.setRemember'; remember: boolean }
  | { type: 'user.submit' }
  | { type: 'user.requestCode' }
  | { type: 'user.freePlay' }
  | { type: 'user.socialLogin'; provider: SocialProvider }
  | CaptchaChangedEvent
  | SmsSentEvent
  | LanguageSettledEvent;

/** Free play answered with a trial value of 0: no trial session was opened (accounts §2). */
export const freePlayRefused: Failure = {
  code: flowFailureCodes.freePlayRefused,
  message: 'Free play is not available',
  captchaRequired: false,
};

/** The user closed the provider's sign-in window: not an error worth a message. */
export const signInCancelled: Failure = {
  code: flowFailureCodes.signInCancelled,
  message: 'Sign-in cancelled',
  captchaRequired: false,
};

/** The shared login rules of the contract (accounts §5 loginUsername, loginPassword, loginMobileNum, verificationCode). */
function validate(context: LoginContext): LoginContext['fieldErrors'] {
  const { values } = context;
  const errors: LoginContext['fieldErrors'] = {};
  const check = (field: LoginErrorField, error: string | undefined) => {
    if (error !== undefined) errors[field] = error;
  };
  if (context.method === 'username') {
    check('username', ruleError(loginUsernameSchema, values.username, 'username.required'));
    check('password', values.password === '' ? 'password.required' : ruleError(loginPasswordSchema, values.password));
    if (context.captcha !== null) check('captcha', ruleError(captchaAnswerSchema, context.captcha.answer, 'captcha.required'));
  } else {
    check('mobileNum', ruleError(loginMobileNumSchema, values.mobileNum, 'mobileNum.required'));
    check('countryDialingCode', ruleError(countryDialingCodeSchema, values.countryDialingCode, 'countryDialingCode.required'));
    check('verificationCode', ruleError(verificationCodeSchema, values.verificationCode, 'verificationCode.required'));
  }
  return errors;
}

/** Validates again only the fields that show an error, so messages follow a language change. */
function revalidateShown(context: LoginContext): LoginContext['fieldErrors'] {
  const fresh = validate(context);
  const errors: LoginContext['fieldErrors'] = {};
  for (const [field, shown] of Object.entries(context.fieldErrors)) {
    if (shown !== undefined && isErrorField(field) && fresh[field] !== undefined) errors[field] = fresh[field];
  }
  return errors;
}

/** The form's fields in the order they show, which is the order focus looks for the first invalid one. */
const errorFieldOrder: readonly LoginErrorField[] = ['username', 'password', 'captcha', 'mobileNum', 'countryDialingCode', 'verificationCode'];

function isErrorField(field: string): field is LoginErrorField {
  return errorFieldOrder.some((known) => known === field);
}

/** Fills a method's fields from what is remembered; `onlyEmpty` keeps what the user already typed. */
function prefill(
  values: LoginContext['values'],
  remembered: RememberedCredentials,
  method: LoginMethod,
  onlyEmpty: boolean,
): LoginContext['values'] {
  const source: Partial<Record<LoginField, string>> = (method === 'username' ? remembered.username : remembered.sms) ?? {};
  const next = { ...values };
  for (const [field, value] of Object.entries(source)) {
    if (!isLoginField(field) || value === undefined) continue;
    if (!onlyEmpty || next[field] === '') next[field] = value;
  }
  return next;
}

function isLoginField(field: string): field is LoginField {
  return ['username', 'password', 'mobileNum', 'countryDialingCode', 'verificationCode'].includes(field);
}

type RememberParams =
  | { method: 'username'; credentials: UsernameCredentials | null }
  | { method: 'sms'; credentials: SmsCredentials | null };

/** What the method just used leaves remembered: its credentials when remember is on, else nothing. */
function credentialsToRemember(context: LoginContext): RememberParams {
  const { values, remember } = context;
  if (context.method === 'sms') {
    const keep = remember.sms && context.smsLoginEnabled;
    return {
      method: 'sms',
      credentials: keep ? { mobileNum: values.mobileNum.trim(), countryDialingCode: values.countryDialingCode.trim() } : null,
    };
  }
  return {
    method: 'username',
    credentials: remember.username ? { username: values.username.trim(), password: values.password } : null,
  };
}

function attempt(context: LoginContext): LoginAttempt {
  const { values } = context;
  if (context.method === 'sms') {
    return {
      method: 'sms',
      mobileNum: values.mobileNum.trim(),
      countryDialingCode: values.countryDialingCode.trim(),
      verificationCode: values.verificationCode.trim(),
      receipt: context.smsReceipt,
    };
  }
  return {
    method: 'username',
    username: values.username.trim(),
    password: values.password,
    captcha: context.captcha?.answer.trim() ?? '',
    captchaKey: context.captcha?.captchaKey ?? null,
  };
}

/**
 * A child that fails (a bug) starts afresh with the others (the captcha hidden again, until the
 * platform demands one); the form keeps what was typed and says something went wrong.
 */
const childFailed = {
  target: '#login.active',
  reenter: true,
  actions: [
    { type: 'noteFailure', params: ({ event }: { event: { error: unknown } }) => ({ failure: toFailure(event.error) }) },
    'forgetCaptcha',
  ],
} as const;

/**
 * Login (accounts §2, §4, §5): a username/password tab and, with MOBILEVERCODELOGIN3, a mobile/SMS
 * tab. Remembered credentials load at start and again on each tab switch; remember-password is on
 * by default per method. The captcha (a child machine) stays hidden until a failed attempt demands
 * one; a tab switch refreshes it if it shows. Free play opens a trial session unless the platform
 * answers a trial value of 0; social buttons sign in through the verification service. 200 ms after
 * the last language change the fields that show an error are validated again; nothing typed is lost.
 * A child that fails (a bug) starts afresh with the form as it was, and the form says so.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    output: {} as { session: SessionInfo | null },
    children: {} as { captcha: 'captcha'; smsCountdown: 'smsCountdown'; languageDebounce: 'languageDebounce' },
    emitted: {} as FormFocusEvent<LoginErrorField>,
  },
  actors: {
    loadRemembered: fromPromise<RememberedCredentials>(async () => {
      throw new Error('loadRemembered is provided by the login screen');
    }),
    login: fromPromise<SessionInfo, LoginAttempt>(async () => {
      throw new Error('login is provided by the login screen');
    }),
    /** A trial session; rejects with freePlayRefused when the platform answers a trial value of 0. */
    freePlay: fromPromise<SessionInfo>(async () => {
      throw new Error('freePlay is provided by the login screen');
    }),
    /** The provider's sign-in, then the platform login with its id token; rejects with signInCancelled when the user closes it. */
    socialLogin: fromPromise<SessionInfo, { provider: SocialProvider }>(async () => {
      throw new Error('socialLogin is provided by the login screen');
    }),
    captcha: captchaMachine,
    smsCountdown: smsCountdownMachine,
    languageDebounce: languageDebounceMachine,
  },
  actions: {
    establishSession: (_, _params: { session: SessionInfo }) => {},
    /** Stores (or, with null, forgets) one method's credentials, encrypted (src/platform/rememberedLogin.ts). */
    rememberCredentials: (_, _params: RememberParams) => {},
    /** Keeps the password in memory for the change-password screen (accounts §2). */
    holdPassword: (_, _params: { userName: string; password: string }) => {},
    requireCaptcha: sendTo('captcha', (): CaptchaEvent => ({ type: 'form.requireCaptcha' })),
    refreshCaptcha: sendTo('captcha', (): CaptchaEvent => ({ type: 'form.refreshCaptcha' })),
    requestSmsCode: sendTo('smsCountdown', ({ context }): SmsCountdownEvent => ({
      type: 'form.requestCode',
      target: { mobileNum: context.values.mobileNum, countryDialingCode: context.values.countryDialingCode },
    })),
    setField: assign(({ context }, params: { field: LoginField; value: string }) => ({
      values: { ...context.values, [params.field]: params.value },
      fieldErrors: { ...context.fieldErrors, [params.field]: undefined },
    })),
    revalidateShownErrors: assign({ fieldErrors: ({ context }) => revalidateShown(context) }),
    showIssues: assign({ fieldErrors: ({ context }) => validate(context) }),
    focusField: emit((_, params: { field: LoginErrorField }): FormFocusEvent<LoginErrorField> => ({
      type: 'form.focus',
      field: params.field,
    })),
    noteFailure: assign({ failure: (_, params: { failure: Failure }) => params.failure }),
    forgetCaptcha: assign({ captcha: null }),
    storeSession: assign({ session: (_, params: { session: SessionInfo }) => params.session }),
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(validate(context)).length === 0,
    /** A used captcha is spent, so any failure after the first demand needs a fresh one. */
    needsFreshCaptcha: ({ context }, params: { failure: Failure }) =>
      context.method === 'username' && (params.failure.captchaRequired || context.captcha !== null),
    isSmsTargetValid: ({ context }) =>
      smsTargetError({ mobileNum: context.values.mobileNum, countryDialingCode: context.values.countryDialingCode }) === null,
    isMethodAvailable: ({ context }, params: { method: LoginMethod }) =>
      params.method === 'username' || context.smsLoginEnabled,
    isSocialProviderOffered: ({ context }, params: { provider: SocialProvider }) =>
      context.method === 'username' && context.socialProviders.includes(params.provider),
    isCancellation: (_, params: { failure: Failure }) => params.failure.code === signInCancelled.code,
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    ...input,
    method: 'username',
    values: { username: '', password: '', mobileNum: '', countryDialingCode: '', verificationCode: '' },
    remember: { username: true, sms: true },
    remembered: { username: null, sms: null },
    fieldErrors: {},
    failure: null,
    captcha: null,
    smsReceipt: null,
    pendingProvider: null,
    session: null,
  }),
  initial: 'active',
  output: ({ context }) => ({ session: context.session }),
  states: {
    active: {
      initial: 'form',
      invoke: [
        // Hidden until a failed attempt asks for one (accounts §3).
        { id: 'captcha', src: 'captcha', input: { shown: false }, onError: childFailed },
        { id: 'smsCountdown', src: 'smsCountdown', onError: childFailed },
        { id: 'languageDebounce', src: 'languageDebounce', onError: childFailed },
      ],
      on: {
        'language.settled': { actions: 'revalidateShownErrors' },
        'sms.sent': { actions: assign({ smsReceipt: ({ event }) => event.receipt }) },
        'captcha.changed': {
          actions: assign(({ context, event }) => ({
            captcha: { captchaKey: event.captchaKey, answer: event.answer },
            fieldErrors: { ...context.fieldErrors, captcha: undefined },
          })),
        },
      },
      states: {
        form: {
          initial: 'loadingRemembered',
          states: {
            loadingRemembered: {
              invoke: {
                id: 'loadRemembered',
                src: 'loadRemembered',
                onDone: {
                  target: 'editing',
                  actions: assign(({ context, event }) => ({
                    remembered: event.output,
                    values: prefill(prefill(context.values, event.output, 'username', true), event.output, 'sms', true),
                  })),
                },
                // Nothing remembered can be read (no IndexedDB, a wiped key): the form starts empty.
                onError: 'editing',
              },
              on: {
                'field.change': {
                  actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) },
                },
              },
            },
            editing: {
              on: {
                'field.change': {
                  actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) },
                },
                'user.selectMethod': {
                  guard: { type: 'isMethodAvailable', params: ({ event }) => ({ method: event.method }) },
                  actions: [
                    assign(({ context, event }) => ({
                      method: event.method,
                      values: prefill(context.values, context.remembered, event.method, false),
                      fieldErrors: {},
                      failure: null,
                    })),
                    'refreshCaptcha',
                  ],
                },
                'user.setRemember': {
                  actions: assign({
                    remember: ({ context, event }) => ({ ...context.remember, [context.method]: event.remember }),
                  }),
                },
                'user.requestCode': [
                  {
                    guard: 'isSmsTargetValid',
                    // A new code makes the last failure (a wrong or expired code) old news.
                    actions: [assign({ failure: null }), 'requestSmsCode'],
                  },
                  {
                    actions: [
                      assign(({ context }) => ({
                        fieldErrors: {
                          ...context.fieldErrors,
                          mobileNum:
                            smsTargetError({
                              mobileNum: context.values.mobileNum,
                              countryDialingCode: context.values.countryDialingCode,
                            }) ?? undefined,
                        },
                      })),
                      { type: 'focusField', params: { field: 'mobileNum' } },
                    ],
                  },
                ],
                'user.submit': [
                  { guard: 'isFormValid', target: 'submitting', actions: assign({ fieldErrors: {}, failure: null }) },
                  {
                    actions: [
                      'showIssues',
                      {
                        type: 'focusField',
                        params: ({ context }) => ({ field: firstInvalid(errorFieldOrder, context.fieldErrors) ?? 'username' }),
                      },
                    ],
                  },
                ],
                'user.freePlay': { target: 'startingFreePlay', actions: assign({ failure: null }) },
                'user.socialLogin': {
                  guard: { type: 'isSocialProviderOffered', params: ({ event }) => ({ provider: event.provider }) },
                  target: 'signingInWithProvider',
                  actions: assign({ failure: null, pendingProvider: ({ event }) => event.provider }),
                },
              },
            },
            submitting: {
              tags: ['busy'],
              invoke: {
                id: 'login',
                src: 'login',
                input: ({ context }) => attempt(context),
                onDone: {
                  target: '#login.authenticated',
                  actions: [
                    { type: 'storeSession', params: ({ event }) => ({ session: event.output }) },
                    { type: 'rememberCredentials', params: ({ context }) => credentialsToRemember(context) },
                    { type: 'establishSession', params: ({ event }) => ({ session: event.output }) },
                    {
                      type: 'holdPassword',
                      params: ({ context, event }) => ({
                        userName: event.output.userName,
                        password: context.method === 'username' ? context.values.password : '',
                      }),
                    },
                  ],
                },
                onError: [
                  {
                    guard: { type: 'needsFreshCaptcha', params: ({ event }) => ({ failure: toFailure(event.error) }) },
                    target: 'editing',
                    actions: [{ type: 'noteFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) }, 'requireCaptcha'],
                  },
                  {
                    target: 'editing',
                    actions: { type: 'noteFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
                  },
                ],
              },
            },
            startingFreePlay: {
              tags: ['busy', 'startingFreePlay'],
              invoke: {
                id: 'freePlay',
                src: 'freePlay',
                onDone: {
                  target: '#login.authenticated',
                  actions: [
                    { type: 'storeSession', params: ({ event }) => ({ session: event.output }) },
                    { type: 'establishSession', params: ({ event }) => ({ session: event.output }) },
                  ],
                },
                // Includes freePlayRefused: the platform answered a trial value of 0.
                onError: {
                  target: 'editing',
                  actions: { type: 'noteFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
                },
              },
            },
            signingInWithProvider: {
              tags: ['busy', 'signingInWithProvider'],
              invoke: {
                id: 'socialLogin',
                src: 'socialLogin',
                input: ({ context }) => ({ provider: context.pendingProvider ?? 'google' }),
                onDone: {
                  target: '#login.authenticated',
                  actions: [
                    { type: 'storeSession', params: ({ event }) => ({ session: event.output }) },
                    { type: 'establishSession', params: ({ event }) => ({ session: event.output }) },
                  ],
                },
                onError: [
                  // The user closed the provider's window: back to the form, nothing to say.
                  { guard: { type: 'isCancellation', params: ({ event }) => ({ failure: toFailure(event.error) }) }, target: 'editing' },
                  {
                    target: 'editing',
                    actions: { type: 'noteFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
                  },
                ],
              },
            },
          },
        },
      },
    },
    authenticated: { type: 'final', tags: ['authenticated'] },
  },
});
