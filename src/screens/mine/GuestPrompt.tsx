import { Trans } from '@lingui/react/macro';
import { HeadIcon } from '../../ui/memberArea/HeadIcon';
import { useLoginPopup } from '../../ui/loginPopup/useLoginPopup';

/** What a guest sees instead of the info panel (accounts §2): the way to log in or register. */
export function GuestPrompt() {
  const loginPopup = useLoginPopup();
  return (
    <section className="mc-panel mc-panel--guest">
      <HeadIcon src={null} />
      <div className="mc-panel__text">
        <p className="mc-panel__hint">
          <Trans>Log in to see your account, balance and records.</Trans>
        </p>
        <button type="button" className="button button--primary button--small" onClick={() => loginPopup.open()}>
          <Trans>Log in or register</Trans>
        </button>
      </div>
    </section>
  );
}
