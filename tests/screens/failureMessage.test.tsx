import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { errorCodes } from '../../contract';
import { failureMessage } from '../../src/i18n/failureMessage';
import { activateCatalog, loadCatalog } from '../../src/i18n/i18n';

const limited = (retryAfterSeconds: number | null) =>
  failureMessage({ code: errorCodes.rateLimited, message: 'server text', captchaRequired: false, retryAfterSeconds });

describe('failureMessage: waits and lockouts say how long, in the user language', () => {
  beforeAll(async () => {
    await loadCatalog('en');
    await loadCatalog('pt');
    activateCatalog('en');
  });
  afterAll(() => activateCatalog('en'));

  it('says a throttle wait in seconds under a minute and in minutes above (issue 10 §2)', () => {
    expect(limited(8)).toBe('Too many attempts, please try again in 8 seconds');
    expect(limited(59)).toBe('Too many attempts, please try again in 59 seconds');
    expect(limited(60)).toBe('Too many attempts, please try again in a minute');
    expect(limited(61)).toBe('Too many attempts, please try again in 2 minutes');
    expect(limited(null)).toBe('Too many attempts, please try again in a minute');
  });

  it('tells the owner of a protected account why, for how long, and the way out', () => {
    const message = failureMessage({
      code: errorCodes.accountProtected,
      message: 'server text',
      captchaRequired: false,
      retryAfterSeconds: 3000,
    });
    expect(message).toBe(
      'For your safety, password login to this account is paused for 50 min after many failed attempts. You can reset your password now to end the pause',
    );
  });

  it('asks for a new code when a code took too many wrong tries, translated', () => {
    const failure = { code: errorCodes.verificationTooManyTries, message: 'server text', captchaRequired: false };
    expect(failureMessage(failure)).toBe('This code was entered wrongly too many times, please get a new one');
    activateCatalog('pt');
    expect(i18n.locale).toBe('pt');
    expect(failureMessage(failure)).toBe('Este código foi digitado errado vezes demais; solicite um novo');
    expect(limited(8)).toBe('Muitas tentativas; tente novamente em 8 segundos');
    activateCatalog('en');
  });
});
