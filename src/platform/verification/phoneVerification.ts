import type { SmsSendResult, SmsTarget } from '../../../machines/smsCountdown.machine';
import { toFailure, type Failure } from '../../../machines/support/failure';
import { errorCodes, type SmsNoLoginRequest, type VerificationServiceInfo } from '../../../contract';
import { sendSmsCode } from '../../api/endpoints/sms';
import { verificationServiceLoader } from './loadVerificationService';

/** A code typed without asking the service for one: there is nothing to check it against. */
const codeNotRequested: Failure = {
  code: errorCodes.verificationInvalid,
  message: 'Get a code first',
  captchaRequired: false,
  field: 'verificationCode',
};

/**
 * Who sends and checks SMS codes for login and registration (accounts §4): the platform, or in
 * the phone-service mode the verification service, which texts the code itself (the countdown is
 * then 60 s) and trades it for an id token the platform takes instead of the code.
 */
export function phoneVerification(info: VerificationServiceInfo) {
  const load = verificationServiceLoader(info);
  const service = info?.phoneVerification === true ? load : null;
  return {
    viaService: service !== null,
    async sendCode(target: SmsTarget, moduleId: SmsNoLoginRequest['moduleId']): Promise<SmsSendResult> {
      if (service !== null) return { expiredMinutes: null, receipt: await (await service()).sendPhoneCode(target) };
      const sent = await sendSmsCode({ ...target, moduleId });
      return { expiredMinutes: sent.expiredMinutes, receipt: null };
    },
    /**
     * The service checks the code and vouches for the number: what the platform takes instead of the
     * code (accounts §3 channel + id token). Its verdict on the code belongs on the code field.
     */
    async serviceProof(receipt: string | null, code: string): Promise<{ channel: 'sms'; idToken: string }> {
      if (service === null || receipt === null) throw codeNotRequested;
      try {
        return { channel: 'sms', idToken: await (await service()).verifyPhoneCode(receipt, code) };
      } catch (error) {
        throw { ...toFailure(error), field: 'verificationCode' };
      }
    },
  };
}
