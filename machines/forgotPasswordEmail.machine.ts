import { assign, emit, fromPromise, setup } from 'xstate';
import { emailSchema, loginUsernameSchema, verificationCodeSchema } from '../contract';
import { forgotPasswordTimings, specTimings } from './constants';
import { toFailure, type Failure } from './support/failure';
import {
  confirmError,
  definedOnly,
  firstInvalid,
  hasNoErrors,
  newPasswordErrors,
  resetRetry,
  ruleError,
  withField,
  type FieldErrors,
  type FormFocusEvent,
} from './support/form';
import { loadingMessage } from './support/loadingMessage';

/** The request (username, email), then the e-mailed code and the new password. */
export type EmailRecoveryField = 'username' | 'email' | 'code' | 'newPassword' | 'confirmPassword';

export type EmailResetRequest = { username: string; email: string };
export type EmailCodeReset = { username: string; code: string; newPassword: string };

export type EmailRecoveryContext = {
  values: Record<EmailRecoveryField, string>;
  fieldErrors: FieldErrors<EmailRecoveryField>;
  failure: Failure | null;
};

export type EmailRecoveryEvent =
  | { type: 'field.change'; field: EmailRecoveryField; value: string }
  | { type: 'user.submit' }
  /** The code step: back to the request, to have a new code sent. */
  | { type: 'user.requestNewCode' };

/** Emitted for the view: put the cursor in this field (the first invalid one, or one just cleared). */
export type EmailRecoveryFocusEvent = FormFocusEvent<EmailRecoveryField>;

const requestFields: readonly EmailRecoveryField[] = ['username', 'email'];
const resetFields: readonly EmailRecoveryField[] = ['code', 'newPassword', 'confirmPassword'];

/** accounts §5: a changed password re-checks its confirmation. */
const confirmation = {
  on: 'newPassword',
  field: 'confirmPassword',
  check: (values: Record<EmailRecoveryField, string>) =>
    confirmError(values.newPassword, values.confirmPassword, 'confirmNewPassword.required'),
} as const;

/** accounts §5: the username by the login-username rule, the e-mail by the e-mail rule; both trimmed. */
export function emailRequestErrors(values: Record<EmailRecoveryField, string>): FieldErrors<EmailRecoveryField> {
  return definedOnly<EmailRecoveryField>({
    username: ruleError(loginUsernameSchema, values.username, 'username.required'),
    email: ruleError(emailSchema, values.email),
  });
}

/** The e-mailed code, the new password and its confirmation. */
export function emailResetErrors(values: Record<EmailRecoveryField, string>): FieldErrors<EmailRecoveryField> {
  return definedOnly<EmailRecoveryField>({
    code: ruleError(verificationCodeSchema, values.code),
    ...newPasswordErrors(values.newPassword, values.confirmPassword),
  });
}

/**
 * Forgot password by e-mail (accounts §2, §4, §5): username + e-mail → a loading message → the
 * same success message for 1 s whether or not they match an account (never reveal which) → the
 * platform e-mails a one-time code (no link) → the code and a new password → 'Password reset
 * successful. Please log in again' (final; the view goes to login). Setting the password fails with
 * `modify.new.old.same` → the password fields are cleared; any other failure clears the code
 * (accounts §8). Nothing else typed is lost.
 */
