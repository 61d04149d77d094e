import { useQuery } from '@tanstack/react-query';
import { shallowEqual, useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { RegistrationKind } from '../../../contract';
import type { registrationMachine } from '../../../machines/registration.machine';
import { shownFields } from '../../../machines/support/registrationFields';
import { countriesQuery } from '../../api/accountQueries';
import { useFailureMessage } from '../../i18n/failureMessage';
import { useFieldErrorText } from '../../i18n/fieldMessage';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { Tabs } from '../../ui/Tabs';
import { useFocusRequests } from '../../ui/useFocusRequests';
import { RegisterChecks } from './RegisterChecks';
import { RegisterField } from './RegisterField';

type Props = { actor: ActorRefFrom<typeof registrationMachine> };

/** The form of the current method: the fields the site's rules show, the two checkboxes, the button. */
export function RegisterForm({ actor }: Props) {
  const { t } = useLingui();
  const settings = useSelector(actor, (s) => s.context.settings);
  const method = useSelector(actor, (s) => s.context.method);
  const failure = useSelector(actor, (s) => s.context.failure);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors, shallowEqual);
  const agreed = useSelector(actor, (s) => s.context.agreed);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const submitting = useSelector(actor, (s) => s.hasTag('submitting'));
  const failureMessage = useFailureMessage();
  const errorText = useFieldErrorText(fieldErrors, { minimumAge: settings?.minimumAge ?? 18, requiredFailureAsRule: true });
  // accounts §4: the machine names the field to focus.
  const form = useFocusRequests(actor);
  // Started by the route's loader; without the list the picker offers no code.
  const countries = useQuery(countriesQuery()).data ?? [];

  if (settings === null) return null;
  const methods: ReadonlyArray<{ id: RegistrationKind; label: string }> = [
    { id: 'username', label: t`Username` },
    { id: 'mobile', label: t`Mobile number` },
  ];

  return (
    <>
      {settings.usernameRegistration && settings.mobileRegistration && (
        <Tabs
          label={t`Registration method`}
          tabs={methods}
          selected={method}
          onSelect={(next) => actor.send({ type: 'user.selectMethod', method: next })}
        />
      )}
      <form
        ref={form}
        className="form"
        noValidate
        aria-label={method === 'username' ? t`Register with a username` : t`Register with a mobile number`}
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'user.submit' });
        }}
      >
        {shownFields(settings, method).map(({ field, required }) => (
          <RegisterField key={field} actor={actor} field={field} required={required} errorText={errorText} countries={countries} />
        ))}
        <RegisterChecks actor={actor} minimumAge={settings.minimumAge} errorText={errorText} />
        {failure && (
          <p className="form__failure" role="alert">
            {failureMessage(failure)}
          </p>
        )}
        <SubmitButton busy={submitting} busyLabel={<Trans>Registering…</Trans>} disabled={(busy && !submitting) || !agreed}>
          <Trans>Register</Trans>
        </SubmitButton>
      </form>
    </>
  );
}
