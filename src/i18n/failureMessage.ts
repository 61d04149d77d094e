import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { flowFailureCodes, type Failure } from '../../machines/support/failure';
import { errorCodes } from '../../contract';
import { clientErrorCodes } from '../api/errors';

/**
 * A platform or client failure as a message in the user's language at the time of the call, so
 * machine actions (toasts) can use it as well as views.
 */
export function failureMessage(failure: Failure): string {
  switch (failure.code) {
    case errorCodes.loginFailed:
      return t`Incorrect username or password`;
    case errorCodes.accountDisabled:
      return t`Sorry, the user does not exist or is disabled`;
    case errorCodes.captchaRequired:
      return t`Please enter the verification code`;
    case errorCodes.captchaInvalid:
      return t`Verification code error`;
    case errorCodes.sessionExpired:
    case errorCodes.unauthorized:
      return t`The account has been logged out, please log in again`;
    case errorCodes.rateLimited: {
      const seconds = failure.retryAfterSeconds ?? 60;
      const minutes = Math.ceil(seconds / 60);
      if (minutes > 1) return t`Too many attempts, please try again in ${minutes} minutes`;
      if (seconds > 1 && seconds < 60) return t`Too many attempts, please try again in ${seconds} seconds`;
      return t`Too many attempts, please try again in a minute`;
    }
    case errorCodes.accountProtected: {
      const minutes = Math.max(1, Math.ceil((failure.retryAfterSeconds ?? 0) / 60));
      return t`For your safety, password login to this account is paused for ${minutes} min after many failed attempts. You can reset your password now to end the pause`;
    }
    case errorCodes.featureDisabled:
      return t`Sorry, this account does not have permission or the feature is temporarily unavailable`;
    case errorCodes.socialNotLinked:
      return t`No account is linked to this sign-in yet. Please register first`;
    case errorCodes.verificationInvalid:
      return t`Verification code error`;
    case errorCodes.verificationExpired:
      return t`The verification code has expired, please get a new one`;
    case errorCodes.verificationTooManyTries:
      return t`This code was entered wrongly too many times, please get a new one`;
    case errorCodes.verificationTokenInvalid:
      return t`The verification failed, please try again`;
    case errorCodes.usernameTaken:
      return t`Sorry, the username already exists`;
    case errorCodes.registerFailed:
      return t`Registration failed, please check your details or log in`;
    case errorCodes.validation:
      // The rebate's format is checked by the form; the platform refuses one above the agent's own.
      if (failure.field === 'rebatePercent') return t`The rebate cannot be above your own`;
      return t`Some details are not valid, please check them`;
    case errorCodes.registerFieldRequired:
      return t`Some details are not valid, please check them`;
    case errorCodes.affiliateInvalid:
      return t`Invalid invitation code`;
    case errorCodes.passwordSameAsOld:
      return t`The new password and the old password cannot be the same`;
    case errorCodes.passwordIncorrect:
      return t`The old password is incorrect`;
    case errorCodes.notAgent:
      // accounts §8: what the platform says to a member who is no agent.
      return t`Non-agents cannot log in`;
    case errorCodes.notTrial:
    case errorCodes.trialNotAllowed:
      return t`Please login an actual account to use this function`;
    case flowFailureCodes.freePlayRefused:
      return t`Free play is not available right now`;
    case errorCodes.decryptFailed:
      return t`The page is out of date, please reload it`;
    case errorCodes.gameUnavailable:
      return t`This game is not available right now`;
    case errorCodes.maintenance:
      return t`The platform is under maintenance`;
    case clientErrorCodes.network:
      return t`No Internet`;
    default:
      return t`Unknown error`;
  }
}

/** failureMessage for views: re-renders the caller when the language changes. */
export function useFailureMessage(): (failure: Failure) => string {
  useLingui();
  return failureMessage;
}
