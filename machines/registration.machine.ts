import { assign, emit, fromPromise, not, raise, sendTo, setup } from 'xstate';
import {
  errorCodes,
  type RegisterFieldValues,
  type RegisterSettings,
  type RegistrationKind,
  type SessionInfo,
} from '../contract';
import { captchaMachine, type CaptchaChangedEvent, type CaptchaEvent } from './captcha.machine';
import { smsCountdownMachine, smsTargetError, type SmsCountdownEvent, type SmsSentEvent, type SmsTarget } from './smsCountdown.machine';
import { toFailure, type Failure } from './support/failure';
import { confirmError, withField, type FieldError, type FormFocusEvent } from './support/form';
import {
  checkRegistration,
  fieldIssue,
  initialMethod,
  isFormField,
  isShown,
  normalAffiliateCode,
  shownFormField,
  type FormField,
  type RegisterFieldName,
  type RegistrationCheck,
  type RegistrationValues,
} from './support/registrationFields';

export type { FormField, RegisterFieldName, RegistrationCheck, RegistrationValues } from './support/registrationFields';

/** What the screen needs before the form can show: the site's rules and the default dialing code. */
export type RegistrationSetup = { settings: RegisterSettings; defaultDialingCode: string };

export type RegistrationInput = {
  /** Codes that arrived in the page's URL (accounts §2, §3: affiliate and recommender codes). */
  affiliateCode?: string | null;
  recommenderId?: string | null;
  /**
   * The setup when the page already has it (the route's loader): the form is the first thing
   * drawn, by the server's render too, and nothing is loaded again.
   */
  setup?: RegistrationSetup | null;
};

/** What the register call sends besides what the screen adds (registerUrl, domain, registerMethod, type). */
export type RegistrationSubmission = {
  method: RegistrationKind;
  /** The fields that count, as the contract's check parsed them. */
  fields: RegisterFieldValues;
  /** The key of the captcha the answer belongs to; null when the method takes no captcha. */
  captchaKey: string | null;
  /**
   * The verification service's id for the SMS code (phone-service mode), which the code is checked
   * against before the register call; null when the platform sent the code.
   */
  smsReceipt: string | null;
};

/** A rule key from the shared field rules (`email.format`), or what the platform said about the field. */
export type { FieldError };

export type RegistrationContext = {
  urlAffiliateCode: string | null;
  urlRecommenderId: string | null;
  settings: RegisterSettings | null;
  method: RegistrationKind;
  values: RegistrationValues;
  ageConfirmed: boolean;
  /** The user-agreement flag; it starts true and the register button is disabled while it is false. */
  agreed: boolean;
  fieldErrors: Partial<Record<FormField, FieldError>>;
  /** A failure that names no field the form shows. */
  failure: Failure | null;
  /** The key of the captcha image on screen (the answer is `values.captcha`); null while none shows. */
  captchaKey: string | null;
  /** The affiliate code the platform accepted (normalised); the same code is not checked again. */
  verifiedAffiliateCode: string | null;
  /** Set on a valid submit: what is checked and sent. */
  submission: RegistrationSubmission | null;
  /** What the countdown reported for the last code sent: its receipt in the phone-service mode. */
  smsReceipt: string | null;
  session: SessionInfo | null;
};

export type RegistrationEvent =
  | { type: 'field.change'; field: RegisterFieldName | 'countryDialingCode'; value: string }
  | { type: 'field.check'; field: RegistrationCheck; checked: boolean }
  | { type: 'user.selectMethod'; method: RegistrationKind }
  | { type: 'user.submit' }
  | { type: 'user.requestSmsCode' }
  | { type: 'user.retry' }
  /** Raised when the method is set, so the captcha follows it. */
  | { type: 'method.changed' }
  | CaptchaChangedEvent
  | SmsSentEvent;


