/**
 * The password the member signed in with, held in memory for this page only (accounts §2: the
 * change-password screen asks for the old password only when none is held in the session). Never
 * written to storage: after a reload the screen asks for it.
 */
let held: { userName: string; password: string } | null = null;

export function holdPassword(userName: string, password: string): void {
  held = { userName, password };
}

/** The held password of this user, or null. */
export function heldPassword(userName: string): string | null {
  return held !== null && held.userName.toLowerCase() === userName.toLowerCase() ? held.password : null;
}

export function releaseHeldPassword(): void {
  held = null;
}
