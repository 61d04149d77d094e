import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createActor } from 'xstate';
import { toastsMachine } from '../../machines/toasts.machine';
import { createToastApi, toastDurations } from '../../src/ui/toast/toastApi';
import { ToastRegion } from '../../src/ui/toast/ToastRegion';

function renderToasts() {
  const actor = createActor(toastsMachine).start();
  const api = createToastApi(() => actor);
  render(
    <>
      <button type="button">Somewhere</button>
      <ToastRegion actor={actor} />
    </>,
  );
  const status = screen.getByRole('status');
  const alert = screen.getByRole('alert');
  return { api, status, alert };
}

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has its live regions in the page before any toast, polite and assertive', () => {
    const { status, alert } = renderToasts();
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(alert.getAttribute('aria-live')).toBe('assertive');
    expect(status.textContent).toBe('');
    expect(alert.textContent).toBe('');
  });

  it('shows a toast in the status region for 3 s by default, without taking focus', () => {
    const { api, status } = renderToasts();
    const somewhere = screen.getByRole('button', { name: 'Somewhere' });
    somewhere.focus();
    act(() => api.showToast({ message: 'Copied' }));
    expect(status.textContent).toBe('Copied');
    expect(document.activeElement).toBe(somewhere);
    act(() => vi.advanceTimersByTime(2999));
    expect(status.textContent).toBe('Copied');
    act(() => vi.advanceTimersByTime(1));
    expect(status.textContent).toBe('');
  });

  it('shows a long toast for 8 s', () => {
    const { api, status } = renderToasts();
    act(() => api.showToast({ message: 'Read me', durationMs: toastDurations.long }));
    act(() => vi.advanceTimersByTime(7999));
    expect(status.textContent).toBe('Read me');
    act(() => vi.advanceTimersByTime(1));
    expect(status.textContent).toBe('');
  });

  it('announces an error toast assertively', () => {
    const { api, status, alert } = renderToasts();
    act(() => api.showToast({ message: 'Unknown error', kind: 'error' }));
    expect(alert.textContent).toBe('Unknown error');
    expect(status.textContent).toBe('');
  });

  it('closes a notice after 1.5 s', () => {
    const { api, status } = renderToasts();
    act(() => api.showNotice('SMS sent'));
    expect(status.textContent).toBe('SMS sent');
    act(() => vi.advanceTimersByTime(1499));
    expect(status.textContent).toBe('SMS sent');
    act(() => vi.advanceTimersByTime(1));
    expect(status.textContent).toBe('');
  });

  it('keeps a loading toast until hide(), then a success notice follows', () => {
    const { api, status } = renderToasts();
    let hide = () => {};
    act(() => {
      hide = api.showLoading('in sms sending...');
    });
    expect(status.textContent).toBe('in sms sending...');
    act(() => vi.advanceTimersByTime(5000));
    expect(status.textContent).toBe('in sms sending...');
    act(() => {
      hide();
      api.showNotice('SMS sent');
    });
    expect(status.textContent).toBe('SMS sent');
  });

  it('closes a loading toast at its limit: 10 s by default', () => {
    const { api, status } = renderToasts();
    act(() => {
      api.showLoading('Signing out…');
    });
    act(() => vi.advanceTimersByTime(9999));
    expect(status.textContent).toBe('Signing out…');
    act(() => vi.advanceTimersByTime(1));
    expect(status.textContent).toBe('');
  });

  it('a replaced loading toast’s hide() leaves the newer toast alone', () => {
    const { api, status } = renderToasts();
    let hide = () => {};
    act(() => {
      hide = api.showLoading('Signing out…', { limitMs: 9_999_000 });
      api.showNotice('Signed out on this device; the server could not be reached', { tone: 'info' });
      hide();
    });
    expect(status.textContent).toBe('Signed out on this device; the server could not be reached');
  });
});
