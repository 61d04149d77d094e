import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';

/** The login navigation block (accounts §2): home, register, forgot password, customer service. */
export function LoginLinks({ serviceUrl }: { serviceUrl: string }) {
  const { t } = useLingui();
  return (
    <nav className="link-row" aria-label={t`More`}>
      <Link to="/m/home">
        <Trans>Back to home</Trans>
      </Link>
      <Link to="/m/register">
        <Trans>Register now</Trans>
      </Link>
      <Link to="/m/forget">
        <Trans>Forgot password</Trans>
      </Link>
      {serviceUrl !== '' && (
        <a href={serviceUrl} target="_blank" rel="noopener">
          <Trans>Customer service</Trans>
          <span className="visually-hidden">
            <Trans>(opens in a new tab)</Trans>
          </span>
        </a>
      )}
    </nav>
  );
}
