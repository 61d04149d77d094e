import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { loginMachine, type LoginCredentials, type LoginField } from '../../machines/login.machine';
import { specTimings } from '../../machines/constants';
import { unknownFailure } from '../../machines/support/failure';
import type { CaptchaResponse, SessionInfo } from '../../src/api/contract';
import { controlledPromise } from '../support/controlled-promise';
import { settle } from '../support/deferred';
import { apiError, captcha, session } from '../support/fixtures';

function startLogin() {
  const login = controlledPromise<SessionInfo, LoginCredentials>('login');
  const loadCaptcha = controlledPromise<CaptchaResponse>('loadCaptcha');
  const established: SessionInfo[] = [];
  const actor = createActor(
    loginMachine.provide({
      actors: { login: login.logic, loadCaptcha: loadCaptcha.logic },
      actions: {
        establishSession: (_, params) => {
          established.push(params.session);
        },
      },
    }),
  ).start();
  const type = (field: LoginField, value: string) => actor.send({ type: 'field.change', field, value });
  return { actor, login, loadCaptcha, established, type };
}

type Login = ReturnType<typeof startLogin>;

/** Fills the form, submits, and lets the platform demand a captcha, which loads. */
async function captchaShown(form: Login, key = 'captcha-1') {
  form.type('username', 'alice');
  form.type('password', 'secret');
  form.actor.send({ type: 'user.submit' });
  form.login.reject(apiError('CAPTCHA_REQUIRED', true));
  await settle();
  form.loadCaptcha.resolve(captcha(key));
  await settle();
}

function region(form: Login) {
  return form.actor.getSnapshot().value;
}

