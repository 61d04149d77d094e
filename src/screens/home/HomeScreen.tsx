import { Trans } from '@lingui/react/macro';
import { LanguagePicker } from './LanguagePicker';

export function HomeScreen() {
  return (
    <>
      <main className="page">
        <h1 className="visually-hidden">
          <Trans>Home</Trans>
        </h1>
        <p className="muted page--centered">
          <Trans>Games, banners and announcements are not available yet.</Trans>
        </p>
        <LanguagePicker />
      </main>
    </>
  );
}
