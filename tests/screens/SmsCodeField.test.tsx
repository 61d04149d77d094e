import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import type { SmsSendResult, SmsTarget } from '../../machines/smsCountdown.machine';
import { toastsMachine } from '../../machines/toasts.machine';
import { SmsCodeField } from '../../src/ui/sms/SmsCodeField';
import { smsCountdownLogic } from '../../src/ui/sms/smsCountdownLogic';
import { createToastApi } from '../../src/ui/toast/toastApi';
import { ToastRegion } from '../../src/ui/toast/ToastRegion';
import { controlledPromise } from '../support/controlled-promise';
import { settle } from '../support/deferred';
import { recordingParent } from '../support/recording-parent';
import { renderWithI18n } from './support/renderWithI18n';

const number: SmsTarget = { mobileNum: '9171234567', countryDialingCode: '63' };

/**
 * The field over the real countdown (with its messages, as toasts) whose send the test settles. The
 * form's part is a click counter, and a parent that records what the countdown tells its form.
 */
function renderField({ lockedUntilSent = false, error }: { lockedUntilSent?: boolean; error?: string } = {}) {
  const sendCode = controlledPromise<SmsSendResult, SmsTarget>('sendCode');
  const toasts = createActor(toastsMachine).start();
  const form = recordingParent();
  const logic = smsCountdownLogic(async () => {
    throw new Error('the test settles sends itself');
  }, createToastApi(() => toasts)).provide({ actors: { sendCode: sendCode.logic } });
  const countdown = createActor(logic, { parent: form.parent }).start();
  const onRequestCode = vi.fn(() => countdown.send({ type: 'form.requestCode', target: number }));
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
  renderWithI18n(
    <>
      <Form />
      <ToastRegion actor={toasts} />
    </>,
  );
  return { countdown, sendCode, onRequestCode, heard: form.heard, user: userEvent.setup() };
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
    const { sendCode, onRequestCode, heard, user } = renderField();
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(onRequestCode).toHaveBeenCalledTimes(1);
    const sending = screen.getByRole('button', { name: 'Sending…' });
    expect(sending.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('in sms sending...');
    await user.click(sending);
    expect(onRequestCode).toHaveBeenCalledTimes(1);

    await act(async () => {
      sendCode.resolve({ expiredMinutes: 1, receipt: null });
      await settle();
    });
    expect(screen.getByRole('status').textContent).toBe('SMS sent');
    expect(heard).toEqual([{ type: 'sms.sent', target: number, receipt: null }]);
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
      act(() => countdown.send({ type: 'form.requestCode', target: number }));
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
    const { sendCode, heard, user } = renderField({ lockedUntilSent: true });
    expect(codeInput()).toHaveProperty('disabled', true);

    // A failed send does not open it; the loading message goes and the failure is said.
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await act(async () => {
      sendCode.reject({ code: 'request.rateLimited', message: 'wait', captchaRequired: false });
      await settle();
    });
    expect(codeInput()).toHaveProperty('disabled', true);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts, please try again in a minute');
    expect(heard).toEqual([]);

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
