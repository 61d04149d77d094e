import { useLingui } from '@lingui/react/macro';
import { Spinner } from '../../ui/Spinner';

export function SplashScreen() {
  const { t } = useLingui();
  return (
    <main className="page page--centered">
      <Spinner label={t`Loading`} />
    </main>
  );
}
