/**
 * The browser's view of the network (shell-and-content §8: 'No Internet', 'Slow Connection'):
 * offline from `navigator.onLine` and the online/offline events; slow when the Network
 * Information API reports an effective type of 'slow-2g' or '2g'. Browsers without that API
 * (Safari, Firefox) only ever report online or offline.
 */
export type NetworkState = 'online' | 'offline' | 'slow';

const slowTypes: ReadonlySet<string> = new Set(['slow-2g', '2g']);

/** The Network Information API's `navigator.connection`, when the browser has it. */
function connection(): EventTarget | null {
  if (!('connection' in navigator)) return null;
  const candidate = navigator.connection;
  return candidate instanceof EventTarget ? candidate : null;
}

function effectiveType(target: EventTarget): string | null {
  return 'effectiveType' in target && typeof target.effectiveType === 'string' ? target.effectiveType : null;
}

export function readNetworkState(): NetworkState {
  if (!navigator.onLine) return 'offline';
  const info = connection();
  const type = info === null ? null : effectiveType(info);
  return type !== null && slowTypes.has(type) ? 'slow' : 'online';
}

/** Calls `onChange` whenever the state may have changed; returns the unsubscribe. */
export function subscribeNetworkState(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  const info = connection();
  info?.addEventListener('change', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
    info?.removeEventListener('change', onChange);
  };
}
