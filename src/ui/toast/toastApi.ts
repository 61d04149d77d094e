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

/**
 * The app's one toast system (the `toasts` child of the app actor, rendered by <ToastHost />).
 * One toast shows at a time; a newer one replaces it. Messages are passed already translated.
 */
export type ToastApi = {
  /** 3 s by default, toastDurations.long = 8 s. */
  showToast: (options: ShowToastOptions) => void;
  /** A notice that closes itself after 1.5 s (e.g. 'SMS sent'); `tone` defaults to 'success'. */
  showNotice: (message: string, options?: { tone?: ToastTone }) => void;
  /** A loading toast with a spinner; it closes on `hide()` or at `limitMs` (default 10 s). */
  showLoading: (message: string, options?: { limitMs?: number }) => () => void;
};

type ToastsRef = ActorRef<Snapshot<unknown>, ToastsEvent>;

/** Ids are unique across every API over the same toasts, so one never hides another's toast. */
let lastId = 0;
function nextId(): number {
  lastId += 1;
  return lastId;
}

/**
 * The toast API over the toasts actor `current()` returns when a toast is asked for. The app's
 * toasts can fail and be gone (the app goes on without them): then nothing shows.
 */
export function createToastApi(current: () => ToastsRef | undefined): ToastApi {
  const send = (event: ToastsEvent) => current()?.send(event);
  return {
    showToast: ({ message, durationMs = toastDurations.short, kind = 'info' }) => {
      send({ type: 'toast.show', id: nextId(), message, tone: kind, durationMs });
    },
    showNotice: (message, { tone = 'success' } = {}) => {
      send({ type: 'notice.show', id: nextId(), message, tone });
    },
    showLoading: (message, { limitMs = specTimings.loadingToastLimitMs } = {}) => {
      const id = nextId();
      send({ type: 'loading.show', id, message, limitMs });
      return () => send({ type: 'toast.hide', id });
    },
  };
}