describe('login machine', () => {
  it('starts editing with the captcha hidden', () => {
    const { actor } = startLogin();
    expect(actor.getSnapshot().value).toEqual({ active: { form: 'editing', captcha: 'hidden', revalidation: 'idle' } });
    expect([...actor.getSnapshot().tags]).toEqual([]);
  });

  describe('validation', () => {
    it('marks empty username and password as required without calling login', () => {
      const form = startLogin();
      form.type('username', '   ');
      form.actor.send({ type: 'user.submit' });
      expect(form.actor.getSnapshot().matches({ active: { form: 'editing' } })).toBe(true);
      expect(form.actor.getSnapshot().context.fieldErrors).toEqual({ username: 'required', password: 'required' });
      expect(form.login.calls).toHaveLength(0);
    });

    it('requires the captcha once it is shown', async () => {
      const form = startLogin();
      await captchaShown(form);
      form.actor.send({ type: 'user.submit' });
      expect(form.actor.getSnapshot().context.fieldErrors).toEqual({ captcha: 'captchaRequired' });
      expect(form.login.calls).toHaveLength(1);
    });

    it('clears only the error of the field that changes', () => {
      const form = startLogin();
      form.actor.send({ type: 'user.submit' });
      form.type('username', 'alice');
      expect(form.actor.getSnapshot().context.fieldErrors).toEqual({ username: undefined, password: 'required' });
      expect(form.actor.getSnapshot().context.values.username).toBe('alice');
    });
  });

  describe('submitting', () => {
    it('sends trimmed username and captcha, the password as typed, and no captcha key', () => {
      const form = startLogin();
      form.type('username', '  alice ');
      form.type('password', ' secret ');
      form.actor.send({ type: 'user.submit' });
      expect(form.actor.getSnapshot().matches({ active: { form: 'submitting' } })).toBe(true);
      expect(form.actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(form.login.calls.map((call) => call.input)).toEqual([
        { username: 'alice', password: ' secret ', captcha: '', captchaKey: null },
      ]);
    });

    it('ends authenticated, outputs the session and establishes it', async () => {
      const form = startLogin();
      form.type('username', 'alice');
      form.type('password', 'secret');
      form.actor.send({ type: 'user.submit' });
      const signedIn = session();
      form.login.resolve(signedIn);
      await settle();
      const snapshot = form.actor.getSnapshot();
      expect(snapshot.status).toBe('done');
      expect(snapshot.value).toBe('authenticated');
      expect(snapshot.hasTag('authenticated')).toBe(true);
      expect(snapshot.output).toEqual({ session: signedIn });
      expect(form.established).toEqual([signedIn]);
    });

    it('goes back to editing with the failure when the platform refuses without a captcha flag', async () => {
      const form = startLogin();
      form.type('username', 'alice');
      form.type('password', 'wrong');
      form.actor.send({ type: 'user.submit' });
      form.login.reject(apiError('BAD_CREDENTIALS'));
      await settle();
      expect(region(form)).toEqual({ active: { form: 'editing', captcha: 'hidden', revalidation: 'idle' } });
      expect(form.actor.getSnapshot().context.failure).toEqual({
        code: 'BAD_CREDENTIALS',
        message: 'BAD_CREDENTIALS message',
        captchaRequired: false,
      });
      expect(form.loadCaptcha.calls).toHaveLength(0);
    });

    it('reports an error that is not an api error as unknown', async () => {
      const form = startLogin();
      form.type('username', 'alice');
      form.type('password', 'secret');
      form.actor.send({ type: 'user.submit' });
      form.login.reject(new Error('network down'));
      await settle();
      expect(form.actor.getSnapshot().context.failure).toEqual(unknownFailure);
    });

    it('clears the previous failure when submitting again', async () => {
      const form = startLogin();
      form.type('username', 'alice');
      form.type('password', 'wrong');
      form.actor.send({ type: 'user.submit' });
      form.login.reject(apiError('BAD_CREDENTIALS'));
      await settle();
      form.actor.send({ type: 'user.submit' });
      expect(form.actor.getSnapshot().context.failure).toBeNull();
      expect(form.login.calls).toHaveLength(2);
    });
  });

  describe('captcha', () => {
    it('loads and shows a captcha when a failure carries the captcha flag', async () => {
      const form = startLogin();
      form.type('username', 'alice');
      form.type('password', 'secret');
      form.type('captcha', 'stale');
      form.actor.send({ type: 'user.submit' });
      form.login.reject(apiError('CAPTCHA_REQUIRED', true));
      await settle();
      expect(region(form)).toEqual({ active: { form: 'editing', captcha: 'loading', revalidation: 'idle' } });
      expect(form.actor.getSnapshot().hasTag('captchaLoading')).toBe(true);
      expect(form.actor.getSnapshot().context.failure?.captchaRequired).toBe(true);
      expect(form.loadCaptcha.calls).toHaveLength(1);

      const image = captcha('captcha-1');
      form.loadCaptcha.resolve(image);
      await settle();
      expect(region(form)).toEqual({ active: { form: 'editing', captcha: 'shown', revalidation: 'idle' } });
      expect([...form.actor.getSnapshot().tags]).toEqual(['captchaShown']);
      expect(form.actor.getSnapshot().context.captcha).toEqual(image);
      expect(form.actor.getSnapshot().context.values.captcha).toBe('');
    });

    it('sends the trimmed captcha with its key', async () => {
      const form = startLogin();
      await captchaShown(form, 'key-7');
      form.type('captcha', ' 1234 ');
      form.actor.send({ type: 'user.submit' });
      expect(form.login.calls.at(-1)?.input).toEqual({
        username: 'alice',
        password: 'secret',
        captcha: '1234',
        captchaKey: 'key-7',
      });
    });

    it('refreshes the captcha on request and clears the typed answer', async () => {
      const form = startLogin();
      await captchaShown(form, 'key-1');
      form.type('captcha', '1234');
      form.actor.send({ type: 'user.refreshCaptcha' });
      expect(region(form)).toEqual({ active: { form: 'editing', captcha: 'loading', revalidation: 'idle' } });
      form.loadCaptcha.resolve(captcha('key-2'));
      await settle();
      expect(region(form)).toEqual({ active: { form: 'editing', captcha: 'shown', revalidation: 'idle' } });
      expect(form.actor.getSnapshot().context.captcha?.captchaKey).toBe('key-2');
      expect(form.actor.getSnapshot().context.values.captcha).toBe('');
    });

    it('is unavailable when the captcha cannot load, until a refresh loads one', async () => {
      const form = startLogin();
      form.type('username', 'alice');
      form.type('password', 'secret');
      form.actor.send({ type: 'user.submit' });
      form.login.reject(apiError('CAPTCHA_REQUIRED', true));
      await settle();
      form.loadCaptcha.reject(new Error('offline'));
      await settle();
      expect(region(form)).toEqual({ active: { form: 'editing', captcha: 'unavailable', revalidation: 'idle' } });
      expect([...form.actor.getSnapshot().tags].sort()).toEqual(['captchaShown', 'captchaUnavailable']);

      form.actor.send({ type: 'user.refreshCaptcha' });
      expect(region(form)).toEqual({ active: { form: 'editing', captcha: 'loading', revalidation: 'idle' } });
      form.loadCaptcha.resolve(captcha());
      await settle();
      expect(region(form)).toEqual({ active: { form: 'editing', captcha: 'shown', revalidation: 'idle' } });
    });

    it('loads a fresh captcha after every failure that carries the flag', async () => {
      const form = startLogin();
      await captchaShown(form, 'key-1');
      form.type('captcha', '1234');
      form.actor.send({ type: 'user.submit' });
      form.login.reject(apiError('CAPTCHA_INVALID', true));
      await settle();
      expect(region(form)).toEqual({ active: { form: 'editing', captcha: 'loading', revalidation: 'idle' } });
      expect(form.loadCaptcha.calls).toHaveLength(2);
    });
  });

  describe('after the platform has demanded a captcha', () => {
    it('loads a fresh captcha after a failure without the flag, since the used one is spent', async () => {
      const form = startLogin();
      await captchaShown(form, 'captcha-1');
      form.type('captcha', '1234');
      form.actor.send({ type: 'user.submit' });
      form.login.reject(new Error('network dropped'));
      await settle();
      expect(form.actor.getSnapshot().hasTag('captchaLoading')).toBe(true);
      expect(form.loadCaptcha.calls).toHaveLength(2);
    });

    it('requires the captcha even while it is still loading', async () => {
      const form = startLogin();
      form.type('username', 'alice');
      form.type('password', 'secret');
      form.actor.send({ type: 'user.submit' });
      form.login.reject(apiError('CAPTCHA_REQUIRED', true));
      await settle();
      form.actor.send({ type: 'user.submit' });
      expect(form.actor.getSnapshot().context.fieldErrors).toEqual({ captcha: 'captchaRequired' });
      expect(form.login.calls).toHaveLength(1);
    });
  });

  describe('after a language change (accounts §1: re-validate 200 ms later)', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    const changeLanguage = (form: Login, code = 'ty') => form.actor.send({ type: 'language.changed', code });

    it('waits the named 200 ms delay, then validates the fields showing an error again', () => {
      const form = startLogin();
      form.type('password', 'secret');
      form.actor.send({ type: 'user.submit' });
      form.type('password', '');
      expect(form.actor.getSnapshot().context.fieldErrors).toEqual({ username: 'required', password: undefined });

      changeLanguage(form);
      expect(form.actor.getSnapshot().matches({ active: { revalidation: 'debouncing' } })).toBe(true);
      vi.advanceTimersByTime(specTimings.languageDebounceMs - 1);
      expect(form.actor.getSnapshot().matches({ active: { revalidation: 'debouncing' } })).toBe(true);
      vi.advanceTimersByTime(1);
      const snapshot = form.actor.getSnapshot();
      expect(snapshot.matches({ active: { revalidation: 'idle' } })).toBe(true);
      // Only the field that showed an error is validated again; the emptied password is not flagged.
      expect(snapshot.context.fieldErrors).toEqual({ username: 'required' });
    });

    it('keeps everything that was typed, and the form where it was', async () => {
      const form = startLogin();
      vi.useRealTimers(); // the fake platform settles on real timers
      await captchaShown(form);
      vi.useFakeTimers();
      form.type('username', '  alice ');
      form.type('password', ' pa ss ');
      form.actor.send({ type: 'user.submit' });
      const before = form.actor.getSnapshot();
      expect(before.context.fieldErrors).toEqual({ captcha: 'captchaRequired' });

      changeLanguage(form);
      vi.advanceTimersByTime(specTimings.languageDebounceMs);
      const after = form.actor.getSnapshot();
      expect(after.context.values).toEqual({ username: '  alice ', password: ' pa ss ', captcha: '' });
      expect(after.context.fieldErrors).toEqual({ captcha: 'captchaRequired' });
      expect(after.context.captcha).toEqual(before.context.captcha);
      expect(after.value).toEqual({ active: { form: 'editing', captcha: 'shown', revalidation: 'idle' } });
    });

    it('restarts the wait on every change', () => {
      const form = startLogin();
      form.actor.send({ type: 'user.submit' });
      changeLanguage(form, 'ty');
      vi.advanceTimersByTime(150);
      changeLanguage(form, 'pt');
      vi.advanceTimersByTime(150);
      expect(form.actor.getSnapshot().matches({ active: { revalidation: 'debouncing' } })).toBe(true);
      vi.advanceTimersByTime(50);
      expect(form.actor.getSnapshot().matches({ active: { revalidation: 'idle' } })).toBe(true);
    });

    it('does not show errors on fields that had none', () => {
      const form = startLogin();
      changeLanguage(form);
      vi.advanceTimersByTime(specTimings.languageDebounceMs);
      expect(form.actor.getSnapshot().context.fieldErrors).toEqual({});
    });

    it('does not disturb a login in flight', () => {
      const form = startLogin();
      form.type('username', 'alice');
      form.type('password', 'secret');
      form.actor.send({ type: 'user.submit' });
      changeLanguage(form);
      vi.advanceTimersByTime(specTimings.languageDebounceMs);
      expect(form.actor.getSnapshot().matches({ active: { form: 'submitting' } })).toBe(true);
      expect(form.login.calls).toHaveLength(1);
    });
  });
});
