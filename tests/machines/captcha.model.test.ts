import { expect } from 'vitest';
import { captchaMachine } from '../../machines/captcha.machine';
import { doneEvent, errorEvent } from '../support/actor-events';
import { captcha } from '../support/fixtures';
import { defineModelTests } from '../support/model/define-model-tests';

defineModelTests({
  name: 'captcha',
  machine: captchaMachine,
  input: {},
  events: {
    reveal: { type: 'captcha.reveal' },
    'method switched': { type: 'captcha.refreshIfShown' },
    'tap image': { type: 'user.refreshCaptcha' },
    'type answer': { type: 'user.typeAnswer', value: '4821' },
    'image loaded': doneEvent('loadCaptcha', captcha('k1')),
    'image failed': errorEvent('loadCaptcha', new Error('offline')),
  },
  invariants: {
    hidden: (snapshot) => {
      // accounts §4: hidden by default, and nothing typed or loaded while hidden.
      expect(snapshot.hasTag('captchaShown')).toBe(false);
      expect(snapshot.context.captcha).toBeNull();
      expect(snapshot.context.answer).toBe('');
    },
    loading: (snapshot) => {
      // A fresh image always comes with a cleared input.
      expect(snapshot.hasTag('captchaShown')).toBe(true);
      expect(snapshot.context.answer).toBe('');
    },
    shown: (snapshot) => {
      expect(snapshot.context.captcha).toEqual(captcha('k1'));
    },
    unavailable: (snapshot) => {
      expect(snapshot.hasTag('captchaUnavailable')).toBe(true);
      expect(snapshot.context.captcha).toBeNull();
      expect(snapshot.context.answer).toBe('');
    },
  },
});
