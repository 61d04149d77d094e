import { socialProviders, type StartupInfo } from '../../../contract';
import type { LoginInput } from '../../../machines/login.machine';
import { verificationServiceLoader } from '../../platform/verification/loadVerificationService';

/**
 * What login offers on this site (accounts §2), its machine's input: the SMS tab by its flag, and
 * each social sign-in whose flag is on while the verification service is initialised.
 */
export function loginOffers({ whitelabel, verificationService }: Pick<StartupInfo, 'whitelabel' | 'verificationService'>): LoginInput {
  const service = verificationServiceLoader(verificationService) !== null;
  return {
    smsLoginEnabled: whitelabel.MOBILEVERCODELOGIN3 === true,
    socialProviders: socialProviders.filter((provider) => service && whitelabel[provider === 'facebook' ? 'FACEBOOKLOGIN3' : 'GOOGLELOGIN3'] === true),
  };
}
