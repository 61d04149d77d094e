import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { PhoneRecoveryField, forgotPasswordPhoneMachine } from '../../../machines/forgotPasswordPhone.machine';
import { countriesQuery } from '../../api/accountQueries';
import { useFailureMessage } from '../../i18n/failureMessage';
import { useFieldErrorText } from '../../i18n/fieldMessage';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import { PhoneField } from '../../ui/phone/PhoneField';
import { SmsCodeField } from '../../ui/sms/SmsCodeField';
import { useFocusRequests } from '../../ui/useFocusRequests';

type Props = { flow: ActorRefFrom<typeof forgotPasswordPhoneMachine> };

/** Set password by phone (accounts §2): number, SMS code (closed until a code is sent), new password. */
export function PhoneRecoveryForm({ flow }: Props) {
  const { t } = useLingui();
  const failureMessage = useFailureMessage();
  const values = useSelector(flow, (s) => s.context.values);
  const fieldErrors = useSelector(flow, (s) => s.context.fieldErrors);
  const failure = useSelector(flow, (s) => s.context.failure);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const countdown = useSelector(flow, (s) => s.children.smsCountdown);
  const form = useFocusRequests(flow);
  // Started by the route's loader; without the list the picker offers no code.
  const countries = useQuery(countriesQuery()).data ?? [];

  const error = useFieldErrorText(fieldErrors);
  const change = (field: PhoneRecoveryField) => (value: string) => flow.send({ type: 'field.change', field, value });

  return (
    <form
      ref={form}
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        flow.send({ type: 'user.submit' });
      }}
    >
      <PhoneField
        label={t`Mobile number`}
        countries={countries}
        countryDialingCode={values.countryDialingCode}
        mobileNum={values.mobileNum}
        error={error('mobileNum')}
        required
        onCountryChange={change('countryDialingCode')}
        onMobileChange={change('mobileNum')}
      />
      {countdown && (
        <SmsCodeField
          countdown={countdown}
          value={values.verificationCode}
          error={error('verificationCode')}
          required
          lockedUntilSent
          onChange={change('verificationCode')}
          onRequestCode={() => flow.send({ type: 'user.requestCode' })}
        />
      )}
      <NewPasswordFields
        password={values.newPassword}
        confirmation={values.confirmPassword}
        passwordError={error('newPassword')}
        confirmationError={error('confirmPassword')}
        onPasswordChange={change('newPassword')}
        onConfirmationChange={change('confirmPassword')}
        confirmationName="confirmPassword"
      />
      {failure && (
        <p className="form__failure" role="alert">
          {failureMessage(failure)}
        </p>
      )}
      <SubmitButton busy={busy}><Trans>Reset password</Trans></SubmitButton>
    </form>
  );
}
