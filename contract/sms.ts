import { z } from 'zod/mini';
import { countryDialingCodeSchema, loginMobileNumSchema } from './session';

/**
 * SMS module ids (accounts §3 product constants). A code is bound to the module it was sent for:
 * a registration code does not log anyone in.
 */
export const smsModuleIds = {
  /** Registration by mobile number (`PUT /wps/member/register/mobile`). */
  register: 'REG3',
  /** Login by SMS code (`type: 'sms'`). */
  login: 'COMM3',
  /** Set password by phone (`PUT /wps/member/password/phone`). */
  resetPassword: 'VERIFICATION3',
} as const;

/** `POST /wps/verification/sms/noLogin` body (accounts §3 SMS request; §7 body mobileNum, moduleId). */
export const smsNoLoginRequestSchema = z.object({
  mobileNum: loginMobileNumSchema,
  countryDialingCode: countryDialingCodeSchema,
  moduleId: z.enum([smsModuleIds.register, smsModuleIds.login]),
});
export type SmsNoLoginRequest = z.infer<typeof smsNoLoginRequestSchema>;

/**
 * `POST /wps/verification/sms/resetPassword` body (accounts §7: SMS for password reset, JSON).
 * A number no member has answers exactly like a known one but nothing is sent.
 */
export const smsResetPasswordRequestSchema = z.object({
  mobileNum: loginMobileNumSchema,
  countryDialingCode: countryDialingCodeSchema,
  moduleId: z.literal(smsModuleIds.resetPassword),
});
export type SmsResetPasswordRequest = z.infer<typeof smsResetPasswordRequestSchema>;

/**
 * Both SMS calls answer this (accounts §3: value.expiredMinutes). The code is valid for that long,
 * and the client counts down expiredMinutes x 60 s before it may ask again for the same purpose.
 */
export const smsSentSchema = z.object({
  expiredMinutes: z.int().check(z.minimum(1), z.maximum(10)),
});
export type SmsSent = z.infer<typeof smsSentSchema>;
