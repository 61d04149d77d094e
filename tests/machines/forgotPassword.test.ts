import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise } from 'xstate';
import { forgotPasswordMachine } from '../../machines/forgotPassword.machine';
import { forgotPasswordEmailMachine, type EmailCodeReset, type EmailResetRequest } from '../../machines/forgotPasswordEmail.machine';
import { forgotPasswordPhoneMachine, type PhoneReset } from '../../machines/forgotPasswordPhone.machine';
import { smsCountdownMachine, type SmsSendResult, type SmsTarget } from '../../machines/smsCountdown.machine';
import type { SessionInfo } from '../../contract';
import { controlledPromise } from '../support/controlled-promise';
import { settle } from '../support/deferred';
import { session } from '../support/fixtures';

/** The screen's machine with both flows real and their platform calls fake. */
function startForgot({ phoneEnabled = true } = {}) {
  const requestReset = controlledPromise<void, EmailResetRequest>('requestReset');
  const resetByCode = controlledPromise<void, EmailCodeReset>('resetByCode');
  const resetByPhone = controlledPromise<SessionInfo, PhoneReset>('resetByPhone');
  const sendCode = controlledPromise<SmsSendResult, SmsTarget>('sendCode');
  const actor = createActor(
    forgotPasswordMachine.provide({
      actors: {
        emailFlow: forgotPasswordEmailMachine.provide({
          actors: { requestReset: requestReset.logic, resetByCode: resetByCode.logic },
          // No real timer in this suite: the success message moves on at once.
          delays: { forgotSuccess: 0 },
        }),
        phoneFlow: forgotPasswordPhoneMachine.provide({
          actors: {
            resetByPhone: resetByPhone.logic,
            smsCountdown: smsCountdownMachine.provide({ actors: { sendCode: sendCode.logic } }),
          },
        }),
      },
    }),
    { input: { phoneEnabled } },
  ).start();
  const child = <TId extends 'email' | 'phone'>(id: TId) => {
    const ref = actor.getSnapshot().children[id];
    if (ref === undefined) throw new Error(`no ${id} flow`);
    return ref;
  };
  return { actor, child, requestReset, resetByCode, resetByPhone, sendCode };
}

/** A flow with a bug: the first event it gets throws this api-shaped error. */
const offline = { code: 'client.network', message: 'Offline', captchaRequired: false };
const breaksOnFirstEvent = () =>
  createMachine({
    on: {
      '*': {
        actions: () => {
          throw offline;
        },
      },
    },
  });

function startWithBreakableFlows({ phoneEnabled = true } = {}) {
  return createActor(
    forgotPasswordMachine.provide({ actors: { emailFlow: breaksOnFirstEvent(), phoneFlow: breaksOnFirstEvent() } as never }),
    { input: { phoneEnabled } },
  ).start();
}

