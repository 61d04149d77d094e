import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { errorCodes, type OpenDownlineRequest } from '../../contract';
import { openDownlineMachine, type OpenedDownline } from '../../machines/openDownline.machine';
import type { DownlineTextField } from '../../machines/support/downlineForm';
import { controlledPromise } from '../support/controlled-promise';
import { settle } from '../support/deferred';
import { apiError } from '../support/fixtures';

const filled: Record<DownlineTextField, string> = {
  username: ' new_player ',
  password: 'Secret@2026',
  confirmPassword: 'Secret@2026',
  rebatePercent: '1,5',
};

function startForm() {
  const open = controlledPromise<OpenedDownline, OpenDownlineRequest>('openDownline');
  const actor = createActor(openDownlineMachine.provide({ actors: { openDownline: open.logic } }));
  const focused: string[] = [];
  actor.on('form.focus', ({ field }) => focused.push(field));
  actor.start();
  const type = (field: DownlineTextField, value: string) => actor.send({ type: 'field.change', field, value });
  const fill = (values: Partial<Record<DownlineTextField, string>> = filled) => {
    for (const field of ['username', 'password', 'confirmPassword', 'rebatePercent'] as const) {
      const value = values[field];
      if (value !== undefined) type(field, value);
    }
  };
  const submit = () => actor.send({ type: 'user.submit' });
  const context = () => actor.getSnapshot().context;
  return { actor, open, focused, type, fill, submit, context };
}

describe('open-downline machine', () => {
  it('starts editing an empty member account', () => {
    const { actor, context } = startForm();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context().values).toEqual({ username: '', password: '', confirmPassword: '', type: 0, rebatePercent: '' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('a refused submit shows every field’s message, focuses the first and calls nothing', () => {
    const { open, focused, submit, context } = startForm();
    submit();
    expect(context().fieldErrors).toEqual({
      username: 'username.required',
      password: 'password.required',
      confirmPassword: 'confirmPassword.required',
      rebatePercent: 'rebatePercent.required',
    });
    expect(focused).toEqual(['username']);
    expect(open.calls).toHaveLength(0);
  });

  it('focuses the first invalid field in the form’s order, here the rebate', () => {
    const { focused, fill, submit, context } = startForm();
    fill({ ...filled, rebatePercent: '100.01' });
    submit();
    expect(context().fieldErrors).toEqual({ rebatePercent: 'rebatePercent.format' });
    expect(focused).toEqual(['rebatePercent']);
  });

  it('typing clears the field’s own message and re-checks a shown confirmation on the password', () => {
    const { fill, type, submit, context } = startForm();
    fill({ ...filled, confirmPassword: 'Secret@2027' });
    submit();
    expect(context().fieldErrors).toEqual({ confirmPassword: 'password.mismatch' });
    type('password', 'Secret@2027');
    expect(context().fieldErrors).toEqual({});
    submit();
    type('username', '');
    expect(context().fieldErrors).toEqual({});
  });

  it('sends the request as the rule parses it, with the chosen type, busy until the platform answers', async () => {
    const { actor, open, fill, submit, context } = startForm();
    fill();
    actor.send({ type: 'field.chooseType', accountType: 1 });
    submit();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(open.calls.map(({ input }) => input)).toEqual([
      { username: 'new_player', password: 'Secret@2026', confirmPassword: 'Secret@2026', type: 1, rebatePercent: 1.5 },
    ]);
    // A second submit while busy asks nothing more.
    submit();
    expect(open.calls).toHaveLength(1);
    open.resolve({ account: 'new_player', type: 1 });
    await settle();
    expect(actor.getSnapshot().hasTag('opened')).toBe(true);
    expect(context().opened).toEqual({ account: 'new_player', type: 1 });
  });

  it('"open another" starts again from an empty member form', async () => {
    const { actor, open, fill, submit, context } = startForm();
    fill();
    actor.send({ type: 'field.chooseType', accountType: 1 });
    submit();
    open.resolve({ account: 'new_player', type: 1 });
    await settle();
    actor.send({ type: 'user.openAnother' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context()).toEqual({
      values: { username: '', password: '', confirmPassword: '', type: 0, rebatePercent: '' },
      fieldErrors: {},
      failure: null,
      failureField: null,
      opened: null,
    });
  });

  it('a refusal naming a field shows on that field and focuses it; nothing typed is lost; typing there clears it', async () => {
    const { actor, open, focused, fill, type, submit, context } = startForm();
    fill();
    submit();
    open.reject({ ...apiError(errorCodes.usernameTaken), field: 'username' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context().failure?.code).toBe(errorCodes.usernameTaken);
    expect(context().failureField).toBe('username');
    expect(focused).toEqual(['username']);
    expect(context().values).toMatchObject(filled);
    // Typing elsewhere keeps it; typing in the field takes it away.
    type('rebatePercent', '2');
    expect(context().failureField).toBe('username');
    type('username', 'new_player2');
    expect(context().failure).toBeNull();
    expect(context().failureField).toBeNull();
  });

  it('a refusal naming no field the form shows is the form’s own, focuses nothing and keeps what was typed', async () => {
    const { actor, open, focused, fill, submit, context } = startForm();
    fill();
    submit();
    open.reject({ ...apiError(errorCodes.notAgent), field: 'type' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context().failure?.code).toBe(errorCodes.notAgent);
    expect(context().failureField).toBeNull();
    expect(focused).toEqual([]);
    expect(context().values).toMatchObject(filled);
    // The next submit clears the failure and asks again.
    submit();
    expect(context().failure).toBeNull();
    expect(open.calls).toHaveLength(2);
  });

  it('a failure that is no platform answer (a bug, a network drop) is an unknown failure on the form', async () => {
    const { open, fill, submit, context } = startForm();
    fill();
    submit();
    open.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(context().failure?.code).toBe('unknown');
    expect(context().failureField).toBeNull();
  });
});
