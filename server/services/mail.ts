import { desc } from 'drizzle-orm';
import type { Database } from '../db/database';
import { mailOutbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  body: string;
  sentAt: Date;
}

/** E-mails go to this outbox instead of a mail server; `GET /dev/mail` reads it. */
export async function recordMail(db: Database, message: MailMessage): Promise<void> {
  await db.insert(mailOutbox).values({ toAddress: message.to, subject: message.subject, body: message.body, sentAt: message.sentAt });
}

export async function latestMail(db: Database, limit = 50): Promise<MailMessage[]> {
  const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.sentAt), desc(mailOutbox.id)).limit(limit);
  return rows.map((row) => ({ to: row.toAddress, subject: row.subject, body: row.body, sentAt: row.sentAt }));
}
