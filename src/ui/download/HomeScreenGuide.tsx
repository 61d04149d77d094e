import { Trans, useLingui } from '@lingui/react/macro';
import type { HomeScreenGuide as Guide } from '../../../machines/downloadBar.machine';
import { iosVersions } from '../../../machines/constants';
import { Dialog } from '../dialog/Dialog';
import { AddSquareIcon, DownloadIcon, ShareIcon } from './icons';
import { safeHref } from './links';
import './prompts.css';

const { appMinimum, oldTipsBefore } = iosVersions;

/**
 * The add-to-home-screen guide (shell-and-content §2, §9): Safari's steps; on iOS before 12.2 the
 * old-iOS tips (the app needs iOS 12.4 or later); the profile download when the site has one.
 */
export function HomeScreenGuide({ guide, onClose }: { guide: Guide; onClose: () => void }) {
  const { t } = useLingui();
  const profileHref = guide.profileUrl === null ? null : safeHref(guide.profileUrl);
  const oldBelow = `${oldTipsBefore.major}.${oldTipsBefore.minor}`;
  const appNeeds = `${appMinimum.major}.${appMinimum.minor}`;
  return (
    <Dialog
      title={t`Add to Home Screen`}
      onCancel={onClose}
      actionsLayout="stacked"
      description={
        <>
          <ol className="dlprompt__steps">
            <li>
              <Trans>
                In Safari, tap <strong>Share</strong>
              </Trans>{' '}
              <span className="dlprompt__glyph">
                <ShareIcon />
              </span>
            </li>
            <li>
              <Trans>
                Scroll down and tap <strong>Add to Home Screen</strong>
              </Trans>{' '}
              <span className="dlprompt__glyph">
                <AddSquareIcon />
              </span>
            </li>
            <li>
              <Trans>
                Tap <strong>Add</strong>: the site opens from its icon, like an app.
              </Trans>
            </li>
          </ol>
          {guide.oldIosTips && (
            <div className="dlprompt__tips" role="note">
              <p className="dlprompt__tips-title">
                <Trans>Older iOS (before {oldBelow})</Trans>
              </p>
              <p>
                <Trans>
                  The app needs iOS {appNeeds} or later. Update this iPhone in Settings › General › Software Update, or
                  keep using the site from the Home Screen.
                </Trans>
              </p>
            </div>
          )}
        </>
      }
    >
      {profileHref !== null && (
        <a className="button button--primary dlprompt__entry" href={profileHref} rel="noopener" type="application/x-apple-aspen-config">
          <DownloadIcon />
          <span>
            <Trans>Download the profile</Trans>
          </span>
        </a>
      )}
      <button type="button" className="button dialog__button--quiet" onClick={onClose}>
        <Trans>Close</Trans>
      </button>
    </Dialog>
  );
}
