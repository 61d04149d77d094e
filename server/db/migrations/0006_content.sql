-- Home content (issue 11): the lists PUT /dev/content/:kind replaces, one-time game launch tickets,
-- and recently played games. Mirrors server/db/schema.ts.
CREATE TABLE site_content (
  merchant_code text NOT NULL,
  kind text NOT NULL,
  items jsonb NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (merchant_code, kind)
);
--> statement-breakpoint
CREATE TABLE launch_tickets (
  ticket_hash text PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  node_id text NOT NULL,
  back_path text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
--> statement-breakpoint
CREATE TABLE recent_games (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  node_id text NOT NULL,
  played_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, node_id)
);
--> statement-breakpoint
CREATE INDEX recent_games_member_played_idx ON recent_games (member_id, played_at);
