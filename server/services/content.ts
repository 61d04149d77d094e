import { and, eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import {
  contentListSchema,
  hotMatchListSchema,
  winnerListSchema,
  type ContentItem,
  type ContentType,
} from '../../contract';
import type { Database } from '../db/database';
import { siteContent } from '../db/schema';

/** One content list of a site, stored whole and read back through its contract schema. */
function contentList<S extends z.ZodMiniType>(kind: string, schema: S) {
  return {
    async read(db: Database, merchantCode: string): Promise<z.output<S>> {
      const [row] = await db
        .select({ items: siteContent.items })
        .from(siteContent)
        .where(and(eq(siteContent.merchantCode, merchantCode), eq(siteContent.kind, kind)));
      return schema.parse(row?.items ?? []);
    },
    async replace(db: Database, merchantCode: string, items: z.input<S>, now: Date): Promise<z.output<S>> {
      const parsed = schema.parse(items);
      await db
        .insert(siteContent)
        .values({ merchantCode, kind, items: parsed, updatedAt: now })
        .onConflictDoUpdate({ target: [siteContent.merchantCode, siteContent.kind], set: { items: parsed, updatedAt: now } });
      return parsed;
    },
  };
}

/** Banners (type B) and every other announcement type are kept apart, as the dev controls replace them. */
export const banners = contentList('banners', contentListSchema);
export const announcements = contentList('announcements', contentListSchema);
export const hotMatches = contentList('hotMatches', hotMatchListSchema);
export const winners = contentList('winners', winnerListSchema);

/**
 * The content call: banners and announcements of the asked types, in the operator's order. Agent
 * announcements (A) go only to agents; anyone else gets the rest of the list as if there were none.
 */
export async function listContent(
  db: Database,
  merchantCode: string,
  types: readonly ContentType[],
  viewerIsAgent: boolean,
): Promise<ContentItem[]> {
  const wanted = new Set(types.filter((type) => type !== 'A' || viewerIsAgent));
  const items = [...(await banners.read(db, merchantCode)), ...(await announcements.read(db, merchantCode))];
  return items.filter((item) => wanted.has(item.type));
}
