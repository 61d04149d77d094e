import { toastsActor } from '../../app/appActor';
import { createToastApi } from './toastApi';

export { toastDurations, type ShowToastOptions } from './toastApi';

/**
 * The app's one toast system (the `toasts` child of the app actor, rendered by <ToastHost />).
 * One toast shows at a time; a newer one replaces it.
 *
 *   showToast({ message, durationMs?, kind? })   3 s by default, toastDurations.long = 8 s
 *   showNotice(message)                          auto-closes after 1.5 s (success notices: 'SMS sent')
 *   const hide = showLoading(message, { limitMs }) closes on hide() or at the limit (default 10 s)
 *
 * Messages are passed already translated (Lingui `t`).
 */
export const { showToast, showNotice, showLoading } = createToastApi(toastsActor);