export const forgotPasswordEmailMachine = setup({
  types: {
    context: {} as EmailRecoveryContext,
    events: {} as EmailRecoveryEvent,
    emitted: {} as EmailRecoveryFocusEvent,
  },
  actors: {
    /** Accepted alike for any username and e-mail. */
    requestReset: fromPromise<void, EmailResetRequest>(async () => {
      throw new Error('requestReset is provided by the forgot-password screen');
    }),
    resetByCode: fromPromise<void, EmailCodeReset>(async () => {
      throw new Error('resetByCode is provided by the forgot-password screen');
    }),
    /** A loading message while the platform answers (10 s limit). */
    waitMessage: loadingMessage,
  },
  actions: {
    /** The request's success message, shown 1 s (accounts §4, §9). */
    announceCodeSent: () => {},
    /** 'Password reset successful. Please log in again'. */
    announcePasswordReset: () => {},
    focusField: emit((_, params: { field: EmailRecoveryField }) => ({ type: 'form.focus', field: params.field })),
    setField: assign(({ context }, params: { field: EmailRecoveryField; value: string }) =>
      withField(context, params.field, params.value, [confirmation]),
    ),
    noteFailure: assign({ failure: (_, params: { failure: Failure }) => params.failure }),
    clearForRetry: assign(({ context }, params: { failure: Failure }) => {
      const values = { ...context.values };
      for (const field of resetRetry(params.failure, 'code').clear) values[field] = '';
      return { values };
    }),
  },
  guards: {
    isRequestField: (_, params: { field: EmailRecoveryField }) => requestFields.includes(params.field),
    isResetField: (_, params: { field: EmailRecoveryField }) => resetFields.includes(params.field),
    isRequestValid: ({ context }) => hasNoErrors(emailRequestErrors(context.values)),
    isResetValid: ({ context }) => hasNoErrors(emailResetErrors(context.values)),
  },
  delays: {
    forgotSuccess: forgotPasswordTimings.successMessageMs,
  },
}).createMachine({
  id: 'forgotPasswordEmail',
  context: {
    values: { username: '', email: '', code: '', newPassword: '', confirmPassword: '' },
    fieldErrors: {},
    failure: null,
  },
  initial: 'request',
  states: {
    request: {
      initial: 'editing',
      // Typing is kept also while the call runs; only the step's own fields are shown.
      on: {
        'field.change': {
          guard: { type: 'isRequestField', params: ({ event }) => ({ field: event.field }) },
          actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
      },
      states: {
        editing: {
          on: {
            'user.submit': [
              { guard: 'isRequestValid', target: 'requesting', actions: assign({ fieldErrors: {}, failure: null }) },
              {
                actions: [
                  assign({ fieldErrors: ({ context }) => emailRequestErrors(context.values) }),
                  {
                    type: 'focusField',
                    params: ({ context }) => ({ field: firstInvalid(requestFields, context.fieldErrors) ?? 'username' }),
                  },
                ],
              },
            ],
          },
        },
        requesting: {
          tags: ['busy'],
          invoke: [
            {
              id: 'requestReset',
              src: 'requestReset',
              input: ({ context }) => ({ username: context.values.username.trim(), email: context.values.email.trim() }),
              onDone: 'requested',
              onError: {
                target: 'editing',
                actions: { type: 'noteFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
              },
            },
            { id: 'waitMessage', src: 'waitMessage', input: { limitMs: specTimings.loadingToastLimitMs }, onError: {} },
          ],
        },
        requested: {
          tags: ['busy', 'codeRequested'],
          entry: 'announceCodeSent',
          after: {
            forgotSuccess: { target: '#forgotPasswordEmail.reset', actions: { type: 'focusField', params: { field: 'code' } } },
          },
        },
      },
    },
    reset: {
      tags: ['codeStep'],
      initial: 'editing',
      on: {
        'field.change': {
          guard: { type: 'isResetField', params: ({ event }) => ({ field: event.field }) },
          actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
      },
      states: {
        editing: {
          on: {
            'user.submit': [
              { guard: 'isResetValid', target: 'resetting', actions: assign({ fieldErrors: {}, failure: null }) },
              {
                actions: [
                  assign({ fieldErrors: ({ context }) => emailResetErrors(context.values) }),
                  {
                    type: 'focusField',
                    params: ({ context }) => ({ field: firstInvalid(resetFields, context.fieldErrors) ?? 'code' }),
                  },
                ],
              },
            ],
            'user.requestNewCode': {
              target: '#forgotPasswordEmail.request',
              actions: assign(({ context }) => ({ values: { ...context.values, code: '' }, fieldErrors: {}, failure: null })),
            },
          },
        },
        resetting: {
          tags: ['busy'],
          invoke: [
            { id: 'waitMessage', src: 'waitMessage', input: { limitMs: specTimings.loadingToastLimitMs }, onError: {} },
            {
              id: 'resetByCode',
              src: 'resetByCode',
              input: ({ context }) => ({
                username: context.values.username.trim(),
                code: context.values.code.trim(),
                newPassword: context.values.newPassword,
              }),
              onDone: '#forgotPasswordEmail.passwordReset',
              // accounts §8: what a failure clears, and where the cursor goes, as for every password reset.
              onError: {
                target: 'editing',
                actions: [
                  { type: 'noteFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
                  { type: 'clearForRetry', params: ({ event }) => ({ failure: toFailure(event.error) }) },
                  {
                    type: 'focusField',
                    params: ({ event }) => ({ field: resetRetry(toFailure(event.error), 'code').focus }),
                  },
                ],
              },
            },
          ],
        },
      },
    },
    passwordReset: {
      type: 'final',
      tags: ['passwordReset'],
      entry: 'announcePasswordReset',
    },
  },
});
