import { useLingui } from '@lingui/react/macro';
import type { Failure } from '../../machines/support/failure';
import { errorCodes } from '../api/contract';
import { clientErrorCodes } from '../api/errors';

/** Turns a platform or client failure into a message in the user's language. */
export function useFailureMessage(): (failure: Failure) => string {
  const { t } = useLingui();
  return (failure) => {
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
      case errorCodes.rateLimited:
        return t`Too many attempts, please try again later`;
      case errorCodes.maintenance:
        return t`The platform is under maintenance`;
      case clientErrorCodes.network:
        return t`No Internet`;
      default:
        return t`Unknown error`;
    }
  };
}
