import { assign, emit, fromPromise, setup } from 'xstate';
import { changePasswordRequestSchema, errorCodes, type ChangePasswordRequest } from '../contract';
import { specTimings } from './constants';
import { toFailure, type Failure } from './support/failure';
import { firstInvalid, withField, type FormFocusEvent } from './support/form';
import { loadingMessage } from './support/loadingMessage';

export type ChangePasswordField = keyof ChangePasswordRequest;

export const changePasswordFields: readonly ChangePasswordField[] = ['oldPassword', 'newPassword', 'confirmNewPassword'];

export type ChangePasswordInput = {
  /** The signed-in member's username, shown read-only. */
  userName: string;
  /** The password held for this session, or null: then the form asks for the old password. */
  heldPassword: string | null;
};

export type ChangePasswordContext = ChangePasswordInput & {
  values: Record<ChangePasswordField, string>;
  /** Shared rule keys (`password.tooShort`, `password.mismatch`, ...) the view localises. */
  fieldErrors: Partial<Record<ChangePasswordField, string>>;
  failure: Failure | null;
  /** The field the failure is about, when the form shows it; the view puts the message there. */
  failureField: ChangePasswordField | null;
};

export type ChangePasswordEvent =
  | { type: 'field.change'; field: ChangePasswordField; value: string }
  | { type: 'user.submit' }
  /** The same-password popup was closed. */
  | { type: 'user.dismiss' };

/** The form asks for the old password only when none is held for the session (accounts §2). */
export function asksOldPassword(context: Pick<ChangePasswordContext, 'heldPassword'>): boolean {
  return context.heldPassword === null;
}

/** What the change call sends: the held old password, or the typed one. */
export function changeRequest(context: ChangePasswordContext): ChangePasswordRequest {
  return {
    oldPassword: context.heldPassword ?? context.values.oldPassword,
    newPassword: context.values.newPassword,
    confirmNewPassword: context.values.confirmNewPassword,
  };
}

function isField(value: unknown): value is ChangePasswordField {
  return changePasswordFields.some((field) => field === value);
}

/** The shared request rules (the platform enforces the same), first message per shown field. */
function validate(context: ChangePasswordContext): ChangePasswordContext['fieldErrors'] {
  const errors: ChangePasswordContext['fieldErrors'] = {};
  const parsed = changePasswordRequestSchema.safeParse(changeRequest(context));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (isField(field) && errors[field] === undefined) errors[field] = issue.message;
    }
  }
  // An empty new password is missing rather than too short.
  if (context.values.newPassword === '') errors.newPassword = 'password.required';
  if (!asksOldPassword(context)) delete errors.oldPassword;
  return errors;
}

function fieldOfFailure(failure: Failure, context: ChangePasswordContext): ChangePasswordField | null {
  const field = isField(failure.field)
    ? failure.field
    : failure.code === errorCodes.passwordIncorrect
      ? 'oldPassword'
      : null;
  return field === 'oldPassword' && !asksOldPassword(context) ? null : field;
}

/**
 * Change password (accounts §2, §4, §5, §8, §9): validate with the shared rules; a new password
 * equal to the old one (held or typed) opens a popup and makes no call; otherwise a loading
 * message (10 s) while the platform changes it. Success shows "Change saved" for 1 s, holds the
 * new password, updates the remembered login, and ends 1 s later (the view goes to /m/home). A
 * failure only hides the loading message; its message shows and what was typed stays.
 */
