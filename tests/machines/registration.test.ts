import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  registrationMachine,
  type RegisterFieldName,
  type RegistrationInput,
  type RegistrationSetup,
  type RegistrationSubmission,
} from '../../machines/registration.machine';
import { captchaMachine } from '../../machines/captcha.machine';
import { smsCountdownMachine, type SmsSendResult, type SmsTarget } from '../../machines/smsCountdown.machine';
import { limits, type CaptchaResponse, type RegisterSettings, type SessionInfo } from '../../contract';
import { controlledPromise } from '../support/controlled-promise';
import { settle } from '../support/deferred';
import { apiError, captcha } from '../support/fixtures';
import { rejectionOf } from '../support/placeholder-actors';
import { blankRegistrationValues, newMember, optional, registerSettings, registrationSetup, required } from './registrationFixtures';

/** The form's children as the screen runs them; a test may swap one for a broken one. */
type Children = { captcha?: typeof captchaMachine; smsCountdown?: typeof smsCountdownMachine };

function startRegistration(input: RegistrationInput = {}, children: Children = {}) {
  const loadSetup = controlledPromise<RegistrationSetup>('loadSetup');
  const loadCaptcha = controlledPromise<CaptchaResponse>('loadCaptcha');
  const checkAffiliate = controlledPromise<boolean, { code: string }>('checkAffiliate');
  const register = controlledPromise<SessionInfo, RegistrationSubmission>('register');
  const sendCode = controlledPromise<SmsSendResult, SmsTarget>('sendCode');
  const established: Array<{ session: SessionInfo; password: string }> = [];
  const held: Array<{ userName: string; password: string }> = [];
  const focused: string[] = [];
  const invalidAffiliateToasts: string[] = [];
  const actor = createActor(
    registrationMachine.provide({
      actors: {
        loadSetup: loadSetup.logic,
        captcha: children.captcha ?? captchaMachine.provide({ actors: { loadCaptcha: loadCaptcha.logic } }),
        checkAffiliate: checkAffiliate.logic,
        register: register.logic,
        smsCountdown: children.smsCountdown ?? smsCountdownMachine.provide({ actors: { sendCode: sendCode.logic } }),
      },
      actions: {
        establishSession: (_, params) => {
          established.push({ session: params.session, password: held.at(-1)?.password ?? '' });
        },
        holdPassword: (_, params) => {
          held.push(params);
        },
        announceInvalidAffiliate: () => {
          invalidAffiliateToasts.push('Invalid invitation code');
        },
      },
    }),
    { input },
  );
  actor.on('form.focus', ({ field }) => focused.push(field));
  actor.start();
  const lastFocus = () => focused.at(-1) ?? null;
  const type = (field: RegisterFieldName | 'countryDialingCode', value: string) =>
    actor.send({ type: 'field.change', field, value });
  const snapshot = () => actor.getSnapshot();
  /** The captcha box (the form's captcha child). */
  const captchaBox = () => {
    const child = actor.getSnapshot().children.captcha;
    if (child === undefined) throw new Error('the captcha child is not running');
    return child;
  };
  const answerCaptcha = (value: string) => captchaBox().send({ type: 'user.typeAnswer', value });
  return {
    actor,
    captchaBox,
    answerCaptcha,
    loadSetup,
    loadCaptcha,
    checkAffiliate,
    register,
    sendCode,
    established,
    held,
    invalidAffiliateToasts,
    focused,
    lastFocus,
    type,
    snapshot,
  };
}

type Registration = ReturnType<typeof startRegistration>;

/** Loads the rules and, when the method shows one, the captcha. */
async function ready(form: Registration, settings: RegisterSettings = registerSettings(), captchaKey = 'captcha-1') {
  form.loadSetup.resolve(registrationSetup(settings));
  await settle();
  if (form.loadCaptcha.pending()) {
    form.loadCaptcha.resolve(captcha(captchaKey));
    await settle();
  }
}

/** A complete username registration as the default rules ask for it. */
function fillUsernameForm(form: Registration) {
  form.type('username', ' new_member ');
  form.type('password', 'Secret#2026');
  form.type('confirmPassword', 'Secret#2026');
  form.answerCaptcha(' 1234 ');
  form.actor.send({ type: 'field.check', field: 'ageConfirmed', checked: true });
}

/** A complete mobile registration (the number, its code, the passwords, the age). */
function fillMobileForm(form: Registration) {
  form.type('mobileNum', ' 9171234567 ');
  form.type('verificationCode', '123456');
  form.type('password', 'Secret#2026');
  form.type('confirmPassword', 'Secret#2026');
  form.actor.send({ type: 'field.check', field: 'ageConfirmed', checked: true });
}


function errorKeys(form: Registration) {
  const errors = form.snapshot().context.fieldErrors;
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, error?.kind === 'rule' ? error.key : error?.failure.code]),
  );
}

