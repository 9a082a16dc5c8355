-- Issue 28: per-IP, per-route rate limits (login, sign-up, recovery, uploads…) counted here instead of in
-- each process's memory, so N processes enforce one limit. One row per route and client address per
-- window. UNLOGGED: no WAL for a counter that is written on every limited request; a crash forgets the
-- current minute's counts, which only lets a client start its minute again.
CREATE UNLOGGED TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_reset_at_idx" ON "rate_limit_hits" USING btree ("reset_at");
