import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { registrationMachine } from '../../machines/registration.machine';
import {
  checkRegistration,
  isShown,
  normalAffiliateCode,
  shownFields,
  shownFormField,
  fieldIssue,
} from '../../machines/support/registrationFields';
import { checkRegisterFields } from '../../contract';
import { doneEvent, errorEvent } from '../support/actor-events';
import { apiError, captcha } from '../support/fixtures';
import { defineModelTests } from '../support/model/define-model-tests';
import { invoked, sentTo } from '../support/model/effects';
import type { ExecutedAction } from '../support/model/spec';
import { newMember, optional, registerSettings, registrationSetup } from './registrationFixtures';

type Snapshot = SnapshotFrom<typeof registrationMachine>;

/** The demo site's shape: both methods, codes checked, an optional invitation code field. */
const checkedSite = registerSettings({ affiliateCodeCheck: true, fields: { affiliateCode: optional } });
const uncheckedSite = registerSettings({ fields: { affiliateCode: optional } });

function formCheck({ context }: Snapshot) {
  if (context.settings === null) return null;
  const { settings, method, values, ageConfirmed, agreed } = context;
  return checkRegistration({ settings, method, values, ageConfirmed, agreed });
}

function isRefresh(event: unknown): boolean {
  return typeof event === 'object' && event !== null && 'type' in event && event.type === 'form.refreshCaptcha';
}

function count(executed: readonly ExecutedAction[], type: string) {
  return executed.filter((action) => action.type === type).length;
}

