import {
  apiPaths,
  smsSentSchema,
  type SmsNoLoginRequest,
  type SmsResetPasswordRequest,
} from '../../../contract';
import { callPlatform } from '../client';

/** `POST /wps/verification/sms/noLogin`: a code for registration (REG3) or SMS login (COMM3). */
export function sendSmsCode(request: SmsNoLoginRequest) {
  return callPlatform(apiPaths.smsNoLogin, smsSentSchema, { method: 'POST', body: request });
}

/** `POST /wps/verification/sms/resetPassword`: a code for setting a password by phone. */
export function sendPasswordResetSmsCode(request: SmsResetPasswordRequest) {
  return callPlatform(apiPaths.smsResetPassword, smsSentSchema, { method: 'POST', body: request });
}