export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    input: {} as ChangePasswordInput,
    emitted: {} as FormFocusEvent<ChangePasswordField>,
  },
  actors: {
    changePassword: fromPromise<void, ChangePasswordRequest>(async () => {
      throw new Error('changePassword is provided by the change-password screen');
    }),
    /** "Saving…" while the platform changes the password (10 s limit). */
    savingMessage: loadingMessage,
  },
  actions: {
    /** "Change saved" for this long. */
    announceSaved: (_, _params: { durationMs: number }) => {},
    /** Holds the new password for the session, replacing the one held before. */
    holdNewPassword: (_, _params: { userName: string; password: string }) => {},
    /** Updates the remembered login of this user, if remembered; failures are ignored. */
    updateRememberedLogin: (_, _params: { userName: string; password: string }) => {},
    setField: assign(({ context }, params: { field: ChangePasswordField; value: string }) => {
      const confirmation = {
        on: 'newPassword',
        field: 'confirmNewPassword',
        check: (values: ChangePasswordContext['values']) => validate({ ...context, values }).confirmNewPassword,
      } as const;
      const failureCleared = context.failureField === params.field;
      return {
        ...withField(context, params.field, params.value, [confirmation]),
        failure: failureCleared ? null : context.failure,
        failureField: failureCleared ? null : context.failureField,
      };
    }),
    showFieldErrors: assign({ fieldErrors: ({ context }) => validate(context), failure: null, failureField: null }),
    clearErrors: assign({ fieldErrors: {}, failure: null, failureField: null }),
    /** accounts §4: the first invalid field, or the field a failure is about. */
    focusFirstInvalid: emit(({ context }): FormFocusEvent<ChangePasswordField> => ({
      type: 'form.focus',
      field: context.failureField ?? firstInvalid(changePasswordFields, context.fieldErrors) ?? 'newPassword',
    })),
    noteFailure: assign(({ context }, params: { failure: Failure }) => ({
      failure: params.failure,
      failureField: fieldOfFailure(params.failure, context),
    })),
  },
  guards: {
    hasInvalidField: ({ context }) => Object.keys(validate(context)).length > 0,
    isAboutShownField: ({ context }, params: { failure: Failure }) => fieldOfFailure(params.failure, context) !== null,
    isSameAsOld: ({ context }) => context.values.newPassword === changeRequest(context).oldPassword,
  },
  delays: {
    changePasswordRedirect: specTimings.changePasswordRedirectMs,
  },
}).createMachine({
  id: 'changePassword',
  context: ({ input }) => ({
    userName: input.userName,
    heldPassword: input.heldPassword,
    values: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    fieldErrors: {},
    failure: null,
    failureField: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': {
          actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        'user.submit': [
          { guard: 'hasInvalidField', actions: ['showFieldErrors', 'focusFirstInvalid'] },
          { guard: 'isSameAsOld', target: 'samePassword', actions: 'clearErrors' },
          { target: 'submitting', actions: 'clearErrors' },
        ],
      },
    },
    samePassword: {
      tags: ['samePassword'],
      on: { 'user.dismiss': 'editing' },
    },
    submitting: {
      tags: ['busy'],
      invoke: [
        {
          id: 'savingMessage',
          src: 'savingMessage',
          input: { limitMs: specTimings.changePasswordLoadingMs },
          onError: {},
        },
        {
          id: 'changePassword',
          src: 'changePassword',
          input: ({ context }) => changeRequest(context),
          onDone: 'saved',
          onError: [
            {
              // A failure about a field the form shows (the old password is wrong) puts the cursor there.
              guard: { type: 'isAboutShownField', params: ({ event }) => ({ failure: toFailure(event.error) }) },
              target: 'editing',
              actions: [
                { type: 'noteFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
                'focusFirstInvalid',
              ],
            },
            {
              target: 'editing',
              actions: { type: 'noteFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
            },
          ],
        },
      ],
    },
    saved: {
      tags: ['busy', 'saved'],
      entry: [
        { type: 'announceSaved', params: { durationMs: specTimings.changePasswordSavedMs } },
        {
          type: 'holdNewPassword',
          params: ({ context }) => ({ userName: context.userName, password: context.values.newPassword }),
        },
        {
          type: 'updateRememberedLogin',
          params: ({ context }) => ({ userName: context.userName, password: context.values.newPassword }),
        },
      ],
      after: { changePasswordRedirect: 'done' },
    },
    done: { type: 'final', tags: ['saved', 'done'] },
  },
});
