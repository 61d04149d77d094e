import { assign, emit, fromPromise, sendTo, setup } from 'xstate';
import { verificationCodeSchema, type SessionInfo } from '../contract';
import { specTimings } from './constants';
import { smsCountdownMachine, smsTargetError, type SmsCountdownEvent, type SmsSentEvent } from './smsCountdown.machine';
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

export type PhoneRecoveryField = 'countryDialingCode' | 'mobileNum' | 'verificationCode' | 'newPassword' | 'confirmPassword';

export type PhoneReset = { mobileNum: string; countryDialingCode: string; verificationCode: string; newPassword: string };

export type PhoneRecoveryContext = {
  values: Record<PhoneRecoveryField, string>;
  fieldErrors: FieldErrors<PhoneRecoveryField>;
  failure: Failure | null;
  session: SessionInfo | null;
};

export type PhoneRecoveryEvent =
  | { type: 'field.change'; field: PhoneRecoveryField; value: string }
  /** The get-code button. */
  | { type: 'user.requestCode' }
  | { type: 'user.submit' }
  /** From the smsCountdown child: a code is on its way. */
  | SmsSentEvent;

/** Emitted for the view: put the cursor in this field (the first invalid one, or one just cleared). */
export type PhoneRecoveryFocusEvent = FormFocusEvent<PhoneRecoveryField>;

const fieldOrder: readonly PhoneRecoveryField[] = ['mobileNum', 'verificationCode', 'newPassword', 'confirmPassword'];

function targetError(values: Record<PhoneRecoveryField, string>): string | null {
  return smsTargetError({ mobileNum: values.mobileNum, countryDialingCode: values.countryDialingCode });
}

/** The dialing code's message shows at the number; a changed password re-checks its confirmation (accounts §5). */
const dependents = [
  { on: 'countryDialingCode', field: 'mobileNum', check: (values: Record<PhoneRecoveryField, string>) => targetError(values) ?? undefined },
  {
    on: 'newPassword',
    field: 'confirmPassword',
    check: (values: Record<PhoneRecoveryField, string>) =>
      confirmError(values.newPassword, values.confirmPassword, 'confirmNewPassword.required'),
  },
] as const;

/** The number (its dialing code's message shows at the number too), the SMS code, the new password. */
export function phoneResetErrors(values: Record<PhoneRecoveryField, string>): FieldErrors<PhoneRecoveryField> {
  return definedOnly<PhoneRecoveryField>({
    mobileNum: targetError(values) ?? undefined,
    verificationCode: ruleError(verificationCodeSchema, values.verificationCode),
    ...newPasswordErrors(values.newPassword, values.confirmPassword),
  });
}

/**
 * Set password by phone (accounts §2, §4, §5, §8; PSWCHANGEVERIFY3): the number, the SMS code (the
 * smsCountdown child sends it; the code input opens once a send succeeded), a new password and its
 * confirmation. The platform answers a login value: the member is signed in with the new password
 * (final `signedIn`; the view goes home). `modify.new.old.same` clears the password fields; any
 * other failure clears the code. Nothing else typed is lost.
 */