const emptyValues: RegistrationValues = {
  countryDialingCode: '',
  mobileNum: '',
  verificationCode: '',
  username: '',
  password: '',
  confirmPassword: '',
  paymentPassword: '',
  idNumber: '',
  qqNum: '',
  facebook: '',
  wechat: '',
  line: '',
  whatsapp: '',
  zalo: '',
  email: '',
  nickname: '',
  payeeName: '',
  recommenderId: '',
  affiliateCode: '',
  captcha: '',
};

/** accounts §8 'Invalid invitation code', as the platform's failure reads, for the field. */
export const invalidAffiliateFailure: Failure = {
  code: errorCodes.affiliateInvalid,
  message: 'Invalid invitation code',
  captchaRequired: false,
  field: 'affiliateCode',
};

/** The context once the site's rules are in: the method they start on, and the default dialing code. */
function withSetup(context: RegistrationContext, setup: RegistrationSetup): Partial<RegistrationContext> {
  return {
    settings: setup.settings,
    method: initialMethod(setup.settings),
    values: { ...context.values, countryDialingCode: context.values.countryDialingCode || setup.defaultDialingCode },
  };
}

function ruleError(key: string): FieldError {
  return { kind: 'rule', key };
}

function check(context: RegistrationContext) {
  const { settings, method, values, ageConfirmed, agreed } = context;
  return settings === null ? null : checkRegistration({ settings, method, values, ageConfirmed, agreed });
}

/** The field a refused submit puts the cursor in: the first one in form order with an issue. */
function firstIssue(context: RegistrationContext): FormField {
  const result = check(context);
  return result === null || result.ok ? 'username' : (result.issues[0]?.field ?? 'username');
}

/** The form field a platform failure is about, when the form shows it. */
function failureFormField(context: RegistrationContext, failure: Failure): FormField | null {
  return context.settings === null ? null : shownFormField(context.settings, context.method, failure.field);
}

function shows(context: RegistrationContext, field: RegisterFieldName): boolean {
  return context.settings !== null && isShown(context.settings, context.method, field);
}

/** The number as typed: its rule and the countdown trim it. */
function smsTarget(context: RegistrationContext): SmsTarget {
  return { mobileNum: context.values.mobileNum, countryDialingCode: context.values.countryDialingCode };
}

/**
 * The code to check before registering, or null: the check is off, the form has no code field (the
 * platform then ignores a code), no code is given (the checked fields leave an empty one out), or
 * the platform accepted this one already.
 */
function affiliateCodeToCheck(context: RegistrationContext, submission: RegistrationSubmission | null): string | null {
  if (context.settings === null || !context.settings.affiliateCodeCheck || !shows(context, 'affiliateCode')) return null;
  const code = submission?.fields.affiliateCode;
  if (code === undefined) return null;
  return normalAffiliateCode(code) === context.verifiedAffiliateCode ? null : code;
}

/**
 * accounts §5: changing the password re-checks the confirmation; the dialing code's problems show
 * on the number, so a new code re-checks it.
 */
function dependentsOf(context: RegistrationContext) {
  const issue = (field: RegisterFieldName) => (values: RegistrationValues) => {
    if (field === 'confirmPassword') {
      const key = confirmError(values.password, values.confirmPassword, 'confirmPassword.required');
      return key === undefined ? undefined : ruleError(key);
    }
    const key = context.settings === null ? null : fieldIssue(context.settings, context.method, values, field);
    return key === null ? undefined : ruleError(key);
  };
  return [
    { on: 'password', field: 'confirmPassword', check: issue('confirmPassword') },
    { on: 'countryDialingCode', field: 'mobileNum', check: issue('mobileNum') },
  ] as const;
}

/** What a submit sends, when every field passes. */
function submissionOf(context: RegistrationContext): RegistrationSubmission | null {
  const result = check(context);
  if (result === null || !result.ok) return null;
  const fields = withUrlCodes(context, result.fields);
  return {
    method: context.method,
    fields,
    captchaKey: fields.captcha === undefined ? null : context.captchaKey,
    smsReceipt: context.method === 'mobile' ? context.smsReceipt : null,
  };
}

