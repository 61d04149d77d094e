import { toastsActor } from '../../app/appActor';
import { ToastRegion } from './ToastRegion';

/** Mount once in the shell (outside the route outlet): shows what showToast/showNotice/showLoading ask for. */
export function ToastHost() {
  return <ToastRegion actor={toastsActor} />;
}
