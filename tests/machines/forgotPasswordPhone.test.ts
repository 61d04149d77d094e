import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  forgotPasswordPhoneMachine,
  type PhoneRecoveryField,
  type PhoneReset,
} from '../../machines/forgotPasswordPhone.machine';
import { smsCountdownMachine, type SmsSendResult, type SmsTarget } from '../../machines/smsCountdown.machine';
import type { SessionInfo } from '../../contract';
import { controlledPromise } from '../support/controlled-promise';
import { recordedLoadingMessage } from '../support/loading-message';
import { settle } from '../support/deferred';
import { apiError, session } from '../support/fixtures';
import { rejectionOf } from '../support/placeholder-actors';

function startPhoneFlow() {
  const resetByPhone = controlledPromise<SessionInfo, PhoneReset>('resetByPhone');
  const sendCode = controlledPromise<SmsSendResult, SmsTarget>('sendCode');
  const effects: string[] = [];
  const established: SessionInfo[] = [];
  const held: Array<{ userName: string; password: string }> = [];
  const focused: string[] = [];
  const actor = createActor(
    forgotPasswordPhoneMachine.provide({
      actors: {
        resetByPhone: resetByPhone.logic,
        smsCountdown: smsCountdownMachine.provide({ actors: { sendCode: sendCode.logic } }),
        waitMessage: recordedLoadingMessage({ show: () => effects.push('showLoading'), hide: () => effects.push('hideLoading') }),
      },
      actions: {
        establishSession: (_, params) => {
          effects.push('establishSession');
          established.push(params.session);
        },
        holdPassword: (_, params) => {
          effects.push('holdPassword');
          held.push(params);
        },
      },
    }),
  );
  actor.on('form.focus', (event) => focused.push(event.field));
  actor.start();
  const type = (field: PhoneRecoveryField, value: string) => actor.send({ type: 'field.change', field, value });
  const snapshot = () => actor.getSnapshot();
  const countdown = () => {
    const child = actor.getSnapshot().children.smsCountdown;
    if (child === undefined) throw new Error('no smsCountdown child');
    return child;
  };
  return { actor, resetByPhone, sendCode, effects, established, held, focused, type, snapshot, countdown };
}

type Flow = ReturnType<typeof startPhoneFlow>;

function fill(flow: Flow, password = 'NewPass@2026') {
  flow.type('countryDialingCode', '63');
  flow.type('mobileNum', ' 9171234567 ');
  flow.type('verificationCode', ' 654321 ');
  flow.type('newPassword', password);
  flow.type('confirmPassword', password);
}

