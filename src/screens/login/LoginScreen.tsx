import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { limits } from '../../../contract';
import type { LoginField, LoginMethod } from '../../../machines/login.machine';
import { countriesQuery } from '../../api/accountQueries';
import { useStartupInfo } from '../../app/hooks';
import { useFailureMessage } from '../../i18n/failureMessage';
import { useFieldErrorText } from '../../i18n/fieldMessage';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { PasswordField } from '../../ui/PasswordField';
import { PhoneField } from '../../ui/phone/PhoneField';
import { SmsCodeField } from '../../ui/sms/SmsCodeField';
import { Tabs } from '../../ui/Tabs';
import { TextField } from '../../ui/TextField';
import { useFocusRequests } from '../../ui/useFocusRequests';
import { useNavigateWhenDone } from '../../ui/useNavigateWhenDone';
import { LanguagePicker } from '../home/LanguagePicker';
import { OwnPageHeader } from '../shell/OwnPageHeader';
import { CaptchaField } from '../../ui/captcha/CaptchaField';
import { LoginLinks } from './LoginLinks';
import { SocialButtons } from './SocialButtons';
import { useLoginActor } from './useLoginActor';

/** Login (accounts §2); a guest sent here from somewhere (`returnTo`) goes back there once logged in. */
export function LoginScreen({ returnTo }: { returnTo?: string | undefined }) {
  const { t } = useLingui();
  const actor = useLoginActor();
  const method = useSelector(actor, (s) => s.context.method);
  const smsLoginEnabled = useSelector(actor, (s) => s.context.smsLoginEnabled);
  const values = useSelector(actor, (s) => s.context.values);
  const remember = useSelector(actor, (s) => s.context.remember[s.context.method]);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const failure = useSelector(actor, (s) => s.context.failure);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const submitting = useSelector(actor, (s) => s.matches({ active: { form: 'submitting' } }));
  const startingFreePlay = useSelector(actor, (s) => s.hasTag('startingFreePlay'));
  const captcha = useSelector(actor, (s) => s.children.captcha);
  const countdown = useSelector(actor, (s) => s.children.smsCountdown);
  const { customerService } = useStartupInfo();
  // Started by the route's loader; without the list the picker offers no code.
  const countries = useQuery(countriesQuery()).data ?? [];
  const failureMessage = useFailureMessage();
  const form = useFocusRequests(actor);
  const formId = useId();

  useNavigateWhenDone(actor, () => returnTo ?? '/m/home');

  const error = useFieldErrorText(fieldErrors);
  const change = (field: LoginField) => (value: string) => actor.send({ type: 'field.change', field, value });
  const methods: ReadonlyArray<{ id: LoginMethod; label: string }> = [
    { id: 'username', label: t`Username` },
    { id: 'sms', label: t`Mobile number` },
  ];

  return (
    <>
      <OwnPageHeader />
      <main className="page">
        {smsLoginEnabled && (
          <Tabs
            label={t`Login method`}
            tabs={methods}
            selected={method}
            onSelect={(next) => actor.send({ type: 'user.selectMethod', method: next })}
          />
        )}
        <form
          ref={form}
          id={formId}
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'user.submit' });
          }}
        >
          {method === 'username' ? (
            <>
              <TextField
                label={t`Username`}
                name="username"
                autoComplete="username"
                autoCapitalize="off"
                spellCheck={false}
                maxLength={limits.usernameMax}
                value={values.username}
                error={error('username')}
                onChange={change('username')}
              />
              <PasswordField
                label={t`Password`}
                name="password"
                autoComplete="current-password"
                value={values.password}
                error={error('password')}
                onChange={change('password')}
              />
              {captcha && <CaptchaField captcha={captcha} error={error('captcha')} />}
            </>
          ) : (
            <>
              <PhoneField
                label={t`Mobile number`}
                countries={countries}
                countryDialingCode={values.countryDialingCode}
                mobileNum={values.mobileNum}
                error={error('mobileNum') ?? error('countryDialingCode')}
                onCountryChange={change('countryDialingCode')}
                onMobileChange={change('mobileNum')}
              />
              {countdown && (
                <SmsCodeField
                  countdown={countdown}
                  value={values.verificationCode}
                  error={error('verificationCode')}
                  onChange={change('verificationCode')}
                  onRequestCode={() => actor.send({ type: 'user.requestCode' })}
                />
              )}
            </>
          )}
          <label className="check">
            <input
              type="checkbox"
              checked={remember}
              onChange={(event) => actor.send({ type: 'user.setRemember', remember: event.target.checked })}
            />
            <span>{method === 'username' ? <Trans>Remember password</Trans> : <Trans>Remember mobile number</Trans>}</span>
          </label>
          {failure && (
            <p className="form__failure" role="alert">
              {failureMessage(failure)}
            </p>
          )}
          <SubmitButton busy={submitting} busyLabel={<Trans>Logging in…</Trans>} disabled={busy && !submitting}>
            <Trans>Log in</Trans>
          </SubmitButton>
          <button
            type="button"
            className="button button--block"
            disabled={busy}
            aria-busy={startingFreePlay}
            onClick={() => actor.send({ type: 'user.freePlay' })}
          >
            {startingFreePlay ? <Trans>Starting free play…</Trans> : <Trans>Free play</Trans>}
          </button>
        </form>
        {method === 'username' && <SocialButtons actor={actor} />}
        <LoginLinks serviceUrl={customerService.onlineServiceUrl} />
        <LanguagePicker />
      </main>
    </>
  );
}

