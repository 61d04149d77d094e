import { useEffect, useId } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LoginField, LoginFieldError } from '../../../machines/login.machine';
import { useFailureMessage } from '../../i18n/failureMessage';
import { PageHeader } from '../../ui/PageHeader';
import { CaptchaField } from './CaptchaField';
import { useLoginActor } from './useLoginActor';
import { TextField } from '../../ui/TextField';
import { LanguagePicker } from '../home/LanguagePicker';

export function LoginScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const actor = useLoginActor();
  const values = useSelector(actor, (s) => s.context.values);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const failure = useSelector(actor, (s) => s.context.failure);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const authenticated = useSelector(actor, (s) => s.hasTag('authenticated'));
  const failureMessage = useFailureMessage();
  const formId = useId();

  useEffect(() => {
    if (authenticated) void navigate({ to: '/m/home', replace: true });
  }, [authenticated, navigate]);

  const errorText = (error: LoginFieldError | undefined, field: LoginField): string | undefined => {
    if (error === undefined) return undefined;
    if (error === 'captchaRequired') return t`Write the code`;
    return field === 'username' ? t`Please enter the username` : t`Please enter the password`;
  };
  const change = (field: LoginField) => (value: string) => actor.send({ type: 'field.change', field, value });

  return (
    <>
      <PageHeader title={t`Log in`} backTo="/m/home" />
      <main className="page">
        <form
          id={formId}
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'user.submit' });
          }}
        >
          <TextField
            label={t`Username`}
            name="username"
            autoComplete="username"
            value={values.username}
            error={errorText(fieldErrors.username, 'username')}
            onChange={change('username')}
          />
          <TextField
            label={t`Password`}
            name="password"
            type="password"
            autoComplete="current-password"
            value={values.password}
            error={errorText(fieldErrors.password, 'password')}
            onChange={change('password')}
          />
          <CaptchaField actor={actor} error={errorText(fieldErrors.captcha, 'captcha')} onChange={change('captcha')} />
          {failure && (
            <p className="form__failure" role="alert">
              {failureMessage(failure)}
            </p>
          )}
          <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy}>
            {busy ? <Trans>Logging in…</Trans> : <Trans>Log in</Trans>}
          </button>
        </form>
        <LanguagePicker />
      </main>
    </>
  );
}