describe('forgotPasswordPhone machine', () => {
  it('starts editing with an idle countdown: the code input stays closed until a send succeeds', () => {
    const flow = startPhoneFlow();
    expect(flow.snapshot().value).toEqual({ active: 'editing' });
    expect(flow.countdown().getSnapshot().hasTag('canRequest')).toBe(true);
    expect(flow.countdown().getSnapshot().context.sentOnce).toBe(false);
  });

  describe('getting a code', () => {
    it('an invalid number asks for no code: the number says why and gets focus', () => {
      const flow = startPhoneFlow();
      flow.type('countryDialingCode', '63');
      flow.type('mobileNum', '12');
      flow.actor.send({ type: 'user.requestCode' });
      expect(flow.snapshot().context.fieldErrors).toEqual({ mobileNum: 'mobileNum.tooShort' });
      expect(flow.focused).toEqual(['mobileNum']);
      expect(flow.sendCode.calls).toHaveLength(0);
    });

    it('a missing dialing code shows at the number; choosing one re-checks it', () => {
      const flow = startPhoneFlow();
      flow.type('mobileNum', '9171234567');
      flow.actor.send({ type: 'user.requestCode' });
      expect(flow.snapshot().context.fieldErrors).toEqual({ mobileNum: 'countryDialingCode.required' });
      flow.type('countryDialingCode', '63');
      expect(flow.snapshot().context.fieldErrors).toEqual({});
    });

    it('a valid number: the countdown child sends to it; "sms.sent" moves the cursor to the code', async () => {
      const flow = startPhoneFlow();
      flow.type('countryDialingCode', '63');
      flow.type('mobileNum', ' 9171234567 ');
      flow.actor.send({ type: 'user.requestCode' });
      expect(flow.sendCode.calls.map((call) => call.input)).toEqual([{ mobileNum: '9171234567', countryDialingCode: '63' }]);
      expect(flow.countdown().getSnapshot().hasTag('sending')).toBe(true);
      flow.sendCode.resolve({ expiredMinutes: 1, receipt: null });
      await settle();
      expect(flow.countdown().getSnapshot().context.sentOnce).toBe(true);
      expect(flow.countdown().getSnapshot().context.secondsLeft).toBe(60);
      expect(flow.focused).toEqual(['verificationCode']);

      // accounts §4: asking again while counting does nothing.
      flow.actor.send({ type: 'user.requestCode' });
      expect(flow.sendCode.calls).toHaveLength(1);
    });

    it('a countdown that breaks (a bug) starts afresh and the failure shows; nothing typed is lost', async () => {
      const resetByPhone = controlledPromise<SessionInfo, PhoneReset>('resetByPhone');
      const actor = createActor(
        forgotPasswordPhoneMachine.provide({
          actors: {
            resetByPhone: resetByPhone.logic,
            smsCountdown: smsCountdownMachine.provide({
              actors: { sendCode: fromPromise<SmsSendResult, SmsTarget>(async () => ({ expiredMinutes: 1, receipt: null })) },
              actions: {
                announceSent: () => {
                  throw new Error('bug');
                },
              },
            }),
          },
        }),
      ).start();
      actor.send({ type: 'field.change', field: 'countryDialingCode', value: '63' });
      actor.send({ type: 'field.change', field: 'mobileNum', value: '9171234567' });
      const broken = actor.getSnapshot().children.smsCountdown;
      actor.send({ type: 'user.requestCode' });
      await settle();
      expect(actor.getSnapshot().context.failure?.code).toBe('unknown');
      expect(actor.getSnapshot().value).toEqual({ active: 'editing' });
      expect(actor.getSnapshot().children.smsCountdown).toBeDefined();
      expect(actor.getSnapshot().children.smsCountdown).not.toBe(broken);
      expect(actor.getSnapshot().context.values.mobileNum).toBe('9171234567');
    });
  });

  describe('setting the password', () => {
    it('checks every field first, focusing the first invalid one', () => {
      const flow = startPhoneFlow();
      flow.actor.send({ type: 'user.submit' });
      expect(flow.snapshot().context.fieldErrors).toEqual({
        mobileNum: 'mobileNum.required',
        verificationCode: 'verificationCode.required',
        newPassword: 'password.required',
        confirmPassword: 'confirmNewPassword.required',
      });
      expect(flow.focused).toEqual(['mobileNum']);

      fill(flow);
      flow.type('newPassword', 'short');
      flow.actor.send({ type: 'user.submit' });
      expect(flow.snapshot().context.fieldErrors).toEqual({
        newPassword: 'password.tooShort',
        confirmPassword: 'password.mismatch',
      });
      expect(flow.focused.at(-1)).toBe('newPassword');
      expect(flow.resetByPhone.calls).toHaveLength(0);
    });

    it.each([
      ['verificationCode', { verificationCode: '' }],
      ['confirmPassword', { confirmPassword: 'Other@2026' }],
    ] as const)('focuses %s when it is the first invalid field', (field, change) => {
      const flow = startPhoneFlow();
      fill(flow);
      for (const [name, value] of Object.entries(change)) flow.type(name as PhoneRecoveryField, value);
      flow.actor.send({ type: 'user.submit' });
      expect(Object.keys(flow.snapshot().context.fieldErrors)).toEqual([field]);
      expect(flow.focused).toEqual([field]);
    });

    it('a new submit clears the failure an earlier one left', async () => {
      const flow = startPhoneFlow();
      fill(flow);
      flow.actor.send({ type: 'user.submit' });
      flow.resetByPhone.reject(apiError('verification.expired'));
      await settle();
      expect(flow.snapshot().context.failure?.code).toBe('verification.expired');
      flow.type('verificationCode', '111222');
      flow.actor.send({ type: 'user.submit' });
      expect(flow.snapshot().value).toEqual({ active: 'submitting' });
      expect(flow.snapshot().context.failure).toBeNull();
      expect(flow.snapshot().context.fieldErrors).toEqual({});
    });

    it('success signs the member in and holds the new password (accounts §4)', async () => {
      const flow = startPhoneFlow();
      fill(flow);
      flow.actor.send({ type: 'user.submit' });
      expect(flow.snapshot().hasTag('busy')).toBe(true);
      expect(flow.resetByPhone.calls.map((call) => call.input)).toEqual([
        { mobileNum: '9171234567', countryDialingCode: '63', verificationCode: '654321', newPassword: 'NewPass@2026' },
      ]);
      const signedIn = session({ userName: 'demo_member', token: 'fresh' });
      flow.resetByPhone.resolve(signedIn);
      await settle();
      expect(flow.snapshot().status).toBe('done');
      expect(flow.snapshot().hasTag('signedIn')).toBe(true);
      expect(flow.snapshot().context.session).toEqual(signedIn);
      expect(flow.established).toEqual([signedIn]);
      expect(flow.held).toEqual([{ userName: 'demo_member', password: 'NewPass@2026' }]);
      expect(flow.effects).toEqual(['showLoading', 'holdPassword', 'establishSession', 'hideLoading']);
    });

    it('modify.new.old.same clears the password and its confirmation, keeps the code (accounts §8)', async () => {
      const flow = startPhoneFlow();
      fill(flow);
      flow.actor.send({ type: 'user.submit' });
      flow.resetByPhone.reject(apiError('modify.new.old.same'));
      await settle();
      const { context } = flow.snapshot();
      expect(flow.snapshot().value).toEqual({ active: 'editing' });
      expect(context.values).toMatchObject({ verificationCode: ' 654321 ', newPassword: '', confirmPassword: '' });
      expect(context.failure?.code).toBe('modify.new.old.same');
      expect(flow.focused.at(-1)).toBe('newPassword');
      expect(flow.established).toEqual([]);
      expect(flow.effects).toEqual(['showLoading', 'hideLoading']);
    });

    it.each(['verification.invalid', 'verification.expired', 'request.rateLimited', 'site.featureDisabled', 'client.network'])(
      '%s clears the code and keeps the rest (accounts §8)',
      async (code) => {
        const flow = startPhoneFlow();
        fill(flow);
        flow.actor.send({ type: 'user.submit' });
        flow.resetByPhone.reject(apiError(code));
        await settle();
        const { context } = flow.snapshot();
        expect(context.values).toMatchObject({
          mobileNum: ' 9171234567 ',
          verificationCode: '',
          newPassword: 'NewPass@2026',
          confirmPassword: 'NewPass@2026',
        });
        expect(context.failure?.code).toBe(code);
        expect(flow.focused.at(-1)).toBe('verificationCode');
      },
    );

    it('typing while the call runs is kept', async () => {
      const flow = startPhoneFlow();
      fill(flow);
      flow.actor.send({ type: 'user.submit' });
      flow.type('confirmPassword', 'NewPass@2026!');
      flow.resetByPhone.reject(apiError('verification.invalid'));
      await settle();
      expect(flow.snapshot().context.values.confirmPassword).toBe('NewPass@2026!');
    });
  });

  it('fails loudly when the screen provides no reset call', async () => {
    await expect(rejectionOf(forgotPasswordPhoneMachine, 'resetByPhone')).resolves.toEqual(
      new Error('resetByPhone is provided by the forgot-password screen'),
    );
  });
});
