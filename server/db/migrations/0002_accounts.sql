-- Accounts: registration, SMS codes, password recovery, social identities, rate limits, mail outbox.
-- Mirrors server/db/schema.ts.
ALTER TABLE members ADD COLUMN mobile_verified boolean NOT NULL DEFAULT false;
--> statement-breakpoint
-- Numbers stored before this migration were the seeded demo numbers.
UPDATE members SET mobile_verified = true WHERE mobile IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX members_merchant_mobile_key ON members (merchant_code, country_dialing_code, mobile) WHERE mobile_verified;
--> statement-breakpoint
CREATE TABLE member_profiles (
  member_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  register_method text NOT NULL,
  register_url text NOT NULL,
  domain text,
  affiliate_code text,
  recommender_id text,
  payee_name text,
  id_number text,
  qq_num text,
  facebook text,
  wechat text,
  line text,
  whatsapp text,
  zalo text,
  payment_password_hash text,
  created_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE TABLE member_identities (
  provider text NOT NULL,
  subject text NOT NULL,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (provider, subject)
);
--> statement-breakpoint
CREATE INDEX member_identities_member_idx ON member_identities (member_id);
--> statement-breakpoint
CREATE TABLE affiliate_codes (
  code text PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES sites (code),
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  domain text,
  active boolean NOT NULL DEFAULT true
);
--> statement-breakpoint
CREATE TABLE countries (
  id integer PRIMARY KEY,
  name text NOT NULL,
  dialing_code text NOT NULL,
  iso2 text NOT NULL CONSTRAINT countries_iso2_key UNIQUE,
  sort_order integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE sms_codes (
  id serial PRIMARY KEY,
  number_key text NOT NULL,
  module_id text NOT NULL,
  client_key text NOT NULL,
  code_hash text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
--> statement-breakpoint
CREATE INDEX sms_codes_number_idx ON sms_codes (number_key, created_at);
--> statement-breakpoint
CREATE INDEX sms_codes_client_idx ON sms_codes (client_key, created_at);
--> statement-breakpoint
CREATE TABLE password_reset_codes (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
--> statement-breakpoint
CREATE INDEX password_reset_codes_member_idx ON password_reset_codes (member_id, created_at);
--> statement-breakpoint
CREATE TABLE rate_events (
  id serial PRIMARY KEY,
  bucket text NOT NULL,
  subject text NOT NULL,
  at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX rate_events_bucket_subject_idx ON rate_events (bucket, subject, at);
--> statement-breakpoint
CREATE TABLE mail_outbox (
  id serial PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  sent_at timestamptz NOT NULL
);
