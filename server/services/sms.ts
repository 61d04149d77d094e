import { desc } from 'drizzle-orm';
import type { Database } from '../db/database';
import { smsOutbox } from '../db/schema';

export interface SmsMessage {
  mobile: string;
  countryDialingCode: string;
  code: string;
  moduleId: string;
  sentAt: Date;
}

/** SMS codes go to this outbox instead of a phone; `GET /dev/sms` reads it. */
export async function recordSms(db: Database, message: SmsMessage): Promise<void> {
  await db.insert(smsOutbox).values(message);
}

export async function latestSms(db: Database, limit = 50) {
  return db.select().from(smsOutbox).orderBy(desc(smsOutbox.sentAt), desc(smsOutbox.id)).limit(limit);
}