/**
 * Fields sent from the URL that the form does not show (accounts §3: affiliateCode from the form or
 * the URL). The checked fields hold only fields the form shows, so these add to them.
 */
function withUrlCodes(context: RegistrationContext, fields: RegisterFieldValues): RegisterFieldValues {
  const extra: RegisterFieldValues = {};
  if (!shows(context, 'affiliateCode') && context.urlAffiliateCode !== null) {
    extra.affiliateCode = context.urlAffiliateCode;
  }
  if (!shows(context, 'recommenderId') && context.urlRecommenderId !== null) {
    extra.recommenderId = context.urlRecommenderId;
  }
  return { ...fields, ...extra };
}

/**
 * Registration (accounts §2, §4 "Registration method" and "Registration submit", §5, §8). After the
 * site's rules load, the form starts on the username method, or on mobile when only that is on.
 * Which fields show and which are required follow the per-field rules; every check is the
 * contract's, so the form refuses what the platform refuses. A submit checks every field (the
 * first invalid one is focused), then the affiliate code with the platform when the site checks
 * codes and the code was not accepted already (a valid code from the URL counts), then registers.
 * A further step (the phone service verifying its code) would sit between those two. Failures keep
 * what was typed; the captcha, spent by any register call, is replaced and its answer cleared.
 * Success logs the new member in; the view then leaves for home.
 */
