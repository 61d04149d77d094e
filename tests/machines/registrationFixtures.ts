import {
  type RegisterFieldRule,
  type RegisterSettings,
  type SessionInfo,
} from '../../contract';
import type { RegisterFieldName, RegistrationValues } from '../../machines/support/registrationFields';
import type { RegistrationSetup } from '../../machines/registration.machine';
import { session } from '../support/fixtures';

/** Registration test data: each test overrides only what it is about. */

export const required: RegisterFieldRule = { enabled: true, required: true, message: '' };
export const optional: RegisterFieldRule = { enabled: true, required: false, message: '' };
export const disabled: RegisterFieldRule = { enabled: false, required: false, message: '' };

/** Every field off except the given ones. */
export function fieldRules(rules: Partial<Record<RegisterFieldName, RegisterFieldRule>>): RegisterSettings['fields'] {
  const all = rules;
  return {
    mobileNum: all.mobileNum ?? disabled,
    verificationCode: all.verificationCode ?? disabled,
    username: all.username ?? disabled,
    password: all.password ?? disabled,
    confirmPassword: all.confirmPassword ?? disabled,
    paymentPassword: all.paymentPassword ?? disabled,
    idNumber: all.idNumber ?? disabled,
    qqNum: all.qqNum ?? disabled,
    facebook: all.facebook ?? disabled,
    wechat: all.wechat ?? disabled,
    line: all.line ?? disabled,
    whatsapp: all.whatsapp ?? disabled,
    zalo: all.zalo ?? disabled,
    email: all.email ?? disabled,
    nickname: all.nickname ?? disabled,
    payeeName: all.payeeName ?? disabled,
    recommenderId: all.recommenderId ?? disabled,
    affiliateCode: all.affiliateCode ?? disabled,
    captcha: all.captcha ?? disabled,
  };
}

/** Both methods on, no affiliate check; the username method's fields required. */
export function registerSettings(
  overrides: Partial<Omit<RegisterSettings, 'fields'>> & { fields?: Partial<Record<RegisterFieldName, RegisterFieldRule>> } = {},
): RegisterSettings {
  const { fields, ...flags } = overrides;
  return {
    usernameRegistration: true,
    mobileRegistration: true,
    affiliateCodeCheck: false,
    minimumAge: 18,
    ...flags,
    fields: fieldRules({
      username: required,
      password: required,
      confirmPassword: required,
      captcha: required,
      ...fields,
    }),
  };
}

export function registrationSetup(settings: RegisterSettings = registerSettings()): RegistrationSetup {
  return { settings, defaultDialingCode: '63' };
}

export const newMember: SessionInfo = session({ userName: 'new_member', token: 'token-new', firstTimeLogin: true });

/** Every field as the form starts: nothing typed. */
export const blankRegistrationValues: RegistrationValues = {
  countryDialingCode: '',
  mobileNum: '',
  verificationCode: '',
  username: '',
  password: '',
  confirmPassword: '',
  paymentPassword: '',
  idNumber: '',
  qqNum: '',
  facebook: '',
  wechat: '',
  line: '',
  whatsapp: '',
  zalo: '',
  email: '',
  nickname: '',
  payeeName: '',
  recommenderId: '',
  affiliateCode: '',
  captcha: '',
};
