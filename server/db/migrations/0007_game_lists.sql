-- Game lists (issue 12; shell-and-content §2, §3, §4): members' favourite games, and a trigram index
-- that serves the game list's name search (`search_name LIKE '%part%'`), which a btree cannot.
-- Mirrors server/db/schema.ts.
--
-- pg_trgm ships with PGlite (server/db/open.ts loads it) and with PostgreSQL's contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- The prefix-only btree served no search the list makes: a part of a name is matched anywhere.
DROP INDEX IF EXISTS games_search_name_idx;
--> statement-breakpoint
CREATE INDEX games_search_name_trgm_idx ON games USING gin (search_name gin_trgm_ops);
--> statement-breakpoint
-- Member data: emptied by a reset like recent_games, gone with the member.
CREATE TABLE favourite_games (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  node_id text NOT NULL REFERENCES games (node_id),
  added_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, node_id)
);
--> statement-breakpoint
CREATE INDEX favourite_games_member_added_idx ON favourite_games (member_id, added_at DESC, node_id);
