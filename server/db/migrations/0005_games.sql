-- The game catalogue (issue 11; shell-and-content §2, §3): the site's categories in order, vendors,
-- the categories each vendor is listed under, and games. Static: seed-games.ts fills it once and a
-- reset leaves it alone. Mirrors server/db/schema.ts.
CREATE TABLE game_categories (
  game_type text PRIMARY KEY,
  sort_order integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE vendors (
  vassalage text PRIMARY KEY,
  name text NOT NULL,
  mobile_small_icon text NOT NULL,
  sort_order integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE vendor_game_types (
  game_type text NOT NULL REFERENCES game_categories (game_type),
  vassalage text NOT NULL REFERENCES vendors (vassalage),
  PRIMARY KEY (game_type, vassalage)
);
--> statement-breakpoint
CREATE TABLE games (
  node_id text PRIMARY KEY,
  game_name text NOT NULL,
  node_name text NOT NULL,
  search_name text NOT NULL,
  vassalage text NOT NULL REFERENCES vendors (vassalage),
  game_type text NOT NULL REFERENCES game_categories (game_type),
  game_id text,
  room_id text,
  show_icon text,
  icon_url text,
  mobile_large_icon text,
  mobile_small_icon text,
  game_classify text,
  game_classify_new text,
  support_play text NOT NULL,
  min_bet numeric(12, 2) NOT NULL,
  is_new boolean NOT NULL DEFAULT false,
  hot_rank integer,
  sort_order integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX games_name_key ON games (lower(game_name));
--> statement-breakpoint
CREATE INDEX games_type_order_idx ON games (game_type, sort_order, node_id);
--> statement-breakpoint
CREATE INDEX games_vassalage_order_idx ON games (vassalage, sort_order, node_id);
--> statement-breakpoint
CREATE UNIQUE INDEX games_hot_rank_key ON games (hot_rank) WHERE hot_rank IS NOT NULL;
--> statement-breakpoint
-- Serves name prefixes; a part of a name is a scan, which a catalogue of this size does anyway.
CREATE INDEX games_search_name_idx ON games (search_name text_pattern_ops);
