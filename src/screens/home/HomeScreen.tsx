import { Trans } from '@lingui/react/macro';
import { HomeHeader } from './HomeHeader';

export function HomeScreen() {
  return (
    <>
      <HomeHeader />
      <main className="page">
        <h1 className="visually-hidden">
          <Trans>Home</Trans>
        </h1>
        <p className="muted page--centered">
          <Trans>Games, banners and announcements are not available yet.</Trans>
        </p>
      </main>
    </>
  );
}
