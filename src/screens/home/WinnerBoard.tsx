import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Winner } from '../../../contract';
import { winnersQuery } from '../../api/contentQueries';
import { QueryContent } from '../../ui/QueryContent';
import { byWinAmountDescending } from './winners';
import './WinnerBoard.css';

/**
 * The winner board of home (shell-and-content §2): recent big wins, largest first, each with the
 * player's name as the platform masks it, the game and the amount. Its box keeps one height while
 * loading, failed, empty or full; a long list scrolls inside it.
 */
export function WinnerBoard() {
  const headingId = useId();
  const winners = useQuery({ ...winnersQuery(), select: byWinAmountDescending });
  return (
    <section className="winner-board" aria-labelledby={headingId}>
      <h2 id={headingId} className="winner-board__title">
        <Trans>Big winners</Trans>
      </h2>
      <QueryContent
        query={winners}
        loadingClass="winner-board__box winner-board__box--loading"
        messageClass="winner-board__box winner-board__box--message"
        empty={{ when: (list) => list.length === 0, message: <Trans>No big wins yet</Trans> }}
      >
        {(list) => <WinnerList winners={list} labelledBy={headingId} />}
      </QueryContent>
    </section>
  );
}

function WinnerList({ winners, labelledBy }: { winners: readonly Winner[]; labelledBy: string }) {
  const { i18n } = useLingui();
  return (
    // Focusable so a keyboard can scroll what does not fit.
    <ol className="winner-board__box winner-board__list" aria-labelledby={labelledBy} tabIndex={0}>
      {winners.map(({ vo }, index) => (
        <li key={`${index}-${vo.userName}-${vo.gameName}`} className="winner-board__row">
          <span className="winner-board__who">
            <span className="winner-board__name">{vo.userName}</span>
            <span className="winner-board__game">{vo.gameName}</span>
          </span>
          <span className="winner-board__amount">
            {i18n.number(vo.winAmount, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
          </span>
        </li>
      ))}
    </ol>
  );
}
