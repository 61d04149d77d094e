import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { captchaMachine, type CaptchaChangedEvent } from '../../machines/captcha.machine';
import type { CaptchaResponse } from '../../contract';
import { controlledPromise } from '../support/controlled-promise';
import { settle } from '../support/deferred';
import { captcha } from '../support/fixtures';
import { recordingParent } from '../support/recording-parent';
import { rejectionOf } from '../support/placeholder-actors';

function isChanged(event: AnyEventObject): event is CaptchaChangedEvent {
  return event.type === 'captcha.changed';
}

function startCaptcha({ shown = false } = {}) {
  const loadCaptcha = controlledPromise<CaptchaResponse>('loadCaptcha');
  const { parent, heard } = recordingParent();
  const actor = createActor(captchaMachine.provide({ actors: { loadCaptcha: loadCaptcha.logic } }), {
    parent,
    input: { shown },
  }).start();
  const lastChange = () => heard.filter(isChanged).at(-1);
  return { actor, loadCaptcha, heard, lastChange };
}

describe('captcha machine', () => {
  it('starts hidden, loads nothing and tells the form nothing', () => {
    const { actor, loadCaptcha, heard } = startCaptcha();
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actor.getSnapshot().hasTag('captchaShown')).toBe(false);
    expect(loadCaptcha.calls).toHaveLength(0);
    expect(heard).toEqual([]);
  });

  it("starts loading an image when the form's first view takes one, and a require then loads no second", async () => {
    const { actor, loadCaptcha, lastChange } = startCaptcha({ shown: true });
    expect(actor.getSnapshot().hasTag('captchaLoading')).toBe(true);
    expect(loadCaptcha.calls).toHaveLength(1);
    expect(lastChange()).toEqual({ type: 'captcha.changed', captchaKey: null, answer: '' });
    actor.send({ type: 'form.requireCaptcha' });
    expect(loadCaptcha.calls).toHaveLength(1);
    loadCaptcha.resolve(captcha('k1'));
    await settle();
    expect(actor.getSnapshot().value).toBe('shown');
    expect(lastChange()).toEqual({ type: 'captcha.changed', captchaKey: 'k1', answer: '' });
  });

  it('ignores a tap, a refresh, a hide and typing while hidden', () => {
    const { actor, loadCaptcha, heard } = startCaptcha();
    actor.send({ type: 'user.refreshCaptcha' });
    actor.send({ type: 'form.refreshCaptcha' });
    actor.send({ type: 'form.hideCaptcha' });
    actor.send({ type: 'user.typeAnswer', value: '12' });
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actor.getSnapshot().context.answer).toBe('');
    expect(loadCaptcha.calls).toHaveLength(0);
    expect(heard).toEqual([]);
  });

  it('is revealed by the form, loads an image and reports its key with an empty answer', async () => {
    const { actor, loadCaptcha, lastChange } = startCaptcha();
    actor.send({ type: 'form.requireCaptcha' });
    expect(actor.getSnapshot().hasTag('captchaLoading')).toBe(true);
    expect(lastChange()).toEqual({ type: 'captcha.changed', captchaKey: null, answer: '' });
    loadCaptcha.resolve(captcha('k1'));
    await settle();
    expect(actor.getSnapshot().value).toBe('shown');
    expect(actor.getSnapshot().context.captcha).toEqual(captcha('k1'));
    expect(lastChange()).toEqual({ type: 'captcha.changed', captchaKey: 'k1', answer: '' });
  });

  it('reports every answer typed', async () => {
    const { actor, loadCaptcha, lastChange } = startCaptcha();
    actor.send({ type: 'form.requireCaptcha' });
    loadCaptcha.resolve(captcha('k1'));
    await settle();
    actor.send({ type: 'user.typeAnswer', value: '4821' });
    expect(actor.getSnapshot().context.answer).toBe('4821');
    expect(lastChange()).toEqual({ type: 'captcha.changed', captchaKey: 'k1', answer: '4821' });
  });

  it.each([
    ['tapping the image', { type: 'user.refreshCaptcha' }],
    ['a refresh from the form (a method switch, a spent answer)', { type: 'form.refreshCaptcha' }],
    ['a new demand from the form', { type: 'form.requireCaptcha' }],
  ] as const)('%s loads a fresh image and clears the answer', async (_, event) => {
    const { actor, loadCaptcha, lastChange } = startCaptcha();
    actor.send({ type: 'form.requireCaptcha' });
    loadCaptcha.resolve(captcha('k1'));
    await settle();
    actor.send({ type: 'user.typeAnswer', value: '4821' });
    actor.send(event);
    expect(actor.getSnapshot().context.answer).toBe('');
    // The old image is spent: no key until the fresh one is in.
    expect(lastChange()).toEqual({ type: 'captcha.changed', captchaKey: null, answer: '' });
    loadCaptcha.resolve(captcha('k2'));
    await settle();
    expect(loadCaptcha.calls).toHaveLength(2);
    expect(lastChange()).toEqual({ type: 'captcha.changed', captchaKey: 'k2', answer: '' });
  });

  it('shows a retry when the image cannot load, and a tap tries again', async () => {
    const { actor, loadCaptcha, lastChange } = startCaptcha();
    actor.send({ type: 'form.requireCaptcha' });
    loadCaptcha.reject(new Error('offline'));
    await settle();
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(actor.getSnapshot().hasTag('captchaShown')).toBe(true);
    expect(lastChange()).toEqual({ type: 'captcha.changed', captchaKey: null, answer: '' });
    actor.send({ type: 'user.refreshCaptcha' });
    loadCaptcha.resolve(captcha('k3'));
    await settle();
    expect(actor.getSnapshot().value).toBe('shown');
  });

  it.each(['loading', 'shown', 'unavailable'] as const)('hides when the form takes none, from %s', async (state) => {
    const { actor, loadCaptcha, heard } = startCaptcha();
    actor.send({ type: 'form.requireCaptcha' });
    if (state === 'shown') loadCaptcha.resolve(captcha('k1'));
    if (state === 'unavailable') loadCaptcha.reject(new Error('offline'));
    await settle();
    expect(actor.getSnapshot().value).toBe(state);
    const told = heard.length;
    actor.send({ type: 'form.hideCaptcha' });
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actor.getSnapshot().hasTag('captchaShown')).toBe(false);
    expect(heard).toHaveLength(told);
    // Required again, it starts from a fresh image.
    actor.send({ type: 'form.requireCaptcha' });
    expect(actor.getSnapshot().value).toBe('loading');
  });

  it.each(['form.requireCaptcha', 'form.refreshCaptcha', 'user.refreshCaptcha'] as const)(
    'after an image failed to load, %s loads a fresh one',
    async (type) => {
      const { actor, loadCaptcha, lastChange } = startCaptcha();
      actor.send({ type: 'form.requireCaptcha' });
      loadCaptcha.reject(new Error('offline'));
      await settle();
      expect(actor.getSnapshot().value).toBe('unavailable');
      actor.send({ type });
      expect(actor.getSnapshot().value).toBe('loading');
      expect(loadCaptcha.calls).toHaveLength(2);
      loadCaptcha.resolve(captcha('k2'));
      await settle();
      expect(actor.getSnapshot().value).toBe('shown');
      expect(lastChange()).toEqual({ type: 'captcha.changed', captchaKey: 'k2', answer: '' });
    },
  );

  it('fails loudly when the screen provides no image loader', async () => {
    await expect(rejectionOf(captchaMachine, 'loadCaptcha')).resolves.toEqual(new Error('loadCaptcha is provided by the screen'));
  });
});
