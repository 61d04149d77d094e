import { useId } from 'react';
import { useSelector } from '@xstate/react';
import { Trans } from '@lingui/react/macro';
import { useLanguageActor } from '../../app/hooks';
import { offeredLanguages } from '../../i18n/languages';
import './LanguagePicker.css';

/**
 * The offered languages by their native names, as a radio group: the checked one is the language
 * in use (or the one loading). A choice applies at once; a failed load keeps the current language
 * and offers a retry.
 */
export function LanguagePicker() {
  const actor = useLanguageActor();
  const name = useId();
  const current = useSelector(actor, (s) => s.context.current);
  const requested = useSelector(actor, (s) => s.context.requested);
  const switching = useSelector(actor, (s) => s.hasTag('switching'));
  const failed = useSelector(actor, (s) => s.hasTag('switchFailed'));
  const checked = switching ? requested : current;
  const failedLanguage = failed ? offeredLanguages.find((language) => language.code === requested) : undefined;

  return (
    <fieldset className="language-picker" aria-busy={switching}>
      <legend className="language-picker__legend">
        <Trans>Language</Trans>
      </legend>
      <div className="language-picker__options">
        {offeredLanguages.map((language) => (
          <label key={language.code} className="language-picker__option" lang={language.htmlLang} dir={language.dir}>
            <input
              type="radio"
              className="language-picker__input"
              name={name}
              value={language.code}
              checked={language.code === checked}
              onChange={() => actor.send({ type: 'user.select', code: language.code })}
            />
            <span>{language.nativeName}</span>
          </label>
        ))}
      </div>
      {failedLanguage && (
        <p className="language-picker__failure" role="alert">
          <button type="button" className="button button--small" onClick={() => actor.send({ type: 'user.retry' })}>
            {/* One line of text: as the button's own flex items, the name and the message stood apart. */}
            <span>
              <span lang={failedLanguage.htmlLang}>{failedLanguage.nativeName}</span>
              {': '}
              <Trans>Loading failed, click to retry</Trans>
            </span>
          </button>
        </p>
      )}
    </fieldset>
  );
}
