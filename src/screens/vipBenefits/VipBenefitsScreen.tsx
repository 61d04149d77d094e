import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { errorCodes } from '../../../contract';
import { ApiError } from '../../api/errors';
import { vipLevelsQuery } from '../../api/inboxQueries';
import { useStartupInfo } from '../../app/hooks';
import { useMemberSession } from '../../app/routeSession';
import { useFailureMessage } from '../../i18n/failureMessage';
import { QueryContent } from '../../ui/QueryContent';
import { VipLevelCard } from './VipLevelCard';
import './vipBenefits.css';

/**
 * `/m/member/benefits` (accounts §2): the site's VIP levels, lowest first, what each gives, and the
 * member's own level marked. A site with VIP benefits off says so instead.
 */
export function VipBenefitsScreen() {
  const { features } = useStartupInfo();
  const session = useMemberSession();
  if (!features.vipBenefits) return <Unavailable />;
  return <VipLevels token={session.token} />;
}

/** The site has VIP benefits off, or the platform refuses this account (a trial): said, not retried. */
function Unavailable({ failure }: { failure?: ApiError }) {
  const failureMessage = useFailureMessage();
  return (
    <main className="page page--centered">
      <p className="muted">{failure === undefined ? <Trans>VIP benefits are not available on this site.</Trans> : failureMessage(failure)}</p>
    </main>
  );
}

/** Refusals that asking again will not change. */
const refusals: readonly string[] = [errorCodes.featureDisabled, errorCodes.trialNotAllowed];

function VipLevels({ token }: { token: string }) {
  const { t } = useLingui();
  const query = useQuery(vipLevelsQuery(token));
  if (query.error instanceof ApiError && refusals.includes(query.error.code)) return <Unavailable failure={query.error} />;
  return (
    <main className="page vip">
      <QueryContent query={query} loadingClass="vip__status" messageClass="vip__status">
        {({ currentLevel, levels }) => {
          const current = levels.find((level) => level.level === currentLevel);
          return (
            <>
              <p className="vip__current">
                {current === undefined ? (
                  <Trans>You have no VIP level yet.</Trans>
                ) : (
                  <Trans>Your VIP level: {current.name}</Trans>
                )}
              </p>
              {levels.length === 0 ? (
                <p className="vip__empty muted">
                  <Trans>No VIP levels yet</Trans>
                </p>
              ) : (
                <ol className="vip__levels" aria-label={t`VIP levels`}>
                  {levels.map((level) => (
                    <VipLevelCard key={level.level} level={level} current={level.level === currentLevel} />
                  ))}
                </ol>
              )}
            </>
          );
        }}
      </QueryContent>
    </main>
  );
}
