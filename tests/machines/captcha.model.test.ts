import { expect } from 'vitest';
import { captchaMachine, type CaptchaChangedEvent } from '../../machines/captcha.machine';
import { doneEvent, errorEvent } from '../support/actor-events';
import { captcha } from '../support/fixtures';
import { defineModelTests } from '../support/model/define-model-tests';
import type { ExecutedAction } from '../support/model/spec';

/** What the form last heard from the captcha (standalone, the reports are read from the executed actions). */
function lastReport(executed: readonly ExecutedAction[]): unknown {
  return executed.filter(({ type }) => type === 'notifyParent').at(-1)?.params;
}

function reported(change: Omit<CaptchaChangedEvent, 'type'>) {
  return change;
}

defineModelTests({
  name: 'captcha',
  machine: captchaMachine.provide({ actions: { notifyParent: () => undefined } }),
  inputs: {
    // Login's, and a registration method without one.
    hidden: { shown: false },
    // A registration method that takes one.
    shown: { shown: true },
  },
  events: {
    require: { type: 'form.requireCaptcha' },
    refresh: { type: 'form.refreshCaptcha' },
    hide: { type: 'form.hideCaptcha' },
    'tap image': { type: 'user.refreshCaptcha' },
    'type answer': { type: 'user.typeAnswer', value: '4821' },
    'image loaded': doneEvent('loadCaptcha', captcha('k1')),
    'image failed': errorEvent('loadCaptcha', new Error('offline')),
  },
  invariants: {
    hidden: (snapshot, executed) => {
      expect([...snapshot.tags].sort()).toEqual([]);
      // accounts §4: hidden by default, and no image loads while hidden (a hide stops a load).
      expect(snapshot.hasTag('captchaShown')).toBe(false);
      expect(snapshot.children.loadCaptcha).toBeUndefined();
      // Until a form requires one, the form hears nothing.
      if (!executed.some(({ type }) => type === 'xstate.spawnChild')) expect(lastReport(executed)).toBeUndefined();
    },
    loading: (snapshot, executed) => {
      expect([...snapshot.tags].sort()).toEqual(['captchaLoading', 'captchaShown']);
      // A fresh image always comes with a cleared input, and the form hears it has no key yet.
      expect(snapshot.context.answer).toBe('');
      expect(lastReport(executed)).toEqual(reported({ captchaKey: null, answer: '' }));
    },
    shown: (snapshot, executed) => {
      expect([...snapshot.tags].sort()).toEqual(['captchaShown']);
      expect(snapshot.context.captcha).toEqual(captcha('k1'));
      // The form always knows the key and the answer on screen.
      expect(lastReport(executed)).toEqual(reported({ captchaKey: 'k1', answer: snapshot.context.answer }));
    },
    unavailable: (snapshot, executed) => {
      expect([...snapshot.tags].sort()).toEqual(['captchaShown', 'captchaUnavailable']);
      expect(snapshot.context.captcha).toBeNull();
      expect(snapshot.context.answer).toBe('');
      expect(lastReport(executed)).toEqual(reported({ captchaKey: null, answer: '' }));
    },
  },
});
