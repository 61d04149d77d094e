-- The ledger (issue 36): every change of a wallet's balance is one row here, written in the same
-- transaction as the wallet's update. Mirrors server/db/schema.ts; services/ledger.ts writes it.
CREATE TABLE ledger_entries (
  id bigserial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN (
    'deposit', 'withdrawalHold', 'withdrawalRelease', 'withdrawalPayout',
    'transfer', 'bet', 'win', 'rebate', 'reward', 'adjustment'
  )),
  amount numeric(18, 2) NOT NULL,
  balance_after numeric(18, 2) NOT NULL CHECK (balance_after >= 0),
  order_ref text,
  created_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX ledger_entries_member_idx ON ledger_entries (member_id, id);
--> statement-breakpoint
-- Append-only: an entry is never changed, and never removed but with its member (a purged trial
-- account), which PostgreSQL does from inside its foreign key's trigger (depth 2).
CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'ledger entries are append-only (% refused)', TG_OP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();
--> statement-breakpoint
-- What a database migrated before the ledger holds: each balance becomes its opening entry.
INSERT INTO ledger_entries (member_id, kind, amount, balance_after, created_at)
  SELECT member_id, 'adjustment', balance, balance, now() FROM wallets WHERE balance <> 0;
--> statement-breakpoint
ALTER TABLE wallets ADD CONSTRAINT wallets_balance_not_negative CHECK (balance >= 0);
