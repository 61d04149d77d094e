import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { specTimings } from '../../../machines/constants';
import { blockedMemberType } from '../../../contract';
import { useSession, useToasts } from '../../app/hooks';

/**
 * A member of type 4 (rejected or blocked) entering the member area (`entered` turns true) gets the
 * offline toast for 2 s (accounts §2).
 */
export function useMemberAreaToast(entered: boolean): void {
  const { t } = useLingui();
  const session = useSession();
  const toasts = useToasts();
  const blocked = session?.type === blockedMemberType;
  const message = t`Your account is offline. Please contact customer service.`;
  useEffect(() => {
    if (entered && blocked) toasts.showToast({ message, durationMs: specTimings.memberOfflineToastMs });
    // Once per entry: a change of language while inside must not repeat it.
  }, [entered, blocked]);
}
