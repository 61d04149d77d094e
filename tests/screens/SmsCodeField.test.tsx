import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import { smsCountdownMachine, type SmsSendResult, type SmsTarget } from '../../machines/smsCountdown.machine';
import { SmsCodeField } from '../../src/ui/sms/SmsCodeField';
import { controlledPromise } from '../support/controlled-promise';
import { settle } from '../support/deferred';
import { renderWithI18n } from './support/renderWithI18n';

const number: SmsTarget = { mobileNum: '9171234567', countryDialingCode: '63' };

/** The field over a real countdown whose send the test settles; the form's part is a click counter. */
function renderField({ lockedUntilSent = false, error }: { lockedUntilSent?: boolean; error?: string } = {}) {
  const sendCode = controlledPromise<SmsSendResult, SmsTarget>('sendCode');
  const countdown = createActor(smsCountdownMachine.provide({ actors: { sendCode: sendCode.logic } }), { input: {} }).start();
  const onRequestCode = vi.fn(() => countdown.send({ type: 'user.requestCode', target: number }));
  function Form() {
    const [value, setValue] = useState('');
    return (
      <SmsCodeField
        countdown={countdown}
        value={value}
        error={error}
        onChange={setValue}
        onRequestCode={onRequestCode}
        lockedUntilSent={lockedUntilSent}
        required
      />
    );
  }
  renderWithI18n(<Form />);
  return { countdown, sendCode, onRequestCode, user: userEvent.setup() };
}

const codeInput = () => screen.getByRole('textbox', { name: /SMS code/ });

describe('SmsCodeField', () => {
  it('a labelled one-time-code input, at most 10 characters, and a "Get code" button', async () => {
    const { user } = renderField();
    const input = codeInput();
    expect(input).toHaveProperty('autocomplete', 'one-time-code');
    expect(input).toHaveProperty('maxLength', 10);
    expect(input).toHaveProperty('required', true);
    expect(input).toHaveProperty('disabled', false);
    await user.type(input, '123456');
    expect(input).toHaveProperty('value', '123456');
    expect(screen.getByRole('button', { name: 'Get code' }).getAttribute('aria-disabled')).toBe('false');
  });

  it('shows the message it is given, tied to the input', () => {
    renderField({ error: 'Please enter a valid verification code' });
    const input = codeInput();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby');
    expect(describedBy).not.toBeNull();
    expect(document.getElementById(describedBy ?? '')?.textContent).toBe('Please enter a valid verification code');
  });

  it('sending, then the countdown: the button says so and a tap sends nothing more (accounts §4)', async () => {
    const { sendCode, onRequestCode, user } = renderField();
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(onRequestCode).toHaveBeenCalledTimes(1);
    const sending = screen.getByRole('button', { name: 'Sending…' });
    expect(sending.getAttribute('aria-disabled')).toBe('true');
    await user.click(sending);
    expect(onRequestCode).toHaveBeenCalledTimes(1);

    await act(async () => {
      sendCode.resolve({ expiredMinutes: 1, receipt: null });
      await settle();
    });
    const counting = screen.getByRole('button', { name: 'Resend in 60 s' });
    expect(counting.getAttribute('aria-disabled')).toBe('true');
    await user.click(counting);
    expect(onRequestCode).toHaveBeenCalledTimes(1);
    expect(sendCode.calls).toHaveLength(1);
  });

  it('the countdown ticks on the button and ends with "Get code" again', async () => {
    vi.useFakeTimers();
    try {
      const { countdown, sendCode } = renderField();
      act(() => countdown.send({ type: 'user.requestCode', target: number }));
      await act(async () => {
        sendCode.resolve({ expiredMinutes: 1, receipt: null });
        await vi.advanceTimersByTimeAsync(0);
      });
      expect(screen.getByRole('button', { name: 'Resend in 60 s' })).toBeDefined();
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(screen.getByRole('button', { name: 'Resend in 59 s' })).toBeDefined();
      await act(() => vi.advanceTimersByTimeAsync(59_000));
      expect(screen.getByRole('button', { name: 'Get code' }).getAttribute('aria-disabled')).toBe('false');
    } finally {
      vi.useRealTimers();
    }
  });

  it('lockedUntilSent: the input stays disabled until a send succeeds (accounts §2)', async () => {
    const { sendCode, user } = renderField({ lockedUntilSent: true });
    expect(codeInput()).toHaveProperty('disabled', true);

    // A failed send does not open it.
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await act(async () => {
      sendCode.reject({ code: 'request.rateLimited', message: 'wait', captchaRequired: false });
      await settle();
    });
    expect(codeInput()).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await act(async () => {
      sendCode.resolve({ expiredMinutes: 1, receipt: null });
      await settle();
    });
    expect(codeInput()).toHaveProperty('disabled', false);
    await user.type(codeInput(), '654321');
    expect(codeInput()).toHaveProperty('value', '654321');
  });
});
