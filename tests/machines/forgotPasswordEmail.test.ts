import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { forgotPasswordTimings } from '../../machines/constants';
import {
  forgotPasswordEmailMachine,
  type EmailCodeReset,
  type EmailRecoveryField,
  type EmailResetRequest,
} from '../../machines/forgotPasswordEmail.machine';
import { controlledPromise } from '../support/controlled-promise';
import { recordedLoadingMessage } from '../support/loading-message';
import { apiError } from '../support/fixtures';
import { rejectionOf } from '../support/placeholder-actors';

function startEmailFlow() {
  const requestReset = controlledPromise<void, EmailResetRequest>('requestReset');
  const resetByCode = controlledPromise<void, EmailCodeReset>('resetByCode');
  const effects: string[] = [];
  const focused: string[] = [];
  const actor = createActor(
    forgotPasswordEmailMachine.provide({
      actors: {
        requestReset: requestReset.logic,
        resetByCode: resetByCode.logic,
        waitMessage: recordedLoadingMessage({ show: () => effects.push('showLoading'), hide: () => effects.push('hideLoading') }),
      },
      actions: {
        announceCodeSent: () => effects.push('announceCodeSent'),
        announcePasswordReset: () => effects.push('announcePasswordReset'),
      },
    }),
  );
  actor.on('form.focus', (event) => focused.push(event.field));
  actor.start();
  const type = (field: EmailRecoveryField, value: string) => actor.send({ type: 'field.change', field, value });
  const snapshot = () => actor.getSnapshot();
  return { actor, requestReset, resetByCode, effects, focused, type, snapshot };
}

type Flow = ReturnType<typeof startEmailFlow>;

/** Lets the fake calls settle under the fake timers. */
const flush = () => vi.advanceTimersByTimeAsync(0);

async function atCodeStep(flow: Flow) {
  flow.type('username', ' demo_member ');
  flow.type('email', ' demo.member@example.com ');
  flow.actor.send({ type: 'user.submit' });
  flow.requestReset.resolve();
  await flush();
  await vi.advanceTimersByTimeAsync(forgotPasswordTimings.successMessageMs);
}

function fillCodeStep(flow: Flow, password = 'NewPass@2026') {
  flow.type('code', ' 123456 ');
  flow.type('newPassword', password);
  flow.type('confirmPassword', password);
}

