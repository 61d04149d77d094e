import { assign, emit, fromPromise, setup } from 'xstate';
import type { OpenDownlineRequest } from '../contract';
import { checkDownline, downlineErrors, downlineFieldOrder, downlineRequest, emptyDownline, type DownlineTextField, type DownlineValues } from './support/downlineForm';
import { toFailure, type Failure } from './support/failure';
import { withField, type FieldErrors, type FormFocusEvent } from './support/form';

/** The account the platform opened: its name and kind (0 member, 1 agent). */
export type OpenedDownline = { account: string; type: OpenDownlineRequest['type'] };

export type OpenDownlineContext = {
  values: DownlineValues;
  /** Shared rule keys (`username.format`, `rebatePercent.required`, ...) the view localises. */
  fieldErrors: FieldErrors<DownlineTextField>;
  failure: Failure | null;
  /** The field the platform's refusal names, when the form shows it; the view puts the message there. */
  failureField: DownlineTextField | null;
  opened: OpenedDownline | null;
};

export type OpenDownlineEvent =
  | { type: 'field.change'; field: DownlineTextField; value: string }
  | { type: 'field.chooseType'; accountType: OpenDownlineRequest['type'] }
  | { type: 'user.submit' }
  /** "Open another account" after one was opened. */
  | { type: 'user.openAnother' };

function isFormField(value: unknown): value is DownlineTextField {
  return downlineFieldOrder.some((field) => field === value);
}

/** The field a refusal is about (a taken username, a rebate above the agent's own), or null. */
export function fieldOfFailure(failure: Failure): DownlineTextField | null {
  return isFormField(failure.field) ? failure.field : null;
}

const confirmation = {
  on: 'password',
  field: 'confirmPassword',
  check: (values: Record<DownlineTextField, string>) => downlineErrors({ ...emptyDownline, ...values }).confirmPassword,
} as const;

/**
 * Open a downline account (accounts §2 /m/agentRegister): an agent opens a member or agent account
 * under them. The account and its password follow the registration rules, the rebate is 0-100 %;
 * a refused submit shows each field's message and focuses the first. The platform's refusal shows
 * on the field it names (and focuses it) or under the form; nothing typed is lost. Success names
 * the new account; "open another" starts again from an empty form.
 */
export const openDownlineMachine = setup({
  types: {
    context: {} as OpenDownlineContext,
    events: {} as OpenDownlineEvent,
    emitted: {} as FormFocusEvent<DownlineTextField>,
  },
  actors: {
    /** `PUT /wps/agent/downline`, encrypted to the platform's key. */
    openDownline: fromPromise<OpenedDownline, OpenDownlineRequest>(async () => {
      throw new Error('openDownline is provided by the open-downline screen');
    }),
  },
  actions: {
    setField: assign(({ context }, params: { field: DownlineTextField; value: string }) => {
      const { type, ...text } = context.values;
      const next = withField({ values: text, fieldErrors: context.fieldErrors }, params.field, params.value, [confirmation]);
      const failureCleared = context.failureField === params.field;
      return {
        values: { ...next.values, type },
        fieldErrors: next.fieldErrors,
        failure: failureCleared ? null : context.failure,
        failureField: failureCleared ? null : context.failureField,
      };
    }),
    setType: assign(({ context }, params: { accountType: OpenDownlineRequest['type'] }) => ({
      values: { ...context.values, type: params.accountType },
    })),
    showFieldErrors: assign({ fieldErrors: ({ context }) => downlineErrors(context.values), failure: null, failureField: null }),
    clearErrors: assign({ fieldErrors: {}, failure: null, failureField: null }),
    /** accounts §4: a refused submit puts the cursor in the first invalid field. */
    focusFirstInvalid: emit(({ context }): FormFocusEvent<DownlineTextField> => {
      const checked = checkDownline(context.values);
      return { type: 'form.focus', field: checked.ok ? 'username' : checked.focus };
    }),
    focusField: emit((_, params: { field: DownlineTextField }): FormFocusEvent<DownlineTextField> => ({ type: 'form.focus', field: params.field })),
    noteFailure: assign((_, params: { failure: Failure }) => ({
      failure: params.failure,
      failureField: fieldOfFailure(params.failure),
    })),
    noteOpened: assign((_, params: { opened: OpenedDownline }) => ({ opened: params.opened })),
    startAgain: assign({ values: emptyDownline, fieldErrors: {}, failure: null, failureField: null, opened: null }),
  },
  guards: {
    hasInvalidField: ({ context }) => !checkDownline(context.values).ok,
    isAboutField: (_, params: { failure: Failure }) => fieldOfFailure(params.failure) !== null,
  },
}).createMachine({
  id: 'openDownline',
  context: { values: emptyDownline, fieldErrors: {}, failure: null, failureField: null, opened: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': {
          actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        'field.chooseType': {
          actions: { type: 'setType', params: ({ event }) => ({ accountType: event.accountType }) },
        },
        'user.submit': [
          { guard: 'hasInvalidField', actions: ['showFieldErrors', 'focusFirstInvalid'] },
          { target: 'submitting', actions: 'clearErrors' },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'openDownline',
        src: 'openDownline',
        input: ({ context }) => downlineRequest(context.values),
        onDone: {
          target: 'opened',
          actions: { type: 'noteOpened', params: ({ event }) => ({ opened: event.output }) },
        },
        onError: [
          {
            // The platform names a field the form shows: its message there, the cursor too.
            guard: { type: 'isAboutField', params: ({ event }) => ({ failure: toFailure(event.error) }) },
            target: 'editing',
            actions: [
              { type: 'noteFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
              {
                type: 'focusField',
                params: ({ event }) => ({ field: fieldOfFailure(toFailure(event.error)) ?? 'username' }),
              },
            ],
          },
          {
            target: 'editing',
            actions: { type: 'noteFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
          },
        ],
      },
    },
    opened: {
      tags: ['opened'],
      on: { 'user.openAnother': { target: 'editing', actions: 'startAgain' } },
    },
  },
});
