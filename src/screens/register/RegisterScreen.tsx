import { useDeferredValue } from 'react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { registrationMachine } from '../../../machines/registration.machine';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigateWhenDone } from '../../ui/useNavigateWhenDone';
import { Spinner } from '../../ui/Spinner';
import { OwnPageHeader } from '../shell/OwnPageHeader';
import { RegisterForm } from './RegisterForm';
import type { RegisterLinkCodes } from './registerSearch';
import { useRegistrationActor } from './useRegistrationActor';

/** Where the registration's setup is: its rules loading, failed, registration closed, or the form. */
function setupView(snapshot: SnapshotFrom<typeof registrationMachine>): 'loading' | 'loadFailed' | 'closed' | 'form' {
  if (snapshot.hasTag('loading')) return 'loading';
  if (snapshot.hasTag('loadFailed')) return 'loadFailed';
  return snapshot.hasTag('closed') ? 'closed' : 'form';
}

/** Registration (accounts §2): the form once the site's rules are in, and a way to log in instead. */
export function RegisterScreen({ codes }: { codes: RegisterLinkCodes }) {
  const { t } = useLingui();
  const actor = useRegistrationActor(codes);
  // A change of what the page shows draws in a deferred render, which React slices between the
  // browser's turns: drawn with the change that ends a loading, the form (a dozen fields) was one
  // task of 70-90 ms on a slow phone (TBT, issue 14). The first render is not deferred: with the
  // rules in hand (the route's loader) the form is drawn at once, by the server's render as well.
  const view = useDeferredValue(useSelector(actor, setupView));
  const loading = view === 'loading';

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
        {view === 'loadFailed' && (
          <div role="alert" className="form">
            <p className="form__failure">
              <Trans>The registration form could not be loaded.</Trans>
            </p>
            <button type="button" className="button button--block" onClick={() => actor.send({ type: 'user.retry' })}>
              <Trans>Try again</Trans>
            </button>
          </div>
        )}
        {view === 'closed' && (
          <p className="muted">
            <Trans>Registration is not available at the moment.</Trans>
          </p>
        )}
        {view === 'form' && <RegisterForm actor={actor} />}
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
