import { lazy, Suspense, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { HotMatch } from '../../../contract';
import { specTimings } from '../../../machines/constants';
import { hotMatchesQuery } from '../../api/contentQueries';
import { useImageUrl } from '../../app/hooks';
import { RotationButton, StepButton } from '../../ui/carousel/CarouselButtons';
import { useCarousel } from '../../ui/carousel/useCarousel';
import { QueryContent } from '../../ui/QueryContent';
import { hotMatchLaunchSearch } from '../../ui/games/launchSearch';
import { kickOffText } from './kickOff';
import './HotMatchStrip.css';
import { useDeviceFact } from '../../platform/useHydrated';

// Opened on a tap only: not part of home's first load.
const HotMatchModal = lazy(() => import('./HotMatchModal').then((module) => ({ default: module.HotMatchModal })));

/**
 * Home's hot-match strip (shell-and-content §2): the matches in a vertical carousel that turns
 * every 5000 ms with a 500 ms slide when there is more than one. A tap on a match opens the
 * hot-match modal; "Start game" launches the first match. The box keeps one height whatever the data.
 */
export function HotMatchStrip() {
  const { t } = useLingui();
  const headingId = useId();
  const matches = useQuery(hotMatchesQuery());
  const navigate = useNavigate();
  const [modalOpen, setModalOpen] = useState(false);
  const list = matches.data ?? [];
  const { actor, index, several, playing, stopped, regionProps } = useCarousel({
    count: list.length,
    interval: 'hotMatchAutoplay',
    // The track follows the index with a CSS transition: nothing to scroll.
    onMove: () => undefined,
  });
  const launch = (match: HotMatch) => {
    // Closed before leaving: the page the game comes back to never finds it open.
    setModalOpen(false);
    void navigate({ to: '/m/launchGame', search: hotMatchLaunchSearch(match, '/m/home') });
  };
  const [first] = list;

  return (
    <section
      className="hot-match-strip"
      aria-labelledby={headingId}
      aria-roledescription={several ? t`carousel` : undefined}
      {...regionProps}
    >
      <div className="hot-match-strip__head">
        <h2 id={headingId} className="hot-match-strip__title">
          <Trans>Hot matches</Trans>
        </h2>
        {first !== undefined && (
          <button
            type="button"
            className="button button--primary button--small hot-match-strip__start"
            onClick={() => launch(first)}
          >
            <Trans>Start game</Trans>
          </button>
        )}
      </div>
      <QueryContent
        query={matches}
        loadingClass="hot-match-strip__box"
        messageClass="hot-match-strip__box hot-match-strip__box--message"
        empty={{ when: (hotMatches) => hotMatches.length === 0, message: <Trans>No hot matches right now</Trans> }}
      >
        {() => (
          <div className="hot-match-strip__box">
            {several && (
              <div className="hot-match-strip__controls">
                <RotationButton
                  className="hot-match-strip__button hot-match-strip__rotation"
                  stopped={stopped}
                  onToggle={() => actor.send({ type: stopped ? 'user.play' : 'user.pause' })}
                />
                <StepButton
                  className="hot-match-strip__button hot-match-strip__step"
                  label={t`Previous match`}
                  glyph="up"
                  onClick={() => actor.send({ type: 'user.previous' })}
                />
                <StepButton
                  className="hot-match-strip__button hot-match-strip__step"
                  label={t`Next match`}
                  glyph="down"
                  onClick={() => actor.send({ type: 'user.next' })}
                />
              </div>
            )}
            <div className="hot-match-strip__viewport" aria-live={playing ? 'off' : 'polite'}>
              <div
                className="hot-match-strip__track"
                // The track is every row tall: one row is 100 / count % of it.
                style={{
                  transform: `translateY(${(-index * 100) / list.length}%)`,
                  transitionDuration: `${specTimings.hotMatchTransitionMs}ms`,
                }}
              >
                {list.map((match, position) => (
                  <div
                    // A platform may list a match twice: its place keeps the key unique.
                    key={`${match.vendor}-${match.roomId}-${match.nodeId}-${position}`}
                    className="hot-match-strip__slide"
                    role={several ? 'group' : undefined}
                    aria-roledescription={several ? t`slide` : undefined}
                    aria-label={several ? t`${position + 1} of ${list.length}` : undefined}
                    // Only the match in view can be reached: the others are out of sight.
                    inert={position !== index}
                  >
                    <button
                      type="button"
                      className="hot-match-strip__match"
                      aria-haspopup="dialog"
                      onClick={() => setModalOpen(true)}
                    >
                      <MatchLine match={match} />
                    </button>
                  </div>
                ))}
              </div>
            </div>
          </div>
        )}
      </QueryContent>
      {modalOpen && list.length > 0 && (
        <Suspense fallback={null}>
          <HotMatchModal matches={list} onClose={() => setModalOpen(false)} onLaunch={launch} />
        </Suspense>
      )}
    </section>
  );
}

/**
 * Kick-off, the home team, VS, the away team, in that order for assistive technology; shown as
 * two rows (kick-off and home, VS and away) so the names keep their width on a phone.
 */
function MatchLine({ match }: { match: HotMatch }) {
  // In the browser's time zone, which the server does not know: written once hydrated.
  const kickOff = useDeviceFact(() => kickOffText(match.matchTime), '');
  return (
    <>
      <time className="hot-match-strip__time" dateTime={new Date(match.matchTime).toISOString()}>
        {kickOff}
      </time>
      <Team name={match.homeTeam} image={match.homeTeamImageUrl} />
      <span className="hot-match-strip__vs">
        <Trans>VS</Trans>
      </span>
      <Team name={match.awayTeam} image={match.awayTeamImageUrl} />
    </>
  );
}

function Team({ name, image }: { name: string; image: string }) {
  const imageUrl = useImageUrl();
  return (
    <span className="hot-match-strip__team">
      <img className="hot-match-strip__crest" src={imageUrl(image)} alt="" width={22} height={22} loading="lazy" decoding="async" />
      <span className="hot-match-strip__name">{name}</span>
    </span>
  );
}
