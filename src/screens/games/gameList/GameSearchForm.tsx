import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { magnifierHandlePath, magnifierLens } from '../../../ui/icons/gameListIcons';

type Props = { applied: string; onSearch: (text: string) => void };

/**
 * Search by game name (shell-and-content §2, §5): it runs on Enter or the keyboard's search key,
 * not on every letter. What the user typed stays until they change it; a search applied from
 * elsewhere (back, a link, clearing the filters) shows here.
 */
export function GameSearchForm({ applied, onSearch }: Props) {
  const { t } = useLingui();
  const [text, setText] = useState(applied);
  useEffect(() => setText(applied), [applied]);
  return (
    <form
      role="search"
      className="game-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
    >
      <input
        type="search"
        className="game-search__input"
        aria-label={t`Search games by name`}
        placeholder={t`Search games`}
        enterKeyHint="search"
        maxLength={60}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="game-search__button">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle {...magnifierLens} fill="none" stroke="currentColor" strokeWidth="2" />
          <path d={magnifierHandlePath} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{t`Search`}</span>
      </button>
    </form>
  );
}
