import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigateWhenDone } from '../../ui/useNavigateWhenDone';
import { Spinner } from '../../ui/Spinner';
import { OwnPageHeader } from '../shell/OwnPageHeader';
import { RegisterForm } from './RegisterForm';
import type { RegisterLinkCodes } from './registerSearch';
import { useRegistrationActor } from './useRegistrationActor';

/** Registration (accounts §2): the form once the site's rules are in, and a way to log in instead. */
export function RegisterScreen({ codes }: { codes: RegisterLinkCodes }) {
  const { t } = useLingui();
  const actor = useRegistrationActor(codes);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const loadFailed = useSelector(actor, (s) => s.hasTag('loadFailed'));
  const closed = useSelector(actor, (s) => s.hasTag('closed'));

  useNavigateWhenDone(actor, () => '/m/home');

  return (
    <>
      <OwnPageHeader />
      <main className="page">
        {loading && (
          <p className="page--centered">
            <Spinner label={t`Loading`} />
          </p>
        )}
        {loadFailed && (
          <div role="alert" className="form">
            <p className="form__failure">
              <Trans>The registration form could not be loaded.</Trans>
            </p>
            <button type="button" className="button button--block" onClick={() => actor.send({ type: 'user.retry' })}>
              <Trans>Try again</Trans>
            </button>
          </div>
        )}
        {closed && (
          <p className="muted">
            <Trans>Registration is not available at the moment.</Trans>
          </p>
        )}
        {!loading && !loadFailed && !closed && <RegisterForm actor={actor} />}
        {/* Not while the rules load: the form arriving above it would push it away (a layout shift). */}
        {!loading && (
          <p className="link-row">
            <span>
              <Trans>Already have an account?</Trans> <Link to="/m/login">{t`Log in`}</Link>
            </span>
          </p>
        )}
      </main>
    </>
  );
}
