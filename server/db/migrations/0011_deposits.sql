-- Deposits (issue 36): the site's channels and the members' orders. Mirrors server/db/schema.ts;
-- services/deposits.ts writes them, and an approval credits the wallet through the ledger.
CREATE TABLE deposit_channels (
  id serial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES sites (code),
  group_kind text NOT NULL CHECK (group_kind IN ('bank', 'ewallet', 'qr', 'crypto')),
  name text NOT NULL,
  currency text NOT NULL,
  min_amount numeric(18, 2) NOT NULL,
  max_amount numeric(18, 2) NOT NULL,
  fee_percent numeric(5, 2) NOT NULL DEFAULT 0,
  fee_fixed numeric(18, 2) NOT NULL DEFAULT 0,
  bonus_percent numeric(5, 2) NOT NULL DEFAULT 0,
  processing_minutes integer NOT NULL,
  presets jsonb NOT NULL,
  payee jsonb NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  CHECK (min_amount > 0 AND max_amount >= min_amount)
);
--> statement-breakpoint
CREATE TABLE deposit_orders (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  channel_id integer NOT NULL REFERENCES deposit_channels (id),
  idempotency_key text NOT NULL,
  reference text NOT NULL UNIQUE,
  status text NOT NULL CHECK (status IN ('pending', 'credited', 'rejected', 'cancelled')),
  amount numeric(18, 2) NOT NULL CHECK (amount > 0),
  fee numeric(18, 2) NOT NULL,
  bonus numeric(18, 2) NOT NULL,
  credited numeric(18, 2) NOT NULL,
  reason text,
  created_at timestamptz NOT NULL,
  decided_at timestamptz
);
--> statement-breakpoint
-- A retry with the same key finds the order it made: one order per member and key.
CREATE UNIQUE INDEX deposit_orders_idempotency_key ON deposit_orders (member_id, idempotency_key);
--> statement-breakpoint
CREATE INDEX deposit_orders_status_idx ON deposit_orders (status, created_at);
