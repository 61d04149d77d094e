import { t } from '@lingui/core/macro';
import {
  developmentVerificationPaths,
  devIdTokenSchema,
  devPhoneSendSchema,
  type SocialProvider,
} from '../../../contract';
import { callPlatform } from '../../api/client';
import type { VerificationServiceAdapter } from './types';

/**
 * The reference platform's development provider: stands in for the provider's sign-in window with
 * a prompt for the account id (the seed links `google-demo-member` and `facebook-demo-member` to
 * demo_member), then asks `POST /dev/id-token` for the token a real provider would return. Phone
 * codes go to the reference platform's SMS outbox (`/dev/verification/phone/*`).
 */
export const developmentVerificationService: VerificationServiceAdapter = {
  async signIn(provider: SocialProvider) {
    const subject = window.prompt(
      t`Development sign-in (${provider}): the account id to sign in as`,
      `${provider}-demo-member`,
    );
    if (subject === null || subject.trim() === '') return null;
    const { idToken } = await callPlatform(developmentVerificationPaths.idToken, devIdTokenSchema, {
      method: 'POST',
      body: { provider, subject: subject.trim() },
    });
    return idToken;
  },
  async sendPhoneCode(target) {
    const { verificationId } = await callPlatform(developmentVerificationPaths.phoneSend, devPhoneSendSchema, { method: 'POST', body: target });
    return verificationId;
  },
  async verifyPhoneCode(verificationId, code) {
    const { idToken } = await callPlatform(developmentVerificationPaths.phoneVerify, devIdTokenSchema, {
      method: 'POST',
      body: { verificationId, code },
    });
    return idToken;
  },
};
