-- Issue 29 item 3 (ADR 0031): nothing from an unverified member reaches a caregiver. The lists hide the
-- postings and contacts of every manager who is not VERIFIED by the same "hidden owners" subquery that
-- hides suspended accounts (admin/visibility.ts); this partial index holds just those managers, as
-- users_suspended_idx holds just the suspended accounts, so the subquery stays a tiny index-only read.
CREATE INDEX "managers_unverified_idx" ON "managers" USING btree ("user_id") WHERE "status" <> 'VERIFIED';--> statement-breakpoint
-- The center's first member's proof (장기요양기관 지정서, 사업자등록증 or 재직증명서): a private-storage
-- key, never a URL, read only by operators.
ALTER TABLE "managers" ADD COLUMN "proof_key" text;--> statement-breakpoint
ALTER TABLE "managers" ADD COLUMN "proof_at" timestamp with time zone;--> statement-breakpoint
-- How many times the member asked: 1 at sign-up, 2 after asking again once a refusal came.
ALTER TABLE "managers" ADD COLUMN "request_count" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "managers" ADD CONSTRAINT "managers_request_count_check" CHECK ("managers"."request_count" between 1 and 2);
