import type { SocialProvider } from '../../../contract';

export type PhoneTarget = { countryDialingCode: string; mobileNum: string };

/**
 * The client side of the phone/social verification service (accounts §2). A provider proves who
 * the user is in its own window and hands back an id token; the platform checks the token. A real
 * service (Firebase Auth, the providers' SDKs) plugs in as another adapter chosen by the
 * `verificationService.kind` of start-up information.
 */
export interface VerificationServiceAdapter {
  /**
   * Runs the provider's sign-in and resolves its id token, or null when the user closed the
   * provider's window.
   */
  signIn(provider: SocialProvider): Promise<string | null>;
  /** The phone-service mode: the service texts a code and answers a verification id. */
  sendPhoneCode(target: PhoneTarget): Promise<string>;
  /** Trades the verification id and the code the user typed for a `phone` id token. */
  verifyPhoneCode(verificationId: string, code: string): Promise<string>;
}
