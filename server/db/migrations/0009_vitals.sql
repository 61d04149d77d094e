-- Real-user figures of the front end (web-vitals beacons, server/routes/vitals.ts).
-- Mirrors server/db/schema.ts.
CREATE TABLE vital_reports (
  id serial PRIMARY KEY,
  received_at timestamptz NOT NULL,
  name text NOT NULL,
  value double precision NOT NULL,
  rating text NOT NULL,
  page text NOT NULL,
  navigation_type text NOT NULL
);
--> statement-breakpoint
CREATE INDEX vital_reports_page_name_idx ON vital_reports (page, name);
