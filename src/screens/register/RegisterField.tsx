import type { HTMLAttributes } from 'react';
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import { limits, type Country } from '../../../contract';
import type { RegisterFieldName, registrationMachine } from '../../../machines/registration.machine';
import { PasswordField } from '../../ui/PasswordField';
import { PhoneField } from '../../ui/phone/PhoneField';
import { SmsCodeField } from '../../ui/sms/SmsCodeField';
import { TextField } from '../../ui/TextField';
import { CaptchaField } from '../../ui/captcha/CaptchaField';
import type { FieldErrorText } from './RegisterChecks';

type Props = {
  actor: ActorRefFrom<typeof registrationMachine>;
  field: RegisterFieldName;
  required: boolean;
  errorText: FieldErrorText;
  /** The dialing codes of the mobile number's picker. */
  countries: readonly Country[];
};

type TextAttributes = {
  label: string;
  autoComplete: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  type?: 'text' | 'email';
  maxLength?: number;
};

/** One registration field as its rule shows it; required fields carry the asterisk. */
export function RegisterField({ actor, field, required, errorText, countries }: Props) {
  const { t } = useLingui();
  const value = useSelector(actor, (s) => s.context.values[field]);
  const countryDialingCode = useSelector(actor, (s) => s.context.values.countryDialingCode);
  const countdown = useSelector(actor, (s) => s.children.smsCountdown);
  const captcha = useSelector(actor, (s) => s.children.captcha);
  const error = errorText(field);
  const change = (value: string) => actor.send({ type: 'field.change', field, value });

  switch (field) {
    case 'mobileNum':
      return (
        <PhoneField
          label={t`Mobile number`}
          countries={countries}
          countryDialingCode={countryDialingCode}
          mobileNum={value}
          error={error}
          required={required}
          onCountryChange={(code) => actor.send({ type: 'field.change', field: 'countryDialingCode', value: code })}
          onMobileChange={change}
        />
      );
    case 'verificationCode':
      return countdown ? (
        <SmsCodeField
          countdown={countdown}
          value={value}
          error={error}
          required={required}
          onChange={change}
          onRequestCode={() => actor.send({ type: 'user.requestSmsCode' })}
        />
      ) : null;
    case 'password':
    case 'confirmPassword':
    case 'paymentPassword': {
      const labels = { password: t`Password`, confirmPassword: t`Confirm password`, paymentPassword: t`Payment password` };
      return (
        <PasswordField
          label={labels[field]}
          name={field}
          autoComplete="new-password"
          required={required}
          value={value}
          error={error}
          onChange={change}
        />
      );
    }
    case 'captcha':
      return captcha ? <CaptchaField captcha={captcha} required={required} error={error} /> : null;
    default: {
      const attributes = textAttributes(field);
      return (
        <TextField
          label={attributes.label}
          name={field}
          type={attributes.type ?? 'text'}
          autoComplete={attributes.autoComplete}
          inputMode={attributes.inputMode}
          maxLength={attributes.maxLength}
          autoCapitalize="off"
          spellCheck={false}
          required={required}
          value={value}
          error={error}
          onChange={change}
        />
      );
    }
  }

  function textAttributes(name: Exclude<RegisterFieldName, 'mobileNum' | 'verificationCode' | 'password' | 'confirmPassword' | 'paymentPassword' | 'captcha'>): TextAttributes {
    switch (name) {
      case 'username':
        return { label: t`Username`, autoComplete: 'username', maxLength: limits.usernameMax };
      case 'idNumber':
        return { label: t`ID number`, autoComplete: 'off', maxLength: 32 };
      case 'qqNum':
        return { label: t`QQ`, autoComplete: 'off', inputMode: 'numeric', maxLength: 12 };
      case 'facebook':
        return { label: t`Facebook`, autoComplete: 'off', maxLength: 64 };
      case 'wechat':
        return { label: t`WeChat`, autoComplete: 'off', maxLength: 64 };
      case 'line':
        return { label: t`Line`, autoComplete: 'off', maxLength: 64 };
      case 'whatsapp':
        return { label: t`WhatsApp`, autoComplete: 'off', maxLength: 64 };
      case 'zalo':
        return { label: t`Zalo`, autoComplete: 'off', maxLength: 64 };
      case 'email':
        return { label: t`Email`, autoComplete: 'email', type: 'email', inputMode: 'email', maxLength: limits.emailMax };
      case 'nickname':
        return { label: t`Nickname`, autoComplete: 'nickname', maxLength: 32 };
      case 'payeeName':
        return { label: t`Payee name`, autoComplete: 'name', maxLength: 64 };
      case 'recommenderId':
        return { label: t`Recommender ID`, autoComplete: 'off', maxLength: 32 };
      case 'affiliateCode':
        return { label: t`Invitation code`, autoComplete: 'off', maxLength: 32 };
    }
  }
}