describe('registration machine', () => {
  describe('loading', () => {
    it('loads the rules first, then starts on the username method with its captcha and the default dialing code', async () => {
      const form = startRegistration();
      expect(form.snapshot().hasTag('loading')).toBe(true);
      form.loadSetup.resolve(registrationSetup());
      await settle();
      expect(form.snapshot().context.method).toBe('username');
      expect(form.snapshot().context.values.countryDialingCode).toBe('63');
      expect(form.captchaBox().getSnapshot().hasTag('captchaLoading')).toBe(true);
      form.loadCaptcha.resolve(captcha('k1'));
      await settle();
      expect(form.captchaBox().getSnapshot().hasTag('captchaShown')).toBe(true);
      expect(form.snapshot().context.captchaKey).toBe('k1');
      expect(form.snapshot().context.agreed).toBe(true);
      expect(form.snapshot().context.ageConfirmed).toBe(false);
    });

    it('starts on mobile when mobile registration is on and username registration is off, without a captcha', async () => {
      const form = startRegistration();
      await ready(form, registerSettings({ usernameRegistration: false }));
      expect(form.snapshot().context.method).toBe('mobile');
      expect(form.loadCaptcha.calls).toHaveLength(0);
      expect(form.captchaBox().getSnapshot().value).toBe('hidden');
    });

    it('stays on username when both methods are on', async () => {
      const form = startRegistration();
      await ready(form, registerSettings({ usernameRegistration: true, mobileRegistration: true }));
      expect(form.snapshot().context.method).toBe('username');
    });

    it('is closed when the site takes no registrations', async () => {
      const form = startRegistration();
      form.loadSetup.resolve(registrationSetup(registerSettings({ usernameRegistration: false, mobileRegistration: false })));
      await settle();
      expect(form.snapshot().hasTag('closed')).toBe(true);
    });

    it('offers a retry when the rules cannot be loaded', async () => {
      const form = startRegistration();
      form.loadSetup.reject(apiError('client.network'));
      await settle();
      expect(form.snapshot().hasTag('loadFailed')).toBe(true);
      form.actor.send({ type: 'user.retry' });
      expect(form.snapshot().hasTag('loading')).toBe(true);
      expect(form.loadSetup.calls).toHaveLength(2);
    });

    it('prefills the codes from the URL', async () => {
      const form = startRegistration({ affiliateCode: 'AGENT01', recommenderId: 'friend_1' });
      await ready(form, registerSettings({ fields: { affiliateCode: optional, recommenderId: optional } }));
      expect(form.snapshot().context.values.affiliateCode).toBe('AGENT01');
      expect(form.snapshot().context.values.recommenderId).toBe('friend_1');
    });

    it('starts on the username method with every field empty, then takes the default dialing code', async () => {
      const form = startRegistration();
      expect(form.snapshot().context.method).toBe('username');
      // Mobile only: no captcha shows, so nothing reports an answer either.
      await ready(form, registerSettings({ usernameRegistration: false }));
      expect(form.snapshot().context.values).toEqual({ ...blankRegistrationValues, countryDialingCode: '63' });
    });
  });

  describe('with the rules in hand (the route loaded them)', () => {
    it('starts on the form without loading, its captcha already loading with it', async () => {
      const form = startRegistration({ setup: registrationSetup() });
      // The first snapshot, before anything runs: what the server's render and the hydration draw.
      expect(form.snapshot().matches({ ready: { form: 'editing' } })).toBe(true);
      expect(form.snapshot().context.method).toBe('username');
      expect(form.snapshot().context.values.countryDialingCode).toBe('63');
      expect(form.captchaBox().getSnapshot().hasTag('captchaLoading')).toBe(true);
      expect(form.loadSetup.calls).toHaveLength(0);
      // One image, though the form also requires one as its method is set.
      expect(form.loadCaptcha.calls).toHaveLength(1);
      form.loadCaptcha.resolve(captcha('k1'));
      await settle();
      expect(form.snapshot().context.captchaKey).toBe('k1');
    });

    it('starts a mobile-only form with its captcha hidden', () => {
      const form = startRegistration({ setup: registrationSetup(registerSettings({ usernameRegistration: false })) });
      expect(form.snapshot().context.method).toBe('mobile');
      expect(form.captchaBox().getSnapshot().value).toBe('hidden');
      expect(form.loadCaptcha.calls).toHaveLength(0);
    });

    it('checks the code the link carried at once', () => {
      const settings = registerSettings({ affiliateCodeCheck: true, fields: { affiliateCode: optional } });
      const form = startRegistration({ affiliateCode: 'AGENT01', setup: registrationSetup(settings) });
      expect(form.snapshot().matches({ ready: { form: 'verifyingUrlCode' } })).toBe(true);
      expect(form.checkAffiliate.calls.map((call) => call.input)).toEqual([{ code: 'AGENT01' }]);
    });

    it('is closed when the site takes no registrations', () => {
      const settings = registerSettings({ usernameRegistration: false, mobileRegistration: false });
      const form = startRegistration({ setup: registrationSetup(settings) });
      expect(form.snapshot().hasTag('closed')).toBe(true);
      expect(form.loadSetup.calls).toHaveLength(0);
    });
  });

  describe('validation', () => {
    it('checks every field on submit, shows every issue and focuses the first; nothing is sent', async () => {
      const form = startRegistration();
      await ready(form);
      form.actor.send({ type: 'user.submit' });
      expect(errorKeys(form)).toEqual({
        username: 'username.required',
        password: 'password.required',
        confirmPassword: 'confirmPassword.required',
        captcha: 'captcha.required',
        ageConfirmed: 'ageConfirmed.required',
      });
      expect(form.lastFocus()).toBe('username');
      expect(form.register.calls).toHaveLength(0);
      expect(form.snapshot().matches({ ready: { form: 'editing' } })).toBe(true);
    });

    it('uses the shared format rules', async () => {
      const form = startRegistration();
      await ready(form, registerSettings({ fields: { email: optional, qqNum: optional } }));
      fillUsernameForm(form);
      form.type('username', 'ab');
      form.type('password', 'short');
      form.type('confirmPassword', 'short');
      form.type('email', 'not-an-email');
      form.type('qqNum', '12');
      form.actor.send({ type: 'user.submit' });
      expect(errorKeys(form)).toEqual({
        username: 'username.tooShort',
        password: 'password.tooShort',
        email: 'email.format',
        qqNum: 'qqNum.format',
      });
      expect(form.lastFocus()).toBe('username');
    });

    it('lets an optional empty field pass and requires a required one', async () => {
      const form = startRegistration();
      await ready(form, registerSettings({ fields: { email: optional, nickname: required } }));
      fillUsernameForm(form);
      form.actor.send({ type: 'user.submit' });
      expect(errorKeys(form)).toEqual({ nickname: 'nickname.required' });
      expect(form.lastFocus()).toBe('nickname');
    });

    it('asks for the confirmation, then for a matching one', async () => {
      const form = startRegistration();
      await ready(form);
      fillUsernameForm(form);
      form.type('confirmPassword', '');
      form.actor.send({ type: 'user.submit' });
      expect(errorKeys(form)).toEqual({ confirmPassword: 'confirmPassword.required' });
      form.type('confirmPassword', 'Secret#2027');
      form.actor.send({ type: 'user.submit' });
      expect(errorKeys(form)).toEqual({ confirmPassword: 'password.mismatch' });
    });

    it('checks a confirmation that shows a message again when the password changes, and adds none', async () => {
      const form = startRegistration();
      await ready(form);
      form.type('password', 'Secret#2026');
      form.type('confirmPassword', 'Secret#2027');
      form.actor.send({ type: 'user.submit' });
      expect(errorKeys(form).confirmPassword).toBe('password.mismatch');
      form.type('password', 'Secret#2027');
      expect(errorKeys(form).confirmPassword).toBeUndefined();
      // No message shown: typing the password shows none (the submit checks it).
      form.type('password', 'Secret#2028');
      expect(errorKeys(form).confirmPassword).toBeUndefined();
    });

    it('keeps asking for a missing or different confirmation while the password changes', async () => {
      const form = startRegistration();
      await ready(form);
      form.actor.send({ type: 'user.submit' });
      form.type('password', 'Secret#2026');
      expect(errorKeys(form).confirmPassword).toBe('confirmPassword.required');
      form.type('confirmPassword', 'Secret#2027');
      form.actor.send({ type: 'user.submit' });
      form.type('password', 'Secret#2028');
      expect(errorKeys(form).confirmPassword).toBe('password.mismatch');
    });

    it("clears the confirmation's message once it matches the password: a too long password is the password's message", async () => {
      const tooLong = 'S'.repeat(limits.passwordMax + 1);
      const form = startRegistration();
      await ready(form);
      form.type('password', tooLong);
      form.type('confirmPassword', tooLong);
      form.actor.send({ type: 'user.submit' });
      expect(errorKeys(form)).toMatchObject({ password: 'password.tooLong', confirmPassword: 'password.tooLong' });
      form.type('password', tooLong);
      expect(errorKeys(form).confirmPassword).toBeUndefined();
    });

    it('checks the number that shows a message again when its dialing code changes', async () => {
      const form = startRegistration();
      await ready(form, registerSettings({ usernameRegistration: false }));
      form.type('mobileNum', '9171234567');
      form.type('countryDialingCode', '');
      form.actor.send({ type: 'user.submit' });
      expect(errorKeys(form).mobileNum).toBe('countryDialingCode.required');
      form.type('countryDialingCode', '6x');
      expect(errorKeys(form).mobileNum).toBe('countryDialingCode.format');
      form.type('countryDialingCode', '63');
      expect(errorKeys(form).mobileNum).toBeUndefined();
    });

    it('ticking a box clears only its own message', async () => {
      const form = startRegistration();
      await ready(form);
      form.actor.send({ type: 'user.submit' });
      form.actor.send({ type: 'field.check', field: 'ageConfirmed', checked: true });
      expect(Object.keys(errorKeys(form)).sort()).toEqual(['captcha', 'confirmPassword', 'password', 'username']);
    });

    it("answering the captcha on screen clears only the captcha's message", async () => {
      const form = startRegistration();
      await ready(form);
      form.actor.send({ type: 'user.submit' });
      form.answerCaptcha('12');
      expect(Object.keys(errorKeys(form)).sort()).toEqual(['ageConfirmed', 'confirmPassword', 'password', 'username']);
    });

    it('shows on a refused submit only what is wrong now: a message that no longer holds goes', async () => {
      const form = startRegistration();
      await ready(form, registerSettings({ fields: { mobileNum: optional, verificationCode: optional } }));
      fillUsernameForm(form);
      form.type('username', '');
      form.type('mobileNum', '9171234567');
      form.actor.send({ type: 'user.submit' });
      expect(errorKeys(form)).toEqual({ username: 'username.required', verificationCode: 'verificationCode.required' });
      // Without a number the code is no longer needed; its message goes with the next submit.
      form.type('mobileNum', '');
      form.actor.send({ type: 'user.submit' });
      expect(errorKeys(form)).toEqual({ username: 'username.required' });
    });

    it('clears only the error of the field that changes, and keeps what was typed', async () => {
      const form = startRegistration();
      await ready(form);
      form.type('password', 'Secret#2026');
      form.actor.send({ type: 'user.submit' });
      form.type('username', 'new_member');
      expect(Object.keys(errorKeys(form)).sort()).toEqual(['ageConfirmed', 'captcha', 'confirmPassword']);
      expect(form.snapshot().context.values.password).toBe('Secret#2026');
    });

    it('refuses a submit without the agreement', async () => {
      const form = startRegistration();
      await ready(form);
      fillUsernameForm(form);
      form.actor.send({ type: 'field.check', field: 'agreed', checked: false });
      form.actor.send({ type: 'user.submit' });
      expect(errorKeys(form)).toEqual({ agreed: 'agreement.required' });
      expect(form.register.calls).toHaveLength(0);
      form.actor.send({ type: 'field.check', field: 'agreed', checked: true });
      expect(errorKeys(form)).toEqual({});
    });

    it('needs the SMS code once a number is given in username mode, and the number for a code', async () => {
      const form = startRegistration();
      await ready(form, registerSettings({ fields: { mobileNum: optional, verificationCode: optional } }));
      fillUsernameForm(form);
      form.type('mobileNum', '9171234567');
      form.actor.send({ type: 'user.submit' });
      expect(errorKeys(form)).toEqual({ verificationCode: 'verificationCode.required' });
      form.type('mobileNum', '');
      form.type('verificationCode', '123456');
      form.actor.send({ type: 'user.submit' });
      expect(errorKeys(form)).toEqual({ mobileNum: 'mobileNum.required' });
    });
  });

  describe('submitting', () => {
    it('sends the checked fields with the captcha key, logs the new member in and ends', async () => {
      const form = startRegistration();
      await ready(form, registerSettings(), 'captcha-7');
      fillUsernameForm(form);
      form.actor.send({ type: 'user.submit' });
      expect(form.snapshot().hasTag('submitting')).toBe(true);
      expect(form.register.pending()?.input).toEqual({
        method: 'username',
        fields: { username: 'new_member', password: 'Secret#2026', confirmPassword: 'Secret#2026', captcha: '1234' },
        captchaKey: 'captcha-7',
        smsReceipt: null,
      });
      form.register.resolve(newMember);
      await settle();
      expect(form.snapshot().status).toBe('done');
      expect(form.snapshot().hasTag('registered')).toBe(true);
      expect(form.snapshot().output).toEqual({ session: newMember });
      expect(form.established.map(({ session }) => session)).toEqual([newMember]);
      expect(form.held).toEqual([{ userName: newMember.userName, password: 'Secret#2026' }]);
    });

    it('ignores typing while the call runs', async () => {
      const form = startRegistration();
      await ready(form);
      fillUsernameForm(form);
      form.actor.send({ type: 'user.submit' });
      form.type('username', 'other');
      expect(form.snapshot().context.values.username).toBe(' new_member ');
    });

    it('puts a failure that names a field on that field, focuses it, keeps the values and replaces the spent captcha', async () => {
      const form = startRegistration();
      await ready(form);
      fillUsernameForm(form);
      form.actor.send({ type: 'user.submit' });
      form.register.reject({ ...apiError('member.usernameTaken'), field: 'username' });
      await settle();
      expect(errorKeys(form)).toEqual({ username: 'member.usernameTaken' });
      expect(form.snapshot().context.fieldErrors.username?.kind).toBe('platform');
      expect(form.lastFocus()).toBe('username');
      expect(form.snapshot().context.failure).toBeNull();
      expect(form.captchaBox().getSnapshot().hasTag('captchaLoading')).toBe(true);
      form.loadCaptcha.resolve(captcha('captcha-2'));
      await settle();
      const { values } = form.snapshot().context;
      expect(values.username).toBe(' new_member ');
      expect(values.password).toBe('Secret#2026');
      expect(values.captcha).toBe('');
    });

    it('refreshes the captcha after a wrong answer and shows the error on it', async () => {
      const form = startRegistration();
      await ready(form);
      fillUsernameForm(form);
      form.actor.send({ type: 'user.submit' });
      form.register.reject({ ...apiError('captcha.invalid'), field: 'captcha' });
      await settle();
      expect(errorKeys(form)).toEqual({ captcha: 'captcha.invalid' });
      expect(form.lastFocus()).toBe('captcha');
      expect(form.loadCaptcha.calls).toHaveLength(2);
    });

    it('shows a failure that names no shown field above the button', async () => {
      const form = startRegistration();
      await ready(form);
      fillUsernameForm(form);
      form.actor.send({ type: 'user.submit' });
      form.register.reject(apiError('register.failed'));
      await settle();
      expect(form.snapshot().context.failure?.code).toBe('register.failed');
      expect(errorKeys(form)).toEqual({});
      // A new submit clears it.
      form.loadCaptcha.resolve(captcha('captcha-2'));
      await settle();
      form.answerCaptcha('5678');
      form.actor.send({ type: 'user.submit' });
      expect(form.snapshot().context.failure).toBeNull();
      expect(form.register.pending()?.input.captchaKey).toBe('captcha-2');
    });

    it('registers by mobile number with the SMS code and no captcha', async () => {
      const form = startRegistration();
      await ready(form, registerSettings({ usernameRegistration: false }));
      fillMobileForm(form);
      form.actor.send({ type: 'user.submit' });
      expect(form.register.pending()?.input).toEqual({
        method: 'mobile',
        fields: {
          mobileNum: '9171234567',
          countryDialingCode: '63',
          verificationCode: '123456',
          password: 'Secret#2026',
          confirmPassword: 'Secret#2026',
        },
        captchaKey: null,
        smsReceipt: null,
      });
    });

    it('sends no captcha key by mobile, even after the username method showed a captcha', async () => {
      const form = startRegistration();
      await ready(form, registerSettings(), 'captcha-1');
      form.actor.send({ type: 'user.selectMethod', method: 'mobile' });
      fillMobileForm(form);
      form.actor.send({ type: 'user.submit' });
      expect(form.register.pending()?.input.captchaKey).toBeNull();
    });

    it('sends no URL code the user cleared from a field the form shows', async () => {
      const form = startRegistration({ affiliateCode: 'AGENT01', recommenderId: 'friend_1' });
      await ready(form, registerSettings({ fields: { affiliateCode: optional, recommenderId: optional } }));
      fillUsernameForm(form);
      form.type('affiliateCode', '');
      form.type('recommenderId', '');
      form.actor.send({ type: 'user.submit' });
      expect(form.register.pending()?.input.fields).toEqual({
        username: 'new_member',
        password: 'Secret#2026',
        confirmPassword: 'Secret#2026',
        captcha: '1234',
      });
    });

    it('sends URL codes for fields the form does not show', async () => {
      const form = startRegistration({ affiliateCode: 'AGENT01', recommenderId: 'friend_1' });
      await ready(form);
      fillUsernameForm(form);
      form.actor.send({ type: 'user.submit' });
      expect(form.register.pending()?.input.fields).toMatchObject({ affiliateCode: 'AGENT01', recommenderId: 'friend_1' });
    });
  });

  describe('affiliate code', () => {
    const checking = registerSettings({ affiliateCodeCheck: true, fields: { affiliateCode: optional } });

    it('checks a typed code before registering; a refused code toasts, shows on the field and is focused', async () => {
      const form = startRegistration();
      await ready(form, checking);
      fillUsernameForm(form);
      form.type('affiliateCode', ' nope ');
      form.actor.send({ type: 'user.submit' });
      expect(form.snapshot().matches({ ready: { form: 'checkingAffiliate' } })).toBe(true);
      expect(form.checkAffiliate.pending()?.input).toEqual({ code: 'nope' });
      form.checkAffiliate.resolve(false);
      await settle();
      expect(form.invalidAffiliateToasts).toHaveLength(1);
      expect(errorKeys(form)).toEqual({ affiliateCode: 'affiliate.invalid' });
      expect(form.lastFocus()).toBe('affiliateCode');
      expect(form.snapshot().context.values.affiliateCode).toBe(' nope ');
      expect(form.register.calls).toHaveLength(0);
    });

    it('registers once the code is accepted, and does not check an accepted code again', async () => {
      const form = startRegistration();
      await ready(form, checking);
      fillUsernameForm(form);
      form.type('affiliateCode', 'agent01');
      form.actor.send({ type: 'user.submit' });
      form.checkAffiliate.resolve(true);
      await settle();
      expect(form.register.pending()?.input.fields.affiliateCode).toBe('agent01');
      form.register.reject({ ...apiError('member.usernameTaken'), field: 'username' });
      await settle();
      form.loadCaptcha.resolve(captcha('captcha-2'));
      await settle();
      form.type('username', 'other_member');
      form.answerCaptcha('1234');
      form.actor.send({ type: 'user.submit' });
      expect(form.checkAffiliate.calls).toHaveLength(1);
      expect(form.snapshot().hasTag('submitting')).toBe(true);
    });

    it('does not check an empty code, nor any code when the site does not check codes', async () => {
      const form = startRegistration();
      await ready(form, checking);
      fillUsernameForm(form);
      form.actor.send({ type: 'user.submit' });
      expect(form.snapshot().hasTag('submitting')).toBe(true);

      const unchecked = startRegistration();
      await ready(unchecked, registerSettings({ fields: { affiliateCode: optional } }));
      fillUsernameForm(unchecked);
      unchecked.type('affiliateCode', 'WHATEVER');
      unchecked.actor.send({ type: 'user.submit' });
      expect(unchecked.checkAffiliate.calls).toHaveLength(0);
      expect(unchecked.snapshot().hasTag('submitting')).toBe(true);
    });

    it('shows a failed check above the button and stays editable', async () => {
      const form = startRegistration();
      await ready(form, checking);
      fillUsernameForm(form);
      form.type('affiliateCode', 'AGENT01');
      form.actor.send({ type: 'user.submit' });
      form.checkAffiliate.reject(apiError('client.network'));
      await settle();
      expect(form.snapshot().matches({ ready: { form: 'editing' } })).toBe(true);
      expect(form.snapshot().context.failure?.code).toBe('client.network');
    });

    it('verifies a code from the URL on load; an invalid one toasts and stays in the field', async () => {
      const form = startRegistration({ affiliateCode: 'BOGUS' });
      form.loadSetup.resolve(registrationSetup(checking));
      await settle();
      expect(form.snapshot().matches({ ready: { form: 'verifyingUrlCode' } })).toBe(true);
      expect(form.checkAffiliate.pending()?.input).toEqual({ code: 'BOGUS' });
      form.checkAffiliate.resolve(false);
      await settle();
      expect(form.invalidAffiliateToasts).toHaveLength(1);
      expect(errorKeys(form)).toEqual({ affiliateCode: 'affiliate.invalid' });
      expect(form.snapshot().context.values.affiliateCode).toBe('BOGUS');
      expect(form.lastFocus()).toBeNull();
      form.type('affiliateCode', 'AGENT01');
      expect(errorKeys(form)).toEqual({});
    });

    it.each([
      ['a blank URL code', { affiliateCode: '   ' }, checking],
      ['no URL code', {}, checking],
      ['a site that checks no codes', { affiliateCode: 'AGENT01' }, registerSettings({ fields: { affiliateCode: optional } })],
      ['a form without the code field', { affiliateCode: 'AGENT01' }, registerSettings({ affiliateCodeCheck: true })],
    ] as const)('verifies nothing on load with %s', async (_, input, settings) => {
      const form = startRegistration(input);
      form.loadSetup.resolve(registrationSetup(settings));
      await settle();
      expect(form.snapshot().matches({ ready: { form: 'editing' } })).toBe(true);
      expect(form.checkAffiliate.calls).toHaveLength(0);
    });

    it('shows a refused code on its field as the platform words it', async () => {
      const form = startRegistration({ affiliateCode: 'BOGUS' });
      form.loadSetup.resolve(registrationSetup(checking));
      await settle();
      form.checkAffiliate.resolve(false);
      await settle();
      expect(form.snapshot().context.fieldErrors.affiliateCode).toEqual({
        kind: 'platform',
        failure: { code: 'affiliate.invalid', message: 'Invalid invitation code', captchaRequired: false, field: 'affiliateCode' },
      });
    });

    it('keeps what the platform said about a field through a failed submit, until the field changes', async () => {
      const form = startRegistration({ affiliateCode: 'BOGUS' });
      form.loadSetup.resolve(registrationSetup(checking));
      await settle();
      form.checkAffiliate.resolve(false);
      await settle();
      form.actor.send({ type: 'user.submit' });
      expect(errorKeys(form)).toMatchObject({ username: 'username.required', affiliateCode: 'affiliate.invalid' });
      expect(form.lastFocus()).toBe('username');
    });

    it('counts a valid code from the URL as checked', async () => {
      const form = startRegistration({ affiliateCode: 'AGENT01' });
      form.loadSetup.resolve(registrationSetup(checking));
      await settle();
      form.checkAffiliate.resolve(true);
      await settle();
      form.loadCaptcha.resolve(captcha());
      await settle();
      fillUsernameForm(form);
      form.actor.send({ type: 'user.submit' });
      expect(form.checkAffiliate.calls).toHaveLength(1);
      expect(form.register.pending()?.input.fields.affiliateCode).toBe('AGENT01');
    });

    it('lets the user type while the URL code is checked, and checks again on submit when that check failed', async () => {
      const form = startRegistration({ affiliateCode: 'AGENT01' });
      form.loadSetup.resolve(registrationSetup(checking));
      await settle();
      form.type('username', 'new_member');
      expect(form.snapshot().context.values.username).toBe('new_member');
      form.checkAffiliate.reject(apiError('client.network'));
      await settle();
      form.loadCaptcha.resolve(captcha());
      await settle();
      fillUsernameForm(form);
      form.actor.send({ type: 'user.submit' });
      expect(form.snapshot().matches({ ready: { form: 'checkingAffiliate' } })).toBe(true);
    });

    it('does not verify a URL code when the site does not check codes', async () => {
      const form = startRegistration({ affiliateCode: 'AGENT01' });
      await ready(form, registerSettings({ fields: { affiliateCode: optional } }));
      expect(form.checkAffiliate.calls).toHaveLength(0);
    });

    it('treats the platform refusing the code like the check', async () => {
      const form = startRegistration();
      await ready(form, registerSettings({ fields: { affiliateCode: optional } }));
      fillUsernameForm(form);
      form.type('affiliateCode', 'AGENT01');
      form.actor.send({ type: 'user.submit' });
      form.register.reject({ ...apiError('affiliate.invalid'), field: 'affiliateCode' });
      await settle();
      expect(form.invalidAffiliateToasts).toHaveLength(1);
      expect(errorKeys(form)).toEqual({ affiliateCode: 'affiliate.invalid' });
      expect(form.lastFocus()).toBe('affiliateCode');
    });
  });

  describe('method', () => {
    it('switches to mobile: the captcha hides and errors clear; back to username loads a fresh captcha', async () => {
      const form = startRegistration();
      await ready(form);
      form.actor.send({ type: 'user.submit' });
      form.actor.send({ type: 'user.selectMethod', method: 'mobile' });
      expect(form.snapshot().context.method).toBe('mobile');
      expect(form.snapshot().context.fieldErrors).toEqual({});
      expect(form.captchaBox().getSnapshot().value).toBe('hidden');
      form.actor.send({ type: 'user.selectMethod', method: 'username' });
      expect(form.captchaBox().getSnapshot().hasTag('captchaLoading')).toBe(true);
      expect(form.loadCaptcha.calls).toHaveLength(2);
    });

    it('cannot switch when only one method is on', async () => {
      const form = startRegistration();
      await ready(form, registerSettings({ mobileRegistration: false }));
      form.actor.send({ type: 'user.selectMethod', method: 'mobile' });
      expect(form.snapshot().context.method).toBe('username');

      const mobileOnly = startRegistration();
      await ready(mobileOnly, registerSettings({ usernameRegistration: false }));
      mobileOnly.actor.send({ type: 'user.selectMethod', method: 'username' });
      expect(mobileOnly.snapshot().context.method).toBe('mobile');
      expect(mobileOnly.loadCaptcha.calls).toHaveLength(0);
    });

    it('choosing the method already on keeps the messages and the captcha', async () => {
      const form = startRegistration();
      await ready(form);
      form.actor.send({ type: 'user.submit' });
      const shown = errorKeys(form);
      form.actor.send({ type: 'user.selectMethod', method: 'username' });
      expect(errorKeys(form)).toEqual(shown);
      expect(form.loadCaptcha.calls).toHaveLength(1);
      expect(form.snapshot().context.captchaKey).toBe('captcha-1');
    });
  });

  describe('captcha', () => {
    it('reloads on tap and clears the answer; a failed load offers a retry', async () => {
      const form = startRegistration();
      await ready(form);
      form.answerCaptcha('12');
      expect(form.snapshot().context.values.captcha).toBe('12');
      form.captchaBox().send({ type: 'user.refreshCaptcha' });
      // The answer belonged to the old image: it goes with it, and there is no key until a new one loads.
      expect(form.snapshot().context.values.captcha).toBe('');
      expect(form.snapshot().context.captchaKey).toBeNull();
      form.loadCaptcha.reject(apiError('client.network'));
      await settle();
      expect(form.captchaBox().getSnapshot().hasTag('captchaUnavailable')).toBe(true);
      form.captchaBox().send({ type: 'user.refreshCaptcha' });
      form.loadCaptcha.resolve(captcha('captcha-3'));
      await settle();
      expect(form.snapshot().context.values.captcha).toBe('');
      expect(form.snapshot().context.captchaKey).toBe('captcha-3');
    });
  });

  describe('SMS code', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    async function flush() {
      await vi.advanceTimersByTimeAsync(0);
    }

    it('refuses to ask for a code for an invalid number and focuses it', async () => {
      const form = startRegistration();
      form.loadSetup.resolve(registrationSetup(registerSettings({ usernameRegistration: false })));
      await flush();
      form.type('mobileNum', '12');
      form.actor.send({ type: 'user.requestSmsCode' });
      expect(errorKeys(form)).toEqual({ mobileNum: 'mobileNum.tooShort' });
      expect(form.lastFocus()).toBe('mobileNum');
      expect(form.sendCode.calls).toHaveLength(0);
    });

    it('asks the countdown for a code for the typed number and moves on to the code', async () => {
      const form = startRegistration();
      form.loadSetup.resolve(registrationSetup(registerSettings({ usernameRegistration: false })));
      await flush();
      form.type('mobileNum', ' 9171234567 ');
      form.actor.send({ type: 'user.requestSmsCode' });
      expect(form.sendCode.pending()?.input).toEqual({ mobileNum: '9171234567', countryDialingCode: '63' });
      expect(form.lastFocus()).toBe('verificationCode');
      form.sendCode.resolve({ expiredMinutes: 1, receipt: null });
      await flush();
      const countdown = form.snapshot().children.smsCountdown;
      expect(countdown?.getSnapshot().context.secondsLeft).toBe(60);
      // A second request while counting sends nothing.
      form.actor.send({ type: 'user.requestSmsCode' });
      await flush();
      expect(form.sendCode.calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(countdown?.getSnapshot().matches('idle')).toBe(true);
    });

    it('sends the receipt the phone service gave for the code with a mobile registration', async () => {
      const form = startRegistration();
      form.loadSetup.resolve(registrationSetup(registerSettings({ usernameRegistration: false })));
      await flush();
      fillMobileForm(form);
      form.actor.send({ type: 'user.requestSmsCode' });
      form.sendCode.resolve({ expiredMinutes: 1, receipt: 'receipt-1' });
      await flush();
      form.actor.send({ type: 'user.submit' });
      expect(form.register.pending()?.input.smsReceipt).toBe('receipt-1');
    });

    it('stops the countdown when the screen goes', async () => {
      const form = startRegistration();
      form.loadSetup.resolve(registrationSetup(registerSettings({ usernameRegistration: false })));
      await flush();
      form.type('mobileNum', '9171234567');
      form.actor.send({ type: 'user.requestSmsCode' });
      form.sendCode.resolve({ expiredMinutes: 1, receipt: null });
      await flush();
      const countdown = form.snapshot().children.smsCountdown;
      form.actor.stop();
      expect(countdown?.getSnapshot().status).toBe('stopped');
    });
  });

  describe('a bug in a child', () => {
    it('in the captcha box offers the retry', async () => {
      const brokenCaptcha = captchaMachine.provide({
        actions: {
          forgetImage: () => {
            throw new Error('captcha bug');
          },
        },
      });
      const form = startRegistration({}, { captcha: brokenCaptcha });
      form.loadSetup.resolve(registrationSetup());
      await settle();
      expect(form.snapshot().hasTag('loadFailed')).toBe(true);
      form.actor.send({ type: 'user.retry' });
      expect(form.loadSetup.calls).toHaveLength(2);
    });

    it('in the SMS countdown offers the retry and keeps what was typed', async () => {
      const brokenCountdown = smsCountdownMachine.provide({
        actors: { sendCode: fromPromise<SmsSendResult, SmsTarget>(async () => ({ expiredMinutes: 1, receipt: null })) },
        actions: {
          announceSent: () => {
            throw new Error('countdown bug');
          },
        },
      });
      const form = startRegistration({}, { smsCountdown: brokenCountdown });
      await ready(form, registerSettings({ usernameRegistration: false }));
      form.type('mobileNum', '9171234567');
      form.actor.send({ type: 'user.requestSmsCode' });
      await settle();
      expect(form.snapshot().hasTag('loadFailed')).toBe(true);
      expect(form.snapshot().context.values.mobileNum).toBe('9171234567');
    });
  });

  it('fails loudly when the registration screen provides no platform calls', async () => {
    for (const src of ['loadSetup', 'checkAffiliate', 'register']) {
      await expect(rejectionOf(registrationMachine, src)).resolves.toEqual(new Error(`${src} is provided by the registration screen`));
    }
  });
});
