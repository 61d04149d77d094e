import type { SignOutOrigin } from '../../../machines/logout.machine';

/**
 * The channel between the buttons that ask to sign out (settings, the header menu) and the one
 * <SignOutHost /> that runs the logout machine: at most one request at a time, so at most one
 * logout actor runs; a second tap while a sign-out is under way is ignored.
 */
export type SignOutRequest = { id: number; origin: SignOutOrigin };

let current: SignOutRequest | null = null;
let lastId = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function requestSignOut(origin: SignOutOrigin): void {
  if (current !== null) return;
  lastId += 1;
  current = { id: lastId, origin };
  emit();
}

/** The host calls this when the flow ends without a reload (the user cancelled). */
export function finishSignOut(request: SignOutRequest): void {
  if (current?.id !== request.id) return;
  current = null;
  emit();
}

export function currentSignOutRequest(): SignOutRequest | null {
  return current;
}

export function subscribeSignOutRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
