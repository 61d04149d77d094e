-- Wrong tries per issued code (issue 10 §2): a code is void after `triesPerCode` of them, instead of
-- the number or username locking. Mirrors server/db/schema.ts.
ALTER TABLE sms_codes ADD COLUMN failed_tries integer NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE password_reset_codes ADD COLUMN failed_tries integer NOT NULL DEFAULT 0;
