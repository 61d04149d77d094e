import { Trans } from '@lingui/react/macro';
import { usePress } from '../motion/usePress';
import { ServiceIcon } from './icons';

/** The 7x24 customer-service link to the messaging app (start-up information), in a new tab. */
export function ServiceLink({ href, label }: { href: string; label: string }) {
  const { pressed, pressHandlers } = usePress();
  const content = (
    <>
      <span className="tabbar__icon">
        <ServiceIcon />
      </span>
      <span className="tabbar__label">{label}</span>
    </>
  );
  if (href === '') {
    return (
      <span className="tabbar__item" aria-disabled="true">
        {content}
      </span>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener" className="tabbar__item" data-pressed={pressed || undefined} {...pressHandlers}>
      {content}
      <span className="visually-hidden">
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  );
}
