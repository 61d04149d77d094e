-- Content-Security-Policy violation reports from browsers (server/routes/csp-report.ts).
-- Mirrors server/db/schema.ts.
CREATE TABLE csp_reports (
  id serial PRIMARY KEY,
  received_at timestamptz NOT NULL,
  document_uri text NOT NULL,
  effective_directive text NOT NULL,
  blocked_uri text NOT NULL,
  source_file text,
  line_number integer,
  disposition text NOT NULL
);
--> statement-breakpoint
CREATE INDEX csp_reports_received_at_idx ON csp_reports (received_at);
