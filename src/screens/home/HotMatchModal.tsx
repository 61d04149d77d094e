import { Trans, useLingui } from '@lingui/react/macro';
import type { HotMatch } from '../../../contract';
import { useImageUrl } from '../../app/hooks';
import { Dialog } from '../../ui/dialog/Dialog';
import { kickOffText } from './kickOff';
import './HotMatchModal.css';

type Props = {
  matches: readonly HotMatch[];
  onClose: () => void;
  onLaunch: (match: HotMatch) => void;
};

/**
 * The hot-match modal (shell-and-content §2, §4): every match with its league, the teams with
 * their crests, the kick-off and VS; a tap on a match launches its game. It lives as long as home:
 * leaving the page closes it.
 */
export function HotMatchModal({ matches, onClose, onLaunch }: Props) {
  const { t } = useLingui();
  const imageUrl = useImageUrl();
  return (
    <Dialog title={t`Hot matches`} onCancel={onClose} actionsLayout="stacked">
      <ul className="hot-match-modal__list">
        {matches.map((match, position) => (
          // A platform may list a match twice: its place keeps the key unique.
          <li key={`${match.vendor}-${match.roomId}-${match.nodeId}-${position}`}>
            <button type="button" className="hot-match-modal__match" onClick={() => onLaunch(match)}>
              <span className="hot-match-modal__league">{match.league}</span>
              <span className="hot-match-modal__teams">
                <span className="hot-match-modal__team">
                  <img className="hot-match-modal__crest" src={imageUrl(match.homeTeamImageUrl)} alt="" width={40} height={40} decoding="async" />
                  <span>{match.homeTeam}</span>
                </span>
                <span className="hot-match-modal__middle">
                  <time className="hot-match-modal__time" dateTime={new Date(match.matchTime).toISOString()}>
                    {kickOffText(match.matchTime)}
                  </time>
                  <span className="hot-match-modal__vs">
                    <Trans>VS</Trans>
                  </span>
                </span>
                <span className="hot-match-modal__team">
                  <img className="hot-match-modal__crest" src={imageUrl(match.awayTeamImageUrl)} alt="" width={40} height={40} decoding="async" />
                  <span>{match.awayTeam}</span>
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="button dialog__button" onClick={onClose}>
        <Trans>Close</Trans>
      </button>
    </Dialog>
  );
}