export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
    output: {} as { session: SessionInfo | null },
    children: {} as { smsCountdown: 'smsCountdown'; captcha: 'captcha' },
    /** Focus requests (a failed submit, a refused code, a field the platform named). */
    emitted: {} as FormFocusEvent<FormField>,
  },
  actors: {
    loadSetup: fromPromise<RegistrationSetup>(async () => {
      throw new Error('loadSetup is provided by the registration screen');
    }),
    /** True when the platform accepts the code (GET /wps/affiliate/check). */
    checkAffiliate: fromPromise<boolean, { code: string }>(async () => {
      throw new Error('checkAffiliate is provided by the registration screen');
    }),
    register: fromPromise<SessionInfo, RegistrationSubmission>(async () => {
      throw new Error('register is provided by the registration screen');
    }),
    smsCountdown: smsCountdownMachine,
    captcha: captchaMachine,
  },
  actions: {
    /** Logs the new member in: auth hears `session.established`. */
    establishSession: (_, _params: { session: SessionInfo }) => {},
    /** Holds the password for this page, so change password asks for no old one (accounts §2). */
    holdPassword: (_, _params: { userName: string; password: string }) => {},
    /** accounts §8: the toast 'Invalid invitation code'. */
    announceInvalidAffiliate: () => {},
    focusField: emit((_, params: { field: FormField }): FormFocusEvent<FormField> => ({ type: 'form.focus', field: params.field })),
    applySetup: assign(({ context }, params: { setup: RegistrationSetup }) => withSetup(context, params.setup)),
    setField: assign(({ context }, params: { field: RegisterFieldName | 'countryDialingCode'; value: string }) =>
      withField(context, params.field, params.value, dependentsOf(context)),
    ),
    setCheck: assign(({ context }, params: { field: RegistrationCheck; checked: boolean }) => {
      const fieldErrors = { ...context.fieldErrors };
      delete fieldErrors[params.field];
      return { [params.field]: params.checked, fieldErrors };
    }),
    selectMethod: assign((_, params: { method: RegistrationKind }) => ({
      method: params.method,
      fieldErrors: {},
      failure: null,
    })),
    announceMethod: raise({ type: 'method.changed' }),
    /**
     * Every invalid field shows its message; the first one is focused. What the platform said about a
     * field stays until the field changes: it is still true.
     */
    showIssues: assign(({ context }) => {
      const result = check(context);
      if (result === null || result.ok) return {};
      const fieldErrors: Partial<Record<FormField, FieldError>> = {};
      for (const [field, error] of Object.entries(context.fieldErrors)) {
        if (error?.kind === 'platform' && isFormField(field)) fieldErrors[field] = error;
      }
      for (const { field, key } of result.issues) fieldErrors[field] = ruleError(key);
      return { fieldErrors, failure: null };
    }),
    focusFirstIssue: emit(({ context }): FormFocusEvent<FormField> => ({ type: 'form.focus', field: firstIssue(context) })),
    prepareSubmission: assign(({ context }) => ({ fieldErrors: {}, failure: null, submission: submissionOf(context) })),
    acceptAffiliate: assign((_, params: { code: string }) => ({ verifiedAffiliateCode: normalAffiliateCode(params.code) })),
    refuseAffiliate: assign(({ context }) => ({
      verifiedAffiliateCode: null,
      fieldErrors: { ...context.fieldErrors, affiliateCode: { kind: 'platform', failure: invalidAffiliateFailure } },
    })),
    /** On the field the failure names when the form shows it (and focus it), else above the button. */
    showPlatformFailure: assign(({ context }, params: { failure: Failure }) => {
      const field = failureFormField(context, params.failure);
      if (field === null) return { failure: params.failure };
      return { fieldErrors: { ...context.fieldErrors, [field]: { kind: 'platform', failure: params.failure } } };
    }),
    showFailure: assign((_, params: { failure: Failure }) => ({ failure: params.failure })),
    /** The platform accepts each captcha once: a shown one is replaced. */
    spendCaptcha: sendTo('captcha', (): CaptchaEvent => ({ type: 'form.refreshCaptcha' })),
    requireCaptcha: sendTo('captcha', (): CaptchaEvent => ({ type: 'form.requireCaptcha' })),
    hideCaptcha: sendTo('captcha', (): CaptchaEvent => ({ type: 'form.hideCaptcha' })),
    /**
     * The captcha's key and answer as its child reports them. Typing for the same image clears the
     * captcha's message; a new image keeps it (the message says why the last one was refused).
     */
    takeCaptcha: assign(({ context }, params: { captchaKey: string | null; answer: string }) => {
      const captcha = { captchaKey: params.captchaKey, values: { ...context.values, captcha: params.answer } };
      if (params.captchaKey !== context.captchaKey) return captcha;
      const fieldErrors = { ...context.fieldErrors };
      delete fieldErrors.captcha;
      return { ...captcha, fieldErrors };
    }),
    showSmsTargetIssue: assign(({ context }) => {
      const key = smsTargetError(smsTarget(context));
      if (key === null) return {};
      return { fieldErrors: { ...context.fieldErrors, mobileNum: ruleError(key) } };
    }),
    requestSmsCode: sendTo('smsCountdown', ({ context }): SmsCountdownEvent => ({ type: 'form.requestCode', target: smsTarget(context) })),
  },
  guards: {
    isAboutShownField: ({ context }, params: { failure: Failure }) => failureFormField(context, params.failure) !== null,
    hasNoRules: ({ context }) => context.settings === null,
    isRegistrationClosed: ({ context }) =>
      context.settings !== null && !context.settings.usernameRegistration && !context.settings.mobileRegistration,
    /** The site checks codes and one arrived in the URL for a field the form shows. */
    shouldVerifyUrlCode: ({ context }) =>
      context.settings !== null &&
      context.settings.affiliateCodeCheck &&
      context.urlAffiliateCode !== null &&
      context.urlAffiliateCode.trim() !== '' &&
      shows(context, 'affiliateCode'),
    /** Both methods are on (the tabs show) and this one is not the current one. */
    canSelectMethod: ({ context }, params: { method: RegistrationKind }) =>
      context.settings !== null &&
      context.settings.usernameRegistration &&
      context.settings.mobileRegistration &&
      params.method !== context.method,
    isFormValid: ({ context }) => submissionOf(context) !== null,
    needsAffiliateCheck: ({ context }) => affiliateCodeToCheck(context, submissionOf(context)) !== null,
    isAccepted: (_, params: { accepted: boolean }) => params.accepted,
    usesCaptcha: ({ context }) => shows(context, 'captcha'),
    takesSmsCode: ({ context }) => shows(context, 'verificationCode'),
    isAffiliateFailure: (_, params: { failure: Failure }) => params.failure.code === errorCodes.affiliateInvalid,
    isSmsTargetValid: ({ context }) => smsTargetError(smsTarget(context)) === null,
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => {
    const context: RegistrationContext = {
      urlAffiliateCode: input.affiliateCode ?? null,
      urlRecommenderId: input.recommenderId ?? null,
      settings: null,
      method: 'username',
      values: { ...emptyValues, affiliateCode: input.affiliateCode ?? '', recommenderId: input.recommenderId ?? '' },
      ageConfirmed: false,
      agreed: true,
      fieldErrors: {},
      failure: null,
      captchaKey: null,
      verifiedAffiliateCode: null,
      submission: null,
      smsReceipt: null,
      session: null,
    };
    return input.setup ? { ...context, ...withSetup(context, input.setup) } : context;
  },
  initial: 'opening',
  output: ({ context }) => ({ session: context.session }),
  states: {
    /** Where the rules lead once in hand, given by the page or loaded: closed, the URL's code checked, or the form. */
    opening: {
      always: [
        { guard: 'hasNoRules', target: 'loading' },
        { guard: 'isRegistrationClosed', target: 'closed' },
        { guard: 'shouldVerifyUrlCode', target: 'ready.form.verifyingUrlCode' },
        { target: 'ready' },
      ],
    },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadSetup',
        src: 'loadSetup',
        onDone: {
          target: 'opening',
          actions: { type: 'applySetup', params: ({ event }) => ({ setup: event.output }) },
        },
        onError: 'loadFailed',
      },
    },
    loadFailed: {
      tags: ['loadFailed'],
      on: { 'user.retry': 'loading' },
    },
    /** Both methods are off: the site takes no registrations. */
    closed: {
      tags: ['closed'],
    },
    ready: {
      initial: 'form',
      entry: 'announceMethod',
      invoke: [
        // Only a bug stops a child; reloading the form starts new ones and keeps what was typed.
        { id: 'smsCountdown', src: 'smsCountdown', onError: 'loadFailed' },
        // Shown from the start when the first method takes one: drawn with the form, it shifts nothing.
        { id: 'captcha', src: 'captcha', input: ({ context }) => ({ shown: shows(context, 'captcha') }), onError: 'loadFailed' },
      ],
      on: {
        'sms.sent': { actions: assign({ smsReceipt: ({ event }) => event.receipt }) },
        'captcha.changed': {
          actions: { type: 'takeCaptcha', params: ({ event }) => ({ captchaKey: event.captchaKey, answer: event.answer }) },
        },
        'method.changed': [{ guard: 'usesCaptcha', actions: 'requireCaptcha' }, { actions: 'hideCaptcha' }],
        'user.requestSmsCode': [
          { guard: not('takesSmsCode') },
          // The code is typed next.
          { guard: 'isSmsTargetValid', actions: ['requestSmsCode', { type: 'focusField', params: { field: 'verificationCode' } }] },
          { actions: ['showSmsTargetIssue', { type: 'focusField', params: { field: 'mobileNum' } }] },
        ],
      },
      states: {
        form: {
          initial: 'editing',
          states: {
            /** A code from the URL is being checked; the user can already type. */
            verifyingUrlCode: {
              tags: ['busy'],
              on: {
                'field.change': {
                  actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) },
                },
                'field.check': {
                  actions: { type: 'setCheck', params: ({ event }) => ({ field: event.field, checked: event.checked }) },
                },
              },
              invoke: {
                id: 'verifyUrlCode',
                src: 'checkAffiliate',
                input: ({ context }) => ({ code: context.urlAffiliateCode ?? '' }),
                onDone: [
                  {
                    guard: { type: 'isAccepted', params: ({ event }) => ({ accepted: event.output }) },
                    target: 'editing',
                    actions: { type: 'acceptAffiliate', params: ({ context }) => ({ code: context.urlAffiliateCode ?? '' }) },
                  },
                  { target: 'editing', actions: ['refuseAffiliate', 'announceInvalidAffiliate'] },
                ],
                // Not fatal: the code is checked again on submit.
                onError: 'editing',
              },
            },
            editing: {
              on: {
                'field.change': {
                  actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) },
                },
                'field.check': {
                  actions: { type: 'setCheck', params: ({ event }) => ({ field: event.field, checked: event.checked }) },
                },
                'user.selectMethod': {
                  guard: { type: 'canSelectMethod', params: ({ event }) => ({ method: event.method }) },
                  actions: [{ type: 'selectMethod', params: ({ event }) => ({ method: event.method }) }, 'announceMethod'],
                },
                'user.submit': [
                  { guard: not('isFormValid'), actions: ['showIssues', 'focusFirstIssue'] },
                  { guard: 'needsAffiliateCheck', target: 'checkingAffiliate', actions: 'prepareSubmission' },
                  { target: 'submitting', actions: 'prepareSubmission' },
                ],
              },
            },
            checkingAffiliate: {
              tags: ['busy'],
              invoke: {
                id: 'checkAffiliate',
                src: 'checkAffiliate',
                input: ({ context }) => ({ code: affiliateCodeToCheck(context, context.submission) ?? '' }),
                onDone: [
                  {
                    guard: { type: 'isAccepted', params: ({ event }) => ({ accepted: event.output }) },
                    target: 'submitting',
                    actions: {
                      type: 'acceptAffiliate',
                      params: ({ context }) => ({ code: context.submission?.fields.affiliateCode ?? '' }),
                    },
                  },
                  {
                    target: 'editing',
                    actions: [
                      'refuseAffiliate',
                      'announceInvalidAffiliate',
                      { type: 'focusField', params: { field: 'affiliateCode' } },
                    ],
                  },
                ],
                onError: {
                  target: 'editing',
                  actions: { type: 'showFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
                },
              },
            },
            submitting: {
              tags: ['busy', 'submitting'],
              invoke: {
                id: 'register',
                src: 'register',
                input: ({ context }) => context.submission ?? { method: context.method, fields: {}, captchaKey: null, smsReceipt: null },
                onDone: {
                  target: '#registration.registered',
                  actions: [
                    assign({ session: ({ event }) => event.output }),
                    { type: 'establishSession', params: ({ event }) => ({ session: event.output }) },
                    {
                      type: 'holdPassword',
                      params: ({ context, event }) => ({ userName: event.output.userName, password: context.values.password }),
                    },
                  ],
                },
                onError: [
                  {
                    guard: { type: 'isAffiliateFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
                    target: 'editing',
                    actions: [
                      'refuseAffiliate',
                      'announceInvalidAffiliate',
                      { type: 'focusField', params: { field: 'affiliateCode' } },
                      'spendCaptcha',
                    ],
                  },
                  {
                    guard: { type: 'isAboutShownField', params: ({ event }) => ({ failure: toFailure(event.error) }) },
                    target: 'editing',
                    actions: [
                      { type: 'showPlatformFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
                      {
                        type: 'focusField',
                        params: ({ context, event }) => ({ field: failureFormField(context, toFailure(event.error)) ?? 'username' }),
                      },
                      'spendCaptcha',
                    ],
                  },
                  {
                    target: 'editing',
                    actions: [
                      { type: 'showPlatformFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
                      'spendCaptcha',
                    ],
                  },
                ],
              },
            },
          },
        },
      },
    },
    registered: { type: 'final', tags: ['registered'] },
  },
});
