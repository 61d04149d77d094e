-- The member's own area and the agent's side (issue 13; accounts §2, §3, §4, §7; shell-and-content
-- §2, §4, §7): head icons, rebates, messages, announcement read state, VIP levels, help articles and
-- agent contracts. Mirrors server/db/schema.ts.
--
-- The chosen head icon (server/services/head-icons.ts lists the icons); null: the default face.
ALTER TABLE members ADD COLUMN head_icon_id integer;
--> statement-breakpoint
-- The rebate the member's upline gives them, in percent; an agent gives a downline at most their own.
ALTER TABLE members ADD COLUMN rebate_percent numeric(5, 2) NOT NULL DEFAULT 0;
--> statement-breakpoint
-- Team counters are now counted from the team's own members (registrations, logins, games, sessions).
DROP TABLE team_kpis;
--> statement-breakpoint
CREATE INDEX members_merchant_upline_idx ON members (merchant_code, lower(to_upline));
--> statement-breakpoint
CREATE TABLE member_messages (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  title text NOT NULL,
  content text NOT NULL,
  sent_at timestamptz NOT NULL,
  read_at timestamptz
);
--> statement-breakpoint
CREATE INDEX member_messages_member_sent_idx ON member_messages (member_id, sent_at DESC, id DESC);
--> statement-breakpoint
-- Which announcements (site_content ids of types A and PL) a member has read.
CREATE TABLE notice_reads (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  notice_id integer NOT NULL,
  read_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, notice_id)
);
--> statement-breakpoint
CREATE TABLE vip_levels (
  merchant_code text NOT NULL REFERENCES sites (code),
  level text NOT NULL,
  name text NOT NULL,
  sort_order integer NOT NULL,
  min_deposit numeric(18, 2) NOT NULL,
  min_turnover numeric(18, 2) NOT NULL,
  benefits jsonb NOT NULL,
  PRIMARY KEY (merchant_code, level)
);
--> statement-breakpoint
-- One row per article and language; an article missing in a language is read in English.
CREATE TABLE help_articles (
  merchant_code text NOT NULL REFERENCES sites (code),
  id integer NOT NULL,
  language text NOT NULL,
  category text NOT NULL,
  title text NOT NULL,
  content text NOT NULL,
  sort_order integer NOT NULL,
  PRIMARY KEY (merchant_code, id, language)
);
--> statement-breakpoint
CREATE TABLE agent_contracts (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind text NOT NULL,
  offered_by text NOT NULL,
  period text NOT NULL,
  tiers jsonb NOT NULL,
  status text NOT NULL,
  offered_at timestamptz NOT NULL,
  answered_at timestamptz
);
--> statement-breakpoint
CREATE INDEX agent_contracts_member_kind_idx ON agent_contracts (member_id, kind, offered_at DESC, id DESC);
--> statement-breakpoint
-- At most one offer of a kind waits for the member's answer.
CREATE UNIQUE INDEX agent_contracts_pending_key ON agent_contracts (member_id, kind) WHERE status = 'PENDING';
