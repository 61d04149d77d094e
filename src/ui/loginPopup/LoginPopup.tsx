import { useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from '../dialog/Dialog';

/** "You are not logged in, please login first" (accounts §8), with the ways forward; logging in comes back to `returnTo`. */
export default function LoginPopup({ returnTo, onClose }: { returnTo: string | null; onClose: () => void }) {
  const { t } = useLingui();
  const loginRef = useRef<HTMLAnchorElement>(null);
  return (
    <Dialog
      title={t`You are not logged in, please login first`}
      onCancel={onClose}
      initialFocus={loginRef}
      actionsLayout="stacked"
    >
      <Link
        ref={loginRef}
        to="/m/login"
        search={returnTo === null ? {} : { redirect: returnTo }}
        className="button button--primary"
        onClick={onClose}
      >
        <Trans>Log in</Trans>
      </Link>
      <Link to="/m/register" className="button" onClick={onClose}>
        <Trans>Register</Trans>
      </Link>
      <button type="button" className="button dialog__button--quiet" onClick={onClose}>
        <Trans>Cancel</Trans>
      </button>
    </Dialog>
  );
}
