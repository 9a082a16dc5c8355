-- Issue 28 (ADR 0028): the keys every API process must share live in the database, not in each
-- process's DATA_DIR. `purpose` is `access-token` (HS256 keys of access tokens, one row per key; the newest
-- signs, the older ones verify until their tokens have expired), `derive` (one secret for HMACs that are
-- stored or recomputed later: refresh-token successors, recovery codes) or `vapid` (the Web Push key pair).
-- Generated once by whichever process starts first, under the start-up advisory lock.
CREATE TABLE "server_keys" (
	"kid" varchar(64) PRIMARY KEY NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"secret" text NOT NULL,
	"public_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "server_keys_purpose_check" CHECK ("purpose" IN ('access-token', 'derive', 'vapid'))
);
--> statement-breakpoint
CREATE INDEX "server_keys_purpose_created_idx" ON "server_keys" USING btree ("purpose", "created_at");
