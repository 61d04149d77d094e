import { loginPopupStore } from './loginPopupStore';

const api = { open: loginPopupStore.open };

/**
 * The shared login popup for gated taps by guests (accounts §2 member center, shell-and-content
 * §4 message icon): "You are not logged in, please login first" with Log in, Register and Cancel.
 * `useLoginPopup().open()`; <LoginPopupHost /> must be mounted once in the shell.
 */
export function useLoginPopup(): { open(): void } {
  return api;
}
