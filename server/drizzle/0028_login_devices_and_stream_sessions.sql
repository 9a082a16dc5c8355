-- Issue 29 (ADR 0030). Login backoff per account and source (address or known device): every key of an
-- account carries the account's hash, so a successful SMS-code recovery clears them all. The rows written
-- before were account-wide keys: their key hash is the account hash.
ALTER TABLE "login_throttles" ADD COLUMN "account_hash" varchar(64);--> statement-breakpoint
UPDATE "login_throttles" SET "account_hash" = "key_hash";--> statement-breakpoint
CREATE INDEX "login_throttles_account_idx" ON "login_throttles" USING btree ("account_hash");--> statement-breakpoint
-- A notification stream belongs to the session that asked for its ticket, and ends with it.
ALTER TABLE "notification_stream_tickets" ADD COLUMN "session_id" uuid;
