import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import type { RecoveryMode } from '../../../machines/forgotPassword.machine';
import { useFailureMessage } from '../../i18n/failureMessage';
import { useNavigateWhenDone } from '../../ui/useNavigateWhenDone';
import { Tabs } from '../../ui/Tabs';
import { EmailRecoveryForm } from './EmailRecoveryForm';
import { PhoneRecoveryForm } from './PhoneRecoveryForm';
import { useForgotPasswordActor } from './useForgotPasswordActor';

/**
 * Forgot password (accounts §2): by phone (with PSWCHANGEVERIFY3, the first tab) or by e-mail.
 * A reset by e-mail leads to login; a reset by phone signs the member in and leads home.
 */
export function ForgotPasswordScreen() {
  const { t } = useLingui();
  const failureMessage = useFailureMessage();
  const actor = useForgotPasswordActor();
  const mode = useSelector(actor, (s) => s.context.mode);
  const phoneEnabled = useSelector(actor, (s) => s.context.phoneEnabled);
  const failure = useSelector(actor, (s) => s.context.failure);
  const emailFlow = useSelector(actor, (s) => s.children.email);
  const phoneFlow = useSelector(actor, (s) => s.children.phone);

  // The e-mail flow ends with the password reset (log in again), the phone flow signed in.
  useNavigateWhenDone(actor, (snapshot) => (snapshot.hasTag('passwordReset') ? '/m/login' : '/m/home'));

  const tabs: ReadonlyArray<{ id: RecoveryMode; label: string }> = [
    { id: 'phone', label: t`By phone` },
    { id: 'email', label: t`By e-mail` },
  ];
  const form =
    mode === 'phone' && phoneFlow ? <PhoneRecoveryForm flow={phoneFlow} /> : emailFlow ? <EmailRecoveryForm flow={emailFlow} /> : null;

  return (
    <main className="page">
      {failure && (
        <p className="form__failure" role="alert">
          {failureMessage(failure)}
        </p>
      )}
      {phoneEnabled ? (
        <>
          <Tabs
            label={t`Recover the password`}
            tabs={tabs}
            selected={mode}
            onSelect={(selected) => actor.send({ type: 'user.selectMode', mode: selected })}
          />
          <div role="tabpanel" aria-label={tabs.find((tab) => tab.id === mode)?.label}>
            {form}
          </div>
        </>
      ) : (
        form
      )}
    </main>
  );
}
