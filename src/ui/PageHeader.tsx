import { BackButton } from './header/BackButton';

type Props = { title: string; backTo: string | undefined };

/** The header of a page that shows its own instead of the shell's: a back arrow and the page's title. */
export function PageHeader({ title, backTo }: Props) {
  return (
    <header className="page-header">
      <BackButton to={backTo} />
      <h1 className="page-header__title">{title}</h1>
      <span className="page-header__spacer" aria-hidden="true" />
    </header>
  );
}