describe('forgotPasswordEmail machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('the request (accounts §4, §5)', () => {
    it('starts on the request, nothing sent', () => {
      const flow = startEmailFlow();
      expect(flow.snapshot().value).toEqual({ request: 'editing' });
      expect(flow.snapshot().context.values).toEqual({ username: '', email: '', code: '', newPassword: '', confirmPassword: '' });
      expect(flow.snapshot().hasTag('busy')).toBe(false);
      expect(flow.requestReset.calls).toHaveLength(0);
    });

    it('an empty form: both fields required, the first focused, no call', () => {
      const flow = startEmailFlow();
      flow.type('username', '   ');
      flow.actor.send({ type: 'user.submit' });
      expect(flow.snapshot().context.fieldErrors).toEqual({ username: 'username.required', email: 'email.required' });
      expect(flow.focused).toEqual(['username']);
      // Every failed submit puts the cursor back, also on the same field.
      flow.actor.send({ type: 'user.submit' });
      expect(flow.focused).toEqual(['username', 'username']);
      expect(flow.requestReset.calls).toHaveLength(0);
    });

    it.each([
      { username: 'ab', email: 'demo.member@example.com', errors: { username: 'username.tooShort' } },
      { username: 'demo member', email: 'demo.member@example.com', errors: { username: 'username.format' } },
      { username: 'demo_member', email: 'demo.member@example', errors: { email: 'email.format' } },
      { username: 'demo_member', email: 'demo@example.info', errors: { email: 'email.format' } },
      { username: 'demo_member', email: `${'a'.repeat(250)}@x.com`, errors: { email: 'email.tooLong' } },
    ])('$username / $email → $errors', ({ username, email, errors }) => {
      const flow = startEmailFlow();
      flow.type('username', username);
      flow.type('email', email);
      flow.actor.send({ type: 'user.submit' });
      expect(flow.snapshot().context.fieldErrors).toEqual(errors);
      expect(flow.focused).toEqual([Object.keys(errors)[0]]);
      expect(flow.requestReset.calls).toHaveLength(0);
    });

    it('typing in a field clears only its message', () => {
      const flow = startEmailFlow();
      flow.actor.send({ type: 'user.submit' });
      flow.type('email', 'x');
      expect(flow.snapshot().context.fieldErrors).toEqual({ username: 'username.required' });
    });

    it('the code step\'s fields take no input during the request', () => {
      const flow = startEmailFlow();
      flow.type('code', '123456');
      flow.type('newPassword', 'NewPass@2026');
      expect(flow.snapshot().context.values).toMatchObject({ code: '', newPassword: '' });
    });

    it('sends both trimmed under a loading message, shows the success message 1 s, then the code step', async () => {
      const flow = startEmailFlow();
      flow.type('username', ' demo_member ');
      flow.type('email', ' demo.member@example.com ');
      flow.actor.send({ type: 'user.submit' });
      expect(flow.snapshot().hasTag('busy')).toBe(true);
      expect(flow.requestReset.calls.map((call) => call.input)).toEqual([
        { username: 'demo_member', email: 'demo.member@example.com' },
      ]);
      expect(flow.effects).toEqual(['showLoading']);

      flow.requestReset.resolve();
      await flush();
      expect(flow.snapshot().value).toEqual({ request: 'requested' });
      expect(flow.snapshot().hasTag('codeRequested')).toBe(true);
      expect(flow.effects).toEqual(['showLoading', 'announceCodeSent', 'hideLoading']);

      await vi.advanceTimersByTimeAsync(forgotPasswordTimings.successMessageMs - 1);
      expect(flow.snapshot().value).toEqual({ request: 'requested' });
      await vi.advanceTimersByTimeAsync(1);
      expect(flow.snapshot().value).toEqual({ reset: 'editing' });
      expect(flow.snapshot().hasTag('codeStep')).toBe(true);
      expect(flow.focused).toEqual(['code']);
    });

    it('a refused request (a rate limit) shows the failure and keeps what was typed', async () => {
      const flow = startEmailFlow();
      flow.type('username', 'demo_member');
      flow.type('email', 'demo.member@example.com');
      flow.actor.send({ type: 'user.submit' });
      flow.requestReset.reject({ ...apiError('request.rateLimited'), retryAfterSeconds: 600 });
      await flush();
      expect(flow.snapshot().value).toEqual({ request: 'editing' });
      expect(flow.snapshot().context.failure).toMatchObject({ code: 'request.rateLimited', retryAfterSeconds: 600 });
      expect(flow.snapshot().context.values).toMatchObject({ username: 'demo_member', email: 'demo.member@example.com' });
      expect(flow.effects).toEqual(['showLoading', 'hideLoading']);

      // The next attempt starts without the old failure.
      flow.actor.send({ type: 'user.submit' });
      expect(flow.snapshot().context.failure).toBeNull();
    });
  });

  describe('the code step', () => {
    it('checks the code and the new password before any call', async () => {
      const flow = startEmailFlow();
      await atCodeStep(flow);
      flow.type('newPassword', 'short');
      flow.type('confirmPassword', 'other');
      flow.actor.send({ type: 'user.submit' });
      expect(flow.snapshot().context.fieldErrors).toEqual({
        code: 'verificationCode.required',
        newPassword: 'password.tooShort',
        confirmPassword: 'password.mismatch',
      });
      expect(flow.focused.at(-1)).toBe('code');

      flow.type('code', '123456');
      flow.type('newPassword', '');
      flow.type('confirmPassword', '');
      flow.actor.send({ type: 'user.submit' });
      expect(flow.snapshot().context.fieldErrors).toEqual({
        newPassword: 'password.required',
        confirmPassword: 'confirmNewPassword.required',
      });
      expect(flow.focused.at(-1)).toBe('newPassword');
      expect(flow.resetByCode.calls).toHaveLength(0);
    });

    it('a changed password re-checks the confirmation that shows a message (accounts §5)', async () => {
      const flow = startEmailFlow();
      await atCodeStep(flow);
      flow.type('newPassword', 'NewPass@2026');
      flow.type('confirmPassword', 'NewPass@2027');
      flow.actor.send({ type: 'user.submit' });
      expect(flow.snapshot().context.fieldErrors.confirmPassword).toBe('password.mismatch');
      flow.type('newPassword', 'NewPass@2027');
      expect(flow.snapshot().context.fieldErrors.confirmPassword).toBeUndefined();
      flow.type('newPassword', 'NewPass@2028');
      // No message shown: nothing to re-check.
      expect(flow.snapshot().context.fieldErrors.confirmPassword).toBeUndefined();
    });

    it('a good code sets the password: "Password reset successful", then final', async () => {
      const flow = startEmailFlow();
      await atCodeStep(flow);
      fillCodeStep(flow, ' New Pass 2026 ');
      flow.actor.send({ type: 'user.submit' });
      expect(flow.resetByCode.calls.map((call) => call.input)).toEqual([
        // The password is never trimmed.
        { username: 'demo_member', code: '123456', newPassword: ' New Pass 2026 ' },
      ]);
      flow.resetByCode.resolve();
      await flush();
      expect(flow.snapshot().status).toBe('done');
      expect(flow.snapshot().hasTag('passwordReset')).toBe(true);
      expect(flow.effects.slice(-3)).toEqual(['showLoading', 'announcePasswordReset', 'hideLoading']);
    });

    it('modify.new.old.same clears the new password and its confirmation, not the code (accounts §8)', async () => {
      const flow = startEmailFlow();
      await atCodeStep(flow);
      fillCodeStep(flow);
      flow.actor.send({ type: 'user.submit' });
      flow.resetByCode.reject(apiError('modify.new.old.same'));
      await flush();
      const { context } = flow.snapshot();
      expect(flow.snapshot().value).toEqual({ reset: 'editing' });
      expect(context.failure?.code).toBe('modify.new.old.same');
      expect(context.values).toMatchObject({ code: ' 123456 ', newPassword: '', confirmPassword: '' });
      expect(flow.focused.at(-1)).toBe('newPassword');
    });

    it.each(['verification.invalid', 'verification.expired', 'request.rateLimited', 'client.network'])(
      '%s clears the code and keeps the passwords (accounts §8)',
      async (code) => {
        const flow = startEmailFlow();
        await atCodeStep(flow);
        fillCodeStep(flow);
        flow.actor.send({ type: 'user.submit' });
        flow.resetByCode.reject(apiError(code));
        await flush();
        const { context } = flow.snapshot();
        expect(context.failure?.code).toBe(code);
        expect(context.values).toMatchObject({ code: '', newPassword: 'NewPass@2026', confirmPassword: 'NewPass@2026' });
        expect(flow.focused.at(-1)).toBe('code');
      },
    );

    it('"request a new code" goes back to the request: username and e-mail kept, the code gone', async () => {
      const flow = startEmailFlow();
      await atCodeStep(flow);
      flow.type('code', '999999');
      flow.actor.send({ type: 'user.submit' });
      flow.actor.send({ type: 'user.requestNewCode' });
      expect(flow.snapshot().value).toEqual({ request: 'editing' });
      expect(flow.snapshot().context.fieldErrors).toEqual({});
      expect(flow.snapshot().context.values).toMatchObject({
        username: ' demo_member ',
        email: ' demo.member@example.com ',
        code: '',
      });
    });
  });

  it('fails loudly when the screen provides no platform calls', async () => {
    for (const src of ['requestReset', 'resetByCode']) {
      await expect(rejectionOf(forgotPasswordEmailMachine, src)).resolves.toEqual(
        new Error(`${src} is provided by the forgot-password screen`),
      );
    }
  });
});
