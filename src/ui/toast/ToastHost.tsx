import { useSelector } from '@xstate/react';
import { useApp } from '../../app/AppContext';
import { ToastRegion } from './ToastRegion';

/** Mount once in the shell (outside the route outlet): shows what the toast API asks for. */
export function ToastHost() {
  const toasts = useSelector(useApp(), (snapshot) => snapshot.children.toasts);
  // A failed toast system is gone: the page goes on without toasts.
  return toasts === undefined ? null : <ToastRegion actor={toasts} />;
}
