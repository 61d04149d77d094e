import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { HeadIcon } from '../../../contract';
import { headIconsQuery } from '../../api/memberQueries';
import { useImageUrl } from '../../app/hooks';
import { Dialog } from '../../ui/dialog/Dialog';
import { HeadIconChoices } from '../../ui/memberArea/HeadIcon';
import { QueryContent } from '../../ui/QueryContent';

type Props = { token: string; onChoose: (icon: HeadIcon) => void; onClose: () => void };

/** The head icon picker (loaded when first opened): the icons the platform offers, the current one pressed. */
export function HeadIconDialog({ token, onChoose, onClose }: Props) {
  const { t } = useLingui();
  const imageUrl = useImageUrl();
  const query = useQuery(headIconsQuery(token));
  return (
    <Dialog title={t`Choose a head icon`} onCancel={onClose}>
      <QueryContent
        query={query}
        loadingClass="mc-icons-status"
        messageClass="mc-icons-status"
        empty={{ when: (data) => data.icons.length === 0, message: <Trans>No head icons to choose from.</Trans> }}
      >
        {(data) => (
          <HeadIconChoices
            icons={data.icons.map((icon) => ({ id: icon.id, src: imageUrl(icon.imageUrl) }))}
            current={data.current}
            nameOf={(index) => t`Head icon ${index + 1}`}
            onChoose={(id) => {
              const icon = data.icons.find((offered) => offered.id === id);
              if (icon !== undefined) onChoose(icon);
              onClose();
            }}
          />
        )}
      </QueryContent>
      <button type="button" className="button dialog__button" onClick={onClose}>
        <Trans>Close</Trans>
      </button>
    </Dialog>
  );
}
