import type { ActorRef, Snapshot } from 'xstate';
import { specTimings } from '../../../machines/constants';
import type { ToastsEvent, ToastTone } from '../../../machines/toasts.machine';

/** Toast durations from the spec (shell-and-content §9): 3 s short (the default) and 8 s long. */
export const toastDurations = {
  short: specTimings.shortToastMs,
  long: specTimings.longToastMs,
} as const;

export type ShowToastOptions = {
  /** Already in the user's language (a Lingui `t` string). */
  message: string;
  /** Default `toastDurations.short` (3 s); `toastDurations.long` is 8 s; a spec value otherwise. */
  durationMs?: number;
  /** Default 'info'. An 'error' toast is announced assertively. */
  kind?: ToastTone;
};

export type ToastApi = {
  showToast: (options: ShowToastOptions) => void;
  /** A notice that closes itself after 1.5 s (e.g. 'SMS sent'); `tone` defaults to 'success'. */
  showNotice: (message: string, options?: { tone?: ToastTone }) => void;
  /** A loading toast with a spinner; it closes on `hide()` or at `limitMs` (default 10 s). */
  showLoading: (message: string, options?: { limitMs?: number }) => () => void;
};

/** The toast API over any actor that accepts the toasts machine's events (tests pass their own). */
export function createToastApi(toasts: ActorRef<Snapshot<unknown>, ToastsEvent>): ToastApi {
  let lastId = 0;
  const nextId = () => {
    lastId += 1;
    return lastId;
  };
  return {
    showToast: ({ message, durationMs = toastDurations.short, kind = 'info' }) => {
      toasts.send({ type: 'toast.show', id: nextId(), message, tone: kind, durationMs });
    },
    showNotice: (message, { tone = 'success' } = {}) => {
      toasts.send({ type: 'notice.show', id: nextId(), message, tone });
    },
    showLoading: (message, { limitMs = specTimings.loadingToastLimitMs } = {}) => {
      const id = nextId();
      toasts.send({ type: 'loading.show', id, message, limitMs });
      return () => toasts.send({ type: 'toast.hide', id });
    },
  };
}
