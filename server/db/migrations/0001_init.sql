-- Initial schema of the reference platform. Mirrors server/db/schema.ts.
CREATE TABLE sites (
  code text PRIMARY KEY,
  is_trial boolean NOT NULL DEFAULT false,
  settings jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE members (
  id serial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES sites (code),
  account text NOT NULL,
  nickname text,
  password_hash text NOT NULL,
  type integer NOT NULL,
  to_upline text,
  vip_level text,
  reg_date timestamptz NOT NULL,
  last_login_at timestamptz,
  mobile text,
  country_dialing_code text,
  email text
);
--> statement-breakpoint
CREATE UNIQUE INDEX members_merchant_account_key ON members (merchant_code, lower(account));
--> statement-breakpoint
CREATE TABLE wallets (
  member_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  balance numeric(18, 2) NOT NULL DEFAULT 0
);
--> statement-breakpoint
CREATE TABLE team_kpis (
  member_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  login_member_count integer NOT NULL DEFAULT 0,
  bet_member_count integer NOT NULL DEFAULT 0,
  register_member_count integer NOT NULL DEFAULT 0,
  online_count integer NOT NULL DEFAULT 0
);
--> statement-breakpoint
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  merchant_code text NOT NULL,
  trial boolean NOT NULL DEFAULT false,
  device text NOT NULL,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  absolute_expires_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX sessions_member_idx ON sessions (member_id);
--> statement-breakpoint
CREATE TABLE login_attempts (
  merchant_code text NOT NULL,
  username text NOT NULL,
  consecutive_failures integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (merchant_code, username)
);
--> statement-breakpoint
CREATE TABLE captchas (
  key text PRIMARY KEY,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  used boolean NOT NULL DEFAULT false
);
--> statement-breakpoint
CREATE TABLE sms_outbox (
  id serial PRIMARY KEY,
  mobile text NOT NULL,
  country_dialing_code text NOT NULL,
  code text NOT NULL,
  module_id text NOT NULL,
  sent_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE TABLE platform_keys (
  kid text PRIMARY KEY,
  private_jwk jsonb NOT NULL,
  public_jwk jsonb NOT NULL,
  created_at timestamptz NOT NULL
);
