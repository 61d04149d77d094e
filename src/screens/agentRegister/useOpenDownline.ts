import { useMemo } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { OpenDownlineRequest } from '../../../contract';
import { toFailure } from '../../../machines/support/failure';
import { openDownline } from '../../api/endpoints/agent';
import { useStartupInfo } from '../../app/hooks';

/**
 * Opening one downline account: the body encrypted to the platform's key like registration. One
 * call at a time; the answer is the new account's name and type, a failure is a Failure.
 */
export function useOpenDownline() {
  const { publicKey } = useStartupInfo();
  const mutation = useMutation({
    mutationFn: (request: OpenDownlineRequest) => openDownline(publicKey, request),
    retry: false,
  });
  // One Failure per refusal, so a view can react to a new one (and not to a re-render).
  const failure = useMemo(() => (mutation.error === null ? null : toFailure(mutation.error)), [mutation.error]);
  return {
    open: mutation.mutate,
    opened: mutation.data ?? null,
    failure,
    busy: mutation.isPending,
    reset: mutation.reset,
  };
}
