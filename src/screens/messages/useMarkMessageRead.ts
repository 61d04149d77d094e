import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyMessageRead } from '../../api/inboxQueries';
import { markMessageRead } from '../../api/endpoints/messages';

/**
 * Marks a message read on the platform; its answer updates the list and the message icon's count.
 * A read that fails leaves the message unread (as it still is on the platform): opening it again
 * tries again.
 */
export function useMarkMessageRead(token: string): (id: number) => void {
  const client = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: markMessageRead,
    onSuccess: (read) => applyMessageRead(client, token, read),
  });
  return mutate;
}