describe('forgotPassword machine', () => {
  it('with PSWCHANGEVERIFY3 on, phone is the first choice (accounts §2)', () => {
    const { actor } = startForgot({ phoneEnabled: true });
    expect(actor.getSnapshot().context.mode).toBe('phone');
  });

  it('with it off, only e-mail: asking for phone does nothing', () => {
    const { actor } = startForgot({ phoneEnabled: false });
    expect(actor.getSnapshot().context.mode).toBe('email');
    actor.send({ type: 'user.selectMode', mode: 'phone' });
    expect(actor.getSnapshot().context.mode).toBe('email');
  });

  it('switching tabs keeps both flows as they are: what was typed, a running countdown', async () => {
    const { actor, child, sendCode } = startForgot();
    const phone = child('phone');
    const email = child('email');
    phone.send({ type: 'field.change', field: 'countryDialingCode', value: '63' });
    phone.send({ type: 'field.change', field: 'mobileNum', value: '9171234567' });
    phone.send({ type: 'user.requestCode' });
    sendCode.resolve({ expiredMinutes: 1, receipt: null });
    await settle();

    actor.send({ type: 'user.selectMode', mode: 'email' });
    expect(actor.getSnapshot().context.mode).toBe('email');
    email.send({ type: 'field.change', field: 'username', value: 'demo_member' });
    actor.send({ type: 'user.selectMode', mode: 'phone' });

    expect(child('phone')).toBe(phone);
    expect(child('email')).toBe(email);
    expect(phone.getSnapshot().context.values.mobileNum).toBe('9171234567');
    expect(phone.getSnapshot().children.smsCountdown?.getSnapshot().hasTag('countingDown')).toBe(true);
    expect(email.getSnapshot().context.values.username).toBe('demo_member');
  });

  it('the e-mail flow finishing ends in passwordReset', async () => {
    const { actor, child, requestReset, resetByCode } = startForgot();
    actor.send({ type: 'user.selectMode', mode: 'email' });
    const email = child('email');
    email.send({ type: 'field.change', field: 'username', value: 'demo_member' });
    email.send({ type: 'field.change', field: 'email', value: 'demo.member@example.com' });
    email.send({ type: 'user.submit' });
    requestReset.resolve();
    await settle();
    await settle();
    expect(email.getSnapshot().hasTag('codeStep')).toBe(true);
    email.send({ type: 'field.change', field: 'code', value: '123456' });
    email.send({ type: 'field.change', field: 'newPassword', value: 'NewPass@2026' });
    email.send({ type: 'field.change', field: 'confirmPassword', value: 'NewPass@2026' });
    email.send({ type: 'user.submit' });
    resetByCode.resolve();
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().hasTag('passwordReset')).toBe(true);
  });

  it('the phone flow finishing ends in signedIn', async () => {
    const { actor, child, resetByPhone } = startForgot();
    const phone = child('phone');
    phone.send({ type: 'field.change', field: 'countryDialingCode', value: '63' });
    phone.send({ type: 'field.change', field: 'mobileNum', value: '9171234567' });
    phone.send({ type: 'field.change', field: 'verificationCode', value: '654321' });
    phone.send({ type: 'field.change', field: 'newPassword', value: 'NewPass@2026' });
    phone.send({ type: 'field.change', field: 'confirmPassword', value: 'NewPass@2026' });
    phone.send({ type: 'user.submit' });
    resetByPhone.resolve(session({ userName: 'demo_member' }));
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
  });

  it('a flow that breaks (a bug) starts afresh with the failure shown; a tab switch clears it', async () => {
    const actor = createActor(
      forgotPasswordMachine.provide({
        actors: {
          emailFlow: forgotPasswordEmailMachine.provide({
            actors: {
              requestReset: fromPromise<void, EmailResetRequest>(async () => {}),
            },
            actions: {
              announceCodeSent: () => {
                throw new Error('bug');
              },
            },
          }),
        },
      }),
      { input: { phoneEnabled: true } },
    ).start();
    actor.send({ type: 'user.selectMode', mode: 'email' });
    const broken = actor.getSnapshot().children.email;
    broken?.send({ type: 'field.change', field: 'username', value: 'demo_member' });
    broken?.send({ type: 'field.change', field: 'email', value: 'demo.member@example.com' });
    broken?.send({ type: 'user.submit' });
    await settle();
    expect(actor.getSnapshot().context.failure?.code).toBe('unknown');
    expect(actor.getSnapshot().value).toBe('active');
    expect(actor.getSnapshot().children.email).toBeDefined();
    expect(actor.getSnapshot().children.email).not.toBe(broken);
    // The tab shown stays.
    expect(actor.getSnapshot().context.mode).toBe('email');
    actor.send({ type: 'user.selectMode', mode: 'phone' });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
  it.each(['email', 'phone'] as const)('a broken %s flow: both flows start afresh, its failure shown, the tab kept', async (flow) => {
    const actor = startWithBreakableFlows();
    const before = actor.getSnapshot().children;
    before[flow]?.send({ type: 'user.submit' });
    await settle();
    const after = actor.getSnapshot();
    expect(after.value).toBe('active');
    expect(after.context).toStrictEqual({ phoneEnabled: true, mode: 'phone', failure: offline });
    expect(Object.keys(after.children).sort()).toEqual(['email', 'phone']);
    expect(after.children.email).not.toBe(before.email);
    expect(after.children.phone).not.toBe(before.phone);
  });

  it('with phone off, choosing e-mail (the tab shown) still clears the failure', async () => {
    const actor = startWithBreakableFlows({ phoneEnabled: false });
    actor.getSnapshot().children.email?.send({ type: 'user.submit' });
    await settle();
    expect(actor.getSnapshot().context.failure).toStrictEqual(offline);
    actor.send({ type: 'user.selectMode', mode: 'phone' });
    expect(actor.getSnapshot().context).toStrictEqual({ phoneEnabled: false, mode: 'email', failure: offline });
    actor.send({ type: 'user.selectMode', mode: 'email' });
    expect(actor.getSnapshot().context).toStrictEqual({ phoneEnabled: false, mode: 'email', failure: null });
  });
});