export const forgotPasswordPhoneMachine = setup({
  types: {
    context: {} as PhoneRecoveryContext,
    events: {} as PhoneRecoveryEvent,
    emitted: {} as PhoneRecoveryFocusEvent,
    children: {} as { smsCountdown: 'smsCountdown' },
  },
  actors: {
    /** Sets the password and returns the session the platform opened (a login value). */
    resetByPhone: fromPromise<SessionInfo, PhoneReset>(async () => {
      throw new Error('resetByPhone is provided by the forgot-password screen');
    }),
    smsCountdown: smsCountdownMachine,
    /** A loading message while the platform answers (10 s limit). */
    waitMessage: loadingMessage,
  },
  actions: {
    /** Tells auth: `session.established`. */
    establishSession: (_, _params: { session: SessionInfo }) => {},
    /** Keeps the new password in memory for the change-password screen (accounts §2). */
    holdPassword: (_, _params: { userName: string; password: string }) => {},
    focusField: emit((_, params: { field: PhoneRecoveryField }) => ({ type: 'form.focus', field: params.field })),
    requestSmsCode: sendTo('smsCountdown', ({ context }): SmsCountdownEvent => ({
      type: 'form.requestCode',
      target: { mobileNum: context.values.mobileNum, countryDialingCode: context.values.countryDialingCode },
    })),
    setField: assign(({ context }, params: { field: PhoneRecoveryField; value: string }) =>
      withField(context, params.field, params.value, dependents),
    ),
    showTargetError: assign(({ context }) => ({
      fieldErrors: definedOnly<PhoneRecoveryField>({ ...context.fieldErrors, mobileNum: targetError(context.values) ?? undefined }),
    })),
    noteFailure: assign({ failure: (_, params: { failure: Failure }) => params.failure }),
    clearForRetry: assign(({ context }, params: { failure: Failure }) => {
      const values = { ...context.values };
      for (const field of resetRetry(params.failure, 'verificationCode').clear) values[field] = '';
      return { values };
    }),
  },
  guards: {
    isTargetValid: ({ context }) => targetError(context.values) === null,
    isFormValid: ({ context }) => hasNoErrors(phoneResetErrors(context.values)),
  },
}).createMachine({
  id: 'forgotPasswordPhone',
  context: {
    values: { countryDialingCode: '', mobileNum: '', verificationCode: '', newPassword: '', confirmPassword: '' },
    fieldErrors: {},
    failure: null,
    session: null,
  },
  initial: 'active',
  states: {
    active: {
      invoke: {
        id: 'smsCountdown',
        src: 'smsCountdown',
        // A bug in the countdown: start it afresh and say something went wrong; nothing typed is lost.
        onError: {
          target: 'active',
          reenter: true,
          actions: { type: 'noteFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
        },
      },
      on: {
        // Typing is kept also while the call runs.
        'field.change': {
          actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        // The code input opens (the countdown's sentOnce): the cursor goes there.
        'sms.sent': { actions: { type: 'focusField', params: { field: 'verificationCode' } } },
      },
      initial: 'editing',
      states: {
        editing: {
          on: {
            'user.requestCode': [
              { guard: 'isTargetValid', actions: 'requestSmsCode' },
              { actions: ['showTargetError', { type: 'focusField', params: { field: 'mobileNum' } }] },
            ],
            'user.submit': [
              { guard: 'isFormValid', target: 'submitting', actions: assign({ fieldErrors: {}, failure: null }) },
              {
                actions: [
                  assign({ fieldErrors: ({ context }) => phoneResetErrors(context.values) }),
                  {
                    type: 'focusField',
                    params: ({ context }) => ({ field: firstInvalid(fieldOrder, context.fieldErrors) ?? 'mobileNum' }),
                  },
                ],
              },
            ],
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: [
            { id: 'waitMessage', src: 'waitMessage', input: { limitMs: specTimings.loadingToastLimitMs }, onError: {} },
            {
              id: 'resetByPhone',
              src: 'resetByPhone',
              input: ({ context }) => ({
                mobileNum: context.values.mobileNum.trim(),
                countryDialingCode: context.values.countryDialingCode.trim(),
                verificationCode: context.values.verificationCode.trim(),
                newPassword: context.values.newPassword,
              }),
              onDone: {
                target: '#forgotPasswordPhone.signedIn',
                actions: [
                  assign({ session: ({ event }) => event.output }),
                  {
                    type: 'holdPassword',
                    params: ({ context, event }) => ({ userName: event.output.userName, password: context.values.newPassword }),
                  },
                  { type: 'establishSession', params: ({ event }) => ({ session: event.output }) },
                ],
              },
              // accounts §8: what a failure clears, and where the cursor goes, as for every password reset.
              onError: {
                target: 'editing',
                actions: [
                  { type: 'noteFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
                  { type: 'clearForRetry', params: ({ event }) => ({ failure: toFailure(event.error) }) },
                  {
                    type: 'focusField',
                    params: ({ event }) => ({ field: resetRetry(toFailure(event.error), 'verificationCode').focus }),
                  },
                ],
              },
            },
          ],
        },
      },
    },
    signedIn: {
      type: 'final',
      tags: ['signedIn'],
    },
  },
});
