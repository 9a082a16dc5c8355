ALTER TABLE "managers" ADD COLUMN "status" text DEFAULT 'PENDING' NOT NULL;--> statement-breakpoint
ALTER TABLE "managers" ADD COLUMN "requested_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "managers" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "managers" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "managers" ADD COLUMN "decided_by_operator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "managers" ADD CONSTRAINT "managers_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "managers_center_status_idx" ON "managers" USING btree ("center_id","status");--> statement-breakpoint
ALTER TABLE "managers" ADD CONSTRAINT "managers_status_check" CHECK ("managers"."status" in ('PENDING', 'VERIFIED', 'REFUSED'));--> statement-breakpoint
-- Managers who signed up before memberships existed keep working: they are verified members already.
UPDATE "managers" SET "status" = 'VERIFIED', "decided_by_operator" = true, "decided_at" = now() WHERE "status" = 'PENDING';
