import { eq } from 'drizzle-orm';
import type { HeadIcon, HeadIcons } from '../../contract';
import type { Database } from '../db/database';
import { members } from '../db/schema';
import { avatarCount } from '../lib/svg-art/avatar';

/** The head icons the platform offers (accounts §2, §7), drawn by lib/svg-art/avatar.ts. */
export const headIcons: readonly HeadIcon[] = Array.from({ length: avatarCount }, (_, index) => ({
  id: index + 1,
  imageUrl: `avatar/face-${index + 1}.svg`,
}));

/** The image path of an icon id, or null for none (or an id no longer offered). */
export function headIconUrl(iconId: number | null): string | null {
  return headIcons.find((icon) => icon.id === iconId)?.imageUrl ?? null;
}

export async function memberHeadIcons(db: Database, memberId: number): Promise<HeadIcons> {
  const [row] = await db.select({ iconId: members.headIconId }).from(members).where(eq(members.id, memberId));
  const current = headIconUrl(row?.iconId ?? null) === null ? null : (row?.iconId ?? null);
  return { current, icons: [...headIcons] };
}

/** Chooses an icon; false when the platform offers no icon with that id. */
export async function chooseHeadIcon(db: Database, memberId: number, iconId: number): Promise<boolean> {
  if (headIconUrl(iconId) === null) return false;
  await db.update(members).set({ headIconId: iconId }).where(eq(members.id, memberId));
  return true;
}
