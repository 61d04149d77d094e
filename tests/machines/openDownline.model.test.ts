import { expect } from 'vitest';
import { errorCodes } from '../../contract';
import { openDownlineMachine, type OpenDownlineContext } from '../../machines/openDownline.machine';
import { downlineFieldOrder, type DownlineTextField } from '../../machines/support/downlineForm';
import { doneEvent, errorEvent } from '../support/actor-events';
import { apiError } from '../support/fixtures';
import { defineModelTests } from '../support/model/define-model-tests';
import { record } from '../support/model/executed';
import type { ExecutedAction } from '../support/model/spec';

const password = 'Secret@2026';

/** The platform calls the machine started, with what each sent. */
const calls = (executed: readonly ExecutedAction[]) =>
  executed.filter(({ type, params }) => type === 'xstate.spawnChild' && record(params).src === 'openDownline').map(({ params }) => record(params).input);

/** The fields the machine asked the view to focus, in order. */
const focused = (executed: readonly ExecutedAction[]) =>
  executed.flatMap(({ type, params }) => {
    const event = record(record(params).event);
    return type === 'xstate.emit' && event.type === 'form.focus' ? [event.field] : [];
  });

/** The index of the last executed action of this kind, or -1. */
const lastIndex = (executed: readonly ExecutedAction[], matches: (action: ExecutedAction) => boolean) => executed.findLastIndex(matches);

/** accounts §2, §5 written out again, independently of the machine: what each field should say now. */
function expectedError({ values }: OpenDownlineContext, field: DownlineTextField): string | undefined {
  switch (field) {
    case 'username':
      if (values.username.trim() === '') return 'username.required';
      return /^\w{4,32}$/.test(values.username.trim()) ? undefined : 'username.tooShort';
    case 'password':
      if (values.password === '') return 'password.required';
      return values.password.length < 8 ? 'password.tooShort' : undefined;
    case 'confirmPassword':
      if (values.confirmPassword === '') return 'confirmPassword.required';
      return values.confirmPassword === values.password ? undefined : 'password.mismatch';
    case 'rebatePercent':
      if (values.rebatePercent.trim() === '') return 'rebatePercent.required';
      return Number(values.rebatePercent) <= 100 ? undefined : 'rebatePercent.format';
  }
}

defineModelTests({
  name: 'openDownline',
  machine: openDownlineMachine,
  events: {
    'type username': { type: 'field.change', field: 'username', value: ' new_agent ' },
    'type short username': { type: 'field.change', field: 'username', value: 'ab' },
    'type password': { type: 'field.change', field: 'password', value: password },
    'type confirmation': { type: 'field.change', field: 'confirmPassword', value: password },
    'type other confirmation': { type: 'field.change', field: 'confirmPassword', value: 'Secret@2027' },
    'type rebate': { type: 'field.change', field: 'rebatePercent', value: '2.5' },
    'type rebate over 100': { type: 'field.change', field: 'rebatePercent', value: '101' },
    'choose agent': { type: 'field.chooseType', accountType: 1 },
    submit: { type: 'user.submit' },
    'open another': { type: 'user.openAnother' },
    opened: doneEvent('openDownline', { account: 'new_agent', type: 1 }),
    'username taken': errorEvent('openDownline', { ...apiError(errorCodes.usernameTaken), field: 'username' }),
    'rebate above own': errorEvent('openDownline', { ...apiError(errorCodes.validation), field: 'rebatePercent' }),
    'not an agent': errorEvent('openDownline', apiError(errorCodes.notAgent)),
  },
  // Which fields are filled, which show errors and which failure: enough to tell states apart.
  distinguish: ({ context }) => ({
    values: context.values,
    errors: downlineFieldOrder.filter((field) => context.fieldErrors[field] !== undefined),
    failure: context.failure?.code ?? null,
    failureField: context.failureField,
  }),
  invariants: {
    editing: ({ context, children, tags }, executed) => {
      expect([...tags]).toEqual([]);
      expect(children).toEqual({});
      expect(context.opened).toBeNull();
      // A field's message is what the rules say about it now; typing clears or re-checks it.
      for (const field of downlineFieldOrder) {
        const shown = context.fieldErrors[field];
        if (shown !== undefined) expect(shown).toBe(expectedError(context, field));
      }
      // A refusal keeps what was typed, is the only message, and sits on the field it names.
      if (context.failure !== null) {
        expect(context.fieldErrors).toEqual({});
        expect(context.failureField).toBe(context.failure.field ?? null);
        const sent = calls(executed).at(-1);
        expect(sent).toMatchObject({ password: context.values.password });
      }
      // The last focus request is the field the last refusal or the last refused submit named.
      const lastFocus = focused(executed).at(-1);
      if (context.failureField !== null) expect(lastFocus).toBe(context.failureField);
      // Messages show only after a refused submit, which put the cursor in the first of them; typing
      // clears them one by one, so the first still shown is that field or one after it.
      const firstShown = downlineFieldOrder.find((field) => context.fieldErrors[field] !== undefined);
      if (firstShown !== undefined) {
        expect(downlineFieldOrder).toContain(lastFocus);
        expect(downlineFieldOrder.indexOf(firstShown)).toBeGreaterThanOrEqual(downlineFieldOrder.findIndex((field) => field === lastFocus));
      }
    },
    submitting: ({ context, children, tags }, executed) => {
      expect([...tags]).toEqual(['busy']);
      expect(Object.keys(children)).toEqual(['openDownline']);
      expect(context.fieldErrors).toEqual({});
      expect(context.failure).toBeNull();
      // The platform is asked once per submit, with the form as its rules read it.
      const { values } = context;
      expect(calls(executed).at(-1)).toEqual({
        username: values.username.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
        type: values.type,
        rebatePercent: Number(values.rebatePercent),
      });
      const submits = lastIndex(executed, ({ type, params }) => type === 'xstate.spawnChild' && record(params).src === 'openDownline');
      expect(executed.slice(submits + 1).filter(({ type }) => type === 'xstate.emit')).toEqual([]);
    },
    opened: ({ context, children, tags }, executed) => {
      expect([...tags]).toEqual(['opened']);
      expect(children).toEqual({});
      expect(context.opened).toEqual({ account: 'new_agent', type: 1 });
      // Opened only after a call that sent this form.
      expect(calls(executed).at(-1)).toMatchObject({ username: context.values.username.trim() });
    },
  },
});
