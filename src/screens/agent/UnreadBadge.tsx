import { useLingui } from '@lingui/react/macro';

/**
 * A red count on a tile or a link; nothing when all is read. The count reads as "3 unread"; the
 * link puts a space before it, so its name is "Message center 3 unread".
 */
export function UnreadBadge({ count }: { count: number | undefined }) {
  const { t } = useLingui();
  if (count === undefined || count <= 0) return null;
  return (
    <span className="agenthome__badge">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{t`${count} unread`}</span>
    </span>
  );
}
