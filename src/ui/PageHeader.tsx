import { useHeaderClaim } from './header/headerSlot';
import { BackButton } from './header/BackButton';

type Props = { title: string; backTo?: string };

/**
 * A screen's header: its title and a back arrow. Where the shell shows its header (with the
 * popover menu), this hands the title and back target to it and renders nothing itself.
 */
export function PageHeader({ title, backTo }: Props) {
  const claimed = useHeaderClaim(title, backTo);
  if (claimed) return null;
  return (
    <header className="page-header">
      <BackButton to={backTo} />
      <h1 className="page-header__title">{title}</h1>
      <span className="page-header__spacer" aria-hidden="true" />
    </header>
  );
}
