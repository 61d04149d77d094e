import { z } from 'zod/mini';
import { contentItemSchema, downloadLinkListSchema, hotMatchSchema, winnerSchema, type ContentKind } from '../../contract';

/*
 * `PUT /dev/content/:kind` bodies: the whole list of that kind for the demo site, in the entity
 * fields of shell-and-content §3, so QA and e2e can show one banner or none, hostile HTML in an
 * announcement, or a site without iOS links. `POST /dev/reset` restores the seed.
 */

const maxItems = 100;

const bannerSchema = contentItemSchema.check(
  z.refine((item) => item.type === 'B', { message: 'a banner has type B', path: ['type'] }),
  z.refine((item) => item.imageUrl !== null, { message: 'a banner has an imageUrl', path: ['imageUrl'] }),
);
const announcementSchema = contentItemSchema.check(
  z.refine((item) => item.type !== 'B', { message: 'banners go to /dev/content/banners', path: ['type'] }),
);

export const devContentBodySchemas = {
  banners: z.array(bannerSchema).check(z.maxLength(maxItems)),
  announcements: z.array(announcementSchema).check(z.maxLength(maxItems)),
  hotMatches: z.array(hotMatchSchema).check(z.maxLength(maxItems)),
  winners: z.array(winnerSchema).check(z.maxLength(maxItems)),
  downloadLinks: downloadLinkListSchema.check(z.maxLength(maxItems)),
} as const satisfies Record<ContentKind, z.ZodMiniType>;

/** `PUT /dev/content/<kind>`. */
export function devContentPath(kind: ContentKind): string {
  return `/dev/content/${kind}`;
}
