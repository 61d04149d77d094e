import { useId } from 'react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Trans } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { FormField, registrationMachine } from '../../../machines/registration.machine';

/** A field's message from the shared `useFieldErrorText` (src/i18n/fieldMessage.ts). */
export type FieldErrorText = (field: FormField) => string | undefined;

type Props = { actor: ActorRefFrom<typeof registrationMachine>; minimumAge: number; errorText: FieldErrorText };

/**
 * The age confirmation (accounts §5: required) and the user agreement (accounts §4: starts ticked;
 * the register button is disabled while it is not).
 */
export function RegisterChecks({ actor, minimumAge, errorText }: Props) {
  const id = useId();
  const ageConfirmed = useSelector(actor, (s) => s.context.ageConfirmed);
  const agreed = useSelector(actor, (s) => s.context.agreed);
  const ageError = errorText('ageConfirmed');
  const agreementError = errorText('agreed');
  return (
    <>
      <div className="field">
        <label className="check">
          <input
            type="checkbox"
            name="ageConfirmed"
            required
            checked={ageConfirmed}
            aria-invalid={ageError !== undefined}
            aria-describedby={ageError !== undefined ? `${id}-age` : undefined}
            onChange={(event) => actor.send({ type: 'field.check', field: 'ageConfirmed', checked: event.target.checked })}
          />
          <span>
            <Trans>I confirm I am {minimumAge} years old or older</Trans>
            <span aria-hidden="true"> *</span>
          </span>
        </label>
        {ageError !== undefined && (
          <p id={`${id}-age`} className="field__error">
            {ageError}
          </p>
        )}
      </div>
      <div className="field">
        <label className="check">
          <input
            type="checkbox"
            name="agreed"
            checked={agreed}
            aria-invalid={agreementError !== undefined}
            aria-describedby={agreementError !== undefined ? `${id}-agreement` : undefined}
            onChange={(event) => actor.send({ type: 'field.check', field: 'agreed', checked: event.target.checked })}
          />
          <span>
            <Trans>
              I have read and agree to the <Link to="/m/useragreement">user agreement</Link>
            </Trans>
          </span>
        </label>
        {agreementError !== undefined && (
          <p id={`${id}-agreement`} className="field__error">
            {agreementError}
          </p>
        )}
      </div>
    </>
  );
}
