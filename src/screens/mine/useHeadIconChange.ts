import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { HeadIcon, HeadIcons } from '../../../contract';
import { changeHeadIcon } from '../../api/endpoints/headIcon';
import { ApiError } from '../../api/errors';
import { headIconsQuery, memberInfoQuery } from '../../api/memberQueries';
import { useToasts } from '../../app/hooks';
import { useFailureMessage } from '../../i18n/failureMessage';

/**
 * Choosing a head icon (accounts §2): the panel shows it at once, then the platform saves it; if
 * the save fails the previous icon comes back and the user is told why. Choices run in order, so
 * quick taps end on the last one.
 */
export function useHeadIconChange(token: string): (icon: HeadIcon) => void {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const failureMessage = useFailureMessage();
  const { showToast } = useToasts();
  const { mutate } = useMutation({
    scope: { id: 'headIcon' },
    mutationFn: (icon: HeadIcon) => changeHeadIcon(icon.id),
    onMutate: (icon: HeadIcon) => showChoice(queryClient, token, icon),
    onError: (error, _icon, undo) => {
      undo?.();
      const reason = failureMessage(error instanceof ApiError ? error : new ApiError({ code: 'unknown', message: String(error) }));
      showToast({ kind: 'error', message: t`Could not change the head icon: ${reason}` });
    },
    onSuccess: (saved) => keepSaved(queryClient, token, saved),
  });
  return mutate;
}

/** Shows the choice in the panel and the picker; returns what puts the previous one back. */
async function showChoice(queryClient: QueryClient, token: string, icon: HeadIcon): Promise<() => void> {
  const infoKey = memberInfoQuery(token).queryKey;
  const iconsKey = headIconsQuery(token).queryKey;
  await queryClient.cancelQueries({ queryKey: infoKey });
  const info = queryClient.getQueryData(infoKey);
  const icons = queryClient.getQueryData(iconsKey);
  queryClient.setQueryData(infoKey, (now) => now && { ...now, headIcon: icon.imageUrl });
  queryClient.setQueryData(iconsKey, (now) => now && { ...now, current: icon.id });
  return () => {
    queryClient.setQueryData(infoKey, (now) => now && info && { ...now, headIcon: info.headIcon });
    queryClient.setQueryData(iconsKey, (now) => now && icons && { ...now, current: icons.current });
  };
}

/** The platform's answer is the truth: the picker's choice and the panel's picture follow it. */
function keepSaved(queryClient: QueryClient, token: string, saved: HeadIcons): void {
  queryClient.setQueryData(headIconsQuery(token).queryKey, saved);
  const chosen = saved.icons.find((icon) => icon.id === saved.current);
  queryClient.setQueryData(memberInfoQuery(token).queryKey, (now) => now && { ...now, headIcon: chosen?.imageUrl ?? null });
}