defineModelTests({
  name: 'registration',
  machine: registrationMachine,
  // The link carried an invitation code.
  input: { affiliateCode: 'AGENT01' },
  // Raised by the machine itself when the method is set.
  internalEvents: ['method.changed'],
  events: {
    'rules loaded': doneEvent('loadSetup', registrationSetup(checkedSite)),
    'rules loaded, codes unchecked': doneEvent('loadSetup', registrationSetup(uncheckedSite)),
    'registration closed': doneEvent(
      'loadSetup',
      registrationSetup(registerSettings({ usernameRegistration: false, mobileRegistration: false })),
    ),
    'rules unavailable': errorEvent('loadSetup', apiError('client.network')),
    retry: { type: 'user.retry' },
    'link code accepted': doneEvent('verifyUrlCode', true),
    'link code refused': doneEvent('verifyUrlCode', false),
    'link code check failed': errorEvent('verifyUrlCode', apiError('client.network')),
    'type username': { type: 'field.change', field: 'username', value: ' new_member ' },
    'type password': { type: 'field.change', field: 'password', value: 'Secret#2026' },
    'type confirmation': { type: 'field.change', field: 'confirmPassword', value: 'Secret#2026' },

    'type mobile': { type: 'field.change', field: 'mobileNum', value: '9171234567' },
    // With the number, the code completes a mobile registration.
    'type code': { type: 'field.change', field: 'verificationCode', value: '123456' },
    'confirm age': { type: 'field.check', field: 'ageConfirmed', checked: true },
    'choose mobile': { type: 'user.selectMethod', method: 'mobile' },
    'choose username': { type: 'user.selectMethod', method: 'username' },
    submit: { type: 'user.submit' },
    'code accepted': doneEvent('checkAffiliate', true),
    'code refused': doneEvent('checkAffiliate', false),
    'code check failed': errorEvent('checkAffiliate', apiError('client.network')),
    registered: doneEvent('register', newMember),
    'username taken': errorEvent('register', { ...apiError('member.usernameTaken'), field: 'username' }),
    'invitation refused': errorEvent('register', { ...apiError('affiliate.invalid'), field: 'affiliateCode' }),
    'register failed': errorEvent('register', apiError('register.failed')),
    // The captcha child (a fake here; its own model tests it) reports its key and the answer typed.
    'captcha answered': { type: 'captcha.changed', captchaKey: captcha().captchaKey, answer: '1234' },
    'captcha reloading': { type: 'captcha.changed', captchaKey: null, answer: '' },
    'captcha broke': errorEvent('captcha', new Error('bug')),
    'request code': { type: 'user.requestSmsCode' },
    'countdown broke': errorEvent('smsCountdown', new Error('bug')),
    // The phone-service mode: the countdown reports the service's receipt for the code.
    'code sent': { type: 'sms.sent', target: { mobileNum: '9171234567', countryDialingCode: '63' }, receipt: 'v1' },
  },
  // Asking for a code and a refused submit may change nothing here but what is focused (an
  // emitted event) and the countdown child.
  viaEvents: ['user.requestSmsCode', 'user.submit'],
  // What tells states apart for the path generator: how far the form is from valid, not every value.
  distinguish: (snapshot) => {
    if (!snapshot.matches('ready')) return null;
    const { context } = snapshot;
    const result = formCheck(snapshot);
    return {
      method: context.method,
      firstIssue: result === null || result.ok ? null : result.issues[0]?.field,
      receipt: context.smsReceipt !== null,
    };
  },
  invariants: {
    loading: (snapshot) => {
      expect([...snapshot.tags].sort()).toEqual(['loading']);
      expect(snapshot.hasTag('loading')).toBe(true);
    },
    loadFailed: (snapshot) => {
      // The rules could not be loaded: a retry button and nothing running.
      expect([...snapshot.tags]).toEqual(['loadFailed']);
      expect(snapshot.children).toEqual({});
    },
    closed: ({ context, tags, children }) => {
      expect([...tags].sort()).toEqual(['closed']);
      // The site's rules turn both methods off: no form, nothing running.
      expect(context.settings?.usernameRegistration).toBe(false);
      expect(context.settings?.mobileRegistration).toBe(false);
      expect(children).toEqual({});
    },
    ready: (snapshot, executed) => {
      const { context } = snapshot;
      if (context.settings === null) throw new Error('ready without rules');
      const { settings, method } = context;
      // Every message is on something the form shows now.
      const shown = new Set<string>(shownFields(settings, method).map(({ field }) => field));
      for (const [field, error] of Object.entries(context.fieldErrors)) {
        if (error === undefined) continue;
        expect(shown.has(field) || field === 'ageConfirmed' || field === 'agreed', field).toBe(true);
      }
      // The mobile tab exists only with both methods; the method is one the site has on.
      expect(method === 'username' ? settings.usernameRegistration : settings.mobileRegistration).toBe(true);
      // What was typed is never lost: the URL code stays unless the user changed it.
      expect(context.values.affiliateCode).toBe('AGENT01');
      expect(snapshot.children.smsCountdown).toBeDefined();
      // The captcha box follows the method: required when the method takes one, hidden otherwise.
      const toCaptcha = sentTo(executed, 'captcha');
      const lastCommand = toCaptcha.filter((event) => !isRefresh(event)).at(-1);
      expect(lastCommand).toEqual({ type: isShown(settings, method, 'captcha') ? 'form.requireCaptcha' : 'form.hideCaptcha' });
      // Each register call spends the captcha it answered (the platform takes each once): once it
      // failed, a fresh one is asked for.
      const calls = invoked(executed, 'register').length;
      const running = snapshot.matches({ ready: { form: 'submitting' } }) ? 1 : 0;
      expect(toCaptcha.filter(isRefresh)).toHaveLength(calls - running);
    },
    'ready.form.editing': (snapshot, executed) => {
      expect([...snapshot.tags].sort()).toEqual([]);
      const { context } = snapshot;
      if (context.settings === null) throw new Error('editing without rules');
      const { settings, method, values } = context;
      // A rule message says what validation says now.
      for (const { field } of shownFields(settings, method)) {
        const error = context.fieldErrors[field];
        if (error?.kind === 'rule') expect(error.key, field).toBe(fieldIssue(settings, method, values, field));
      }
      // A refused invitation code was announced with the toast.
      const affiliate = context.fieldErrors.affiliateCode;
      if (affiliate?.kind === 'platform') {
        expect(affiliate.failure.code).toBe('affiliate.invalid');
        expect(count(executed, 'announceInvalidAffiliate')).toBeGreaterThan(0);
        expect(context.verifiedAffiliateCode).toBeNull();
      }
      // A failure above the button names no field the form shows (those show on the field).
      if (context.failure !== null) expect(shownFormField(settings, method, context.failure.field)).toBeNull();
    },
    'ready.form.verifyingUrlCode': ({ context, tags }, executed) => {
      expect([...tags].sort()).toEqual(['busy']);
      // The code the link carried is the one checked.
      expect(invoked(executed, 'verifyUrlCode')).toEqual([{ code: 'AGENT01' }]);
      expect(context.settings?.affiliateCodeCheck).toBe(true);
      expect(context.urlAffiliateCode).toBe('AGENT01');
      expect(context.verifiedAffiliateCode).toBeNull();
    },
    'ready.form.checkingAffiliate': ({ context, tags }) => {
      expect([...tags].sort()).toEqual(['busy']);
      expect(context.settings?.affiliateCodeCheck).toBe(true);
      const code = context.submission?.fields.affiliateCode ?? '';
      expect(code).not.toBe('');
      expect(normalAffiliateCode(code)).not.toBe(context.verifiedAffiliateCode);
      expect(context.fieldErrors).toEqual({});
      expect(context.failure).toBeNull();
    },
    'ready.form.submitting': (snapshot, executed) => {
      expect([...snapshot.tags].sort()).toEqual(['busy', 'submitting']);
      const { context } = snapshot;
      if (context.settings === null || context.submission === null) throw new Error('submitting without a submission');
      // What is sent is the submission checked below.
      expect(invoked(executed, 'register').at(-1)).toEqual(context.submission);
      expect(context.fieldErrors).toEqual({});
      expect(context.failure).toBeNull();
      expect(context.agreed).toBe(true);
      expect(context.ageConfirmed).toBe(true);
      const { submission, settings } = context;
      expect(submission.method).toBe(context.method);
      // The platform's own check accepts what is sent.
      expect(checkRegisterFields(submission.fields, settings.fields, submission.method).ok).toBe(true);
      // A code the site checks was accepted before the call.
      if (settings.affiliateCodeCheck && submission.fields.affiliateCode !== undefined) {
        expect(context.verifiedAffiliateCode).toBe(normalAffiliateCode(submission.fields.affiliateCode));
      }
      // The username method answers a captcha (with the key of the image on screen) and carries no
      // SMS receipt; the mobile method sends no captcha.
      if (submission.method === 'username') {
        expect(submission.fields.captcha).toBeDefined();
        expect(submission.captchaKey).not.toBeNull();
        expect(submission.smsReceipt).toBeNull();
      } else {
        expect(submission.captchaKey).toBeNull();
        expect(submission.fields.captcha).toBeUndefined();
      }
    },
    registered: ({ context, output, status, tags }, executed) => {
      expect([...tags].sort()).toEqual(['registered']);
      expect(status).toBe('done');
      expect(context.session).toEqual(newMember);
      expect(output).toEqual({ session: newMember });
      // The new member is logged in, then the password is held for change password (accounts §2).
      const types = executed.map(({ type }) => type);
      expect(executed).toContainEqual({ type: 'establishSession', params: { session: newMember } });
      expect(executed).toContainEqual({ type: 'holdPassword', params: { userName: newMember.userName, password: 'Secret#2026' } });
      expect(types.indexOf('establishSession')).toBeLessThan(types.indexOf('holdPassword'));
    },
  },
});
