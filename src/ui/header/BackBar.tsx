import { BackButton } from './BackButton';
import { HeaderMenu } from './HeaderMenu';

/** The header everywhere but home: back, the page's title, the menu. */
export function BackBar({ title, backTo }: { title: string | undefined; backTo: string | undefined }) {
  return (
    <div className="app-header__bar">
      <BackButton to={backTo} />
      {title === undefined ? (
        <span className="app-header__title" aria-hidden="true" />
      ) : (
        <h1 className="app-header__title">{title}</h1>
      )}
      <HeaderMenu />
    </div>
  );
}
