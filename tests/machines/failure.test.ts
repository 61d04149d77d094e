import { describe, expect, it } from 'vitest';
import { toFailure, unknownFailure } from '../../machines/support/failure';

describe('toFailure', () => {
  it('keeps what an api error says, and only that', () => {
    expect(
      toFailure({ code: 'auth.captcha', message: 'Wrong code', captchaRequired: true, field: 'captcha', retryAfterSeconds: 30, extra: 1 }),
    ).toStrictEqual({ code: 'auth.captcha', message: 'Wrong code', captchaRequired: true, field: 'captcha', retryAfterSeconds: 30 });
    expect(toFailure(Object.assign(new Error('Offline'), { code: 'client.network' }))).toStrictEqual({
      code: 'client.network',
      message: 'Offline',
      captchaRequired: false,
    });
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'client.network'],
    ['a number', 500],
    ['a boolean', true],
    ['a function carrying a code', Object.assign(() => undefined, { code: 'client.network', message: 'Offline' })],
    ['an object without a code', { message: 'Offline' }],
    ['an object whose code is not a string', { code: 500, message: 'Offline' }],
    ['a plain Error', new Error('a bug')],
  ])('makes %s an unknown failure', (_, error) => {
    expect(toFailure(error)).toStrictEqual(unknownFailure);
    expect(unknownFailure).toStrictEqual({ code: 'unknown', message: 'Unknown error', captchaRequired: false });
  });

  it('leaves out, or replaces, what is not of its type', () => {
    expect(
      toFailure({ code: 'x', message: 42, captchaRequired: 'true', field: null, retryAfterSeconds: '30' }),
    ).toStrictEqual({ code: 'x', message: 'Unknown error', captchaRequired: false });
    expect(toFailure({ code: 'x', field: 7, retryAfterSeconds: null })).toStrictEqual({
      code: 'x',
      message: 'Unknown error',
      captchaRequired: false,
    });
  });
});
